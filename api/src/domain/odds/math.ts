/**
 * Small numeric helpers for the odds engine: Poisson and binomial probabilities, the normal CDF and
 * a dense symmetric positive-definite solver. Dependency-free so the models run anywhere (API,
 * workers, tests) and stay deterministic.
 */

/** P(X = k) for X ~ Poisson(mean), k = 0..maxK, by the recurrence p(k) = p(k-1)·mean/k (no factorials). */
export function poissonPmfs(mean: number, maxK: number): Float64Array {
  const out = new Float64Array(maxK + 1);
  if (!(mean > 0)) {
    out[0] = 1;
    return out;
  }
  let p = Math.exp(-mean);
  out[0] = p;
  for (let k = 1; k <= maxK; k++) {
    p = (p * mean) / k;
    out[k] = p;
  }
  return out;
}

/**
 * Binomial probabilities as a triangle: row n holds P(Binomial(n, share) = i) for i = 0..n. Used to
 * split goals between the two halves: given that a Poisson process scored n goals, each goal falls
 * in a period independently with that period's share of the scoring intensity.
 */
export function binomialTriangle(maxN: number, share: number): Float64Array[] {
  const rows: Float64Array[] = [Float64Array.of(1)];
  for (let n = 1; n <= maxN; n++) {
    const prev = rows[n - 1] as Float64Array;
    const row = new Float64Array(n + 1);
    for (let i = 0; i <= n; i++) {
      const stay = i < n ? (prev[i] as number) * (1 - share) : 0;
      const move = i > 0 ? (prev[i - 1] as number) * share : 0;
      row[i] = stay + move;
    }
    rows.push(row);
  }
  return rows;
}

/** Standard normal CDF. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/**
 * Complementary error function: the Maclaurin series of erf below |x| = 2, Lentz's continued
 * fraction above (where the series would cancel badly). Accurate to ~1e-15; the common 1e-7
 * rational fits would show up as non-monotone prices far in the tails.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  let result: number;
  if (z < 2) {
    // erf series: 2/√π Σ (-1)^n z^(2n+1) / (n! (2n+1))
    let term = z;
    let sum = z;
    const z2 = z * z;
    for (let n = 1; n < 100; n++) {
      term *= -z2 / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    result = 1 - (2 / Math.sqrt(Math.PI)) * sum;
  } else {
    // Lentz continued fraction for erfc(z) = exp(-z²)/√π · 1/(z + 1/2/(z + 1/(z + 3/2/(z + …))))
    const tiny = 1e-300;
    let f = z;
    let c = z;
    let d = 0;
    for (let n = 1; n < 300; n++) {
      const a = n / 2;
      d = z + a * d;
      d = Math.abs(d) < tiny ? tiny : d;
      c = z + a / c;
      c = Math.abs(c) < tiny ? tiny : c;
      d = 1 / d;
      const delta = c * d;
      f *= delta;
      if (Math.abs(delta - 1) < 1e-16) break;
    }
    result = Math.exp(-z * z) / Math.sqrt(Math.PI) / f;
  }
  return x >= 0 ? result : 2 - result;
}

/**
 * Cholesky factor L (lower triangular, row-major) of a symmetric positive-definite A (n×n), or
 * undefined if A is not positive definite.
 */
export function cholesky(a: Float64Array, n: number): Float64Array | undefined {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j] as number;
      for (let k = 0; k < j; k++) sum -= (l[i * n + k] as number) * (l[j * n + k] as number);
      if (i === j) {
        if (!(sum > 0)) return undefined;
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / (l[j * n + j] as number);
      }
    }
  }
  return l;
}

/** Solves L·Lᵀ·x = b given the Cholesky factor L. */
export function choleskySolve(l: Float64Array, b: Float64Array, n: number): Float64Array {
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= (l[i * n + k] as number) * (y[k] as number);
    y[i] = sum / (l[i * n + i] as number);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= (l[k * n + i] as number) * (x[k] as number);
    x[i] = sum / (l[i * n + i] as number);
  }
  return x;
}

/** Solves A·x = b for a symmetric positive-definite A; undefined if A is not positive definite. */
export function solveSpd(a: Float64Array, b: Float64Array, n: number): Float64Array | undefined {
  const l = cholesky(a, n);
  return l && choleskySolve(l, b, n);
}

/** Sum of an array (plain loop: no intermediate allocations). */
export function sum(values: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i] as number;
  return total;
}
