import { formatTimeOfDay, isLanguage } from '@palpite/shared';

/** Numbers as the player's language writes them (pt-BR: 96,21 %). Pure. */

/** `96.2121` → `96,21%` (pt-BR) / `96.21%` (en): the RTP as shown on tiles and the info panel. */
export function formatPercent(percent: number, language: string, digits = 2): string {
  return new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(percent / 100);
}

/** `2000` → `2.000` (pt-BR): a count or a pay table figure, up to two decimals as needed. */
export function formatFigure(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** `23303.75` → `23.303,75×`: a multiple of the stake. */
export function formatMultiple(multiple: number, language: string): string {
  return `${formatFigure(multiple, language)}×`;
}

export function formatNumber(value: number, language: string, digits = 2): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A round's time: day, short month, hour and minute in the player's language (`8:39 AM` in English, `08:39` elsewhere). */
export function formatRoundTime(iso: string, language: string): string {
  const day = new Intl.DateTimeFormat(language, { day: '2-digit', month: 'short' }).format(new Date(iso));
  const time = isLanguage(language) ? formatTimeOfDay(iso, language) : null;
  return time ? `${day}, ${time}` : day;
}
