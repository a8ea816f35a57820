import { Skeleton, useTranslation } from '@palpite/shared';
import styles from './GameDetailsPage.module.css';

/** Where the game client runs; a placeholder the size of the game while it loads. */
export function GameStage() {
  const { t } = useTranslation('casino');
  return (
    <section className={styles.stage} aria-label={t('gameDetails.stage')} aria-busy="true">
      <Skeleton height="100%" radius="var(--radius-lg)" />
      <span className={styles.spinner} aria-hidden="true" />
    </section>
  );
}
