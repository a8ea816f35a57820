/**
 * Loads the logged-in player's details (`GET /user`, spec §7) into the platform store.
 * A 401 at start-up clears the stored auth data (spec §4 "User session", §8): the player stays on
 * the page as a visitor — a link to the sports page opened with an expired session shows the
 * sports page — where any other 401 logs out to `/`; and the page takes the public realtime
 * connection (`storedSessionRefusedAtom`). A 401 to a refresh while the player is shown logs out
 * like any other; a banned account's shows the banned notice. Other failures (no answer, a 5xx)
 * say nothing about the session: they are kept in `userFetchErrorAtom`, and while no player is
 * shown the read is tried again (`userReadFailedTriesAtom`), the session still restoring.
 */
import {
  api,
  atom,
  clearAuthData,
  eventBus,
  OWN_UNAUTHORIZED,
  isHTTPError,
  isUserFetchInProgressAtom,
  isUserLoadingAtom,
  palpiteStore,
  readAuthToken,
  STORAGE_KEYS,
  userAtom,
  userBalanceAtom,
  userBonusBalanceAtom,
  userFetchErrorAtom,
  type User,
} from '@palpite/shared';
import { retryDelayMs, scheduleRetry, type RetryWake } from '../../lib/retry-backoff.ts';
import { showBannedNotice } from './forced-logout.ts';
import { BANNED_KEY } from './session-expiry.ts';

/** A stored session was refused by `GET /user`: from then on the page holds the public realtime connection (spec §4). */
export const storedSessionRefusedAtom = atom(false);

/** The read on its way, and the session it speaks for: a new login must not be handed the old one's read. */
let inFlight: { token: string; read: Promise<User | null> } | null = null;

/**
 * How many reads in a row of the stored session failed without an answer about it (the network
 * down, a 503): neither the player nor a refusal, so the page keeps restoring it and tries again.
 * 0 once the server answers, or once no session is stored.
 */
export const userReadFailedTriesAtom = atom(0);

/** Stops the pending retry (its timer and its listeners), if any. */
let cancelPendingRetry: (() => void) | null = null;

function cancelRetry(): void {
  cancelPendingRetry?.();
  cancelPendingRetry = null;
}

const whenFocused: RetryWake = (tryNow) => {
  window.addEventListener('focus', tryNow);
  return () => window.removeEventListener('focus', tryNow);
};

