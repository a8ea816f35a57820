/**
 * How much a player can still stake on a live round (pure). The table's maximum holds for all of a
 * player's bets of one mode on a round, however many requests placed them (the API's round limits),
 * and the balance has already paid for the bets placed: both leave less room for the chips still on
 * the board and the next one.
 */
import type { PlayMode } from '../../play/api/types.ts';
import type { LiveBet } from '../api/types.ts';

/** Which limit leaves the least room: the player's balance or the table's maximum for a round. */
export type RoomLimit = 'balance' | 'table';

export interface RoundRoom {
  /** Still stakeable on this round once the chips on the board are counted (never below 0). */
  leftCentavos: number;
  limitedBy: RoomLimit;
}

export interface RoundStakes {
  /** The balance bets are paid from (placed bets already taken off); null when unknown (a visitor). */
  availableCentavos: number | null;
  /** The player's bets of the current mode already placed on this round. */
  placedCentavos: number;
}

/** The stakes of `bets` placed on round `roundId` in `mode` (demo and real bets have limits of their own). */
export function placedOnRoundCentavos(bets: readonly LiveBet[], roundId: number, mode: PlayMode): number {
  return bets.filter((bet) => bet.round_id === roundId && bet.mode === mode).reduce((total, bet) => total + Math.round(bet.stake * 100), 0);
}

/** The room left on a round for a table whose maximum is `tableMaxCentavos`, with `onBoardCentavos` in chips not yet placed. */
export function roundRoom(stakes: RoundStakes, tableMaxCentavos: number, onBoardCentavos: number): RoundRoom {
  const tableLeftCentavos = tableMaxCentavos - stakes.placedCentavos - onBoardCentavos;
  const balanceLeftCentavos = stakes.availableCentavos === null ? Number.POSITIVE_INFINITY : stakes.availableCentavos - onBoardCentavos;
  return balanceLeftCentavos < tableLeftCentavos
    ? { leftCentavos: Math.max(0, balanceLeftCentavos), limitedBy: 'balance' }
    : { leftCentavos: Math.max(0, tableLeftCentavos), limitedBy: 'table' };
}
