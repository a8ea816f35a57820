import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { act } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  eventBus,
  i18n,
  isUserFetchInProgressAtom,
  isUserLoadingAtom,
  modalsAtom,
  palpiteStore,
  realtimeConnectionAtom,
  STORAGE_KEYS,
  userAtom,
  userFetchErrorAtom,
} from '@palpite/shared';
import { json, logOut, makeUser, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../locales.ts';
import type * as RealtimeClient from '../features/realtime/client.ts';
import { loadUser, storedSessionRefusedAtom } from '../features/session/load-user.ts';
import { NOTIFICATIONS_CHANGED_KEY } from '../features/notifications/other-tabs.ts';
import { useSessionLifecycle } from './useSessionLifecycle.ts';

/**
 * A stand-in for the `ably` client the host opens (realtime/client.ts), as the realtime tests fake
 * channels: a channel's state and state events, fired by the test; a client that can be closed.
 */
const realtime = vi.hoisted(() => {
  type Handler = (change: { resumed: boolean }) => void;
  function fakeChannel(name: string) {
    const handlers = new Map<string, Set<Handler>>();
    const channel = {
      name,
      state: 'attaching',
      on: (event: string, handler: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
      off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
      subscribe: () => Promise.resolve(null),
      unsubscribe: () => undefined,
      attach: () => Promise.resolve(null),
      detach: () => Promise.resolve(),
      /** The server's ATTACHED: a first attach (or one without continuity when `resumed` is false). */
      attached(resumed = false) {
        channel.state = 'attached';
        for (const handler of [...(handlers.get('attached') ?? [])]) handler({ resumed });
      },
    };
    return channel;
  }
  function fakeClient(kind: string) {
    const channels = new Map<string, ReturnType<typeof fakeChannel>>();
    const client = {
      kind,
      closed: false,
      connection: { state: 'connecting', on: () => undefined, off: () => undefined },
      channels: {
        get: (name: string) => {
          const channel = channels.get(name) ?? fakeChannel(name);
          channels.set(name, channel);
          return channel;
        },
      },
      close() {
        client.closed = true;
      },
    };
    return client;
  }
  const clients: ReturnType<typeof fakeClient>[] = [];
  return {
    clients,
    open: async (kind: string) => {
      const client = fakeClient(kind);
      clients.push(client);
      return client;
    },
  };
});

vi.mock('../features/realtime/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof RealtimeClient>()),
  openRealtime: realtime.open,
}));

const TOKEN = 'a'.repeat(40);
const PLAYER = makeUser({ id: 7 });

afterEach(() => {
  vi.restoreAllMocks();
  realtime.clients.length = 0;
  logOut();
  palpiteStore.set(storedSessionRefusedAtom, false);
  palpiteStore.set(userFetchErrorAtom, null);
  palpiteStore.set(realtimeConnectionAtom, null);
  palpiteStore.set(isUserLoadingAtom, false);
  palpiteStore.set(isUserFetchInProgressAtom, false);
});

/** The API a logged-in page load calls; `user` answers GET /user. */
function serveThePage(user: () => Response = () => json(200, { user: PLAYER })) {
  return mockApi({
    'GET user': user,
    'GET user/notifications': () => json(200, { notifications: [], unread_count: 0, next_cursor: null }),
    'POST visitor-track': () => json(200, {}),
    'GET site': () => json(200, { jurisdiction: 'default' }),
    'PUT user/language': () => json(200, { language: 'en' }),
  });
}

/** The page's navigation, for a test to go Back as the browser does. */
let navigate: NavigateFunction = () => undefined;

/** The page shown, as the router has it. */
let shownPath = '';

function SessionLifecycle() {
  useSessionLifecycle();
  const navigateHere = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    navigate = navigateHere;
    shownPath = pathname;
  });
  return null;
}

