/**
 * Rate limits over the key-value store (Redis when several API nodes run, so they share the
 * counts). A rule says how many events a key may have per window. The window slides: the count is
 * this fixed window's events plus the previous window's weighted by how much of it still falls
 * inside the last `windowMs` — so a burst across a window boundary is still one burst, not two
 * fresh allowances.
 */
import type { KeyValueStore } from '../kv/kv.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one event; throws 429 once the key is over its limit. */
  consume(rule: RateRule, key: string): Promise<void>;
  /** Throws 429 if the key is already at its limit, without counting. */
  check(rule: RateRule, key: string): Promise<void>;
  /** Counts one event without ever throwing (e.g. a failed login). */
  record(rule: RateRule, key: string): Promise<number>;
  /**
   * Counts one attempt before it is judged (throws 429, counting nothing, once the key is at its
   * limit); `release()` takes it back when the attempt turns out right. Guesses sent in parallel
   * are so counted one by one without holding a lock while the slow check (argon2) runs.
   */
  reserve(rule: RateRule, key: string): Promise<{ release(): Promise<void> }>;
}

/** Events in the sliding window: the current fixed window's, plus the previous one's still covered (pure). */
export function slidingCount(previous: number, current: number, elapsedFraction: number): number {
  return previous * (1 - Math.min(1, Math.max(0, elapsedFraction))) + current;
}

export function createRateLimiter(kv: KeyValueStore, now: () => number = Date.now): RateLimiter {
  const slot = (rule: RateRule, key: string) => {
    const at = now();
    const window = Math.floor(at / rule.windowMs);
    return {
      storeKey: `rate:${rule.name}:${key}:${window}`,
      previousKey: `rate:${rule.name}:${key}:${window - 1}`,
      elapsedFraction: (at - window * rule.windowMs) / rule.windowMs,
      retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * rule.windowMs - at) / 1000)),
    };
  };
  const tooMany = (retryAfterSeconds: number) =>
    new AppError({
      status: 429,
      key: 'auth.tooManyRequests',
      message: 'too many requests',
      retryAfterSeconds,
      details: { retry_after_seconds: retryAfterSeconds },
    });
  // A window's count is read during the next one too: keep it two windows.
  const countIn = (storeKey: string, rule: RateRule, by = 1) => kv.increment(storeKey, 2 * rule.windowMs, by);
  const previousOf = async (previousKey: string) => Number((await kv.get(previousKey)) ?? 0);

  return {
    async consume(rule, key) {
      const { storeKey, previousKey, elapsedFraction, retryAfterSeconds } = slot(rule, key);
      const current = await countIn(storeKey, rule);
      if (slidingCount(await previousOf(previousKey), current, elapsedFraction) > rule.limit) throw tooMany(retryAfterSeconds);
    },
    async check(rule, key) {
      const { storeKey, previousKey, elapsedFraction, retryAfterSeconds } = slot(rule, key);
      const current = Number((await kv.get(storeKey)) ?? 0);
      if (slidingCount(await previousOf(previousKey), current, elapsedFraction) >= rule.limit) throw tooMany(retryAfterSeconds);
    },
    async record(rule, key) {
      return countIn(slot(rule, key).storeKey, rule);
    },
    async reserve(rule, key) {
      const { storeKey, previousKey, elapsedFraction, retryAfterSeconds } = slot(rule, key);
      const current = await countIn(storeKey, rule);
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await countIn(storeKey, rule, -1);
      };
      if (slidingCount(await previousOf(previousKey), current, elapsedFraction) > rule.limit) {
        await release();
        throw tooMany(retryAfterSeconds);
      }
      return { release };
    },
  };
}
