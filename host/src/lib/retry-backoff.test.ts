import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@palpite/shared';
import { retryDelayMs, scheduleRetry, type RetryWake } from './retry-backoff.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('trying a failed read again', () => {
  it('waits 1 s, 2 s, 4 s… between tries, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('tries once, when the wait is over', () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    scheduleRetry(2_000, retry);
    vi.advanceTimersByTime(1_999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries at once when the browser is back online, and not again when the wait is over', () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    scheduleRetry(30_000, retry);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries at once on a wake of the caller’s, and stops listening to it', () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    const whenLoggedOut: RetryWake = (tryNow) => eventBus.on('user-logged-out', tryNow);
    scheduleRetry(30_000, retry, [whenLoggedOut]);
    eventBus.emit('user-logged-out', {});
    eventBus.emit('user-logged-out', {});
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not try once cancelled', () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    const cancel = scheduleRetry(1_000, retry);
    cancel();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(1_000);
    expect(retry).not.toHaveBeenCalled();
  });
});
