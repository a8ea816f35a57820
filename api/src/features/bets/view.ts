/** What a player sees of a bet (My bets, and the `bet` of an accepted POST /user/bet). */
import { reaisOf } from '../../domain/money.ts';
import { extraTimeOf, PRE_MATCH_STATUSES, shownScore, type MatchStatus, type PeriodScores } from '../../domain/sports/model.ts';
import type { BetRow, BetSelectionRow } from './repo.ts';

/** Fields of `bet_selections.details` that are ours, not the player's. */
const INTERNAL_DETAILS = new Set(['leg', 'request']);

function playerDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !INTERNAL_DETAILS.has(key)));
}

/**
 * Matches without a score to show: not kicked off yet, or called off. The stored 0–0 of a match that
 * never played (or a postponed one's goals, which a replay starts again from) is no result, yet My
 * bets showed it as one. The match page hides them alike (MatchHeader's NO_SCORE_STATUSES).
 */
const UNPLAYED_STATUSES: ReadonlySet<string> = new Set<MatchStatus>([...PRE_MATCH_STATUSES, 'Cancelled', 'Postponed']);

/**
 * A leg's match score as the results show it (extra time included), and the regular-time score its
 * markets settled on when extra time was played; null when the match has no score (UNPLAYED_STATUSES).
 */
function legScore(selection: BetSelectionRow) {
  if (UNPLAYED_STATUSES.has(selection.match_status)) return { score: null };
  const stored = { home: selection.home_score, away: selection.away_score };
  const periods = Array.isArray(selection.periods) ? (selection.periods as PeriodScores) : [];
  const score = shownScore(selection.sport, stored, periods);
  return extraTimeOf(selection.sport, periods) ? { score, regular_time_score: stored } : { score };
}

export function betView(bet: BetRow, selections: readonly BetSelectionRow[]) {
  return {
    id: Number(bet.id),
    date: bet.placed_at.toISOString(),
    type: bet.live ? ('live' as const) : ('pre-match' as const),
    kind: bet.kind,
    stake: reaisOf(bet.stake_centavos),
    /** How the stake was paid: cash first, then bonus. */
    stake_cash: reaisOf(bet.stake_cash_centavos),
    stake_bonus: reaisOf(bet.stake_bonus_centavos),
    potential_win: reaisOf(bet.potential_win_centavos),
    total_odds: Number(bet.total_odds_hundredths) / 100,
    status: bet.status,
    payout: bet.payout_centavos === null ? null : reaisOf(bet.payout_centavos),
    settled_at: bet.settled_at?.toISOString() ?? null,
    details: selections.map((selection) => playerDetails(selection.details)),
    selections: selections.map((selection) => ({
      match: {
        id: Number(selection.match_id),
        sport: selection.sport,
        home: selection.home_team,
        away: selection.away_team,
        starts_at: selection.starts_at.toISOString(),
        status: selection.match_status,
        ...legScore(selection),
      },
      selection_id: Number(selection.selection_id),
      market: selection.market_key,
      selection: selection.selection_key,
      price: selection.price_hundredths / 100,
      result: selection.result,
      score_at_bet: selection.score_at_bet,
    })),
  };
}

export type BetView = ReturnType<typeof betView>;
