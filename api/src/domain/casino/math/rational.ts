/**
 * Exact non-negative-or-negative rationals over BigInt, always in lowest terms with a positive
 * denominator. Every RTP and house edge in the casino domain is computed with these, so a figure
 * such as 36/37 is compared exactly and only turned into a decimal for display.
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('rational with a zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g > 1n ? { num: n / g, den: d / g } : { num: n, den: d };
}

export const ZERO: Rational = { num: 0n, den: 1n };
export const ONE: Rational = { num: 1n, den: 1n };

export function add(a: Rational, b: Rational): Rational {
  if (a.den === b.den) return rational(a.num + b.num, a.den);
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return add(a, neg(b));
}

export function neg(a: Rational): Rational {
  return { num: -a.num, den: a.den };
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function div(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError('division by zero');
  return rational(a.num * b.den, a.den * b.num);
}

export function sum(values: Iterable<Rational>): Rational {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

export function max(a: Rational, b: Rational): Rational {
  return compare(a, b) >= 0 ? a : b;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function toNumber(a: Rational): number {
  if (a.den <= SAFE && a.num <= SAFE && a.num >= -SAFE) return Number(a.num) / Number(a.den);
  // Scale before dividing so huge numerators and denominators keep double precision.
  const scale = 10n ** 20n;
  return Number((a.num * scale) / a.den) / 1e20;
}

/** Decimal expansion truncated toward zero to `digits` places, e.g. `0.972972972` for 36/37. */
export function toDecimal(a: Rational, digits: number): string {
  const negative = a.num < 0n;
  const n = negative ? -a.num : a.num;
  const scaled = (n * 10n ** BigInt(digits)) / a.den;
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/** A percentage truncated to `digits` places, e.g. `97.2972%`. */
export function toPercent(a: Rational, digits = 4): string {
  return `${toDecimal(mul(a, rational(100)), digits)}%`;
}

export function format(a: Rational): string {
  return a.den === 1n ? a.num.toString() : `${a.num}/${a.den}`;
}

/** Parses the output of `format` (used to pin documented figures in source). */
export function parseRational(text: string): Rational {
  const match = /^(-?\d+)(?:\/(\d+))?$/.exec(text);
  if (!match) throw new SyntaxError(`not a rational: ${text}`);
  return rational(BigInt(match[1]!), BigInt(match[2] ?? '1'));
}

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  const kk = Math.min(k, n - k);
  for (let i = 1; i <= kk; i++) result = (result * BigInt(n - kk + i)) / BigInt(i);
  return result;
}
