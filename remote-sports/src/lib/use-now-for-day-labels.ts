/**
 * Now on the server's clock, for what names a day: "Hoje" and "Amanhã" on a match, the results'
 * day strip, the "today" and "tomorrow" periods. The SDK's `useServerNow` draws again only when
 * the clock is corrected, so a page left open across midnight kept yesterday's labels; this one
 * also draws again when the day changes. The days are the device's calendar days, as the sports
 * pages count them (match-format.ts, date-strip.ts), at the server's now.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { serverNowMs, useServerNow } from '@palpite/shared';

/** A change of the server clock's offset smaller than this is the two clocks read a moment apart. */
const CLOCK_CORRECTION_MS = 1000;

/** How long from `nowMs` to the next midnight of the device's zone. */
export function msUntilNextDay(nowMs: number): number {
  const now = new Date(nowMs);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - nowMs;
}

function dayNow(): string {
  const now = new Date(serverNowMs());
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

const serverOffsetMs = () => serverNowMs() - Date.now();

// One timer for every label on the page (a list has hundreds of match rows).
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** The server clock's offset the timer was set by. */
let timedOffsetMs = 0;

function wakeAtNextDay(): void {
  clearTimeout(timer);
  timedOffsetMs = serverOffsetMs();
  timer = setTimeout(() => {
    tellListeners();
    wakeAtNextDay();
  }, msUntilNextDay(serverNowMs()));
}

function tellListeners(): void {
  // Each listener compares the day with the one it drew: only a new day draws again.
  for (const listener of [...listeners]) listener();
}

/** A device asleep across midnight runs its timers late: a page shown again checks the day at once. */
function onVisibilityChange(): void {
  if (document.visibilityState !== 'visible') return;
  tellListeners();
  wakeAtNextDay();
}

function followDays(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    wakeAtNextDay();
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/** The page's first answers correct the server clock: the midnight waited for moves with it. */
function followClockCorrection(): void {
  if (listeners.size > 0 && Math.abs(serverOffsetMs() - timedOffsetMs) >= CLOCK_CORRECTION_MS) wakeAtNextDay();
}

/** Now on the server's clock, drawn again when the clock is corrected and when the day changes. */
export function useNowForDayLabels(): Date {
  useSyncExternalStore(followDays, dayNow);
  const now = useServerNow();
  // useServerNow draws again after a correction; so does anything else, which checks too.
  useEffect(followClockCorrection);
  return now;
}
