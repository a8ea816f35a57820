/**
 * Slip maths (spec §9): total odds = the product of the selections' odds; estimated payout =
 * total odds × stake; both to 2 decimals. Computed exactly in integers (odds in hundredths, money
 * in centavos) and rounded down at the end, as the API computes `potential_win`, so the slip
 * never promises a centavo the bet would not pay.
 */

const hundredths = (value: number) => BigInt(Math.round(value * 100));

/** Product of the odds, 2 decimals (1 for an empty slip). */
export function totalOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 1;
  let product = 1n;
  for (const odd of odds) product *= hundredths(odd);
  return Number(product / 100n ** BigInt(odds.length - 1)) / 100;
}

/** Stake × the product of the odds, 2 decimals; 0 without a valid stake. */
export function potentialPayout(odds: readonly number[], stake: number): number {
  if (odds.length === 0 || !Number.isFinite(stake) || stake <= 0) return 0;
  let product = hundredths(stake);
  for (const odd of odds) product *= hundredths(odd);
  return Number(product / 100n ** BigInt(odds.length)) / 100;
}

/**
 * The stake typed in the slip as a number, NaN when it is not a plain amount: digits with at most
 * one decimal separator, a comma or a point in every language (`1,5` and `1.5` are 1.50), and at most
 * 2 decimals (the API refuses more). `1.000` and `1.000,00` are not read as a thousand, nor as one:
 * a point groups thousands in pt-BR and marks the decimals in English, so the slip asks again
 * instead of betting a thousand times more or less than meant.
 */
export function parseStake(text: string): number {
  const trimmed = text.trim();
  if (!isStakeText(trimmed) || !/\d/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** Whether the slip reads this stake text as an amount, or as one on its way (nothing yet, `10,`, `,5`); else it says it cannot. */
export function isStakeText(text: string): boolean {
  return /^\d*([.,]\d{0,2})?$/.test(text.trim());
}

/**
 * What the empty stake field shows beside its R$: money in pt-BR format in every language (spec
 * §1), as the payout under it and the wallet's amount fields show it. The field takes a point too.
 */
export const STAKE_PLACEHOLDER = '0,00';

/** Place Bet is enabled only for a stake above 0 (spec §5 "Bet"). */
export function isStakeValid(text: string): boolean {
  const stake = parseStake(text);
  return Number.isFinite(stake) && stake > 0;
}
