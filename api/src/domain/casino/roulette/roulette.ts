/**
 * European roulette: a single zero, 37 pockets, every bet returns 36/n times its stake on a win
 * (n = numbers covered), so every bet's RTP is exactly 36/37 (house edge 1/37 ≈ 2.70%). A zero
 * loses every outside bet (no la partage / en prison). The layout has no basket (that is the
 * American 0-00-1-2-3); the European "first four" (0-1-2-3) and the two zero trios are offered.
 */
import { type FloatSource } from '../fair/stream.ts';
import { rouletteNumber } from '../fair/mappings.ts';
import { type Rational, rational } from '../math/rational.ts';
import { assertStake } from '../money.ts';

export const POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type InsideBetType = 'straight' | 'split' | 'trio' | 'street' | 'corner' | 'first_four' | 'six_line';
export type OutsideBetType = 'dozen' | 'column' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type RouletteBetType = InsideBetType | OutsideBetType;

/** A bet spot: inside bets name their numbers; dozens and columns their index 1–3. */
export type RouletteSpot =
  | { type: InsideBetType; numbers: readonly number[] }
  | { type: 'dozen' | 'column'; index: 1 | 2 | 3 }
  | { type: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

export interface RouletteBet {
  readonly spot: RouletteSpot;
  readonly stakeCentavos: number;
}

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** Every legal inside spot on the European layout, by type. */
function insideSpots(): Map<InsideBetType, Set<string>> {
  const spots = new Map<InsideBetType, Set<string>>([
    ['straight', new Set()],
    ['split', new Set()],
    ['trio', new Set()],
    ['street', new Set()],
    ['corner', new Set()],
    ['first_four', new Set(['0-1-2-3'])],
    ['six_line', new Set()],
  ]);
  const add = (type: InsideBetType, numbers: number[]) => spots.get(type)!.add(key(numbers));
  for (let n = 0; n <= 36; n++) add('straight', [n]);
  for (const n of [1, 2, 3]) add('split', [0, n]);
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) add('split', [n, n + 1]); // same street, next column
    if (n <= 33) add('split', [n, n + 3]); // next street, same column
    if (n % 3 !== 0 && n <= 32) add('corner', [n, n + 1, n + 3, n + 4]);
  }
  add('trio', [0, 1, 2]);
  add('trio', [0, 2, 3]);
  for (let row = 0; row < 12; row++) add('street', [3 * row + 1, 3 * row + 2, 3 * row + 3]);
  for (let row = 0; row < 11; row++) add('six_line', [3 * row + 1, 3 * row + 2, 3 * row + 3, 3 * row + 4, 3 * row + 5, 3 * row + 6]);
  return spots;
}

const INSIDE_SPOTS = insideSpots();

/** All 157 legal spots (145 inside: 37 straights, 60 splits, 2 trios, 12 streets, 22 corners, first four, 11 six lines; 12 outside). */
export function allSpots(): RouletteSpot[] {
  const spots: RouletteSpot[] = [];
  for (const [type, keys] of INSIDE_SPOTS) for (const k of keys) spots.push({ type, numbers: k.split('-').map(Number) });
  for (const index of [1, 2, 3] as const) spots.push({ type: 'dozen', index }, { type: 'column', index });
  for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) spots.push({ type });
  return spots;
}

