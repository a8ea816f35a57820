import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, paths, useTranslation } from '@palpite/shared';
import styles from './DepositPage.module.css';

/** Deposits need a verified email (spec §5, §6): where to verify it, instead of the form. */
export function EmailNotVerified() {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  return (
    <section className={styles.gate} aria-labelledby={titleId}>
      <span className={styles.gateIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="5.5" width="18" height="13" rx="2" />
          <path d="m3.5 7 8.5 6 8.5-6" />
        </svg>
      </span>
      <h2 id={titleId} className={styles.gateTitle}>
        {t('emailGate.title')}
      </h2>
      <p className={styles.gateText}>{t('emailGate.text')}</p>
      <Link to={paths.dashboard()} className={buttonClassName('primary')}>
        {t('emailGate.action')}
      </Link>
    </section>
  );
}
