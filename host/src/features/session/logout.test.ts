import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, eventBus, palpiteStore, readAuthToken, STORAGE_KEYS, userAtom, writeStored } from '@palpite/shared';
import { json, makeUser, mockApi } from '@palpite/shared/testing';
import { logout } from './logout.ts';

const TOKEN = 't'.repeat(43);

afterEach(() => {
  vi.restoreAllMocks();
  palpiteStore.set(userAtom, null);
});

describe('logout (spec §4)', () => {
  it('ends the session on the server with its token, then forgets the player', async () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    palpiteStore.set(userAtom, makeUser());
    const loggedOut = vi.fn();
    const stop = eventBus.on('user-logged-out', loggedOut);
    const { callsTo } = mockApi({ 'POST logout': () => json(200, { success: true }) });
    await logout();
    stop();
    expect(callsTo('POST logout')[0]?.request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(readAuthToken()).toBeNull();
    expect(palpiteStore.get(userAtom)).toBeNull();
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('does not take a request refused while the server ends the session for an expired session', async () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    palpiteStore.set(userAtom, makeUser());
    const expired = vi.fn();
    const stop = eventBus.on('session-expired', expired);
    mockApi({
      // Another request of the page is answered while the logout is on its way: the session is gone by then.
      'POST logout': async () => {
        await api.get('user/notifications').catch(() => undefined);
        return json(200, { success: true });
      },
      'GET user/notifications': () => json(401, { success: false, message_key: 'auth.unauthenticated', message: 'Unauthenticated.' }),
    });
    await logout();
    stop();
    expect(expired).not.toHaveBeenCalled();
  });

  it('logs out locally when the server cannot be told', async () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    palpiteStore.set(userAtom, makeUser());
    mockApi({ 'POST logout': () => json(500, { success: false }) });
    await logout();
    expect(readAuthToken()).toBeNull();
    expect(palpiteStore.get(userAtom)).toBeNull();
  });
});
