/**
 * While a token is stored: ping `POST /user/update-activity` every 15 minutes (spec §7; a 401
 * logs out through the API client's session-expired event, other errors are ignored), and keep
 * the active-time keys of spec §3 — how long the player has been active in this login, the
 * basis of reality-check reminders.
 */
import { api, palpiteStore, readAuthToken, readStored, STORAGE_KEYS, userAtom, writeStored } from '@palpite/shared';
import { loadUser } from './load-user.ts';

export const ACTIVITY_PING_MS = 900_000;
const ACTIVE_TICK_MS = 60_000;

/** A short tag of the token the active time belongs to (never the token itself). */
function tokenTag(token: string): string {
  return token.slice(-8);
}

/**
 * Counts the time since the last count into `activeTime` when this page is visible; a new login
 * restarts it. The keys are shared by every tab of the login, so a hidden tab neither counts nor
 * moves the clock (it would take the time a visible tab is about to count), and a gap longer than
 * two ticks is not counted at all: no visible tab was counting then (all hidden, or the device
 * asleep).
 */
export function tickActiveTime(nowMs: number, visible: boolean): void {
  const token = readAuthToken();
  if (!token) return;
  const tag = tokenTag(token);
  if (readStored(STORAGE_KEYS.activeTimeToken) !== tag) {
    writeStored(STORAGE_KEYS.activeTimeToken, tag);
    writeStored(STORAGE_KEYS.activeTime, '0');
    writeStored(STORAGE_KEYS.activeTimeUpdatedAt, String(nowMs));
    return;
  }
  if (!visible) return;
  const elapsed = nowMs - Number(readStored(STORAGE_KEYS.activeTimeUpdatedAt) ?? nowMs);
  const counted = elapsed > 0 && elapsed <= ACTIVE_TICK_MS * 2 ? elapsed : 0;
  writeStored(STORAGE_KEYS.activeTime, String(Number(readStored(STORAGE_KEYS.activeTime) ?? 0) + counted));
  writeStored(STORAGE_KEYS.activeTimeUpdatedAt, String(nowMs));
}

async function ping(): Promise<void> {
  if (!readAuthToken()) return;
  const answered = await api.post('user/update-activity', { json: {} }).then(
    () => true,
    () => false,
  );
  // The session works but the page holds no player: its start-up read failed (a 401 would have
  // forgotten the token), e.g. the API was briefly down. Read the player again.
  if (answered && palpiteStore.get(userAtom) === null) await loadUser();
}

/** Starts the ping and the active-time clock for the page's life (both idle while no token is stored); returns a stop function. */
export function startActivityTracking(): () => void {
  const tick = () => tickActiveTime(Date.now(), document.visibilityState === 'visible');
  // Hiding: this page was visible until now. Showing: the time since the last count, when recent,
  // was another visible tab's.
  const onVisibilityChange = () => tickActiveTime(Date.now(), true);
  tick();
  const pingTimer = window.setInterval(() => void ping(), ACTIVITY_PING_MS);
  const tickTimer = window.setInterval(tick, ACTIVE_TICK_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.clearInterval(pingTimer);
    window.clearInterval(tickTimer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
