import type { SlipSelection } from '../../lib/bet-slip/slip.ts';
import { potentialPayout, totalOdds } from '../../lib/bet-slip/slip-maths.ts';
import type { PlaceBetPayload } from './api/place-bet.ts';

/** The slip as spec §7's `POST /user/bet` payload. */
export function betPayload(input: {
  selections: readonly SlipSelection[];
  stake: number;
  acceptOddsChanges: boolean;
  frontendId: number;
  now: Date;
}): PlaceBetPayload {
  const odds = input.selections.map((selection) => selection.odd);
  return {
    frontend_id: input.frontendId,
    stake: input.stake,
    bet_details: input.selections.map((selection) => ({
      fixture_id: selection.fixture_id,
      home_team_name: selection.home_team_name,
      away_team_name: selection.away_team_name,
      outcome: selection.outcome,
      date: selection.date,
      handicap: selection.handicap,
      bet_type: selection.bet_type,
      type: selection.type,
      odd: selection.odd,
      live: selection.live,
      elapsed: selection.elapsed,
      bet_time: input.now.toISOString(),
      selection_id: selection.selection_id,
    })),
    odds: totalOdds(odds),
    potential_win: potentialPayout(odds, input.stake),
    accept_odds_changes: input.acceptOddsChanges,
  };
}

/**
 * What makes a slip sent again the same bet (its retry key's fingerprint): the player, the stake
 * and the picks. Not a live leg's minute or prices, which move while an answer is awaited; and the
 * player's own, so that a key kept across a reload is never another player's on this browser.
 */
export function placementFingerprint(playerId: number | null, payload: PlaceBetPayload): string {
  return JSON.stringify({
    player: playerId,
    stake: payload.stake,
    legs: payload.bet_details.map((leg) => [leg.selection_id, leg.outcome]),
  });
}
