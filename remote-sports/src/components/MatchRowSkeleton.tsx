import { Skeleton, useTranslation } from '@palpite/shared';
import type { Outcome } from '../lib/sports.ts';
import { OddsSkeleton } from './OddsSkeleton.tsx';
import styles from './MatchRowSkeleton.module.css';

interface MatchRowSkeletonProps {
  outcomes: readonly Outcome[];
  /** Live rows show the clock and the score instead of the kick-off time. */
  live?: boolean;
}

/** One match while it loads: time or live clock, teams (and score), main-market odds, "+N markets". */
export function MatchRowSkeleton({ outcomes, live = false }: MatchRowSkeletonProps) {
  const { t } = useTranslation('sports');
  return (
    <li className={styles.row}>
      <div className={styles.time}>
        {live ? <span className={styles.live}>{t('ui.liveBadge')}</span> : null}
        <Skeleton width={40} height={12} />
      </div>
      <div className={styles.teams}>
        {[0, 1].map((team) => (
          <div key={team} className={styles.team}>
            <Skeleton width={team === 0 ? '70%' : '55%'} height={14} />
            {live ? <Skeleton width={16} height={14} /> : null}
          </div>
        ))}
      </div>
      <div className={styles.odds}>
        <OddsSkeleton labels={outcomes.map((outcome) => t(`outcomes.${outcome}`))} />
      </div>
      <div className={styles.more}>
        <Skeleton width={40} height={28} />
      </div>
    </li>
  );
}
