import { afterEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, STORAGE_KEYS, userAtom } from '@palpite/shared';
import { makeUser } from '@palpite/shared/testing';
import { followOtherTabs } from './other-tabs.ts';

const TOKEN_A = 'a'.repeat(40);
const TOKEN_B = 'b'.repeat(40);

/** What another tab's change of the stored token looks like here: the storage changed, then the event. */
function otherTabStores(token: string | null, key: string | null = STORAGE_KEYS.authToken) {
  const oldValue = window.localStorage.getItem(STORAGE_KEYS.authToken);
  if (token === null) window.localStorage.removeItem(STORAGE_KEYS.authToken);
  else window.localStorage.setItem(STORAGE_KEYS.authToken, token);
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue: key === null ? null : oldValue, newValue: key === null ? null : token, storageArea: window.localStorage }),
  );
}

let stop = () => undefined as void;
afterEach(() => {
  stop();
  window.localStorage.clear();
  palpiteStore.set(userAtom, null);
});

function follow() {
  const actions = { loggedOut: vi.fn(), restart: vi.fn(), languagePicked: vi.fn() };
  stop = followOtherTabs(actions);
  return actions;
}

describe('following the other tabs’ session', () => {
  it('logs this tab out when another tab logs out', () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN_A);
    palpiteStore.set(userAtom, makeUser());
    const actions = follow();
    otherTabStores(null);
    expect(actions.loggedOut).toHaveBeenCalledTimes(1);
    expect(actions.restart).not.toHaveBeenCalled();
  });

  it('starts again as the new session when another tab logs someone in, whoever this tab showed', () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN_A);
    palpiteStore.set(userAtom, makeUser());
    const actions = follow();
    otherTabStores(TOKEN_B);
    expect(actions.restart).toHaveBeenCalledTimes(1);
    // A visitor's tab too: it shows the player who logged in.
    palpiteStore.set(userAtom, null);
    window.localStorage.clear();
    otherTabStores(TOKEN_A);
    expect(actions.restart).toHaveBeenCalledTimes(2);
    expect(actions.loggedOut).not.toHaveBeenCalled();
  });

  it('reads what is stored when the event arrives: a logout followed at once by a login is a new session', () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN_A);
    palpiteStore.set(userAtom, makeUser());
    const actions = follow();
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN_B);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authToken, oldValue: TOKEN_A, newValue: null, storageArea: window.localStorage }));
    expect(actions.loggedOut).not.toHaveBeenCalled();
    expect(actions.restart).toHaveBeenCalledTimes(1);
  });

  it('ignores the other keys, a visitor tab seeing a logout, and the storage cleared while nobody was logged in', () => {
    const actions = follow();
    window.localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'en');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.selectedLanguage, oldValue: null, newValue: 'en', storageArea: window.localStorage }));
    otherTabStores(null);
    otherTabStores(null, null);
    expect(actions.loggedOut).not.toHaveBeenCalled();
    expect(actions.restart).not.toHaveBeenCalled();
  });

  it('stops following when asked', () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN_A);
    palpiteStore.set(userAtom, makeUser());
    const actions = follow();
    stop();
    otherTabStores(null);
    expect(actions.loggedOut).not.toHaveBeenCalled();
  });

  it('reads this tab in the language another tab picked, and ignores what is no language', () => {
    const actions = follow();
    otherTabStoresKey(STORAGE_KEYS.selectedLanguage, 'tr');
    otherTabStoresKey(STORAGE_KEYS.selectedLanguage, 'de');
    otherTabStoresKey(STORAGE_KEYS.selectedLanguage, null);
    expect(actions.languagePicked.mock.calls).toEqual([['tr']]);
    expect(actions.restart).not.toHaveBeenCalled();
  });
});

/** Another tab's write of one key, as this tab hears it. */
function otherTabStoresKey(key: string, value: string | null) {
  const oldValue = window.localStorage.getItem(key);
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: window.localStorage }));
}
