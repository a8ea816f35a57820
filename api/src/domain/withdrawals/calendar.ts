/**
 * Calendar arithmetic in a named time zone (America/Sao_Paulo for every money rule), on epoch
 * milliseconds: the clock is passed in and nothing here reads it. Local days, weeks (from Sunday
 * 00:00, spec §9) and months are found with Intl's time-zone data, so the rules stay right on
 * days whose midnight a daylight-saving change skipped (Brazil moved clocks at 00:00 until 2019).
 */

export const DAY_MS = 86_400_000;

/** A calendar day without a time zone. */
export interface LocalDate {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
}

/** The wall clock of an instant in a time zone. */
export interface WallClock extends LocalDate {
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function daysFromCivil({ year, month, day }: LocalDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date `days` after 1970-01-01 (inverse of {@link daysFromCivil}). */
export function civilFromDays(days: number): LocalDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthPart = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthPart + 2) / 5) + 1;
  const month = monthPart < 10 ? monthPart + 3 : monthPart - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Epoch milliseconds of a UTC wall time: `utcMs(2024, 6, 2, 3)` is 2024-06-02T03:00:00Z. */
export function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return daysFromCivil({ year, month, day }) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000;
}

/** `2024-06-02` → the date, or null when it is not a real calendar day. */
export function parseLocalDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const roundTrip = civilFromDays(daysFromCivil(date));
  return roundTrip.year === date.year && roundTrip.month === date.month && roundTrip.day === date.day ? date : null;
}

/** `YYYY-MM-DD`. */
export function formatLocalDate({ year, month, day }: LocalDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Negative, zero or positive as `a` is before, the same as or after `b`. */
export function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return daysFromCivil(a) - daysFromCivil(b);
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return civilFromDays(daysFromCivil(date) + days);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `epochMs`. */
export function wallClock(epochMs: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(epochMs)
      .map((part) => [part.type, part.value]),
  );
  const yearOfEra = Number(parts.year);
  return {
    year: parts.era === 'BC' ? 1 - yearOfEra : yearOfEra,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The calendar day in `timeZone` at `epochMs`. */
export function localDateOf(epochMs: number, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(epochMs, timeZone);
  return { year, month, day };
}

/** Local wall time minus UTC at `epochMs`, in milliseconds (−3 h in São Paulo today). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const wall = wallClock(epochMs, timeZone);
  const whole = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return utcMs(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second) - whole;
}

/**
 * The first instant of a local day: its midnight, or — when a daylight-saving change skipped
 * midnight — the moment the clocks jumped (the day then starts at 01:00).
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): number {
  const wall = daysFromCivil(date) * DAY_MS;
  // Offsets in force around that day; a day has at most one change.
  const offsets = new Set([zoneOffsetMs(wall - DAY_MS, timeZone), zoneOffsetMs(wall, timeZone), zoneOffsetMs(wall + DAY_MS, timeZone)]);
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const onTheDay = candidates.filter((instant) => compareLocalDates(localDateOf(instant, timeZone), date) === 0);
  const midnight = onTheDay.find((instant) => {
    const clock = wallClock(instant, timeZone);
    return clock.hour === 0 && clock.minute === 0 && clock.second === 0;
  });
  if (midnight !== undefined) return midnight;
  // Midnight did not exist: the day began when the clocks moved forward, at the earliest
  // candidate that already lies on the day.
  const first = onTheDay[0];
  if (first === undefined) throw new RangeError(`cannot find the start of ${formatLocalDate(date)} in ${timeZone}`);
  return first;
}

/** Start of the week holding `epochMs`: the latest Sunday 00:00 in `timeZone` at or before it. */
export function startOfWeek(epochMs: number, timeZone: string): number {
  const clock = wallClock(epochMs, timeZone);
  return startOfLocalDay(addDays(clock, -clock.weekday), timeZone);
}

/** Start of the next week after the one holding `epochMs`. */
export function startOfNextWeek(epochMs: number, timeZone: string): number {
  const clock = wallClock(epochMs, timeZone);
  return startOfLocalDay(addDays(clock, 7 - clock.weekday), timeZone);
}

/** Start of the calendar month holding `epochMs`, in `timeZone`. */
export function startOfMonth(epochMs: number, timeZone: string): number {
  const { year, month } = wallClock(epochMs, timeZone);
  return startOfLocalDay({ year, month, day: 1 }, timeZone);
}

/** Whole years from `birth` to `today` (a 29 February birthday turns a year older on 1 March). */
export function ageInYears(birth: LocalDate, today: LocalDate): number {
  const years = today.year - birth.year;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return hadBirthday ? years : years - 1;
}
