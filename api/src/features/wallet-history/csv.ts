/**
 * The CSV of the transaction export: the screen's columns, the header and the action and status
 * words in the request's language, UTF-8 with a BOM so Excel reads the accents. The layout follows
 * the language so a double-click opens it in columns: pt-BR and tr use `;` between cells and a
 * decimal comma (`-500,00`), en uses `,` and a decimal point (`-500.00`); never thousands
 * separators. Dates are wall time `YYYY-MM-DD HH:mm:ss` in the viewer's time zone (the one the
 * screen showed them in), and the date column's header names that zone — `Data (Pacific/Kiritimati)`
 * — so the file says which clock its times are on. The columns stay the screen's eight.
 */
import { wallClock } from '../../domain/withdrawals/calendar.ts';
import { translate, type Language } from '../../i18n/messages.ts';
import type { TransactionLine } from './lines.ts';

export const BOM = '\uFEFF';
export const CSV_COLUMNS = ['transaction_id', 'date', 'action', 'amount', 'post_balance', 'game_name', 'payment_method', 'status'] as const;

interface CsvLayout {
  delimiter: string;
  decimal: string;
}

export function csvLayout(language: Language): CsvLayout {
  return language === 'en' ? { delimiter: ',', decimal: '.' } : { delimiter: ';', decimal: ',' };
}

/** `-50010n` → `-500,10` (or `-500.10`). */
export function csvAmount(centavos: bigint, layout: CsvLayout): string {
  const sign = centavos < 0n ? '-' : '';
  const magnitude = centavos < 0n ? -centavos : centavos;
  return `${sign}${magnitude / 100n}${layout.decimal}${String(magnitude % 100n).padStart(2, '0')}`;
}

/**
 * A text cell: quoted when it holds the delimiter, a quote or a line break; a leading = + - @ or
 * control character is defused with an apostrophe so a spreadsheet never runs it as a formula.
 */
export function csvText(value: string | null, layout: CsvLayout): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(layout.delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** `2030-06-11 23:30:05`: the wall clock of `date` in `timeZone`. */
export function csvDate(date: Date, timeZone: string): string {
  const clock = wallClock(date.getTime(), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${two(clock.month)}-${two(clock.day)} ${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}`;
}

/** Builds the header and the lines of one language, dates in `timeZone` (an IANA name). */
export function csvWriter(language: Language, timeZone: string) {
  const layout = csvLayout(language);
  const word = (key: string, fallback: string) => translate(key, language) ?? fallback;
  const row = (cells: string[]) => `${cells.join(layout.delimiter)}\r\n`;
  const heading = (column: (typeof CSV_COLUMNS)[number]) => {
    const label = word(`transactions.columns.${column}`, column);
    return column === 'date' ? `${label} (${timeZone})` : label;
  };
  return {
    header: () => BOM + row(CSV_COLUMNS.map((column) => csvText(heading(column), layout))),
    line: (line: TransactionLine) =>
      row([
        csvText(line.transferId, layout),
        csvDate(line.createdAt, timeZone),
        csvText(word(`transactions.actions.${line.action}`, line.action), layout),
        csvAmount(line.amountCentavos, layout),
        csvAmount(line.postBalanceCentavos, layout),
        csvText(line.gameName, layout),
        csvText(line.paymentMethod === null ? null : word(`transactions.methods.${line.paymentMethod}`, line.paymentMethod), layout),
        csvText(word(`transactions.statuses.${line.status}`, line.status), layout),
      ]),
  };
}
