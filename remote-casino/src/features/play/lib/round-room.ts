/**
 * How much a player can still stake on a table round (pure): a single-player spin or deal, or a live
 * round. The table's maximum holds for all of a player's bets on the round, and the balance pays for
 * them: both leave less room for the chips already on the board and the next one.
 */

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
  /** The player's bets already placed on this round (a live round takes several requests; a single-player round none). */
  placedCentavos: number;
}

/** The room left on a round for a table whose maximum is `tableMaxCentavos`, with `onBoardCentavos` in chips not yet placed. */
export function roundRoom(stakes: RoundStakes, tableMaxCentavos: number, onBoardCentavos: number): RoundRoom {
  const tableLeftCentavos = tableMaxCentavos - stakes.placedCentavos - onBoardCentavos;
  const balanceLeftCentavos = stakes.availableCentavos === null ? Number.POSITIVE_INFINITY : stakes.availableCentavos - onBoardCentavos;
  return balanceLeftCentavos < tableLeftCentavos
    ? { leftCentavos: Math.max(0, balanceLeftCentavos), limitedBy: 'balance' }
    : { leftCentavos: Math.max(0, tableLeftCentavos), limitedBy: 'table' };
}
