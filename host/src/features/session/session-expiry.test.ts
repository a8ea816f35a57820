import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBus, palpiteStore, readAuthToken, showBannedModalAtom, STORAGE_KEYS, userAtom, writeStored } from '@palpite/shared';
import { makeUser } from '@palpite/shared/testing';
import { acknowledgeForcedLogout, BANNED_LOGOUT_DELAY_MS, isForcedLogoutVisibleAtom, showSessionEndedNotice } from './forced-logout.ts';
import { watchSessionExpiry } from './session-expiry.ts';

const TOKEN = 's'.repeat(43);
let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  vi.useRealTimers();
  palpiteStore.set(showBannedModalAtom, false);
  palpiteStore.set(userAtom, null);
});

describe('a 401 while a token is stored (spec §8)', () => {
  it('logs out and goes home with a reload, once however many requests are refused', () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    palpiteStore.set(userAtom, makeUser());
    const goHome = vi.fn();
    stop = watchSessionExpiry(goHome);
    eventBus.emit('session-expired', { status: 401 });
    eventBus.emit('session-expired', { status: 401 });
    expect(readAuthToken()).toBeNull();
    expect(palpiteStore.get(userAtom)).toBeNull();
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('leaves word for the page load after the reload to say so, once; its confirm only closes it', () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    stop = watchSessionExpiry(vi.fn());
    eventBus.emit('session-expired', { status: 401 });
    // The next page load:
    showSessionEndedNotice();
    expect(palpiteStore.get(isForcedLogoutVisibleAtom)).toBe(true);
    const goHome = vi.fn();
    acknowledgeForcedLogout(goHome);
    expect(goHome).not.toHaveBeenCalled();
    expect(palpiteStore.get(isForcedLogoutVisibleAtom)).toBe(false);
    showSessionEndedNotice();
    expect(palpiteStore.get(isForcedLogoutVisibleAtom)).toBe(false);
  });

  it('for a banned account shows the banned notice instead of reloading (its Continue logs out)', () => {
    vi.useFakeTimers();
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    const goHome = vi.fn();
    stop = watchSessionExpiry(goHome);
    eventBus.emit('session-expired', { status: 401, key: 'auth.banned' });
    expect(palpiteStore.get(showBannedModalAtom)).toBe(true);
    vi.advanceTimersByTime(BANNED_LOGOUT_DELAY_MS);
    expect(readAuthToken()).toBeNull();
    expect(goHome).not.toHaveBeenCalled();
  });
});
