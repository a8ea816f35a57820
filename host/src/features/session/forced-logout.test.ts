import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, readAuthToken, showBannedModalAtom, STORAGE_KEYS, writeStored } from '@palpite/shared';
import {
  acknowledgeForcedLogout,
  BANNED_LOGOUT_DELAY_MS,
  forcedLogoutReasonAtom,
  handleForceLogout,
  isForcedLogoutVisibleAtom,
  loginAfterNoticeAtom,
} from './forced-logout.ts';

const TOKEN = 'k'.repeat(43);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  palpiteStore.set(showBannedModalAtom, false);
  palpiteStore.set(isForcedLogoutVisibleAtom, false);
});

describe('forced logout (spec §4)', () => {
  it('banned: sets the banned flag first, then logs out after about 50 ms', async () => {
    vi.useFakeTimers();
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    await handleForceLogout('banned');
    expect(palpiteStore.get(showBannedModalAtom)).toBe(true);
    expect(readAuthToken()).toBe(TOKEN);
    vi.advanceTimersByTime(BANNED_LOGOUT_DELAY_MS);
    expect(readAuthToken()).toBeNull();
  });

  it('excluded (a break or self-exclusion started): logs out at once without asking the server, with its own reason', async () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    const fetch = vi.spyOn(globalThis, 'fetch');
    await handleForceLogout('excluded');
    expect(fetch).not.toHaveBeenCalled();
    expect(readAuthToken()).toBeNull();
    expect(palpiteStore.get(isForcedLogoutVisibleAtom)).toBe(true);
    expect(palpiteStore.get(forcedLogoutReasonAtom)).toBe('excluded');
  });

  it('another session ended: this page stays when its own token still works', async () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await handleForceLogout('session_ended');
    const asked = fetch.mock.calls[0]![0] as Request;
    expect([asked.method, new URL(asked.url).pathname, asked.headers.get('Authorization')]).toEqual([
      'POST',
      '/api/palpite/user/update-activity',
      `Bearer ${TOKEN}`,
    ]);
    expect(readAuthToken()).toBe(TOKEN);
    expect(palpiteStore.get(isForcedLogoutVisibleAtom)).toBe(false);
  });

  it('this session ended: clears the session and shows the notice; understood goes home', async () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    writeStored(STORAGE_KEYS.userId, '7');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }));
    await handleForceLogout('other_device');
    expect(readAuthToken()).toBeNull();
    expect(palpiteStore.get(isForcedLogoutVisibleAtom)).toBe(true);
    const goHome = vi.fn();
    acknowledgeForcedLogout(goHome);
    expect(goHome).toHaveBeenCalledOnce();
    expect(palpiteStore.get(isForcedLogoutVisibleAtom)).toBe(false);
  });

  it('a tab with no session left (already logged out) ignores it', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    await handleForceLogout('password_changed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(palpiteStore.get(isForcedLogoutVisibleAtom)).toBe(false);
  });

  it('after a password change made in this tab, understood opens the login form instead of reloading', async () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }));
    await handleForceLogout('password_changed');
    expect(palpiteStore.get(isForcedLogoutVisibleAtom)).toBe(true);
    palpiteStore.set(loginAfterNoticeAtom, true);
    const goHome = vi.fn();
    const openLogin = vi.fn();
    acknowledgeForcedLogout(goHome, openLogin);
    expect([goHome.mock.calls.length, openLogin.mock.calls.length]).toEqual([0, 1]);
    expect(palpiteStore.get(loginAfterNoticeAtom)).toBe(false);
  });
});
