import { useEffect, useState } from 'react';
import { serverNowMs } from '@palpite/shared';

/** Seconds left until `deadline` (ISO), never below 0; null without a deadline. */
export function secondsLeft(deadline: string | null, nowMs: number): number | null {
  if (!deadline) return null;
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** `29:59`, or `1:05:09` past an hour. */
export function formatClock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Minutes left at which the countdown is read out (politely) to screen readers, not every second. */
export const ANNOUNCE_AT_MINUTES = [20, 10, 5, 2, 1] as const;

/**
 * The mark the countdown has reached: with 19:59 left, 20 ("20 minutes or less left"); the text
 * changes only when the next mark is passed, so a polite live region speaks a few times in all.
 */
export function announcedMinutes(seconds: number): number | null {
  if (seconds <= 0) return null;
  return [...ANNOUNCE_AT_MINUTES].reverse().find((minutes) => seconds <= minutes * 60) ?? null;
}

/** The time now on the server's clock (the SDK's, which errs on the early side), refreshed every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(serverNowMs);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(serverNowMs()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
