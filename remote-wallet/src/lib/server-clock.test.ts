import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeServerTime, serverNowMs } from './server-clock.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the server clock', () => {
  it('follows the server when the device clock is minutes slow', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T15:00:00.000Z') });
    observeServerTime('2026-11-21T15:03:00.200Z', Date.parse('2026-11-21T15:00:00.000Z'));
    vi.advanceTimersByTime(10_000);
    expect(serverNowMs()).toBe(Date.parse('2026-11-21T15:03:10.200Z'));
  });

  it('keeps what it knew when an answer has no usable time', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T15:00:00.000Z') });
    observeServerTime('2026-11-21T14:59:00.000Z', Date.now());
    observeServerTime(undefined, Date.now());
    observeServerTime('not a time', Date.now());
    expect(serverNowMs()).toBe(Date.parse('2026-11-21T14:59:00.000Z'));
  });
});
