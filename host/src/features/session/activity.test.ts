import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, STORAGE_KEYS, userAtom, writeStored } from '@palpite/shared';
import { makeUser } from '@palpite/shared/testing';
import { ACTIVITY_PING_MS, startActivityTracking } from './activity.ts';

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
