import { Link } from 'react-router-dom';
import { Card, paths, routePath, useTranslation } from '@palpite/shared';
import styles from './Dashboard.module.css';

const LINKS = [
  { key: 'wallet', to: paths.wallet },
  { key: 'transactions', to: paths.transactions },
  { key: 'myBets', to: paths.myBets },
  { key: 'security', to: paths.security },
  { key: 'sessions', to: paths.activeSessions },
  { key: 'verification', to: paths.verification },
  { key: 'responsibleGambling', to: () => routePath('responsibleGambling') },
] as const;

/** Shortcuts to what players open most from their account. */
export function QuickLinks() {
  const { t } = useTranslation('account');
  return (
    <Card title={t('dashboard.quickLinks')}>
      <ul className={styles.links}>
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link to={link.to()} className={styles.link}>
              <span className={styles.linkTitle}>{t(`dashboard.links.${link.key}.title`)}</span>
              <span className={styles.linkText}>{t(`dashboard.links.${link.key}.text`)}</span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
