import { Link } from 'react-router-dom';
import { useTranslation } from '@palpite/shared';
import { SPORTS, sportHref, type OpenSport } from '../../lib/sports.ts';
import styles from './SportTabs.module.css';

/** The sports of the menu as tabs; coming-soon sports are shown with a badge and not clickable. */
export function SportTabs({ current }: { current: OpenSport }) {
  const { t } = useTranslation('sports');
  return (
    <nav aria-label={t('sportsHome.sportsLabel')} className={styles.nav}>
      <ul className={`${styles.list} scroll-fade-x`}>
        {SPORTS.map((sport) => (
          <li key={sport.id}>
            {sport.soon ? (
              <span className={[styles.tab, styles.soon].join(' ')} aria-disabled="true">
                {t(`sport.${sport.id}`)}
                <span className={styles.badge}>{t('ui.soon')}</span>
              </span>
            ) : (
              <Link to={sportHref(sport.id)} className={styles.tab} aria-current={sport.id === current ? 'page' : undefined}>
                {t(`sport.${sport.id}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
