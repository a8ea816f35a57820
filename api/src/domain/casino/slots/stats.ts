/**
 * Exact summary statistics of a slot round's return per unit staked, from integer sums over a
 * full cycle (or exact expectations): RTP, hit frequency, variance, standard deviation and the
 * volatility index (1.645 σ, the 90% confidence half-width for one round used by labs).
 */
import { type Rational, mul, rational, sub, toNumber } from '../math/rational.ts';
import { type Volatility, volatilityBand } from './reels.ts';

export interface SlotFigures {
  readonly rtp: Rational;
  readonly hitFrequency: Rational;
  /** Variance of one round's return per unit staked. */
  readonly variance: Rational;
  readonly standardDeviation: number;
  readonly volatilityIndex: number;
  readonly volatility: Volatility;
  /** The largest total return of one round, per unit staked. */
  readonly maxMultiplier: Rational;
  /** Number of equally likely reel-stop combinations in one base spin's cycle. */
  readonly cycle: bigint;
}

/** From E[X] and E[X²] of the return per unit staked. */
export function figuresFromMoments(input: {
  mean: Rational;
  meanSquare: Rational;
  hitFrequency: Rational;
  maxMultiplier: Rational;
  cycle: bigint;
}): SlotFigures {
  const variance = sub(input.meanSquare, mul(input.mean, input.mean));
  const standardDeviation = Math.sqrt(toNumber(variance));
  return {
    rtp: input.mean,
    hitFrequency: input.hitFrequency,
    variance,
    standardDeviation,
    volatilityIndex: 1.645 * standardDeviation,
    volatility: volatilityBand(standardDeviation),
    maxMultiplier: input.maxMultiplier,
    cycle: input.cycle,
  };
}

/** Integer sums over a cycle of returns measured in `unitsPerStake` units. */
export function figuresFromSums(
  sums: { count: bigint; total: bigint; totalSquares: bigint; hits: bigint; maxUnits: bigint },
  unitsPerStake: bigint,
): SlotFigures {
  return figuresFromMoments({
    mean: rational(sums.total, sums.count * unitsPerStake),
    meanSquare: rational(sums.totalSquares, sums.count * unitsPerStake * unitsPerStake),
    hitFrequency: rational(sums.hits, sums.count),
    maxMultiplier: rational(sums.maxUnits, unitsPerStake),
    cycle: sums.count,
  });
}
