import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, paths, useTranslation } from '@palpite/shared';
import styles from './Withdraw.module.css';

/** Withdrawals need a verified identity (spec §5): where to verify it, instead of the form. */
export function IdentityNotice() {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  return (
    <section className={styles.gate} aria-labelledby={titleId}>
      <span className={styles.gateIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="11" r="2.2" />
          <path d="M5.8 16.2c.6-1.6 1.8-2.4 3.2-2.4s2.6.8 3.2 2.4M14.5 10h4M14.5 13.5h3" />
        </svg>
      </span>
      <h2 id={titleId} className={styles.gateTitle}>
        {t('identityGate.title')}
      </h2>
      <p className={styles.gateText}>{t('identityGate.text')}</p>
      <Link to={paths.verification()} className={buttonClassName('primary')}>
        {t('identityGate.action')}
      </Link>
    </section>
  );
}
