/**
 * Now on the server's clock, for what names a day: "Hoje" and "Amanhã" on a match, the results'
 * day strip, the "today" and "tomorrow" periods. The SDK's `useServerNow` draws again only when
 * the clock is corrected, so a page left open across midnight kept yesterday's labels; this one
 * also draws again when the day changes. The days are the device's calendar days, as the sports
 * pages count them (match-format.ts, date-strip.ts), at the server's now.
 */
import { useSyncExternalStore } from 'react';
import { serverNowMs } from '@palpite/shared';
import { createServerClockAlarm } from './server-clock-alarm.ts';

/** How long from `nowMs` to the next midnight of the device's zone. */
export function msUntilNextDay(nowMs: number): number {
  const now = new Date(nowMs);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - nowMs;
}

function dayNow(): string {
  const now = new Date(serverNowMs());
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

const midnight = createServerClockAlarm((nowMs) => nowMs + msUntilNextDay(nowMs));
const followDays = (listener: () => void) => midnight.subscribe(listener);

/** Now on the server's clock, drawn again when the clock is corrected and when the day changes. */
export function useNowForDayLabels(): Date {
  // Each label compares the day with the one it drew: only a new day draws again.
  useSyncExternalStore(followDays, dayNow);
  return midnight.useServerNowFollowed();
}