const whenShown: RetryWake = (tryNow) => {
  const onChange = () => {
    if (document.visibilityState === 'visible') tryNow();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

const whenSessionChangedElsewhere: RetryWake = (tryNow) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.authToken) tryNow();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

const whenLoggedOut: RetryWake = (tryNow) => eventBus.on('user-logged-out', tryNow);

/**
 * Beyond the backoff and the network coming back (retry-backoff.ts), the next try comes at once
 * when the player looks at the page again or the session may have ended (a logout, here or in
 * another tab).
 */
function scheduleUserRetry(delayMs: number): void {
  cancelRetry();
  cancelPendingRetry = scheduleRetry(delayMs, retryUserReadNow, [whenFocused, whenShown, whenSessionChangedElsewhere, whenLoggedOut]);
}

function tryAgainLater(): void {
  const failedTries = palpiteStore.get(userReadFailedTriesAtom) + 1;
  palpiteStore.set(userReadFailedTriesAtom, failedTries);
  scheduleUserRetry(retryDelayMs(failedTries));
}

/** The server answered about the session (or none is stored): nothing left to try again. */
function stopTrying(): void {
  cancelRetry();
  palpiteStore.set(userReadFailedTriesAtom, 0);
}

/**
 * Calls `settled` once no read is left to try again: the server answered about the session (the
 * player, or a refusal), or none is stored any more. Returns the stop.
 */
export function onUserReadSettled(settled: () => void): () => void {
  if (palpiteStore.get(userReadFailedTriesAtom) === 0) {
    settled();
    return () => undefined;
  }
  const stop = palpiteStore.sub(userReadFailedTriesAtom, () => {
    if (palpiteStore.get(userReadFailedTriesAtom) > 0) return;
    stop();
    settled();
  });
  return stop;
}

/**
 * Reads the stored session again at once (the page's Retry, the network back). With no session
 * stored any more, or the player shown, the tries end and the page stops restoring.
 */
export function retryUserReadNow(): void {
  cancelRetry();
  if (readAuthToken() !== null && palpiteStore.get(userAtom) === null) {
    void loadUser();
    return;
  }
  stopTrying();
  if (inFlight === null) palpiteStore.set(isUserLoadingAtom, false);
}

async function fetchUser(): Promise<User | null> {
  const store = palpiteStore;
  store.set(isUserFetchInProgressAtom, true);
  store.set(isUserLoadingAtom, true);
  // Every change of the balances comes with a balance event. One that arrives while this read is
  // on its way may be newer than what the read saw, and if not, the event of the change the read
  // saw is still to come: so after such an event the balances shown stay the events'.
  let balanceMovedMeanwhile = false;
  const stopWatching = eventBus.on('balance-updated', () => {
    balanceMovedMeanwhile = true;
  });
  // The session this read speaks for: a logout (or another login) while it is on its way makes its answer stale.
  const token = readAuthToken();
  const stillCurrent = () => readAuthToken() === token;
  try {
    const body = await api.get('user', OWN_UNAUTHORIZED).json<{ user?: User } & Partial<User>>();
    if (!stillCurrent()) return null;
    const user = (body.user ?? body) as User;
    store.set(userAtom, user);
    if (!balanceMovedMeanwhile) {
      store.set(userBalanceAtom, Number(user.balance ?? 0));
      store.set(userBonusBalanceAtom, Number(user.bonus_balance ?? 0));
    }
    store.set(userFetchErrorAtom, null);
    stopTrying();
    return user;
  } catch (error) {
    if (!stillCurrent()) return null;
    if (isHTTPError(error) && error.response.status === 401) {
      stopTrying();
      const key = (error.data as { message_key?: unknown } | undefined)?.message_key;
      if (key === BANNED_KEY) showBannedNotice();
      // A refresh while the player is on the page logs out like any other 401 (spec §8).
      else if (store.get(userAtom) !== null) eventBus.emit('session-expired', { status: 401 });
      else {
        clearAuthData();
        store.set(storedSessionRefusedAtom, true);
      }
    } else {
      console.warn('[palpite] user details could not be loaded', error);
      // A player already shown stays shown; a session not yet confirmed is not taken for a visitor's.
      if (store.get(userAtom) === null) tryAgainLater();
    }
    store.set(userFetchErrorAtom, isHTTPError(error) ? (error.data ?? error.message) : String(error));
    return null;
  } finally {
    stopWatching();
    store.set(isUserFetchInProgressAtom, false);
    // A read to be tried again keeps the session restoring: the shell shows neither a visitor nor the player.
    store.set(isUserLoadingAtom, cancelPendingRetry !== null);
  }
}

/**
 * The stored session's player once the server has answered about it (the after-login read): a
 * read that fails without an answer (the network down, a 503) is tried again meanwhile, as at
 * start-up, the session restoring. Null once the session is refused, or is no longer the one stored.
 */
export async function loadUserWhenAnswered(): Promise<User | null> {
  const token = readAuthToken();
  const user = await loadUser();
  if (user) return user;
  await new Promise<void>((answered) => onUserReadSettled(answered));
  return token !== null && readAuthToken() === token ? palpiteStore.get(userAtom) : null;
}

/** Fetches the user once at a time; callers share the pending request. */
export function loadUser(): Promise<User | null> {
  const token = readAuthToken();
  if (!token) return Promise.resolve(null);
  if (inFlight?.token === token) return inFlight.read;
  const read: Promise<User | null> = fetchUser().finally(() => {
    if (inFlight?.read === read) inFlight = null;
  });
  inFlight = { token, read };
  return read;
}
