import { useId } from 'react';
import { Button, Skeleton, useTranslation } from '@palpite/shared';
import styles from './SupportCard.module.css';

/** Live support: availability and the button that opens the chat. */
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
        <div className={styles.status} aria-busy="true">
          <span className={styles.dot} aria-hidden="true" />
          <Skeleton width={140} height={12} />
        </div>
      </div>
      <Button variant="primary" disabled>
        {t('live.supportCta')}
      </Button>
    </aside>
  );
}
