/**
 * The player's other tabs of this browser share their notifications' state with this one: what
 * one tab marks read or clears, the others read again (their unread count stayed up otherwise).
 * They hear it as a storage event (they share the stored session the same way, session/other-tabs.ts).
 */
import { palpiteStore, userAtom } from '@palpite/shared';

/** Not session data but a signal: its value changes whenever a tab changes the player's notifications. */
export const NOTIFICATIONS_CHANGED_KEY = 'palpite.notificationsChanged';

let changesTold = 0;

/** Tells the other tabs that this one marked the player's notifications read or cleared them. */
export function tellOtherTabsNotificationsChanged(): void {
  changesTold += 1;
  try {
    localStorage.setItem(NOTIFICATIONS_CHANGED_KEY, `${Date.now()}:${changesTold}`);
  } catch {
    // No storage (a private mode): the other tabs catch up at their next read of the list.
  }
}

/** Calls `readAgain` when another tab changed the notifications of the player this tab shows; returns the stop. */
export function followNotificationsOfOtherTabs(readAgain: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === NOTIFICATIONS_CHANGED_KEY && event.newValue !== null && palpiteStore.get(userAtom) !== null) readAgain();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