/** The shell's session as the page runs it, under StrictMode as bootstrap.tsx renders it. */
function renderShell(route: string) {
  return renderWithPlatform(
    <StrictMode>
      <SessionLifecycle />
    </StrictMode>,
    { route, namespaces: { shell: shellLocales } },
  );
}

/** Past the SDK's coalescing of realtime gaps (100 ms) into one catch-up. */
const SETTLE_MS = 300;

/** Lets every answer, effect and coalesced realtime catch-up run. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
}

/** The one connection the page holds now. */
function connectionNow() {
  const open = realtime.clients.filter((client) => !client.closed);
  expect(open).toHaveLength(1);
  return open[0]!;
}

describe('a reload while logged in (spec §4 "Start-up")', () => {
  it('reads the player again once their channel first attaches, for a bet, a deposit or a profile change, and after a gap', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    const api = serveThePage();
    // What bootstrap.tsx does before the first render.
    void loadUser();
    await renderShell('/');
    await vi.waitFor(() => expect(palpiteStore.get(userAtom)?.id).toBe(7));
    await vi.waitFor(() => expect(realtime.clients).toHaveLength(1));
    expect(api.callsTo('GET user')).toHaveLength(1);
    // What was published between that read and this attach is not replayed: it is read.
    const channel = connectionNow().channels.get('private:user.7');
    act(() => channel.attached());
    await settle();
    expect(api.callsTo('GET user')).toHaveLength(2);

    act(() => eventBus.emit('user-refresh-requested', {}));
    await settle();
    expect(api.callsTo('GET user')).toHaveLength(3);
    // The link dropped and came back without continuity: what was published meanwhile is read.
    act(() => channel.attached(false));
    await settle();
    expect(api.callsTo('GET user')).toHaveLength(4);
    expect(realtime.clients.map((client) => client.kind)).toEqual(['private']);
  });

  it('leaves a refused stored session on its page as a visitor’s, with the public connection', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    const expired = vi.fn();
    const stop = eventBus.on('session-expired', expired);
    serveThePage(() => json(401, { message: 'Unauthenticated.' }));
    void loadUser();
    await renderShell('/sports');
    await vi.waitFor(() => expect(palpiteStore.get(storedSessionRefusedAtom)).toBe(true));
    await settle();
    stop();
    expect(connectionNow().kind).toBe('public');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('the read of the player after a login (spec §4 "After login success")', () => {
  /** The page (`route`) of a visitor who has just logged in; `user` answers GET /user. */
  async function logInOnThePage(user: () => Response, route = '/') {
    const api = mockApi({
      'GET user': user,
      'GET user/notifications': () => json(200, { notifications: [], unread_count: 0, next_cursor: null }),
      'GET announcement': () => json(200, { is_active: false, message: '' }),
      'POST visitor-track': () => json(200, {}),
      'POST logout': () => json(200, {}),
      'GET site': () => json(200, { jurisdiction: 'default' }),
      'PUT user/language': () => json(200, { language: 'en' }),
    });
    const loggedIn = vi.fn();
    const loggedOut = vi.fn();
    const stops = [eventBus.on('user-logged-in', loggedIn), eventBus.on('user-logged-out', loggedOut)];
    await renderShell(route);
    act(() => eventBus.emit('login-success', { token: TOKEN }));
    return { api, loggedIn, loggedOut, stop: () => stops.forEach((stop) => stop()) };
  }

  it('keeps the session restoring through a 503, not logged out, and finishes the login once a later try reads the player', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let reads = 0;
    const page = await logInOnThePage(() => (++reads === 1 ? json(503, { message: 'Service Unavailable' }) : json(200, { user: PLAYER })));
    await vi.waitFor(() => expect(page.api.callsTo('GET user')).toHaveLength(1));
    await settle();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(true);
    expect(page.loggedOut).not.toHaveBeenCalled();
    expect(page.api.callsTo('POST logout')).toHaveLength(0);

    // The start-up backoff: tried again after 1 s (waited for past the default 1 s, busy machines included).
    await vi.waitFor(() => expect(page.loggedIn).toHaveBeenCalledWith({ userId: 7 }), { timeout: 5_000 });
    await settle();
    page.stop();
    expect(palpiteStore.get(userAtom)?.id).toBe(7);
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(false);
    expect(page.loggedIn).toHaveBeenCalledTimes(1);
    expect(page.loggedOut).not.toHaveBeenCalled();
    expect(page.api.callsTo('GET announcement')).toHaveLength(1);
    expect(page.api.callsTo('GET user/notifications')).toHaveLength(1);
  });

  it('goes on to the page the warning stopped the player at, once the login is done', async () => {
    palpiteStore.set(modalsAtom, { type: 'showWarning', redirectTo: '/user/dashboard' });
    const page = await logInOnThePage(() => json(200, { user: PLAYER }));
    await vi.waitFor(() => expect(page.loggedIn).toHaveBeenCalledTimes(1));
    await settle();
    page.stop();
    expect(shownPath).toBe('/user/dashboard');
  });

  it('leaves a player who went to another page while a slow server kept the login waiting where they went', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    palpiteStore.set(modalsAtom, { type: 'showWarning', redirectTo: '/user/dashboard' });
    let reads = 0;
    const page = await logInOnThePage(() => (++reads === 1 ? json(503, { message: 'Service Unavailable' }) : json(200, { user: PLAYER })));
    await vi.waitFor(() => expect(page.api.callsTo('GET user')).toHaveLength(1));
    act(() => void navigate('/sports'));
    // After the 1 s backoff: waited for past the default 1 s.
    await vi.waitFor(() => expect(page.loggedIn).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await settle();
    page.stop();
    expect(shownPath).toBe('/sports');
    expect(palpiteStore.get(modalsAtom).showAfterRedirect).toBeFalsy();
  });

  it('logs the player out when the server refuses the new session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await logInOnThePage(() => json(401, { message: 'Unauthenticated.' }));
    await vi.waitFor(() => expect(page.loggedOut).toHaveBeenCalledTimes(1));
    await settle();
    page.stop();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(palpiteStore.get(isUserLoadingAtom)).toBe(false);
    expect(page.loggedIn).not.toHaveBeenCalled();
  });

  it('takes the player home when the server refuses the new session, as every logout does (spec §4)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await logInOnThePage(() => json(401, { message: 'Unauthenticated.' }), '/sports');
    await vi.waitFor(() => expect(page.loggedOut).toHaveBeenCalledTimes(1));
    await settle();
    page.stop();
    expect(shownPath).toBe('/');
  });

  it('takes the player home, not on to the page the warning stopped them at, when the server refuses the new session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    palpiteStore.set(modalsAtom, { type: 'showWarning', redirectTo: '/user/dashboard' });
    const page = await logInOnThePage(() => json(401, { message: 'Unauthenticated.' }), '/sports');
    await vi.waitFor(() => expect(page.loggedOut).toHaveBeenCalledTimes(1));
    await settle();
    page.stop();
    expect(shownPath).toBe('/');
    expect(palpiteStore.get(modalsAtom).showAfterRedirect).toBeFalsy();
  });
});

