/** What a video-poker hand shows (pure): the paytable from the game's details, the holds, the cards on the table. */
import type { PokerHand } from '../api/types.ts';

export interface PaytableRow {
  hand: string;
  /** Total return as a multiple of the stake. */
  returns: number;
}

/** The paying rows of `paytable.returns`, best hand first (GET /games/:uuid). */
export function paytableRows(paytable: Record<string, unknown>): PaytableRow[] {
  const rows = Array.isArray(paytable.returns) ? (paytable.returns as unknown[]) : [];
  return rows
    .filter(
      (row): row is PaytableRow =>
        typeof row === 'object' && row !== null && typeof (row as PaytableRow).hand === 'string' && typeof (row as PaytableRow).returns === 'number',
    )
    .filter((row) => row.returns > 0)
    .sort((a, b) => b.returns - a.returns);
}

export function toggleHold(held: readonly boolean[], index: number): boolean[] {
  return held.map((value, position) => (position === index ? !value : value));
}

export const NO_HOLDS: readonly boolean[] = [false, false, false, false, false];

/** The five cards to show: the final hand once drawn, else the deal (five face-down cards before any). */
export function cardsOnTable(hand: Pick<PokerHand, 'dealt' | 'final'> | null): (string | null)[] {
  if (!hand) return [null, null, null, null, null];
  return hand.final ?? hand.dealt;
}
