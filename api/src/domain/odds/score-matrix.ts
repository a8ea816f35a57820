/**
 * Score matrices: P(home goals = h, away goals = a) on a square grid 0..size-1, stored row-major in
 * a Float64Array (index h·size + a). Every matrix this module hands out is normalised to sum to 1;
 * the mass beyond the grid (about 1e-7 at 10 goals for two 2-goal teams) is folded back in by
 * normalisation rather than silently dropped, so markets derived from it sum to 1 exactly.
 */
import { poissonPmfs } from './math.ts';

export interface Score {
  readonly home: number;
  readonly away: number;
}

export interface ScoreMatrix {
  /** Goals per side run 0..size-1. */
  readonly size: number;
  /** Row-major probabilities, index home·size + away. */
  readonly p: Float64Array;
}

/** The default grid: 0..10 goals per side. */
export const DEFAULT_MAX_GOALS = 10;

/** Probability of one score (0 outside the grid). */
export function scoreProbability(matrix: ScoreMatrix, home: number, away: number): number {
  if (home < 0 || away < 0 || home >= matrix.size || away >= matrix.size) return 0;
  return matrix.p[home * matrix.size + away] as number;
}

/**
 * The range of ρ for which all four Dixon–Coles factors stay non-negative (so the matrix is a
 * distribution): 1 − λμρ ≥ 0, 1 + λρ ≥ 0, 1 + μρ ≥ 0, 1 − ρ ≥ 0.
 */
export function rhoBounds(lambdaHome: number, lambdaAway: number): { min: number; max: number } {
  const min = Math.max(-1 / Math.max(lambdaHome, 1e-9), -1 / Math.max(lambdaAway, 1e-9));
  const max = Math.min(1, 1 / Math.max(lambdaHome * lambdaAway, 1e-9));
  return { min, max };
}

/**
 * Dixon & Coles (1997) low-score correction τ. Independent Poissons under-predict 0-0 and 1-1 and
 * over-predict 1-0 and 0-1 in real football; ρ < 0 moves mass accordingly. The four adjustments
 * cancel, so the total mass is unchanged; the marginal goal distributions move only slightly.
 */
export function dixonColesTau(home: number, away: number, lambdaHome: number, lambdaAway: number, rho: number): number {
  if (home === 0 && away === 0) return 1 - lambdaHome * lambdaAway * rho;
  if (home === 0 && away === 1) return 1 + lambdaHome * rho;
  if (home === 1 && away === 0) return 1 + lambdaAway * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

function normalise(p: Float64Array): void {
  let total = 0;
  for (let i = 0; i < p.length; i++) total += p[i] as number;
  if (!(total > 0)) throw new RangeError('score matrix has no mass');
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) / total;
}

/**
 * The Dixon–Coles score matrix for expected goals (λ home, μ away) and dependence ρ, on 0..maxGoals.
 * ρ is clamped into its valid range (a fitted ρ always is; an in-play or hand-set one may not be).
 */
export function dixonColesMatrix(lambdaHome: number, lambdaAway: number, rho: number, maxGoals = DEFAULT_MAX_GOALS): ScoreMatrix {
  if (!(lambdaHome >= 0) || !(lambdaAway >= 0) || !Number.isFinite(lambdaHome + lambdaAway)) throw new RangeError('expected goals must be finite and ≥ 0');
  const size = maxGoals + 1;
  const ph = poissonPmfs(lambdaHome, maxGoals);
  const pa = poissonPmfs(lambdaAway, maxGoals);
  const { min, max } = rhoBounds(lambdaHome, lambdaAway);
  const r = Math.min(max, Math.max(min, rho));
  const p = new Float64Array(size * size);
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) {
      const tau = h <= 1 && a <= 1 ? dixonColesTau(h, a, lambdaHome, lambdaAway, r) : 1;
      p[h * size + a] = (ph[h] as number) * (pa[a] as number) * tau;
    }
  }
  normalise(p);
  return { size, p };
}

/** A matrix with all its mass on one score (e.g. a finished match). */
export function pointMatrix(score: Score, minSize = DEFAULT_MAX_GOALS + 1): ScoreMatrix {
  const size = Math.max(minSize, score.home + 1, score.away + 1);
  const p = new Float64Array(size * size);
  p[score.home * size + score.away] = 1;
  return { size, p };
}

/** Adds a fixed score to every cell (final score = current score + remaining goals). */
export function shiftMatrix(matrix: ScoreMatrix, by: Score): ScoreMatrix {
  if (by.home === 0 && by.away === 0) return matrix;
  const size = matrix.size + Math.max(by.home, by.away);
  const p = new Float64Array(size * size);
  for (let h = 0; h < matrix.size; h++) {
    for (let a = 0; a < matrix.size; a++) p[(h + by.home) * size + a + by.away] = matrix.p[h * matrix.size + a] as number;
  }
  return { size, p };
}

/** Home win, draw and away win probabilities of a matrix. */
export function matchOutcome(matrix: ScoreMatrix): { home: number; draw: number; away: number } {
  let home = 0;
  let draw = 0;
  let away = 0;
  const { size, p } = matrix;
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) {
      const v = p[h * size + a] as number;
      if (h > a) home += v;
      else if (h === a) draw += v;
      else away += v;
    }
  }
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}

/** Expected goals of each side under a matrix. */
export function expectedGoals(matrix: ScoreMatrix): { home: number; away: number } {
  let home = 0;
  let away = 0;
  const { size, p } = matrix;
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) {
      const v = p[h * size + a] as number;
      home += h * v;
      away += a * v;
    }
  }
  return { home, away };
}
