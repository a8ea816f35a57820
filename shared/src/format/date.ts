/** Dates (spec §4, §9): notifications as day, short month, year; default format English-US. */
import type { Language } from '../i18n/languages.ts';

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `Nov 21, 2026` (en), `21 de nov. de 2026` (pt-BR), `21 Kas 2026` (tr); null for an invalid date.
 * In the device's time zone unless `timeZone` names another (the API writing for a viewer).
 */
export function formatDayMonthYear(value: Date | string | number, language: Language, timeZone?: string): string | null {
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date);
}

const hourStyles = new Map<Language, 'numeric' | '2-digit'>();

/**
 * The hour as the language writes it. A 12-hour clock drops its leading zero (US English writes
 * `8:39 AM`, not `08:39 AM`); a 24-hour one keeps it (`08:39` in Brazil and Turkey, where a numeric
 * hour would give `8:39`). The clock is the one Intl resolves for the language, not a list of ours.
 * Only the choice is remembered: a kept formatter would keep the time zone the device had when made.
 */
function hourStyleOf(language: Language): 'numeric' | '2-digit' {
  let style = hourStyles.get(language);
  if (!style) {
    const { hourCycle } = new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions();
    style = hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric';
    hourStyles.set(language, style);
  }
  return style;
}

/** `14:05`, `08:39` (pt-BR, tr), `2:05 PM`, `8:39 AM` (en); null for an invalid date. */
export function formatTimeOfDay(value: Date | string | number, language: Language, timeZone?: string): string | null {
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(language, { hour: hourStyleOf(language), minute: '2-digit', timeZone }).format(date);
}

/** `21 de nov. de 2026, 14:05` (pt-BR), `Nov 21, 2026, 2:05 PM` (en): how lists show when something happened; null for an invalid date. */
export function formatDateTime(value: Date | string | number, language: Language, timeZone?: string): string | null {
  const day = formatDayMonthYear(value, language, timeZone);
  return day === null ? null : `${day}, ${formatTimeOfDay(value, language, timeZone)}`;
}

/** The default date format: English-US `11/21/2026`. */
export function formatDateUS(value: Date | string | number): string | null {
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
}

/** Weeks start on Sunday (spec §9). */
export const WEEK_STARTS_ON = 0;
