/**
 * Slip maths. Spec §9: "total odds is the product of selection odds; estimated payout is total odds
 * times stake, 2 decimals; odd shown 2 decimals." The total odds are that product to 2 decimals,
 * rounded down (the house never promises odds it does not offer), and the payout is those total
 * odds, as shown, times the stake, rounded down to the centavo: a player multiplying the two figures
 * the slip shows gets the payout it shows, to the centavo. The API takes the bet and pays a win by
 * the same rule (api/src/domain/bets/slip.ts). Exact in integers: odds in hundredths, money in centavos.
 */
import { parseReais, type SiteBetLimits } from '@palpite/shared';

const hundredths = (value: number) => BigInt(Math.round(value * 100));

/** The total odds in hundredths: the product of the odds, rounded down to 2 decimals (1.00 for none). */
function totalOddsHundredths(odds: readonly number[]): bigint {
  let product = 1n;
  for (const odd of odds) product *= hundredths(odd);
  return odds.length === 0 ? 100n : product / 100n ** BigInt(odds.length - 1);
}

/** Product of the odds, 2 decimals rounded down (1 for an empty slip): the total odds shown. */
export function totalOdds(odds: readonly number[]): number {
  return Number(totalOddsHundredths(odds)) / 100;
}

/** The total odds shown ({@link totalOdds}) × the stake, 2 decimals rounded down; 0 without a valid stake. */
export function potentialPayout(odds: readonly number[], stake: number): number {
  if (odds.length === 0 || !Number.isFinite(stake) || stake <= 0) return 0;
  return Number((hundredths(stake) * totalOddsHundredths(odds)) / 100n) / 100;
}

/**
 * What the slip reads in the typed stake. An amount: digits with at most one decimal separator, a
 * comma or a point in every language (`1,5` and `1.5` are 1.50), at most 2 decimals (the API
 * refuses more); or money as pt-BR writes it, dots grouping the thousands before a decimal comma
 * (`1.000,00`, `R$ 1.000,50`), as the wallet's amount fields read it. `1.000` alone is ambiguous: a
 * thousand in pt-BR, one in English; the slip asks for `1000` or `1.000,00` instead of betting a
 * thousand times more or less than meant. Spaces inside the digits are refused: `10 00` is no amount.
 */
export type StakeReading =
  | { kind: 'amount'; reais: number }
  /** Nothing typed yet (or only `R$`, a lone separator): no amount, and nothing to say. */
  | { kind: 'empty' }
  /** `1.000`: `whole` is the amount it would be in pt-BR, written without the dots. */
  | { kind: 'ambiguousThousands'; grouped: string; whole: string }
  | { kind: 'unreadable' };

const PLAIN_AMOUNT = /^\d*([.,]\d{0,2})?$/;
const DOT_GROUPED_WHOLE = /^\d{1,3}(\.\d{3})+$/;

/** What the slip reads in the stake as typed ({@link StakeReading}). */
export function readStake(text: string): StakeReading {
  const typed = text.trim().replace(/^R\$\s*/, '');
  if (!/\d/.test(typed)) return typed === '' || typed === ',' || typed === '.' ? { kind: 'empty' } : { kind: 'unreadable' };
  if (PLAIN_AMOUNT.test(typed)) return { kind: 'amount', reais: Number(typed.replace(',', '.')) };
  if (DOT_GROUPED_WHOLE.test(typed)) return { kind: 'ambiguousThousands', grouped: typed, whole: typed.replace(/\./g, '') };
  const reais = /\s/.test(typed) ? null : parseReais(typed);
  return reais === null ? { kind: 'unreadable' } : { kind: 'amount', reais };
}

/** The stake typed in the slip as a number, NaN when it is no amount ({@link readStake}). */
export function parseStake(text: string): number {
  const reading = readStake(text);
  return reading.kind === 'amount' ? reading.reais : Number.NaN;
}

/** Whether the slip reads this stake text as an amount, or as one on its way (nothing yet, `10,`, `,5`); else it says it cannot. */
export function isStakeText(text: string): boolean {
  const { kind } = readStake(text);
  return kind === 'amount' || kind === 'empty';
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

/** The stake one bet may have, in reais (`GET /site` bets, as the host stores them). */
export type StakeLimits = Pick<SiteBetLimits, 'minStake' | 'maxStake'>;

/** A stake the server refuses before it reads the picks, and the limit it is on the wrong side of. */
export type StakeLimitBreach = { kind: 'belowMinimum'; minStake: number } | { kind: 'aboveMaximum'; maxStake: number };

/**
 * Null while the stake is within the limits per bet; else the one it breaks, as the server checks it
 * (`checkStake`: bets.stakeBelowMinimum, bets.stakeAboveMaximum), in centavos so that float noise never
 * refuses the limit itself. No stake (0, NaN) breaks none: Place Bet asks for one instead.
 */
export function stakeLimitBreach(stake: number, limits: StakeLimits): StakeLimitBreach | null {
  if (!Number.isFinite(stake) || stake <= 0) return null;
  if (hundredths(stake) < hundredths(limits.minStake)) return { kind: 'belowMinimum', minStake: limits.minStake };
  if (hundredths(stake) > hundredths(limits.maxStake)) return { kind: 'aboveMaximum', maxStake: limits.maxStake };
  return null;
}

/** The server's limits on one bet that the slip checks before Place Bet, in reais (`GET /site` bets, as the host stores them). */
export type PayoutLimits = Pick<SiteBetLimits, 'minStake' | 'maxPotentialWin'>;

/** What to do about a payout above the maximum per bet: a stake at most `maxStake`, or fewer picks when even the minimum stake pays too much. */
export type PayoutCapAdvice = { kind: 'lowerStake'; maxStake: number; limits: PayoutLimits } | { kind: 'removeSelections'; limits: PayoutLimits };

/**
 * The largest stake, to the centavo, whose payout at these odds stays within `maxPayout` (reais).
 * The payout in centavos is ⌊stake × T / 100⌋ (T the total odds in hundredths), so it stays within
 * the cap exactly while stake × T < (cap + 1) × 100.
 */
export function maxStakeForPayout(odds: readonly number[], maxPayout: number): number {
  return Number(((hundredths(maxPayout) + 1n) * 100n - 1n) / totalOddsHundredths(odds)) / 100;
}

/**
 * Null while the payout can be placed; else what the server would refuse (`bets.potentialWinAboveMaximum`)
 * and what to do. Said as soon as even the minimum stake pays too much, whatever is typed: no stake can then be placed.
 */
export function payoutCapAdvice(odds: readonly number[], stake: number, limits: PayoutLimits): PayoutCapAdvice | null {
  if (odds.length === 0) return null;
  if (potentialPayout(odds, limits.minStake) > limits.maxPotentialWin) return { kind: 'removeSelections', limits };
  if (potentialPayout(odds, stake) <= limits.maxPotentialWin) return null;
  return { kind: 'lowerStake', maxStake: maxStakeForPayout(odds, limits.maxPotentialWin), limits };
}
