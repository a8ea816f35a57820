import { kickOffTime } from '../match-format.ts';
import { describeMarket } from '../markets.ts';
import type { Selection, Sport } from '../types.ts';
import type { SlipSelection } from './slip.ts';

/** What an odds button knows about its match. */
export interface MatchContext {
  id: number;
  sport: Sport;
  home: string;
  away: string;
  starts_at: string;
  /** When the API stops taking pre-match bets on it (null once live or over; absent: not said). */
  prematch_closes_at?: string | null;
  live: boolean;
  minute: number | null;
  /** The clock as shown, null before kick-off. */
  clock: string | null;
  /** The score now, where the page knows it (a live match page): an in-play handicap counts from it. */
  score?: { home: number; away: number };
}

export function isSelectable(selection: Selection, marketStatus: string): boolean {
  return marketStatus === 'open' && selection.status === 'active' && selection.price !== null;
}

/** The slip selection an odds button adds (spec §3 "Full slip selection"). */
export function slipSelectionOf(match: MatchContext, market: { key: string; status: string }, selection: Selection, language = 'pt-BR'): SlipSelection {
  const info = describeMarket(market.key);
  return {
    id: String(selection.id),
    fixture_id: match.id,
    selection_id: selection.id,
    home_team_name: match.home,
    away_team_name: match.away,
    outcome: selection.key,
    date: match.starts_at,
    time: kickOffTime(match.starts_at, language),
    handicap: info.line,
    bet_type: market.key,
    market_kind: info.kind,
    type: match.sport,
    odd: selection.price ?? 0,
    previous_odd: null,
    live: match.live,
    elapsed: match.minute,
    current_time: match.clock,
    suspended: !isSelectable(selection, market.status),
    ...(match.prematch_closes_at ? { closes_at: match.prematch_closes_at } : {}),
  };
}
