import { useId } from 'react';
import { useTranslation } from '@palpite/shared';
import { LockIcon } from '../../components/LockIcon.tsx';
import { SelectionOdds } from '../../components/SelectionOdds.tsx';
import type { MatchContext } from '../../lib/bet-slip/selection-of.ts';
import { countsFromScoreAtBet, marketName } from '../../lib/markets.ts';
import type { Market } from '../../lib/types.ts';
import styles from './MarketGrid.module.css';

/** One market: its name (and a lock while suspended), then its odds buttons. */
export function MarketCard({ match, market }: { match: MatchContext; market: Market }) {
  const { t, i18n } = useTranslation('sports');
  const name = marketName(t, market.key, i18n.language);
  const suspended = market.status !== 'open';
  const many = market.selections.length > 3;
  const noteId = useId();
  // Said where the price is chosen: on the page's own score the pick could read as already won or lost.
  const fromScore = market.in_play && match.live && match.score && countsFromScoreAtBet(market.key) ? match.score : null;
  return (
    <li className={styles.card}>
      <div className={styles.header}>
        {/* Under the page's h1 (the match summary has no heading): an h3 here skipped a level. */}
        <h2 className={styles.name}>{name}</h2>
        {suspended ? (
          <span className={styles.suspended}>
            <LockIcon size={12} />
            {t('match.suspended')}
          </span>
        ) : null}
      </div>
      {fromScore ? (
        <p id={noteId} className={styles.note}>
          {t('match.handicapFromScore', fromScore)}
        </p>
      ) : null}
      <div className={[styles.odds, many ? styles.many : ''].join(' ')} role="group" aria-label={name} aria-describedby={fromScore ? noteId : undefined}>
        {market.selections.map((selection) => (
          <SelectionOdds key={selection.id} match={match} market={market} selection={selection} />
        ))}
      </div>
    </li>
  );
}
