/**
 * Typing a date in the site's language: `27/11/2026` in pt-BR, `11/27/2026` in en, `27.11.2026`
 * in tr. A browser's own date input follows the browser's language instead of the page's, so a
 * Brazilian player on an English browser would be asked for month first. Values stay ISO
 * (`2026-11-27`), as the API takes them.
 */
import type { Language } from '../i18n/languages.ts';

export type DatePart = 'day' | 'month' | 'year';

export interface DateEntryPattern {
  /** The parts in the order they are typed. */
  order: readonly DatePart[];
  separator: string;
}

const DIGITS: Record<DatePart, number> = { day: 2, month: 2, year: 4 };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The language's numeric date layout, as Intl writes it (order of the parts and their separator). */
export function dateEntryPattern(language: Language): DateEntryPattern {
  const parts = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2000, 0, 2));
  const order = parts.map((part) => part.type).filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  return { order, separator };
}

/**
 * What the player typed, laid out in the pattern: `2711` → `27/11`. A separator after a one-digit
 * day or month pads it (`2/` → `02/`); one after a complete part is kept, so it does not look ignored.
 * An ISO date (pasted, or filled in by the browser) is laid out as the date it names.
 */
export function maskDateEntry(text: string, pattern: DateEntryPattern): string {
  // A pasted or autofilled ISO date (`2026-11-27`) is taken as the date it names.
  if (ISO_DATE.test(text.trim())) return formatDateEntry(text.trim(), pattern);
  const groups = [''];
  for (const character of text) {
    const index = groups.length - 1;
    const part = pattern.order[index]!;
    const isLast = index === pattern.order.length - 1;
    if (/\d/.test(character)) {
      if (groups[index]!.length < DIGITS[part]) groups[index] += character;
      else if (!isLast) groups.push(character);
      else break;
    } else if (groups[index] !== '' && !isLast && (part !== 'year' || groups[index]!.length === DIGITS.year)) {
      groups[index] = groups[index]!.padStart(DIGITS[part], '0');
      groups.push('');
    }
  }
  return groups.join(pattern.separator);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The ISO date a complete entry names (`27/11/2026` → `2026-11-27`); null when incomplete or not a calendar date. */
export function parseDateEntry(text: string, pattern: DateEntryPattern): string | null {
  const digits = maskDateEntry(text, pattern).replace(/\D/g, '');
  if (digits.length !== 8) return null;
  const values: Partial<Record<DatePart, string>> = {};
  let offset = 0;
  for (const part of pattern.order) {
    values[part] = digits.slice(offset, offset + DIGITS[part]);
    offset += DIGITS[part];
  }
  const [year, month, day] = [Number(values.year), Number(values.month), Number(values.day)];
  if (year < 1000 || !isCalendarDate(year, month, day)) return null;
  return `${values.year}-${values.month}-${values.day}`;
}

/** An ISO date as the language types it (`2026-11-27` → `27/11/2026`); '' when it is not one. */
export function formatDateEntry(isoDate: string, pattern: DateEntryPattern): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return '';
  const values: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  return pattern.order.map((part) => values[part]).join(pattern.separator);
}
