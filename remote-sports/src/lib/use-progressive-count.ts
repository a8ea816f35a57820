import { startTransition, useEffect, useState } from 'react';

/** Rows drawn with the page: more than a phone or a desktop window shows above the fold. */
export const FIRST_ROWS = 12;
/** Rows added each time the browser is idle: a short task even on a slow phone. */
export const ROWS_PER_CHUNK = 12;
/** How long a chunk may wait for an idle moment on a busy page (live updates) before it is drawn anyway. */
const IDLE_WAIT_MS = 200;

function whenIdle(run: () => void): () => void {
  // Safari has no requestIdleCallback (nor has jsdom): the next task is the next best moment.
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

/**
 * How many of `total` rows to draw now: the first screens at once, then a chunk more whenever the
 * browser is idle, until every row is there. Drawing a long list (180 matches, 555 odds buttons) in
 * one go blocked a phone for over a second before its first odds button answered; in chunks, the
 * page answers at once and the rest follows within moments, every row then in the document for
 * keyboard, screen readers and search in the page. A chunk is a transition, so a tap meanwhile
 * comes first. The count only grows: rows already drawn never go away under the player.
 */
export function useProgressiveCount(total: number, first = FIRST_ROWS, chunk = ROWS_PER_CHUNK): number {
  const [count, setCount] = useState(first);
  const complete = count >= total;
  useEffect(() => {
    if (complete) return undefined;
    return whenIdle(() => startTransition(() => setCount((drawn) => drawn + chunk)));
  }, [complete, count, chunk]);
  return Math.min(count, total);
}
