/**
 * Brazil time for schedules and the results page. Brasília time is UTC−3 all year (daylight
 * saving was abolished in 2019), so a fixed offset is exact. Times are epoch milliseconds given
 * by the caller; days are day numbers (days since 1970-01-01, see odds/calendar.ts).
 */
import { isoDay, parseIsoDay } from '../odds/index.ts';

export const BRAZIL_UTC_OFFSET_MINUTES = -180;
const DAY_MS = 86_400_000;
const OFFSET_MS = BRAZIL_UTC_OFFSET_MINUTES * 60_000;

/** The Brazil-time calendar day of an instant. */
export function brazilDay(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS);
}

/** The instant of `HH:MM` Brazil time on a day. */
export function brazilTime(day: number, hhmm: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new RangeError(`bad time ${hhmm}`);
  return day * DAY_MS + (Number(match[1]) * 60 + Number(match[2])) * 60_000 - OFFSET_MS;
}

/** [start, end) instants of a Brazil-time day. */
export function brazilDayBounds(day: number): { start: number; end: number } {
  return { start: day * DAY_MS - OFFSET_MS, end: (day + 1) * DAY_MS - OFFSET_MS };
}

/** The instant of a local `HH:MM` on a day in a zone `offsetMinutes` from UTC (e.g. +60 for CET). */
export function zonedTime(day: number, hhmm: string, offsetMinutes: number): number {
  return brazilTime(day, hhmm) + OFFSET_MS - offsetMinutes * 60_000;
}

export { isoDay, parseIsoDay };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DDTHH:MM:SS.sssZ` of an instant (what Date#toISOString gives, without a Date). */
export function isoInstant(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  const rest = ms - day * DAY_MS;
  const h = Math.floor(rest / 3_600_000);
  const m = Math.floor((rest % 3_600_000) / 60_000);
  const s = Math.floor((rest % 60_000) / 1000);
  return `${isoDay(day)}T${pad(h)}:${pad(m)}:${pad(s)}.${pad(Math.floor(rest % 1000), 3)}Z`;
}

/** Epoch ms of `YYYY-MM-DDTHH:MM[:SS[.sss]]Z`; undefined if it is not one. */
export function parseIsoInstant(text: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z$/.exec(text);
  if (!match) return undefined;
  const day = parseIsoDay(match[1] as string);
  const [h, m, s] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (day === undefined || h > 23 || m > 59 || s > 59) return undefined;
  return day * DAY_MS + ((h * 60 + m) * 60 + s) * 1000 + Number((match[5] ?? '0').padEnd(3, '0'));
}
