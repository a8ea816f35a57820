/**
 * The broker orders what is published on a channel (gives it a serial), keeps the bounded replay
 * history and hands every event to this instance's subscribers: in process memory for a single
 * instance, through Redis when several instances share the load.
 */
import type { WireMessage } from '../protocol/messages.ts';
import { textFrame } from './frames.ts';

/** A publish before it has a serial. */
export interface PendingEvent {
  channel: string;
  /** Protocol message id; the client derives `<id>:<index>` for messages without their own. */
  id: string;
  /** The publishing connection (echo suppression); absent for REST publishes. */
  connectionId?: string;
  timestamp: number;
  messages: WireMessage[];
  /** The publisher's own message id (idempotent REST publishing): a retry is not published twice. */
  dedupKey?: string;
}

/** What subscribers receive: its serial and the MESSAGE as a WebSocket frame, built once for all of them. */
export interface ChannelEvent {
  channel: string;
  serial: string;
  connectionId: string | undefined;
  frame: Buffer;
}

export type HistoryRead =
  /** Nothing retained for the channel; `lastSerial` is the serial to attach at. */
  | { exists: false; lastSerial: string }
  /**
   * `floorSerial`: events at or below it may have been dropped from history, so a client whose last
   * serial is below it has lost continuity. `events` are those after the requested serial.
   */
  | { exists: true; lastSerial: string; floorSerial: string; events: ChannelEvent[] };

export type EventSink = (event: ChannelEvent) => void;

export interface Broker {
  readonly kind: 'memory' | 'redis';
  /** Resolves to the serial, or null when `dedupKey` was already published. */
  publish(event: PendingEvent): Promise<string | null>;
  /** Resolves once events of the channel reach this instance's sink. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): void;
  /** The history after `afterSerial` (null: only the channel's position). */
  read(channel: string, afterSerial: string | null): Promise<HistoryRead>;
  close(): Promise<void>;
}

/** The body shared by history and fan-out; the serial is spliced in front when it is known. */
export function eventBody(event: PendingEvent): string {
  return JSON.stringify({
    channel: event.channel,
    id: event.id,
    ...(event.connectionId === undefined ? {} : { connectionId: event.connectionId }),
    timestamp: event.timestamp,
    messages: event.messages,
  });
}

/**
 * The WebSocket frame of `{"action":15,"channelSerial":"…",` + the body without its opening brace:
 * built by concatenation, so no instance parses and re-serialises the events it fans out.
 */
export function messageFrame(serial: string, body: Buffer): Buffer {
  return textFrame(Buffer.concat([Buffer.from(`{"action":15,"channelSerial":"${serial}",`), body.subarray(1)]));
}
