/**
 * Logout (spec §4 "User session"): tell the server, and whether it answers or not clear the
 * stored auth data and the player's state. The caller then goes to `/`.
 */
import {
  api,
  clearAuthData,
  eventBus,
  hasShownAnnouncementAtom,
  modalsAtom,
  notificationsAtom,
  palpiteStore,
  readAuthToken,
  unreadNotificationsCountAtom,
  userAtom,
  userBalanceAtom,
  userBonusBalanceAtom,
} from '@palpite/shared';

/** Forgets the player locally: storage keys and every user atom. */
export function clearSession(): void {
  clearAuthData();
  forgetPlayerState();
}

/** Forgets the player in this page only (every user atom), leaving the stored session to whoever holds it. */
export function forgetPlayerState(): void {
  palpiteStore.set(userAtom, null);
  palpiteStore.set(userBalanceAtom, 0);
  palpiteStore.set(userBonusBalanceAtom, 0);
  palpiteStore.set(notificationsAtom, []);
  palpiteStore.set(unreadNotificationsCountAtom, 0);
  palpiteStore.set(hasShownAnnouncementAtom, false);
  palpiteStore.set(modalsAtom, { type: 'forgetRedirect' });
}

export async function logout(): Promise<void> {
  const token = readAuthToken();
  // The stored session goes first: a request of this page answered 401 while the server ends the
  // session would otherwise read as the session expiring (a reload, and "you were logged out").
  clearAuthData();
  if (token) {
    // Server errors are ignored (spec §8): the player is logged out locally either way.
    await api.post('logout', { json: {}, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  }
  forgetPlayerState();
  eventBus.emit('user-logged-out', {});
}
