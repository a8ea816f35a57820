import { useEffect, useReducer } from 'react';
import { serverNowMs, useServerNow } from '@palpite/shared';
import { nextPrematchCloseMs, type AvailabilityFacts } from '../../lib/bet-slip/slip.ts';
import { MAX_TIMER_MS } from '../../lib/server-clock-alarm.ts';

/**
 * Now on the server's clock, for the slip's reasons, drawn again when pre-match betting on one of
 * its pre-match picks closes (a cut-off before kick-off): no message from the server says so. An
 * answer that corrects the server's clock by a minute or more draws the slip again too (the SDK's
 * `useServerNow`): a pick may have closed, or reopened, on the corrected clock.
 */
export function useSlipNowMs(selections: readonly AvailabilityFacts[]): number {
  const [, wakeUp] = useReducer((count: number) => count + 1, 0);
  const nowMs = useServerNow().getTime();
  const closesMs = nextPrematchCloseMs(selections, nowMs);
  // Timed again after every draw, on the clock as corrected by then (a correction under a minute
  // draws nothing by itself, but the next draw takes it). Woken before the closing (the clock was
  // corrected back meanwhile), the draw it caused waits again.
  useEffect(() => {
    if (closesMs === null) return;
    const timer = setTimeout(wakeUp, Math.min(Math.max(closesMs - serverNowMs(), 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  });
  return nowMs;
}
