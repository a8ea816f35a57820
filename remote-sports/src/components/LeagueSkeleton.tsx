import { Skeleton, useTranslation } from '@palpite/shared';
import type { Outcome } from '../lib/sports.ts';
import { MatchRowSkeleton } from './MatchRowSkeleton.tsx';
import styles from './LeagueCard.module.css';

interface LeagueSkeletonProps {
  outcomes: readonly Outcome[];
  rows?: number;
  live?: boolean;
}

/** A league's block while it loads: its name and the outcome columns, then its matches. */
export function LeagueSkeleton({ outcomes, rows = 4, live = false }: LeagueSkeletonProps) {
  const { t } = useTranslation('sports');
  return (
    <li className={styles.league}>
      <div className={styles.header}>
        <span className={styles.name}>
          <Skeleton width={20} height={20} radius="50%" />
          <Skeleton width={160} height={14} />
        </span>
        <span className={styles.columns} aria-hidden="true">
          {outcomes.map((outcome) => (
            <span key={outcome}>{t(`outcomes.${outcome}`)}</span>
          ))}
        </span>
      </div>
      <ul className={styles.matches}>
        {Array.from({ length: rows }, (_, index) => (
          <MatchRowSkeleton key={index} outcomes={outcomes} live={live} />
        ))}
      </ul>
    </li>
  );
}

/** Several leagues while the fixtures load; the list is announced as busy. */
export function LeaguesSkeleton({
  label,
  outcomes,
  leagues = 3,
  live = false,
}: {
  label: string;
  outcomes: readonly Outcome[];
  leagues?: number;
  live?: boolean;
}) {
  return (
    <ul className={styles.leagues} aria-label={label} aria-busy="true">
      {Array.from({ length: leagues }, (_, index) => (
        <LeagueSkeleton key={index} outcomes={outcomes} live={live} rows={index === 0 ? 5 : 3} />
      ))}
    </ul>
  );
}
