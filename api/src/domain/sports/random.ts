/**
 * Seeded randomness for the feeds. Nothing here draws from the system: every stream is derived
 * from a seed and a name (`rngFor(seed, 'bra-serie-a', day)`), so the same seed gives the same
 * schedule and the same matches whatever order they are generated in.
 *
 * Players bet on what these streams decide, so a stream must not be findable from what the site
 * shows: its 128 bits of state come from SHA-256 of the seed and the name, and in production the
 * seed is a secret (features/sports/config.ts). A 32-bit state could be searched exhaustively from a
 * match's first events.
 */
import { sha256 } from '../casino/fair/sha256.ts';

export type Random = () => number;

/** A number in development and tests; a secret text in production. */
export type Seed = number | string;

const utf8 = new TextEncoder();

/** FNV-1a (32 bits) of a string: a stable, well-spread number for a public name (not a secret). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** sfc32: a small fast generator with 128 bits of state. */
function sfc32(a: number, b: number, c: number, d: number): Random {
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** An independent generator for the stream named by `parts` under `seed`. */
export function rngFor(seed: Seed, ...parts: readonly (string | number)[]): Random {
  const digest = sha256(utf8.encode(`${seed}|${parts.join('|')}`));
  const word = (index: number) => (digest[index]! << 24) | (digest[index + 1]! << 16) | (digest[index + 2]! << 8) | digest[index + 3]! | 0;
  return sfc32(word(0), word(4), word(8), word(12));
}

/** What an id may show of a seed: a number as it is, a secret text only as a short digest of it. */
export function seedTag(seed: Seed): string {
  if (typeof seed === 'number') return String(seed);
  const digest = sha256(utf8.encode(`seed-tag|${seed}`));
  return `k${[...digest.slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Poisson draw by inversion (the means here are small: goals in a minute, points in a minute). */
export function poisson(random: Random, mean: number): number {
  if (!(mean > 0)) return 0;
  const u = random();
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  while (u > cumulative && k < 1000) {
    k++;
    p *= mean / k;
    cumulative += p;
  }
  return k;
}

/** Standard normal (Box–Muller). */
export function normal(random: Random): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** An integer in [min, max]. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickOne<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('nothing to pick from');
  return items[Math.floor(random() * items.length)] as T;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Picks a value with probability proportional to its weight. */
export function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let u = random() * total;
  for (const [value, weight] of entries) {
    u -= weight;
    if (u < 0) return value;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}
