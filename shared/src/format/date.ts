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

/** The default date format: English-US `11/21/2026`. */
export function formatDateUS(value: Date | string | number): string | null {
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
}

/** Weeks start on Sunday (spec §9). */
export const WEEK_STARTS_ON = 0;
