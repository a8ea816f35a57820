/**
 * What to answer an ATTACH: where the client is attached from, whether continuity was kept
 * (the RESUMED flag) and which missed events to replay. Pure, so the rules are tested on their own.
 */
import { ErrorCode } from '../protocol/constants.ts';
import { errorInfo, type ErrorInfo } from '../protocol/messages.ts';
import { compareSerials, isSerial } from '../protocol/serials.ts';
import type { ChannelEvent, HistoryRead } from './broker.ts';

export interface AttachPlan {
  resumed: boolean;
  /** Sent on ATTACHED; the client sends it back when it re-attaches. */
  channelSerial: string;
  replay: ChannelEvent[];
  error?: ErrorInfo;
}

const continuityLost = () =>
  errorInfo(ErrorCode.CHANNEL_CONTINUITY_NOT_GUARANTEED, 404, 'channel continuity not guaranteed: missed messages are no longer available');

/**
 * @param requested the channelSerial of the ATTACH (the last the client saw), if any
 * @param connectionResumed the connection itself was resumed within connectionStateTtl
 */
export function planAttach(read: HistoryRead, requested: string | undefined, connectionResumed: boolean): AttachPlan {
  if (requested === undefined || !isSerial(requested)) return { resumed: false, channelSerial: read.lastSerial, replay: [] };
  if (!read.exists) {
    // Nothing retained: nothing was published for twice the history window (both brokers keep a
    // channel's position that long). A connection resumed within connectionStateTtl (≤ that window)
    // of the server noticing its drop therefore missed nothing.
    return connectionResumed
      ? { resumed: true, channelSerial: requested, replay: [] }
      : { resumed: false, channelSerial: read.lastSerial, replay: [], error: continuityLost() };
  }
  if (compareSerials(requested, read.lastSerial) > 0) {
    // A serial this channel never issued (another deployment, a flushed Redis): attach from now.
    return { resumed: false, channelSerial: read.lastSerial, replay: [], error: continuityLost() };
  }
  if (compareSerials(requested, read.floorSerial) >= 0) return { resumed: true, channelSerial: requested, replay: read.events };
  // Some of what was missed has left the history: replay what is left, as Ably does, and say so.
  return { resumed: false, channelSerial: read.floorSerial, replay: read.events, error: continuityLost() };
}
