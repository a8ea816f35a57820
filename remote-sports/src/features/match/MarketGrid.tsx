import { Skeleton } from '@palpite/shared';
import { OddsSkeleton } from '../../components/OddsSkeleton.tsx';
import type { MatchContext } from '../../lib/bet-slip/selection-of.ts';
import type { Market } from '../../lib/types.ts';
import { MarketCard } from './MarketCard.tsx';
import styles from './MarketGrid.module.css';

/** The markets of one group while they load: a card per market with its odds buttons. */
export function MarketGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.card}>
          <div className={styles.header}>
            <Skeleton width={index % 2 ? '45%' : '60%'} height={14} />
            <Skeleton width={16} height={16} radius="50%" />
          </div>
          <OddsSkeleton count={index % 3 === 1 ? 2 : 3} />
          {index % 3 === 2 ? <OddsSkeleton count={3} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The markets of one group. */
export function MarketGrid({ label, match, markets }: { label: string; match: MatchContext; markets: readonly Market[] }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {markets.map((market) => (
        <MarketCard key={market.id} match={match} market={market} />
      ))}
    </ul>
  );
}
