/** Calendar days and card expiries are São Paulo's (spec §9; the API decides in that zone). */
import type { LocalDate } from '@palpite/shared';

// Moved into the SDK (the results page needs Brazil's today too); re-exported for this remote's features.
export { todayInBrazil, type LocalDate } from '@palpite/shared';

/** `2026-11-21` → a real calendar day, or null (`2026-02-30` is not one). */
export function parseIsoDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from `birth` to `today`. */
export function ageOn(birth: LocalDate, today: LocalDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export function isoDate(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
