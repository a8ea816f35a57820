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
import { eventBus } from '../events/bus.ts';

type Channel = ReturnType<RealtimeHandle['client']['channels']['get']>;
const listeners = new WeakMap<Channel, { count: number; stopWatching: () => void }>();

export interface ChannelEventOptions {
  /**
   * The caller shows data it read before subscribing (SDK 1.26.0). What was published between that
   * read and the channel's attach never arrives, so an attach still to come is announced as lost
   * continuity (`realtime-resynced`) and the caller reads again; a channel already attached (another
   * listener holds it) was attached during the read, and nothing is announced.
   */
  readBeforeAttach?: boolean;
}

/** Calls `handler` with each `event` message's data on `channel` (null: listen to nothing). */
export function useChannelEvent<T>(channel: string | null, event: string, handler: (data: T) => void, options: ChannelEventOptions = {}): void {
  const readBeforeAttach = options.readBeforeAttach === true;
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
    const stopCatchingUp = readBeforeAttach && target.state !== 'attached' ? reportFirstAttach(target) : () => undefined;
    target.subscribe(event, listener).catch((error: unknown) => {
      // Closed under it (the page is being left, the player logged out): nothing went wrong.
      const state = handle.client.connection.state;
      if (state !== 'closing' && state !== 'closed') console.warn(`realtime: could not attach ${channel}`, error);
    });
    return () => {
      stopCatchingUp();
      target.unsubscribe(event, listener);
      entry.count -= 1;
      if (entry.count > 0) return;
      entry.stopWatching();
      target.detach().catch(() => undefined);
    };
  }, [handle, channel, event, readBeforeAttach]);
}

/** Announces `channel`'s next attach as lost continuity; the returned stop cancels that. */
function reportFirstAttach(channel: Channel): () => void {
  const onAttached = () => {
    channel.off('attached', onAttached);
    eventBus.emit('realtime-continuity-lost', { channel: channel.name });
  };
  channel.on('attached', onAttached);
  return () => channel.off('attached', onAttached);
}

/** Whether live updates can arrive at all (a visitor away from the live routes has no connection). */
export function useHasRealtime(): boolean {
  return useAtomValue(realtimeConnectionAtom) !== null;
}
