/**
 * Forced logout (spec §4, §6). `force-logout` arrives on the player's private channel for every
 * session of theirs that the server ended (another device, a ban, a password change, a session
 * ended by the player elsewhere). Only the sessions really ended leave: the page asks the server
 * whether its own token still works before acting.
 */
import { api, atom, OWN_UNAUTHORIZED, palpiteStore, readAuthToken, showBannedModalAtom } from '@palpite/shared';
import { clearSession } from './logout.ts';

/** The forced-logout notice is showing (keys forcedLogout.title/message/understood). */
export const isForcedLogoutVisibleAtom = atom(false);

/**
 * The player changed their password in this tab: the change's own force-logout showed the notice
 * before the form's hand-off to login, so the notice's confirm opens the login form here instead
 * of reloading (no timer takes the notice away while it is being read).
 */
export const loginAfterNoticeAtom = atom(false);

/** The notice was left by a logout that reloaded the page: its confirm only closes it (the page is already fresh, at home). */
const shownAfterReloadAtom = atom(false);

/** Where a logout that reloads the page leaves word for the next page load to show the notice. */
export const SESSION_ENDED_FLAG = 'palpite.sessionEnded';

/**
 * Before a reload that logs the player out (a request refused with 401: the session ended
 * elsewhere, or expired): the next page load says so. Without it the player simply found
 * themselves a visitor, their input gone, with no word why.
 */
export function leaveSessionEndedNotice(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_FLAG, '1');
  } catch {
    // No session storage (a private mode): the reload goes without the notice.
  }
}

/** At start-up: the notice a logout left before reloading, shown once. */
export function showSessionEndedNotice(): void {
  try {
    if (sessionStorage.getItem(SESSION_ENDED_FLAG) === null) return;
    sessionStorage.removeItem(SESSION_ENDED_FLAG);
  } catch {
    return;
  }
  palpiteStore.set(forcedLogoutReasonAtom, null);
  palpiteStore.set(shownAfterReloadAtom, true);
  palpiteStore.set(isForcedLogoutVisibleAtom, true);
}

/** Why: `excluded` (a break or self-exclusion just started) has its own message; any other reason the generic one. */
export const forcedLogoutReasonAtom = atom<string | null>(null);

/** Spec §4: "reason banned sets the banned flag first, then logout after about 50 ms". */
export const BANNED_LOGOUT_DELAY_MS = 50;

/**
 * True while the stored token still opens a session. Asked with the activity ping, which under
 * the br profile does not count as the player's activity (this check is the server's doing, not
 * theirs); its 401 is handled here, not by the client's logout.
 */
async function sessionStillValid(): Promise<boolean> {
  if (!readAuthToken()) return false;
  try {
    const response = await api.post('user/update-activity', { json: {}, ...OWN_UNAUTHORIZED, throwHttpErrors: false });
    return response.status !== 401;
  } catch {
    // Offline or no answer in time: keep the session; the next request decides.
    return true;
  }
}

/** The banned notice, then the local logout; its Continue takes the player home (spec §6). */
export function showBannedNotice(): void {
  palpiteStore.set(showBannedModalAtom, true);
  setTimeout(clearSession, BANNED_LOGOUT_DELAY_MS);
}

export async function handleForceLogout(reason: string): Promise<void> {
  if (reason === 'banned') return showBannedNotice();
  // No session in this tab (already logged out, or the login form has taken over): nothing to end.
  if (!readAuthToken()) return;
  // A break or self-exclusion ends every session by definition: nothing to ask the server.
  if (reason !== 'excluded' && (await sessionStillValid())) return;
  clearSession();
  palpiteStore.set(forcedLogoutReasonAtom, reason);
  palpiteStore.set(isForcedLogoutVisibleAtom, true);
}

/** "Understood": back to the home page with a fresh load (spec §4 "Forced logout"). */
export function acknowledgeForcedLogout(goHomeAndReload: () => void = () => window.location.assign('/'), openLogin: () => void = goHomeAndReload): void {
  palpiteStore.set(isForcedLogoutVisibleAtom, false);
  if (palpiteStore.get(shownAfterReloadAtom)) {
    palpiteStore.set(shownAfterReloadAtom, false);
    return;
  }
  if (palpiteStore.get(loginAfterNoticeAtom)) {
    palpiteStore.set(loginAfterNoticeAtom, false);
    openLogin();
    return;
  }
  goHomeAndReload();
}
