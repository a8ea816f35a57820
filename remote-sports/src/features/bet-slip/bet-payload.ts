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
