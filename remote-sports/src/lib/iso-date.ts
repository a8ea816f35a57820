/** Dates as the API and the address take them: ISO `YYYY-MM-DD`. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `text` is an ISO date of the calendar (`2026-02-28`, not `2026-02-31` or `28/02/2026`),
 * from the year 1000 on, as the SDK's date fields take one typed.
 */
export function isIsoDate(text: string): boolean {
  const parts = ISO_DATE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