/** The pockets a spot covers. */
export function coveredNumbers(spot: RouletteSpot): number[] {
  const range = (predicate: (n: number) => boolean) => Array.from({ length: 36 }, (_, i) => i + 1).filter(predicate);
  switch (spot.type) {
    case 'dozen':
      return range((n) => Math.ceil(n / 12) === spot.index);
    case 'column':
      return range((n) => ((n - 1) % 3) + 1 === spot.index);
    case 'red':
      return range((n) => RED_NUMBERS.has(n));
    case 'black':
      return range((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return range((n) => n % 2 === 1);
    case 'even':
      return range((n) => n % 2 === 0);
    case 'low':
      return range((n) => n <= 18);
    case 'high':
      return range((n) => n >= 19);
    default:
      return [...spot.numbers].sort((a, b) => a - b);
  }
}

/** Total return on a win: 36/n × stake (straight 36, split 18, trio/street 12, corner/first four 9, six line 6, dozen/column 3, even money 2). */
export function winMultiplier(spot: RouletteSpot): Rational {
  return rational(36, coveredNumbers(spot).length);
}

export function returnMultiplier(spot: RouletteSpot, pocket: number): Rational {
  const covered = coveredNumbers(spot);
  return covered.includes(pocket) ? rational(36, covered.length) : rational(0);
}

export interface TableLimits {
  /** Per spot, by bet type, centavos. */
  readonly minStakeCentavos: number;
  readonly maxStakeCentavos: Readonly<Record<RouletteBetType, number>>;
  readonly maxTotalCentavos: number;
  readonly maxBets: number;
}

/** Limits scale with the payout so the largest single-spot win is the same (R$ 36,000). */
export const DEFAULT_LIMITS: TableLimits = {
  minStakeCentavos: 10,
  maxStakeCentavos: {
    straight: 100_000,
    split: 200_000,
    trio: 300_000,
    street: 300_000,
    corner: 400_000,
    first_four: 400_000,
    six_line: 600_000,
    dozen: 1_200_000,
    column: 1_200_000,
    red: 1_800_000,
    black: 1_800_000,
    odd: 1_800_000,
    even: 1_800_000,
    low: 1_800_000,
    high: 1_800_000,
  },
  maxTotalCentavos: 5_000_000,
  maxBets: 200,
};

export function spotProblem(spot: RouletteSpot): string | null {
  switch (spot.type) {
    case 'dozen':
    case 'column':
      return [1, 2, 3].includes(spot.index) ? null : `a ${spot.type} is 1, 2 or 3`;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return null;
    default: {
      const legal = INSIDE_SPOTS.get(spot.type);
      if (!legal) return `unknown bet type ${String((spot as { type: unknown }).type)}`;
      if (!spot.numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)) return `${spot.type}: numbers are 0–36`;
      return legal.has(key(spot.numbers)) ? null : `${spot.type} ${key(spot.numbers)} is not a ${spot.type.replace('_', ' ')} on the layout`;
    }
  }
}

/** A spot whose stake (its bets merged) is outside its type's limits. */
export interface SpotStakeRefusal {
  readonly spot: RouletteSpot;
  readonly stakeCentavos: number;
  readonly minStakeCentavos: number;
  readonly maxStakeCentavos: number;
}

/** One text per spot on the layout, however its numbers are ordered: bets with the same key are on the same spot. */
export function spotKey(spot: RouletteSpot): string {
  return `${spot.type}:${coveredNumbers(spot).join('-')}`;
}

/** The layout's bets on valid spots with a valid stake, merged per spot (a player may place a spot twice). */
function mergedSpots(bets: readonly RouletteBet[]): { spot: RouletteSpot; stakeCentavos: number }[] {
  const perSpot = new Map<string, { spot: RouletteSpot; stakeCentavos: number }>();
  for (const bet of bets) {
    if (spotProblem(bet.spot) !== null || !Number.isSafeInteger(bet.stakeCentavos) || bet.stakeCentavos <= 0) continue;
    const merged = perSpot.get(spotKey(bet.spot)) ?? { spot: bet.spot, stakeCentavos: 0 };
    merged.stakeCentavos += bet.stakeCentavos;
    perSpot.set(spotKey(bet.spot), merged);
  }
  return [...perSpot.values()];
}

/** The spots whose stake is outside their type's limits, in the order first placed. */
export function spotStakeRefusals(bets: readonly RouletteBet[], limits: TableLimits = DEFAULT_LIMITS): SpotStakeRefusal[] {
  return mergedSpots(bets)
    .filter(({ spot, stakeCentavos }) => stakeCentavos < limits.minStakeCentavos || stakeCentavos > limits.maxStakeCentavos[spot.type])
    .map(({ spot, stakeCentavos }) => ({
      spot,
      stakeCentavos,
      minStakeCentavos: limits.minStakeCentavos,
      maxStakeCentavos: limits.maxStakeCentavos[spot.type],
    }));
}

/** The first spot staked outside its limits when nothing else is wrong with the layout (else null: the layout's problems say why). */
export function spotStakeRefusal(bets: readonly RouletteBet[], limits: TableLimits = DEFAULT_LIMITS): SpotStakeRefusal | null {
  return layoutShapeProblems(bets, limits).length === 0 ? (spotStakeRefusals(bets, limits)[0] ?? null) : null;
}

/**
 * Problems with a layout besides the per-spot stake limits: its size, illegal spots, stakes that
 * are not whole centavos, the table total. Empty when only `spotStakeRefusals` can refuse it.
 */
export function layoutShapeProblems(bets: readonly RouletteBet[], limits: TableLimits = DEFAULT_LIMITS): string[] {
  const problems: string[] = [];
  if (bets.length === 0) problems.push('no bets');
  if (bets.length > limits.maxBets) problems.push(`at most ${limits.maxBets} bets`);
  let total = 0;
  for (const bet of bets) {
    const problem = spotProblem(bet.spot);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (!Number.isSafeInteger(bet.stakeCentavos) || bet.stakeCentavos <= 0) {
      problems.push(`${bet.spot.type}: the stake must be a positive whole number of centavos`);
      continue;
    }
    total += bet.stakeCentavos;
  }
  if (total > limits.maxTotalCentavos) problems.push(`the total stake is over ${limits.maxTotalCentavos} centavos`);
  return problems;
}

/** Problems with a layout of bets (empty when it can be played). Repeated spots are merged first. */
export function layoutProblems(bets: readonly RouletteBet[], limits: TableLimits = DEFAULT_LIMITS): string[] {
  const spotLimits = spotStakeRefusals(bets, limits).map(({ spot, stakeCentavos, minStakeCentavos, maxStakeCentavos }) =>
    stakeCentavos < minStakeCentavos
      ? `${spot.type}: the minimum is ${minStakeCentavos} centavos`
      : `${spot.type}: the maximum is ${maxStakeCentavos} centavos`,
  );
  return [...layoutShapeProblems(bets, limits), ...spotLimits];
}

export interface RouletteOutcome {
  readonly pocket: number;
  readonly color: 'green' | 'red' | 'black';
  readonly totalStakeCentavos: number;
  /** Per bet, in the order given: the total return in centavos (0 when lost). */
  readonly returnsCentavos: readonly number[];
  readonly totalReturnCentavos: number;
}

export function pocketColor(pocket: number): 'green' | 'red' | 'black' {
  return pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

/** Settles a layout on a pocket. Returns are whole: every multiplier is an integer. */
export function settle(bets: readonly RouletteBet[], pocket: number): RouletteOutcome {
  const returnsCentavos = bets.map((bet) => {
    assertStake(bet.stakeCentavos);
    const multiplier = returnMultiplier(bet.spot, pocket);
    return Number((BigInt(bet.stakeCentavos) * multiplier.num) / multiplier.den);
  });
  return {
    pocket,
    color: pocketColor(pocket),
    totalStakeCentavos: bets.reduce((total, bet) => total + bet.stakeCentavos, 0),
    returnsCentavos,
    totalReturnCentavos: returnsCentavos.reduce((a, b) => a + b, 0),
  };
}

/** Spins (one float) and settles; refuses an invalid layout. */
export function play(bets: readonly RouletteBet[], floats: FloatSource, limits: TableLimits = DEFAULT_LIMITS): RouletteOutcome {
  const problems = layoutProblems(bets, limits);
  if (problems.length > 0) throw new RangeError(problems.join('; '));
  return settle(bets, rouletteNumber(floats));
}

/** Exact RTP of one spot: the average return over the 37 equally likely pockets. */
export function spotRtp(spot: RouletteSpot): Rational {
  let hits = 0;
  for (let pocket = 0; pocket < POCKETS; pocket++) if (coveredNumbers(spot).includes(pocket)) hits++;
  const multiplier = winMultiplier(spot);
  return rational(multiplier.num * BigInt(hits), multiplier.den * BigInt(POCKETS));
}

export const ROULETTE_RTP = rational(36, 37);
