/**
 * How much a player can still stake on a live round (pure). The table's maximum holds for all of a
 * player's bets of one mode on a round, however many requests placed them (the API's round limits),
 * and the balance has already paid for the bets placed: both leave less room for the chips still on
 * the board and the next one.
 */
import type { PlayMode } from '../../play/api/types.ts';
import type { LiveBet } from '../api/types.ts';

// The room itself is the single-player tables' too.
export { roundRoom, type RoomLimit, type RoundRoom, type RoundStakes } from '../../play/lib/round-room.ts';

/** The stakes of `bets` placed on round `roundId` in `mode` (demo and real bets have limits of their own). */
export function placedOnRoundCentavos(bets: readonly LiveBet[], roundId: number, mode: PlayMode): number {
  return bets.filter((bet) => bet.round_id === roundId && bet.mode === mode).reduce((total, bet) => total + Math.round(bet.stake * 100), 0);
}
