/**
 * Loads the logged-in player's details (`GET /user`, spec §7) into the platform store.
 * A 401 at start-up clears the stored auth data (spec §4 "User session", §8): the player stays on
 * the page as a visitor — a link to the sports page opened with an expired session shows the
 * sports page — where any other 401 logs out to `/`; and the page takes the public realtime
 * connection (`storedSessionRefusedAtom`). A 401 to a refresh while the player is shown logs out
 * like any other; a banned account's shows the banned notice. Other failures are kept in
 * `userFetchErrorAtom` and only logged.
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
  userAtom,
  userBalanceAtom,
  userBonusBalanceAtom,
  userFetchErrorAtom,
  type User,
} from '@palpite/shared';
import { showBannedNotice } from './forced-logout.ts';
import { BANNED_KEY } from './session-expiry.ts';

/** A stored session was refused by `GET /user`: from then on the page holds the public realtime connection (spec §4). */
export const storedSessionRefusedAtom = atom(false);

/** The read on its way, and the session it speaks for: a new login must not be handed the old one's read. */
let inFlight: { token: string; read: Promise<User | null> } | null = null;

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
    return user;
  } catch (error) {
    if (!stillCurrent()) return null;
    if (isHTTPError(error) && error.response.status === 401) {
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
    }
    store.set(userFetchErrorAtom, isHTTPError(error) ? (error.data ?? error.message) : String(error));
    return null;
  } finally {
    stopWatching();
    store.set(isUserFetchInProgressAtom, false);
    store.set(isUserLoadingAtom, false);
  }
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
