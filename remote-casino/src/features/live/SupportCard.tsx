import { useId } from 'react';
import { buttonClassName, useTranslation } from '@palpite/shared';
import { SITE_CONTACTS } from '@palpite/shared/contract';
import styles from './SupportCard.module.css';

/** Help from the live page (spec §2 "/live: live support link"): the support team's address, one tap to write. */
export function SupportCard() {
  const { t } = useTranslation('casino');
  const titleId = useId();
  return (
    <aside className={styles.card} aria-labelledby={titleId}>
      <div className={styles.icon} aria-hidden="true">
        ?
      </div>
      <div className={styles.copy}>
        <h2 id={titleId} className={styles.title}>
          {t('live.supportTitle')}
        </h2>
        <p className={styles.text}>{t('live.supportText')}</p>
        <p className={styles.address}>{SITE_CONTACTS.supportEmail}</p>
      </div>
      <a className={buttonClassName('primary')} href={`mailto:${SITE_CONTACTS.supportEmail}`}>
        {t('live.supportCta')}
      </a>
    </aside>
  );
}
