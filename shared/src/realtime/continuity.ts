/**
 * Lost continuity on a realtime channel: an attach without RESUMED means what was published
 * meanwhile will never arrive, so whoever shows that channel's data must read it again. Each loss is
 * reported per channel (`realtime-continuity-lost`, also by the host for the channels it attaches
 * itself) and announced in bursts (`realtime-resynced`): after a network drop every channel
 * re-attaches within moments, and one re-read per burst is enough.
 */
import type { ChannelStateChange } from 'ably';
import { eventBus } from '../events/bus.ts';
import type { RealtimeHandle } from './connection.ts';

/** Losses reported within this long of the first one are announced together. */
export const RESYNC_COALESCE_MS = 100;

let pending: Set<string> | null = null;

function collect(channel: string): void {
  if (pending) {
    pending.add(channel);
    return;
  }
  const burst = new Set([channel]);
  pending = burst;
  setTimeout(() => {
    pending = null;
    eventBus.emit('realtime-resynced', { channels: [...burst] });
  }, RESYNC_COALESCE_MS);
}

// One collector for the page: this module is part of the SDK singleton every app shares.
eventBus.on('realtime-continuity-lost', ({ channel }) => collect(channel));

type Channel = ReturnType<RealtimeHandle['client']['channels']['get']>;

/**
 * Reports `channel` whenever it re-attaches without continuity, until the returned stop is called.
 * Its first attach is not reported (whoever starts listening reads the data itself) unless
 * `firstAttach`: a channel whose data the page read before attaching (the player's own) also
 * misses what was published in between.
 */
export function watchContinuity(channel: Pick<Channel, 'name' | 'state' | 'on' | 'off'>, options: { firstAttach?: boolean } = {}): () => void {
  let attachedBefore = options.firstAttach === true || channel.state === 'attached';
  const report = () => eventBus.emit('realtime-continuity-lost', { channel: channel.name });
  // 'attached': after attaching, suspended, failed or a DETACHED from the server (RTL13a).
  const onAttached = (change?: ChannelStateChange) => {
    if (attachedBefore && change?.resumed !== true) report();
    attachedBefore = true;
  };
  // 'update': an ATTACHED without RESUMED while already attached (RTL12).
  const onUpdate = (change?: ChannelStateChange) => {
    if (change?.resumed !== true) report();
  };
  channel.on('attached', onAttached);
  channel.on('update', onUpdate);
  return () => {
    channel.off('attached', onAttached);
    channel.off('update', onUpdate);
  };
}
