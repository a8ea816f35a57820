/**
 * Listening on the page's one realtime connection (the host opens it: players always, visitors on
 * the live routes). Components subscribe to an event of a channel for as long as they are mounted;
 * a channel nobody listens to any more is detached. One copy for every remote, so the count of
 * listeners per channel is the page's, not one remote's. While a channel has listeners, a
 * re-attach without continuity is announced as `realtime-resynced` (see continuity.ts).
 */
import { useEffect, useEffectEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { realtimeConnectionAtom, type RealtimeHandle } from './connection.ts';
import { watchContinuity } from './continuity.ts';

type Channel = ReturnType<RealtimeHandle['client']['channels']['get']>;
const listeners = new WeakMap<Channel, { count: number; stopWatching: () => void }>();

/** Calls `handler` with each `event` message's data on `channel` (null: listen to nothing). */
export function useChannelEvent<T>(channel: string | null, event: string, handler: (data: T) => void): void {
  const handle = useAtomValue(realtimeConnectionAtom);
  const onMessage = useEffectEvent((data: unknown) => handler(data as T));
  useEffect(() => {
    if (!handle || !channel) return;
    const target = handle.client.channels.get(channel);
    const listener = (message: { data?: unknown }) => onMessage(message.data);
    const entry = listeners.get(target) ?? { count: 0, stopWatching: () => undefined };
    if (entry.count === 0) entry.stopWatching = watchContinuity(target);
    entry.count += 1;
    listeners.set(target, entry);
    // ably-js refuses to subscribe on a failed channel and never attaches it again by itself: a
    // channel refused earlier (on an earlier page, say) is given one new attach per listener.
    if (target.state === 'failed') target.attach().catch(() => undefined);
    target.subscribe(event, listener).catch((error: unknown) => {
      // Closed under it (the page is being left, the player logged out): nothing went wrong.
      const state = handle.client.connection.state;
      if (state !== 'closing' && state !== 'closed') console.warn(`realtime: could not attach ${channel}`, error);
    });
    return () => {
      target.unsubscribe(event, listener);
      entry.count -= 1;
      if (entry.count > 0) return;
      entry.stopWatching();
      target.detach().catch(() => undefined);
    };
  }, [handle, channel, event]);
}

/** Whether live updates can arrive at all (a visitor away from the live routes has no connection). */
export function useHasRealtime(): boolean {
  return useAtomValue(realtimeConnectionAtom) !== null;
}
