/**
 * Calendar arithmetic without a clock: dates are whole days since 1970-01-01 (proleptic Gregorian),
 * so models can weight matches by age and compare dates with plain numbers. Callers parse and pass
 * dates in; this module never reads the current time.
 */

/** Days since 1970-01-01 for a civil date (Howard Hinnant's days_from_civil). */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date of a day number (inverse of dayNumber). */
export function civilDate(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function validCivil(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  const back = civilDate(dayNumber(year, month, day));
  return back.year === year && back.month === month && back.day === day;
}

/** Parses `YYYY-MM-DD` into a day number; undefined if it is not a real date. */
export function parseIsoDay(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validCivil(year, month, day) ? dayNumber(year, month, day) : undefined;
}

/**
 * Parses football-data.co.uk's `dd/mm/yyyy` or `dd/mm/yy` into a day number (two-digit years are
 * 20yy: the files start in the 1990s with four digits and switch to two only in some 2010s seasons).
 */
export function parseDmyDay(text: string): number | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const yearText = match[3] as string;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const [month, day] = [Number(match[2]), Number(match[1])];
  return validCivil(year, month, day) ? dayNumber(year, month, day) : undefined;
}

/** `YYYY-MM-DD` for a day number. */
export function isoDay(days: number): string {
  const { year, month, day } = civilDate(days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
