import { memo } from 'react';
import { Link } from 'react-router-dom';
import { paths, useLiveUpdatesWanted, useTranslation } from '@palpite/shared';
import { useNowForDayLabels } from '../lib/use-now-for-day-labels.ts';
import { liveClockLabel } from '../lib/live-clock.ts';
import { kickOffDay, kickOffTime, statusLabel } from '../lib/match-format.ts';
import type { MatchRow as Row } from '../lib/types.ts';
import { useLiveRow } from '../lib/use-live-row.ts';
import { LiveBadge } from './LiveBadge.tsx';
import { SelectionOdds } from './SelectionOdds.tsx';
import styles from './MatchRow.module.css';

function RedCards({ count }: { count: number }) {
  const { t } = useTranslation('sports');
  if (count <= 0) return null;
  return (
    <span className={styles.red} title={t('match.redCards', { count })}>
      <span aria-hidden="true">{count > 1 ? count : ''}</span>
      <span className="visually-hidden">{t('match.redCards', { count })}</span>
    </span>
  );
}

/**
 * One match of a list: time or live clock, teams and score, the main market's odds, "+N markets".
 * Memoised on its row: a list that grows by a chunk (LeagueList) draws only the new rows again.
 */
export const MatchRow = memo(function MatchRow({ row: initial }: { row: Row }) {
  const { t, i18n } = useTranslation('sports');
  const row = useLiveRow(initial);
  // A visitor has no connection off the live routes: a row in play asks for one, or it stands still.
  useLiveUpdatesWanted(row.live);
  const language = i18n.language;
  const now = useNowForDayLabels();
  const market = row.main_market;
  const notStarted = row.status === 'Not Started';
  // The count is of every market the match has; the row already shows its main one.
  const moreMarkets = Math.max(0, row.markets_count - (market && (market.status === 'open' || market.status === 'suspended') ? 1 : 0));
  return (
    <li className={styles.row} data-match-id={row.id}>
      <div className={styles.time}>
        {row.live ? (
          <>
            <LiveBadge />
            <span className={styles.clock}>{liveClockLabel(t, row)}</span>
          </>
        ) : (
          <>
            <span className={styles.day}>{kickOffDay(t, row.starts_at, language, now)}</span>
            <span className={styles.clock}>{notStarted ? kickOffTime(row.starts_at, language) : statusLabel(t, row.status)}</span>
          </>
        )}
      </div>
      <div className={styles.teams}>
        {(['home', 'away'] as const).map((side) => (
          <div key={side} className={styles.team}>
            <span className={styles.name}>
              {/* Cut to two lines where the column is narrow: the title shows the whole name. */}
              <span className={styles.nameText} title={row[side]}>
                {row[side]}
              </span>
              <RedCards count={row.red_cards[side]} />
            </span>
            {row.live ? <span className={styles.score}>{row.score[side]}</span> : null}
          </div>
        ))}
      </div>
      <div className={styles.odds} role="group" aria-label={t('match.oddsOf', { home: row.home, away: row.away })}>
        {market && market.selections.length > 0 ? (
          market.selections.map((selection) => <SelectionOdds key={selection.id} match={row} market={market} selection={selection} />)
        ) : (
          <span className={styles.noOdds}>{t('match.noOdds')}</span>
        )}
      </div>
      <div className={styles.more}>
        <Link to={paths.match(row)} className={styles.moreLink} aria-label={t('match.moreMarketsOf', { count: moreMarkets, home: row.home, away: row.away })}>
          +{moreMarkets}
        </Link>
      </div>
    </li>
  );
});
