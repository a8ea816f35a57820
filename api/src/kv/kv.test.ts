import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createRedisStore, type KeyValueStore } from './kv.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the in-process store', () => {
  it('drops expired entries nobody reads again (a rate-limit window that has passed)', async () => {
    vi.useFakeTimers({ now: 0 });
    const store = createMemoryStore(() => Date.now());
    for (let window = 0; window < 100; window++) await store.increment(`rate:login:1.2.3.4:${window}`, 1_000);
    await store.set('kept', 'yes', 3_600_000);
    expect(store.size()).toBe(101);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(store.size()).toBe(1);
    expect(await store.get('kept')).toBe('yes');
    await store.close();
  });
});

const stores: Array<[string, (() => KeyValueStore) | null]> = [
  ['in-process', () => createMemoryStore()],
  ['Redis', process.env.REDIS_URL ? () => createRedisStore(process.env.REDIS_URL!, `palpite-test:${process.pid}:`) : null],
];

describe.each(stores)('counters in the %s store', (_name, open) => {
  it.skipIf(open === null)('take back only from a live counter, never below zero', async () => {
    const store = open!();
    const key = `counter:${Date.now()}:${Math.random()}`;
    expect(await store.increment(key, 60_000)).toBe(1);
    expect(await store.increment(key, 60_000)).toBe(2);
    expect(await store.increment(key, 60_000, -1)).toBe(1);
    expect(await store.increment(key, 60_000, -5)).toBe(0);
    expect(await store.increment(`${key}:missing`, 60_000, -1)).toBe(0);
    expect(await store.get(`${key}:missing`)).toBeNull();
    await store.delete(key);
    await store.close();
  });
});
