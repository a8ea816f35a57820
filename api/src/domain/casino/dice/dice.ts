/**
 * Dice: the roll is ⌊f·10001⌋/100, one of the 10,001 values 0.00–100.00. The player bets the roll
 * lands over or under a target; the displayed win chance is (winning values)/100 % and the payout
 * is 99/chance, i.e. a total return of 9900/w for w winning values. Nominal house edge 1%; because
 * 0.00 and 100.00 are both possible, the exact RTP of every bet is w/10001 × 9900/w = 9900/10001
 * ≈ 98.9901% (edge 1.0099%), independent of the target — the same convention as the large crypto
 * casinos that publish this mapping.
 */
import { type FloatSource } from '../fair/stream.ts';
import { diceRollHundredths } from '../fair/mappings.ts';
import { type Rational, rational } from '../math/rational.ts';
import { payoutCentavos } from '../money.ts';

export const DICE_OUTCOMES = 10001;
/** Chance limits in winning values (hundredths of a percent): 0.01%–98.00%. */
export const MIN_WINNING_VALUES = 1;
export const MAX_WINNING_VALUES = 9800;
export const DICE_RTP = rational(9900, DICE_OUTCOMES);
export const DICE_MAX_MULTIPLIER = 9900;

export interface DiceBet {
  readonly direction: 'over' | 'under';
  /** Target in hundredths (50.50 → 5050). Over wins on roll > target; under on roll < target. */
  readonly targetHundredths: number;
  readonly stakeCentavos: number;
}

/** How many of the 10,001 roll values win. */
export function winningValues(bet: Pick<DiceBet, 'direction' | 'targetHundredths'>): number {
  return bet.direction === 'over' ? 10000 - bet.targetHundredths : bet.targetHundredths;
}

/** The first rule a bet breaks; `winChance`: a target on the scale whose chance is outside 0.01%–98.00% (see `playableTargets`). */
export type DiceBetFault = 'direction' | 'target' | 'winChance' | 'stake';

export function diceBetFault(bet: DiceBet): DiceBetFault | null {
  if (bet.direction !== 'over' && bet.direction !== 'under') return 'direction';
  if (!Number.isInteger(bet.targetHundredths) || bet.targetHundredths < 0 || bet.targetHundredths > 10000) return 'target';
  const values = winningValues(bet);
  if (values < MIN_WINNING_VALUES || values > MAX_WINNING_VALUES) return 'winChance';
  if (!Number.isSafeInteger(bet.stakeCentavos) || bet.stakeCentavos <= 0) return 'stake';
  return null;
}

/** The targets (hundredths) whose win chance is allowed in `direction`: under 0.01–98.00, over 2.00–99.99. */
export function playableTargets(direction: DiceBet['direction']): { minHundredths: number; maxHundredths: number } {
  return direction === 'under'
    ? { minHundredths: MIN_WINNING_VALUES, maxHundredths: MAX_WINNING_VALUES }
    : { minHundredths: 10000 - MAX_WINNING_VALUES, maxHundredths: 10000 - MIN_WINNING_VALUES };
}

const DICE_PROBLEMS: Record<DiceBetFault, string> = {
  direction: 'direction is over or under',
  target: 'the target is 0.00–100.00 in hundredths',
  winChance: 'the win chance must be between 0.01% and 98.00%',
  stake: 'the stake must be a positive whole number of centavos',
};

export function diceBetProblem(bet: DiceBet): string | null {
  const fault = diceBetFault(bet);
  return fault === null ? null : DICE_PROBLEMS[fault];
}

/** Win chance in percent as displayed (winning values / 100). */
export function winChancePercent(bet: Pick<DiceBet, 'direction' | 'targetHundredths'>): number {
  return winningValues(bet) / 100;
}

/** Total return on a win: 99 / chance = 9900 / winning values. */
export function diceMultiplier(bet: Pick<DiceBet, 'direction' | 'targetHundredths'>): Rational {
  return rational(9900, winningValues(bet));
}

export function diceWins(bet: Pick<DiceBet, 'direction' | 'targetHundredths'>, rollHundredths: number): boolean {
  return bet.direction === 'over' ? rollHundredths > bet.targetHundredths : rollHundredths < bet.targetHundredths;
}

export interface DiceOutcome {
  readonly roll: number;
  readonly rollHundredths: number;
  readonly win: boolean;
  readonly multiplier: Rational;
  readonly payoutCentavos: number;
}

export function play(bet: DiceBet, floats: FloatSource): DiceOutcome {
  const problem = diceBetProblem(bet);
  if (problem) throw new RangeError(problem);
  const rollHundredths = diceRollHundredths(floats);
  const win = diceWins(bet, rollHundredths);
  const multiplier = win ? diceMultiplier(bet) : rational(0);
  return { roll: rollHundredths / 100, rollHundredths, win, multiplier, payoutCentavos: payoutCentavos(bet.stakeCentavos, multiplier) };
}

/** Exact RTP by counting all 10,001 rolls. */
export function diceRtp(bet: Pick<DiceBet, 'direction' | 'targetHundredths'>): Rational {
  let wins = 0;
  for (let roll = 0; roll < DICE_OUTCOMES; roll++) if (diceWins(bet, roll)) wins++;
  const multiplier = diceMultiplier(bet);
  return rational(multiplier.num * BigInt(wins), multiplier.den * BigInt(DICE_OUTCOMES));
}