/** Another tab of this browser logged out: the stored session is gone, then the storage event. */
function anotherTabLogsOut() {
  window.localStorage.removeItem(STORAGE_KEYS.authToken);
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authToken, oldValue: TOKEN, newValue: null, storageArea: window.localStorage }));
}

/** A player on `route`, their private connection attached. */
async function playerOn(route: string) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
  serveThePage();
  void loadUser();
  await renderShell(route);
  await vi.waitFor(() => expect(palpiteStore.get(userAtom)?.id).toBe(7));
  await vi.waitFor(() => expect(realtime.clients).toHaveLength(1));
  act(() => connectionNow().channels.get('private:user.7').attached());
  await settle();
}

describe('a logout in another tab (spec §4 "User session")', () => {
  it('closes the player’s connection and opens none for the live page they left on the way home', async () => {
    await playerOn('/live-bets');
    const [privateConnection] = realtime.clients;
    await act(async () => anotherTabLogsOut());
    await settle();
    expect(palpiteStore.get(userAtom)).toBeNull();
    expect(privateConnection!.closed).toBe(true);
    // A visitor at home holds no connection (spec §4): a public one for /live-bets was thrown away at once.
    expect(realtime.clients.map((client) => client.kind)).toEqual(['private']);
    expect(palpiteStore.get(realtimeConnectionAtom)).toBeNull();
  });

  it('gives a visitor who goes Back to the live page the logout left its public connection', async () => {
    await playerOn('/live-bets');
    await act(async () => anotherTabLogsOut());
    await settle();
    expect(palpiteStore.get(realtimeConnectionAtom)).toBeNull();
    // Home, then Back: the same history entry the player was logged out on.
    await act(async () => navigate(-1));
    await settle();
    expect(palpiteStore.get(realtimeConnectionAtom)?.kind).toBe('public');
    expect(connectionNow().kind).toBe('public');
  });

  it('switches to exactly one public connection where the page takes one anywhere (its stored session was refused earlier)', async () => {
    await playerOn('/live-bets');
    // This page's stored session had been refused at start-up before this player logged in here.
    act(() => palpiteStore.set(storedSessionRefusedAtom, true));
    await act(async () => anotherTabLogsOut());
    await settle();
    expect(realtime.clients.map((client) => `${client.kind}${client.closed ? ' closed' : ''}`)).toEqual(['private closed', 'public']);
    expect(palpiteStore.get(realtimeConnectionAtom)?.kind).toBe('public');
  });
});

