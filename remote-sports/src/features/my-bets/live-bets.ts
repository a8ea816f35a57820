/** Open bets kept current from realtime messages (pure: the bets in, the bets as they now stand out). */
import { matchPhase } from '../../lib/match-format.ts';
import type { MatchUpdate } from '../../lib/types.ts';
import type { Bet } from './api/get-bets.ts';

/** The bet still waits on its matches: settled ones (won, lost, void) change no more. */
const isOpen = (bet: Bet) => bet.status === 'pending' || bet.status === 'unknown';

/** Over matches whose score stands as played (the API's results show theirs); a match called off has none. */
const SCORED_WHEN_OVER: ReadonlySet<string> = new Set(['Finished', 'Awarded', 'Abandoned']);

/** Whether some open bet shown has a leg on a match not over yet: its score and status may still move. */
export function followsMatches(bets: readonly Bet[]): boolean {
  return bets.some((bet) => isOpen(bet) && bet.selections.some((leg) => matchPhase({ status: leg.match.status, live: false }) !== 'over'));
}

/**
 * The open bets with a leg on the updated match take its status and score: the live score as it
 * moves, then the final whistle. A settled bet, or one on other matches, is returned as it was.
 */
export function applyMatchUpdateToBets(bets: readonly Bet[], update: MatchUpdate): readonly Bet[] {
  const scored = update.live || SCORED_WHEN_OVER.has(update.status);
  let changed = false;
  const next = bets.map((bet) => {
    if (!isOpen(bet) || !bet.selections.some((leg) => leg.match.id === update.id)) return bet;
    changed = true;
    return {
      ...bet,
      selections: bet.selections.map((leg) =>
        leg.match.id === update.id ? { ...leg, match: { ...leg.match, status: update.status, score: scored ? update.score : null } } : leg,
      ),
    };
  });
  // The same list when nothing changed: a message about another match renders nothing again.
  return changed ? next : bets;
}
