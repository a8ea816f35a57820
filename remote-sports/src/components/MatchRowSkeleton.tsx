import { Skeleton, useTranslation } from '@palpite/shared';
import type { Outcome } from '../lib/sports.ts';
import { LiveBadge } from './LiveBadge.tsx';
import { OddsSkeleton } from './OddsSkeleton.tsx';
// The row's own layout, so the page does not shift when the real rows replace these.
import rowStyles from './MatchRow.module.css';

interface MatchRowSkeletonProps {
  outcomes: readonly Outcome[];
  /** Live rows show the clock and the score instead of the kick-off time. */
  live?: boolean;
}

/** One match while it loads: time or live clock, teams (and score), main-market odds, "+N markets". */
export function MatchRowSkeleton({ outcomes, live = false }: MatchRowSkeletonProps) {
  const { t } = useTranslation('sports');
  return (
    <li className={rowStyles.row}>
      <div className={rowStyles.time}>
        {live ? <LiveBadge /> : null}
        <Skeleton width={40} height={12} />
      </div>
      <div className={rowStyles.teams}>
        {[0, 1].map((team) => (
          <div key={team} className={rowStyles.team}>
            <Skeleton width={team === 0 ? '70%' : '55%'} height={14} />
            {live ? <Skeleton width={16} height={14} /> : null}
          </div>
        ))}
      </div>
      <div className={rowStyles.odds}>
        <OddsSkeleton labels={outcomes.map((outcome) => t(`outcomes.${outcome}`))} />
      </div>
      <div className={rowStyles.more}>
        <Skeleton width={40} height={28} />
      </div>
    </li>
  );
}
