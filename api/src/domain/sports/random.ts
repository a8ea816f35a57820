/**
 * Seeded randomness for the feeds. Nothing here draws from the system: every stream is derived
 * from a seed and a name (`rngFor(seed, 'bra-serie-a', day)`), so the same seed gives the same
 * schedule and the same matches whatever order they are generated in.
 */
import { seededRandom } from '../odds/index.ts';

export type Random = () => number;

/** FNV-1a (32 bits) of a string: a stable, well-spread seed for a named stream. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** An independent generator for the stream named by `parts` under `seed`. */
export function rngFor(seed: number, ...parts: readonly (string | number)[]): Random {
  return seededRandom(hashString(`${seed}|${parts.join('|')}`));
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
