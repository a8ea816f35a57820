import { serverNowMs } from '../api/server-clock.ts';
import { BRAZIL_TIME_ZONE } from '../contract/terms.ts';

/** A calendar day, without a time or a zone. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Today (or `now`) as a calendar day in São Paulo: the day the API means by a date (results,
 * limits, card expiry), whatever zone the device is set to. Without `now`, now on the server's
 * clock (server-clock.ts), not the device's: remotes already published call it so.
 */
export function todayInBrazil(now: Date = new Date(serverNowMs())): LocalDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month'), day: value('day') };
}
