import { Skeleton } from '@palpite/shared';
import styles from './GameTileSkeleton.module.css';

/** The placeholder of one game tile: image, name, provider. */
export function GameTileSkeleton() {
  return (
    <div className={styles.tile}>
      <Skeleton height="auto" radius="var(--radius-md)" className={styles.image} />
      <Skeleton width="75%" height={14} />
      <Skeleton width="45%" height={12} />
    </div>
  );
}
