/**
 * Fixed-window rate limits over the key-value store (Redis when several API nodes run, so
 * they share the counts). A rule says how many events a key may have per window.
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
}

export function createRateLimiter(kv: KeyValueStore, now: () => number = Date.now): RateLimiter {
  const slot = (rule: RateRule, key: string) => {
    const window = Math.floor(now() / rule.windowMs);
    return { storeKey: `rate:${rule.name}:${key}:${window}`, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * rule.windowMs - now()) / 1000)) };
  };
  const tooMany = (retryAfterSeconds: number) =>
    new AppError({
      status: 429,
      key: 'auth.tooManyRequests',
      message: 'too many requests',
      retryAfterSeconds,
      details: { retry_after_seconds: retryAfterSeconds },
    });

  return {
    async consume(rule, key) {
      const { storeKey, retryAfterSeconds } = slot(rule, key);
      if ((await kv.increment(storeKey, rule.windowMs)) > rule.limit) throw tooMany(retryAfterSeconds);
    },
    async check(rule, key) {
      const { storeKey, retryAfterSeconds } = slot(rule, key);
      if (Number((await kv.get(storeKey)) ?? 0) >= rule.limit) throw tooMany(retryAfterSeconds);
    },
    async record(rule, key) {
      return kv.increment(slot(rule, key).storeKey, rule.windowMs);
    },
  };
}
