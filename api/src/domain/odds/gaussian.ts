/**
 * Small Gaussian toolkit for the basketball model: discretised normals on the integers and
 * conditioning of a multivariate normal on linear observations (a Kalman update).
 */
import { cholesky, choleskySolve, normalCdf } from './math.ts';

/** Probabilities of the integers min, min+1, …: p[k] = P(X = min + k). */
export interface IntegerDistribution {
  readonly min: number;
  readonly p: Float64Array;
}

/**
 * A normal N(mean, sd²) rounded to the nearest integer (P(k) = Φ((k + ½ − mean)/sd) − Φ((k − ½ − mean)/sd)),
 * over mean ± 9 sd, normalised. sd ≈ 0 gives a point mass on the nearest integer.
 */
export function discretisedNormal(mean: number, sd: number): IntegerDistribution {
  if (!(sd > 1e-9)) return { min: Math.round(mean), p: Float64Array.of(1) };
  const min = Math.floor(mean - 9 * sd);
  const max = Math.ceil(mean + 9 * sd);
  const p = new Float64Array(max - min + 1);
  let previous = normalCdf((min - 0.5 - mean) / sd);
  let total = 0;
  for (let k = min; k <= max; k++) {
    const next = normalCdf((k + 0.5 - mean) / sd);
    p[k - min] = next - previous;
    total += next - previous;
    previous = next;
  }
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) / total;
  return { min, p };
}

/** Shifts a distribution by an integer (X + c). */
export function shiftInteger(d: IntegerDistribution, by: number): IntegerDistribution {
  return { min: d.min + by, p: d.p };
}

/** Mixture Σ w_i·D_i of integer distributions (weights summing to 1). */
export function mixInteger(parts: readonly { weight: number; dist: IntegerDistribution }[]): IntegerDistribution {
  const live = parts.filter((part) => part.weight > 0);
  const min = Math.min(...live.map((part) => part.dist.min));
  const max = Math.max(...live.map((part) => part.dist.min + part.dist.p.length - 1));
  const p = new Float64Array(max - min + 1);
  for (const { weight, dist } of live) {
    for (let i = 0; i < dist.p.length; i++) p[dist.min + i - min] = (p[dist.min + i - min] as number) + weight * (dist.p[i] as number);
  }
  return { min, p };
}

/** P(X = k) (0 outside the support). */
export function probabilityOf(d: IntegerDistribution, k: number): number {
  const i = k - d.min;
  return i >= 0 && i < d.p.length ? (d.p[i] as number) : 0;
}

export interface Gaussian {
  readonly mean: readonly number[];
  /** Row-major n×n covariance. */
  readonly cov: readonly number[];
}

/** A linear observation value = h·X + noise with the given noise variance. */
export interface Observation {
  readonly h: readonly number[];
  readonly value: number;
  readonly noiseVariance: number;
}

/**
 * The posterior of X ~ N(mean, cov) given linear observations (exact Gaussian conditioning):
 * mean' = mean + K(o − H·mean), cov' = cov − K·H·cov, K = cov·Hᵀ(H·cov·Hᵀ + R)⁻¹.
 */
export function condition(prior: Gaussian, observations: readonly Observation[]): Gaussian {
  const n = prior.mean.length;
  const m = observations.length;
  if (m === 0) return prior;
  const cov = (i: number, j: number) => prior.cov[i * n + j] as number;
  // CHᵀ: n×m
  const cht = new Float64Array(n * m);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < m; k++) {
      const h = (observations[k] as Observation).h;
      let s = 0;
      for (let j = 0; j < n; j++) s += cov(i, j) * (h[j] as number);
      cht[i * m + k] = s;
    }
  }
  // S = H·C·Hᵀ + R: m×m
  const s = new Float64Array(m * m);
  for (let a = 0; a < m; a++) {
    const ha = (observations[a] as Observation).h;
    for (let b = 0; b < m; b++) {
      let v = 0;
      for (let i = 0; i < n; i++) v += (ha[i] as number) * (cht[i * m + b] as number);
      s[a * m + b] = v + (a === b ? (observations[a] as Observation).noiseVariance : 0);
    }
  }
  const factor = cholesky(s, m);
  if (!factor) throw new RangeError('observations are inconsistent with the prior covariance');
  const innovation = new Float64Array(m);
  for (let a = 0; a < m; a++) {
    const obs = observations[a] as Observation;
    let predicted = 0;
    for (let i = 0; i < n; i++) predicted += (obs.h[i] as number) * (prior.mean[i] as number);
    innovation[a] = obs.value - predicted;
  }
  const weights = choleskySolve(factor, innovation, m);
  const mean = prior.mean.map((mu, i) => {
    let add = 0;
    for (let k = 0; k < m; k++) add += (cht[i * m + k] as number) * (weights[k] as number);
    return mu + add;
  });
  const out = new Array<number>(n * n);
  // cov' = C − CHᵀ S⁻¹ H C; column by column of (CHᵀ)ᵀ.
  const solved: Float64Array[] = [];
  for (let j = 0; j < n; j++) {
    const column = new Float64Array(m);
    for (let k = 0; k < m; k++) column[k] = cht[j * m + k] as number;
    solved.push(choleskySolve(factor, column, m));
  }
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      let v = 0;
      const sj = solved[j] as Float64Array;
      for (let k = 0; k < m; k++) v += (cht[i * m + k] as number) * (sj[k] as number);
      out[i * n + j] = cov(i, j) - v;
    }
  }
  return { mean, cov: out };
}

/** Mean and variance of w·X. */
export function linearCombination(g: Gaussian, w: readonly number[]): { mean: number; variance: number } {
  const n = g.mean.length;
  let mean = 0;
  let variance = 0;
  for (let i = 0; i < n; i++) {
    mean += (w[i] as number) * (g.mean[i] as number);
    for (let j = 0; j < n; j++) variance += (w[i] as number) * (w[j] as number) * (g.cov[i * n + j] as number);
  }
  return { mean, variance: Math.max(0, variance) };
}
