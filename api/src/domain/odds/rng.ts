/**
 * A small seeded pseudo-random generator (mulberry32) for simulations and tests. The odds engine
 * never draws randomness itself: callers pass a generator in, so every run can be replayed.
 * Not for anything security-related (the casino's provably-fair RNG lives elsewhere).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
