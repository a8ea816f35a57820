/**
 * One timer for many components waiting for an instant on the server's clock (midnight for the day
 * labels, the next pre-match closing for the odds buttons): a list has hundreds of them. The timer
 * wakes every listener at the next instant, and each listener draws again only if what it shows
 * changed. A device asleep runs its timers late, so a page shown again wakes them at once; the
 * page's first answers correct the server clock, and the instant waited for moves with it.
 */
import { useEffect } from 'react';
import { serverNowMs, useServerNow } from '@palpite/shared';

/** A longer delay would fire at once (browsers keep it in 32 bits). */
export const MAX_TIMER_MS = 2_147_483_647;
/** A change of the server clock's offset smaller than this is the two clocks read a moment apart. */
const CLOCK_CORRECTION_MS = 1000;

const serverOffsetMs = () => serverNowMs() - Date.now();

export interface ServerClockAlarm {
  /**
   * Adds a listener, woken at the next instant. `instantMs` is one this listener waits for: when it
   * comes sooner than the timer's, the timer moves (the others' instants are not read again).
   */
  subscribe(listener: () => void, instantMs?: number | null): () => void;
  /**
   * For a component that subscribed: now on the server's clock, drawn again when the clock is
   * corrected, after which the alarm is re-timed.
   */
  useServerNowFollowed(): Date;
}

/** An alarm for the instant `nextInstantMs` gives after a server-clock now (null: none to wait for). */
export function createServerClockAlarm(nextInstantMs: (nowMs: number) => number | null): ServerClockAlarm {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedForMs: number | null = null;
  let timedOffsetMs = 0;

  function wakeAt(instantMs: number | null): void {
    clearTimeout(timer);
    timedForMs = instantMs;
    timedOffsetMs = serverOffsetMs();
    if (instantMs === null) return;
    timer = setTimeout(wakeListeners, Math.min(Math.max(instantMs - serverNowMs(), 0), MAX_TIMER_MS));
  }

  function wakeListeners(): void {
    for (const listener of [...listeners]) listener();
    wakeAt(nextInstantMs(serverNowMs()));
  }

  function onVisibilityChange(): void {
    if (document.visibilityState === 'visible') wakeListeners();
  }

  function followClockCorrection(): void {
    // Woken, not only re-timed: a correction forward may have jumped over the instant waited for.
    if (listeners.size > 0 && Math.abs(serverOffsetMs() - timedOffsetMs) >= CLOCK_CORRECTION_MS) wakeListeners();
  }

  function subscribe(listener: () => void, instantMs: number | null = null): () => void {
    listeners.add(listener);
    if (listeners.size === 1) {
      document.addEventListener('visibilitychange', onVisibilityChange);
      wakeAt(nextInstantMs(serverNowMs()));
    } else if (instantMs !== null && (timedForMs === null || instantMs < timedForMs)) {
      wakeAt(instantMs);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      wakeAt(null);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }

  function useServerNowFollowed(): Date {
    // useServerNow draws again after a correction of a minute or more; any other draw checks for a smaller one.
    const now = useServerNow();
    useEffect(followClockCorrection);
    return now;
  }

  return { subscribe, useServerNowFollowed };
}
