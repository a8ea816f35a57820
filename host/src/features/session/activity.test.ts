import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, readStored, STORAGE_KEYS, userAtom, writeStored } from '@palpite/shared';
import { makeUser } from '@palpite/shared/testing';
import { ACTIVITY_PING_MS, startActivityTracking, tickActiveTime } from './activity.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const paths = (fetch: { mock: { calls: unknown[][] } }) => fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  palpiteStore.set(userAtom, null);
});

describe('the activity ping (spec §7)', () => {
  it('runs every 15 minutes while a token is stored, and not before one is', async () => {
    vi.useFakeTimers();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ success: true }));
    stop = startActivityTracking();
    await vi.advanceTimersByTimeAsync(ACTIVITY_PING_MS);
    expect(fetch).not.toHaveBeenCalled();
    writeStored(STORAGE_KEYS.authToken, 'p'.repeat(43));
    palpiteStore.set(userAtom, makeUser());
    await vi.advanceTimersByTimeAsync(ACTIVITY_PING_MS);
    expect(paths(fetch)).toEqual(['/api/palpite/user/update-activity']);
  });

  it('reads the player again when the session works but the start-up read had failed', async () => {
    vi.useFakeTimers();
    writeStored(STORAGE_KEYS.authToken, 'p'.repeat(43));
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ success: true }))
      .mockResolvedValueOnce(json({ user: makeUser({ id: 9 }) }));
    stop = startActivityTracking();
    await vi.advanceTimersByTimeAsync(ACTIVITY_PING_MS);
    expect(paths(fetch)).toEqual(['/api/palpite/user/update-activity', '/api/palpite/user']);
    expect(palpiteStore.get(userAtom)?.id).toBe(9);
  });
});

describe('the active time behind reality checks (spec §3)', () => {
  const MINUTE_MS = 60_000;
  const activeMinutes = () => Number(readStored(STORAGE_KEYS.activeTime)) / MINUTE_MS;

  it('counts every minute a visible tab is open, whatever a hidden tab of the same login does in between', () => {
    writeStored(STORAGE_KEYS.authToken, 'token-of-the-login-0001');
    const start = Date.parse('2026-11-30T12:00:00Z');
    tickActiveTime(start, true);
    // The visible tab ticks on the minute, the hidden one half a minute later (timers run apart).
    for (let minute = 1; minute <= 30; minute += 1) {
      tickActiveTime(start + (minute - 0.5) * MINUTE_MS, false);
      tickActiveTime(start + minute * MINUTE_MS, true);
    }
    expect(activeMinutes()).toBe(30);
  });

  it('does not count a time when no tab was visible, nor a device asleep', () => {
    writeStored(STORAGE_KEYS.authToken, 'token-of-the-login-0002');
    const start = Date.parse('2026-11-30T12:00:00Z');
    tickActiveTime(start, true);
    tickActiveTime(start + 1 * MINUTE_MS, true);
    // Hidden for an hour, then shown again.
    tickActiveTime(start + 61 * MINUTE_MS, true);
    tickActiveTime(start + 62 * MINUTE_MS, true);
    expect(activeMinutes()).toBe(2);
  });
});
