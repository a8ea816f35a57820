/**
 * Shared, expiring counters and values: Redis when REDIS_URL is set (so several API nodes agree
 * on rate limits and sessions), else process memory for the embedded default.
 */
import { Redis } from 'ioredis';

export interface KeyValueStore {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /**
   * Adds `by` (default 1) and returns the counter; the first increment starts its time-to-live. A
   * negative `by` only takes back from a live counter, never below 0, and never creates one.
   */
  increment(key: string, ttlMs: number, by?: number): Promise<number>;
  delete(key: string): Promise<void>;
  ping(): Promise<'ok' | 'down'>;
  close(): Promise<void>;
}

/** How often the in-process store drops expired entries it was never asked for again. */
const SWEEP_INTERVAL_MS = 60_000;

/** `size()`: the entries held (live or not yet swept), for tests. */
export function createMemoryStore(now: () => number = Date.now): KeyValueStore & { size(): number } {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  // Rate-limit keys carry their window: once it passes nobody reads them again, so without a
  // sweep a long-running node would keep every one.
  const sweep = () => {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async increment(key, ttlMs, by = 1) {
      const entry = live(key);
      if (by < 0 && !entry) return 0;
      const next = Math.max(0, Number(entry?.value ?? 0) + by);
      entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return next;
    },
    async delete(key) {
      entries.delete(key);
    },
    async ping() {
      return 'ok';
    },
    async close() {
      clearInterval(sweeper);
      entries.clear();
    },
    size: () => entries.size,
  };
}

/** A negative increment, atomic: only on a live key (its TTL kept), never below 0. */
const TAKE_BACK_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
local next = math.max(0, tonumber(current) + tonumber(ARGV[1]))
redis.call('SET', KEYS[1], next, 'KEEPTTL')
return next`;

export function createRedisStore(url: string, keyPrefix = 'palpite:'): KeyValueStore {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', (error) => console.error('[redis]', error.message));
  return {
    kind: 'redis',
    get: (key) => redis.get(key),
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', ttlMs);
    },
    async increment(key, ttlMs, by = 1) {
      if (by < 0) return Number(await redis.eval(TAKE_BACK_SCRIPT, 1, key, by));
      // One round trip, atomic: the TTL is set only by the increment that created the key.
      const [[, count]] = (await redis.multi().incrby(key, by).pexpire(key, ttlMs, 'NX').exec()) as [[Error | null, number], [Error | null, number]];
      return count;
    },
    async delete(key) {
      await redis.del(key);
    },
    async ping() {
      try {
        return (await redis.ping()) === 'PONG' ? 'ok' : 'down';
      } catch {
        return 'down';
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
