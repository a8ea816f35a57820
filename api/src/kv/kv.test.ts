import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './kv.ts';

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
