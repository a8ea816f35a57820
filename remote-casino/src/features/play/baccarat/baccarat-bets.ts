/** Baccarat bets (pure): chips on player, banker or tie (one bet per spot), the body and the payouts shown. */

export const BACCARAT_SPOTS = ['player', 'tie', 'banker'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratBets = Readonly<Record<BaccaratSpot, number>>;

export const NO_BACCARAT_BETS: BaccaratBets = { player: 0, tie: 0, banker: 0 };

/** What a win pays per unit staked on each spot (player 1:1, banker 0.95:1, tie 8:1). */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSpot, number>> = { player: 1, banker: 0.95, tie: 8 };

/** A spot's payout as the table shows it, in the page's language ("0,95:1" in pt-BR, "0.95:1" in en). */
export function baccaratPays(spot: BaccaratSpot, language: string): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(BACCARAT_RETURNS[spot])}:1`;
}

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
