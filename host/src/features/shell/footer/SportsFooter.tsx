import { Link } from 'react-router-dom';
import { useIsLoggedIn, useTranslation } from '@palpite/shared';
import { Icon } from '../icons/Icon.tsx';
import { SPORTS_FOOTER_LINKS, visibleItems } from '../menu.ts';
import styles from './SportsFooter.module.css';

/** Shown in Sports mode above the footer (spec §2): quick betting links and a rules note. */
export function SportsFooter() {
  const { t } = useTranslation('shell');
  const isLoggedIn = useIsLoggedIn();
  const links = visibleItems({ id: 'sportsFooter', titleKey: 'sportsFooter.title', items: SPORTS_FOOTER_LINKS }, isLoggedIn);
  return (
    // Named apart from the sports pages' own region ("Apostas esportivas" on /sportsbet): landmarks are told apart by name.
    <section className={styles.sportsFooter} aria-label={t('sportsFooter.region')}>
      <div className={styles.inner}>
        <nav aria-label={t('sportsFooter.label')}>
          <ul className={styles.links}>
            {links.map((item) =>
              item.kind === 'link' ? (
                <li key={item.id}>
                  <Link to={item.to} className={styles.link}>
                    <Icon name={item.icon} size={18} />
                    {t(item.labelKey)}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
        <p className={styles.rules}>{t('sportsFooter.rules')}</p>
      </div>
    </section>
  );
}
