/** Calendar days and card expiries are São Paulo's (spec §9; the API decides in that zone). */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** Today (or `now`) as a calendar day in São Paulo. */
export function todayInBrazil(now: Date = new Date()): LocalDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month'), day: value('day') };
}

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
