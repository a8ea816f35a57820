/** Baccarat bets (pure): chips on player, banker or tie (one bet per spot), the body and the payouts shown. */

export const BACCARAT_SPOTS = ['player', 'tie', 'banker'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratBets = Readonly<Record<BaccaratSpot, number>>;

export const NO_BACCARAT_BETS: BaccaratBets = { player: 0, tie: 0, banker: 0 };

/** Total return on a win per spot, as the table shows it (player 1:1, banker 0.95:1, tie 8:1). */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSpot, string>> = { player: '1:1', banker: '0,95:1', tie: '8:1' };

export function addBaccaratChip(bets: BaccaratBets, spot: BaccaratSpot, chipCentavos: number): BaccaratBets {
  return { ...bets, [spot]: bets[spot] + chipCentavos };
}

export function baccaratTotal(bets: BaccaratBets): number {
  return bets.player + bets.tie + bets.banker;
}

/** The request's `bets`: one per spot with chips on it, in reais. */
export function baccaratBody(bets: BaccaratBets): { spot: BaccaratSpot; amount: number }[] {
  return BACCARAT_SPOTS.filter((spot) => bets[spot] > 0).map((spot) => ({ spot, amount: bets[spot] / 100 }));
}
