import { useTranslation } from '@palpite/shared';
import styles from './LiveBadge.module.css';

/** "Ao vivo" with a pulsing dot (the word carries the meaning, the dot only decorates). */
export function LiveBadge() {
  const { t } = useTranslation('sports');
  return (
    <span className={styles.live}>
      <span className={styles.dot} aria-hidden="true" />
      {t('ui.liveBadge')}
    </span>
  );
}
