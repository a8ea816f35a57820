/**
 * Keno: 10 numbers are drawn from 1–40 (see `kenoDraw`); the player picks 1–10 numbers and is
 * paid by how many of them are drawn. With p picks, P(h hits) = C(p,h)·C(40−p,10−h)/C(40,10)
 * (hypergeometric), so each paytable's RTP is an exact rational; every one is 95–96%.
 */
import { type FloatSource } from '../fair/stream.ts';
import { KENO_DRAWN, KENO_POOL, kenoDraw } from '../fair/mappings.ts';
import { type Rational, ZERO, add, binomial, mul, rational } from '../math/rational.ts';
import { multiplierOf, payoutCentavos } from '../money.ts';

/** Total return (stake included) by hits, one row per pick count 1–10 (index = hits). */
const PAYTABLE_TEXT: Readonly<Record<number, readonly string[]>> = {
  1: ['0', '3.84'],
  2: ['0', '1', '9.9'],
  3: ['0', '0.5', '2.2', '36'],
  4: ['0', '0.5', '1.5', '6', '76'],
  5: ['0', '0', '1.5', '3.2', '10', '500'],
  6: ['0', '0', '1', '2', '8', '52', '1600'],
  7: ['0', '0', '0.3', '1.5', '5', '40', '270', '5000'],
  8: ['0', '0', '0.3', '1', '4', '15', '78', '700', '10000'],
  9: ['0', '0', '0.2', '0.7', '2.8', '9', '38', '220', '2200', '10000'],
  10: ['0', '0', '0.2', '0.5', '2', '5.3', '21', '110', '900', '5000', '10000'],
};

export const KENO_PAYTABLES: Readonly<Record<number, readonly Rational[]>> = Object.fromEntries(
  Object.entries(PAYTABLE_TEXT).map(([picks, row]) => [Number(picks), row.map(multiplierOf)]),
);
export const KENO_MAX_MULTIPLIER = 10000;
export const MIN_PICKS = 1;
export const MAX_PICKS = 10;

/** The first rule a set of picks breaks: how many, which numbers, each once. */
export type PicksFault = 'count' | 'range' | 'repeated';

export function picksFault(picks: readonly number[]): PicksFault | null {
  if (picks.length < MIN_PICKS || picks.length > MAX_PICKS) return 'count';
  if (!picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_POOL)) return 'range';
  if (new Set(picks).size !== picks.length) return 'repeated';
  return null;
}

const PICKS_PROBLEMS: Record<PicksFault, string> = {
  count: `pick ${MIN_PICKS}–${MAX_PICKS} numbers`,
  range: `numbers are 1–${KENO_POOL}`,
  repeated: 'numbers must be different',
};

export function picksProblem(picks: readonly number[]): string | null {
  const fault = picksFault(picks);
  return fault === null ? null : PICKS_PROBLEMS[fault];
}

/** P(h hits) for `picks` numbers, h = 0…picks, exact. */
export function hitDistribution(picks: number): Rational[] {
  const total = binomial(KENO_POOL, KENO_DRAWN);
  return Array.from({ length: picks + 1 }, (_, hits) => rational(binomial(picks, hits) * binomial(KENO_POOL - picks, KENO_DRAWN - hits), total));
}

export function kenoRtp(picks: number): Rational {
  const table = KENO_PAYTABLES[picks];
  if (!table) throw new RangeError(`no paytable for ${picks} picks`);
  return hitDistribution(picks).reduce((total, p, hits) => add(total, mul(p, table[hits]!)), ZERO);
}

/** Probability that a bet returns anything. */
export function kenoHitFrequency(picks: number): Rational {
  const table = KENO_PAYTABLES[picks]!;
  return hitDistribution(picks).reduce((total, p, hits) => (table[hits]!.num > 0n ? add(total, p) : total), ZERO);
}

export interface KenoOutcome {
  readonly drawn: readonly number[];
  readonly hits: readonly number[];
  readonly multiplier: Rational;
  readonly payoutCentavos: number;
}

export function settle(picks: readonly number[], drawn: readonly number[], stakeCentavos: number): KenoOutcome {
  const drawnSet = new Set(drawn);
  const hits = picks.filter((n) => drawnSet.has(n));
  const multiplier = KENO_PAYTABLES[picks.length]![hits.length]!;
  return { drawn, hits, multiplier, payoutCentavos: payoutCentavos(stakeCentavos, multiplier) };
}

export function play(picks: readonly number[], stakeCentavos: number, floats: FloatSource): KenoOutcome {
  const problem = picksProblem(picks);
  if (problem) throw new RangeError(problem);
  return settle(picks, kenoDraw(floats), stakeCentavos);
}
