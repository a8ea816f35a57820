/**
 * Days of the results date strip. The player's days are the device's: kick-off times and "Hoje"
 * elsewhere on the sports pages are the device's, and the SDK's client sends the device's zone
 * (`X-Time-Zone`) so the API's results day is that same calendar day. The strip's today is
 * therefore the calendar day in the device's zone (in Manaus or abroad too) — at the server's now,
 * not the device clock's — held as a local date so the strip counts and labels days in plain
 * calendar steps.
 */

/** The calendar day at `now` in the device's zone, as a local `Date` at midnight. */
export function deviceToday(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** `YYYY-MM-DD` of a local date (the value of a date input, and the strip's keys). */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The `count` days ending with `today`, newest first (so today is in view on a phone). */
export function recentDays(today: Date, count: number): Date[] {
  return Array.from({ length: count }, (_, index) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - index));
}

/**
 * The strip's days: the `count` days ending with `today`, and the day on show when it is not one of
 * them (the player picked the oldest, then midnight moved the strip on), in its place by date: the
 * day the list shows is always a pressed button.
 */
export function stripDays(today: Date, count: number, shownDay: string): Date[] {
  const days = recentDays(today, count);
  if (days.some((date) => isoDay(date) === shownDay)) return days;
  // Date and time without a zone: the device's midnight of that day.
  return [...days, new Date(`${shownDay}T00:00`)].sort((a, b) => b.getTime() - a.getTime());
}

export interface DayLabel {
  /** `today`, `yesterday`, or null for an older day (shown by its weekday). */
  relative: 'today' | 'yesterday' | null;
  weekday: string;
  day: string;
}

/** How a day of the strip reads in a language: relative name or short weekday, then the numeric day and month. */
export function dayLabel(date: Date, today: Date, language: string): DayLabel {
  const daysAgo = Math.round(
    (Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())) / 86_400_000,
  );
  return {
    relative: daysAgo === 0 ? 'today' : daysAgo === 1 ? 'yesterday' : null,
    weekday: new Intl.DateTimeFormat(language, { weekday: 'short' }).format(date),
    day: new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit' }).format(date),
  };
}
