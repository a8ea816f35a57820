/**
 * Reality-check reminders (issue 8): every N minutes of active time in this login (the spec's
 * `activeTime` key, counted while logged in and the tab is visible) the player is told how long
 * they have been playing. Pure: the caller reads the clock and storage.
 */

const MINUTE_MS = 60_000;

/** How many whole intervals `activeMs` covers; 0 without an interval. */
export function reminderIndex(activeMs: number, intervalMinutes: number | null): number {
  if (!intervalMinutes || intervalMinutes <= 0 || !Number.isFinite(activeMs) || activeMs < 0) return 0;
  return Math.floor(activeMs / (intervalMinutes * MINUTE_MS));
}

/**
 * The reminder due now: the minutes played when a new interval was completed since the last one
 * shown (`lastIndex`), else null. After a long absence only one reminder is due, not several.
 */
export function dueReminder(activeMs: number, intervalMinutes: number | null, lastIndex: number): { index: number; minutes: number } | null {
  const index = reminderIndex(activeMs, intervalMinutes);
  if (index <= lastIndex || index === 0) return null;
  return { index, minutes: Math.floor(activeMs / MINUTE_MS) };
}
