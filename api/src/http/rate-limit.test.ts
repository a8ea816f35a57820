import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../kv/kv.ts';
import { createRateLimiter, slidingCount } from './rate-limit.ts';

const RULE = { name: 'test', limit: 30, windowMs: 600_000 };

describe('sliding-window rate limits', () => {
  it('weights the previous window by how much of it the sliding window still covers', () => {
    expect(slidingCount(20, 5, 0)).toBe(25);
    expect(slidingCount(20, 5, 0.5)).toBe(15);
    expect(slidingCount(20, 5, 1)).toBe(5);
  });

  it('a burst across a window boundary is still one burst', async () => {
    let nowMs = 3 * RULE.windowMs - 5_000;
    const limiter = createRateLimiter(createMemoryStore(), () => nowMs);
    for (let event = 0; event < 20; event++) await limiter.consume(RULE, 'address');
    nowMs += 10_000; // the next fixed window has begun
    for (let event = 0; event < 10; event++) await limiter.consume(RULE, 'address');
    await expect(limiter.consume(RULE, 'address')).rejects.toMatchObject({ status: 429 });
  });

  it('frees the key as the old events slide out', async () => {
    let nowMs = 5 * RULE.windowMs;
    const limiter = createRateLimiter(createMemoryStore(), () => nowMs);
    for (let event = 0; event < 30; event++) await limiter.consume(RULE, 'address');
    await expect(limiter.check(RULE, 'address')).rejects.toMatchObject({ status: 429 });
    nowMs += RULE.windowMs + RULE.windowMs / 2; // half of the full window is still covered: 15 of 30
    await expect(limiter.check(RULE, 'address')).resolves.toBeUndefined();
    nowMs += RULE.windowMs;
    for (let event = 0; event < 30; event++) await limiter.consume(RULE, 'address');
  });

  it('counts attempts in flight one by one and gives back the ones that turn out right', async () => {
    const limiter = createRateLimiter(createMemoryStore(), () => 7 * RULE.windowMs);
    const attempts = await Promise.allSettled(Array.from({ length: 35 }, () => limiter.reserve(RULE, 'account')));
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(30);
    expect(attempts.filter((attempt) => attempt.status === 'rejected' && (attempt.reason as { status: number }).status === 429)).toHaveLength(5);
    // The refused ones counted nothing; a released one frees its place.
    await expect(limiter.check(RULE, 'account')).rejects.toMatchObject({ status: 429 });
    const first = attempts[0];
    if (first?.status !== 'fulfilled') throw new Error('the first attempt was refused');
    await first.value.release();
    await first.value.release(); // twice is once
    await expect(limiter.check(RULE, 'account')).resolves.toBeUndefined();
    await limiter.reserve(RULE, 'account');
    await expect(limiter.reserve(RULE, 'account')).rejects.toMatchObject({ status: 429 });
  });
});
