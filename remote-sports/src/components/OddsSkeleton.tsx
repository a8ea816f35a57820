import { Skeleton } from '@palpite/shared';
import styles from './OddsSkeleton.module.css';

interface OddsSkeletonProps {
  /** Outcome labels when they are known (1, X, 2); otherwise `count` unlabelled buttons. */
  labels?: readonly string[];
  count?: number;
}

/** Odds buttons while prices load: the outcome label above a price placeholder. */
export function OddsSkeleton({ labels, count = labels?.length ?? 3 }: OddsSkeletonProps) {
  return (
    <div className={styles.odds}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.odd}>
          {labels?.[index] ? <span className={styles.outcome}>{labels[index]}</span> : <Skeleton width={28} height={10} />}
          <Skeleton width={36} height={14} />
        </span>
      ))}
    </div>
  );
}
