import { useEffect, useReducer } from 'react';
import { serverNowMs } from '@palpite/shared';
import { nextPrematchCloseMs, type AvailabilityFacts } from '../../lib/bet-slip/slip.ts';

/** A longer delay would fire at once (browsers keep it in 32 bits). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Now on the server's clock, for the slip's reasons, drawn again when pre-match betting on one of
 * its pre-match picks closes (a cut-off before kick-off): no message from the server says so.
 */
export function useSlipNowMs(selections: readonly AvailabilityFacts[]): number {
  const [wakeUps, wakeUp] = useReducer((count: number) => count + 1, 0);
  const nowMs = serverNowMs();
  const closesMs = nextPrematchCloseMs(selections, nowMs);
  useEffect(() => {
    if (closesMs === null) return;
    // Woken before it (the clock was corrected meanwhile), the draw it caused waits again.
    const timer = setTimeout(wakeUp, Math.min(Math.max(closesMs - serverNowMs(), 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [closesMs, wakeUps]);
  return nowMs;
}
