/** Dates (spec §4, §9): notifications as day, short month, year; default format English-US. */
import type { Language } from '../i18n/languages.ts';

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `Nov 21, 2026` (en), `21 de nov. de 2026` (pt-BR), `21 Kas 2026` (tr); null for an invalid date. */
export function formatDayMonthYear(value: Date | string | number, language: Language): string | null {
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** `14:05` (pt-BR, tr), `02:05 PM` (en); null for an invalid date. */
export function formatTimeOfDay(value: Date | string | number, language: Language): string | null {
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
}

/** `21 de nov. de 2026, 14:05` (pt-BR), `Nov 21, 2026, 02:05 PM` (en): how lists show when something happened; null for an invalid date. */
export function formatDateTime(value: Date | string | number, language: Language): string | null {
  const day = formatDayMonthYear(value, language);
  return day === null ? null : `${day}, ${formatTimeOfDay(value, language)}`;
}

/** The default date format: English-US `11/21/2026`. */
export function formatDateUS(value: Date | string | number): string | null {
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
}

/** Weeks start on Sunday (spec §9). */
export const WEEK_STARTS_ON = 0;
