/**
 * Trying a read again after the server or the network failed it (a 503, no connection): after
 * 1 s, 2 s, 4 s… at most 30 s, or at once when the browser is back online, since the reason it
 * failed may have gone. The start-up reads (the player, the site profile) use it.
 */

export const RETRY_FIRST_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** The wait after `failedTries` failed tries in a row: 1 s, 2 s, 4 s… at most 30 s. */
export function retryDelayMs(failedTries: number): number {
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, failedTries - 1));
}

/** Something else that may make a try worth making early: it calls `tryNow` then, and returns its stop. */
export type RetryWake = (tryNow: () => void) => () => void;

const whenBackOnline: RetryWake = (tryNow) => {
  window.addEventListener('online', tryNow);
  return () => window.removeEventListener('online', tryNow);
};

/**
 * Calls `retry` once: after `delayMs`, or sooner when the browser is back online or one of
 * `wakes` fires. Returns the cancel, which also stops listening.
 */
export function scheduleRetry(delayMs: number, retry: () => void, wakes: readonly RetryWake[] = []): () => void {
  let stops: (() => void)[] = [];
  let over = false;
  const cancel = () => {
    over = true;
    window.clearTimeout(timer);
    stops.forEach((stop) => stop());
    stops = [];
  };
  // Once only, though a wake's source may still call a listener it has just removed.
  const tryNow = () => {
    if (over) return;
    cancel();
    retry();
  };
  const timer = window.setTimeout(tryNow, delayMs);
  stops = [whenBackOnline, ...wakes].map((wake) => wake(tryNow));
  return cancel;
}
