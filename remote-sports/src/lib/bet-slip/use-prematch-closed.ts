/**
 * Whether pre-match betting on a match has closed (the API's cut-off before kick-off), on the
 * server's clock, for its odds buttons: no message from the server says so, and a pick taken then
 * is one the slip blocks at once. A page has hundreds of buttons: they share one alarm, set for the
 * next closing among them.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { serverNowMs } from '@palpite/shared';
import { createServerClockAlarm } from '../server-clock-alarm.ts';
import type { MatchContext } from './selection-of.ts';
import { isPrematchClosed, nextPrematchCloseMs, type AvailabilityFacts } from './slip.ts';

/** Each button's listener, with its match's closing as the slip would read it. */
const waiting = new Map<() => void, AvailabilityFacts>();
const nextClosing = createServerClockAlarm((nowMs) => nextPrematchCloseMs([...waiting.values()], nowMs));

function followClosing(facts: AvailabilityFacts, listener: () => void): () => void {
  waiting.set(listener, facts);
  // Only a sooner closing moves the alarm: a list's hundreds of buttons subscribe at once.
  const unsubscribe = nextClosing.subscribe(listener, nextPrematchCloseMs([facts], serverNowMs()));
  return () => {
    waiting.delete(listener);
    unsubscribe();
  };
}

/**
 * True once pre-match betting on a match not in play has closed on the server's clock (its
 * `prematch_closes_at`, else its kick-off, as the slip counts it); never for a live match. Drawn
 * again when the closing passes and when the server's clock is corrected.
 */
export function usePrematchClosed(match: Pick<MatchContext, 'live' | 'starts_at' | 'prematch_closes_at'>): boolean {
  const { live, starts_at: date, prematch_closes_at: closesAt } = match;
  const facts = useMemo(() => ({ live, date, closes_at: closesAt ?? undefined, suspended: false }), [live, date, closesAt]);
  const subscribe = useCallback((listener: () => void) => followClosing(facts, listener), [facts]);
  // Each button compares with what it drew: only one whose match closed draws again.
  const closed = useSyncExternalStore(subscribe, () => isPrematchClosed(facts, serverNowMs()));
  nextClosing.useServerNowFollowed();
  return closed;
}
