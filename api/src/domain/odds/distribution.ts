/**
 * A football match's outcome distribution: full-time and half-time score matrices and their joint
 * cells, built from the goals still to come. Pre-match and in-play prices are both derived from
 * this one shape, so every market is priced the same way at kick-off and at minute 80.
 */
import { binomialTriangle } from './math.ts';
import { DEFAULT_MAX_GOALS, dixonColesMatrix, pointMatrix, shiftMatrix, type Score, type ScoreMatrix } from './score-matrix.ts';

/** One (half-time, full-time) score pair and its probability. */
export interface JointCell {
  readonly ht: Score;
  readonly ft: Score;
  readonly p: number;
}

export interface FootballDistribution {
  /** Final score after 90 minutes plus stoppage time (no extra time, no penalties). */
  readonly ft: ScoreMatrix;
  /** Half-time score. */
  readonly ht: ScoreMatrix;
  /** Joint half-time/full-time cells (probability > 1e-14), for markets that read both scores. */
  readonly joint: readonly JointCell[];
  /** Score at the time of pricing (0-0 before kick-off); in-play Asian handicaps count goals from here. */
  readonly current: Score;
}

/**
 * Default share of a match's expected goals scored in the first half. Across the top European
 * leagues and the Brasileirão about 44–46% of goals come before half-time (the second half has
 * tired legs, chasing teams and more stoppage time); 0.45 is the round figure.
 */
export const FIRST_HALF_GOAL_SHARE = 0.45;

const NEGLIGIBLE = 1e-14;

/**
 * Composes the distribution from the goals still to come. `remaining` is the matrix of goals
 * scored from now on; `firstHalfShare` is the fraction of those expected in what is left of the
 * first half (0 once the first half is over). Given that a side scores n more goals, each falls in
 * the first half independently with that share (Poisson thinning), so the half-time score is a
 * binomial split of the remaining goals and the full-time marginal is exactly `current + remaining`.
 */
export function composeDistribution(remaining: ScoreMatrix, current: Score, firstHalfShare: number, halfTime?: Score): FootballDistribution {
  const ft = shiftMatrix(remaining, current);
  const joint: JointCell[] = [];
  const { size, p } = remaining;
  if (halfTime !== undefined || firstHalfShare <= 0) {
    const known = halfTime ?? current;
    for (let h = 0; h < size; h++) {
      for (let a = 0; a < size; a++) {
        const v = p[h * size + a] as number;
        if (v > NEGLIGIBLE) joint.push({ ht: known, ft: { home: current.home + h, away: current.away + a }, p: v });
      }
    }
    return { ft, ht: pointMatrix(known, ft.size), joint, current };
  }
  const split = binomialTriangle(size - 1, Math.min(1, firstHalfShare));
  const htSize = ft.size;
  const ht = new Float64Array(htSize * htSize);
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) {
      const v = p[h * size + a] as number;
      if (!(v > NEGLIGIBLE)) continue;
      const rowH = split[h] as Float64Array;
      const rowA = split[a] as Float64Array;
      const ftScore = { home: current.home + h, away: current.away + a };
      for (let i = 0; i <= h; i++) {
        for (let j = 0; j <= a; j++) {
          const q = v * (rowH[i] as number) * (rowA[j] as number);
          const cell = (current.home + i) * htSize + current.away + j;
          ht[cell] = (ht[cell] as number) + q;
          if (q > NEGLIGIBLE) joint.push({ ht: { home: current.home + i, away: current.away + j }, ft: ftScore, p: q });
        }
      }
    }
  }
  return { ft, ht: { size: htSize, p: ht }, joint, current };
}

export interface PrematchOptions {
  /** Share of expected goals scored in the first half (default FIRST_HALF_GOAL_SHARE). */
  readonly firstHalfShare?: number;
  readonly maxGoals?: number;
}

/** The pre-match distribution for expected goals λ (home), μ (away) and Dixon–Coles ρ. */
export function prematchDistribution(lambdaHome: number, lambdaAway: number, rho: number, options: PrematchOptions = {}): FootballDistribution {
  const matrix = dixonColesMatrix(lambdaHome, lambdaAway, rho, options.maxGoals ?? DEFAULT_MAX_GOALS);
  return composeDistribution(matrix, { home: 0, away: 0 }, options.firstHalfShare ?? FIRST_HALF_GOAL_SHARE);
}