describe('what the player changes in another tab', () => {
  it('switches this tab to the language picked there, and reads the notifications again once marked read there', async () => {
    await playerOn('/');
    const api = serveThePage();
    await act(async () => {
      window.localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'tr');
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.selectedLanguage, oldValue: 'en', newValue: 'tr', storageArea: window.localStorage }),
      );
    });
    await vi.waitFor(() => expect(i18n.language).toBe('tr'));
    // The other tab told the account already.
    expect(api.callsTo('PUT user/language')).toHaveLength(0);

    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: NOTIFICATIONS_CHANGED_KEY, oldValue: null, newValue: '1:1', storageArea: window.localStorage }));
    });
    await settle();
    expect(api.callsTo('GET user/notifications')).toHaveLength(1);
  });
});

describe('a document review (ops approves or rejects a KYC document)', () => {
  it('reads the player again on its notification, for the “Verified” badge, and not on other notifications', async () => {
    await playerOn('/');
    // Read before ops approved the identity document; the server says verified from then on.
    act(() => palpiteStore.set(userAtom, makeUser({ id: 7, identity_verified: false })));
    const api = serveThePage(() => json(200, { user: makeUser({ id: 7, identity_verified: true }) }));
    act(() => eventBus.emit('new-notification', { id: 90, message: 'Pago', key: 'notifications.withdrawalPaid', params: { amount: 'R$ 10,00' } }));
    await settle();
    expect(api.callsTo('GET user')).toHaveLength(0);
    expect(palpiteStore.get(userAtom)?.identity_verified).toBe(false);

    act(() => eventBus.emit('new-notification', { id: 91, message: 'Aprovado', key: 'notifications.documentApproved', params: { context: 'identity' } }));
    await settle();
    expect(api.callsTo('GET user')).toHaveLength(1);
    expect(palpiteStore.get(userAtom)?.identity_verified).toBe(true);

    act(() =>
      eventBus.emit('new-notification', { id: 92, message: 'Recusado', key: 'notifications.documentRejected', params: { context: 'address_noReason' } }),
    );
    await settle();
    expect(api.callsTo('GET user')).toHaveLength(2);
  });
});
