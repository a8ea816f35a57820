/**
 * Single-instance broker: serials, history and fan-out in process memory. Serials are
 * `<process start ms>-<counter>`, so a serial from before a restart sorts below everything this
 * process knows and is treated as lost continuity rather than replayed wrongly.
 */
import { compareSerials, formatSerial } from '../protocol/serials.ts';
import { eventBody, messageFrame, type Broker, type ChannelEvent, type EventSink, type HistoryRead, type PendingEvent } from './broker.ts';

interface StoredEvent extends ChannelEvent {
  publishedAt: number;
}

interface ChannelHistory {
  events: StoredEvent[];
  lastSerial: string;
  /** The highest serial dropped from `events`. */
  floorSerial: string;
  lastPublishedAt: number;
}

export interface MemoryBrokerOptions {
  windowMs: number;
  maxMessages: number;
  now: () => number;
  sink: EventSink;
}

export function createMemoryBroker(options: MemoryBrokerOptions): Broker {
  const epoch = Date.now();
  let counter = 0;
  const initialSerial = formatSerial(epoch, 0);
  const channels = new Map<string, ChannelHistory>();
  const subscribed = new Map<string, number>();
  /** `channel \n dedupKey` → when it may be published again. */
  const recentIds = new Map<string, number>();

  const trim = (history: ChannelHistory, now: number) => {
    const cutoff = now - options.windowMs;
    let drop = 0;
    while (drop < history.events.length && (history.events.length - drop > options.maxMessages || history.events[drop]!.publishedAt < cutoff)) drop += 1;
    if (drop === 0) return;
    history.floorSerial = history.events[drop - 1]!.serial;
    history.events.splice(0, drop);
  };

  // Forget idle channels and old idempotency keys; a channel with subscribers keeps its position.
  // An idle channel's position (its last and floor serials) is kept for twice the window, as the
  // Redis broker keeps its stream: a client that resumes its connection late (the server notices a
  // dead socket only after maxIdleInterval, then keeps the session for connectionStateTtl) must learn
  // that events it missed aged out, where a forgotten channel would read as "nothing published".
  const sweep = setInterval(
    () => {
      const now = options.now();
      for (const [name, history] of channels) {
        trim(history, now);
        const idle = history.events.length === 0 && !subscribed.has(name);
        if (idle && now - history.lastPublishedAt >= 2 * options.windowMs) channels.delete(name);
      }
      for (const [key, until] of recentIds) if (until <= now) recentIds.delete(key);
    },
    Math.max(1000, Math.min(options.windowMs, 30_000)),
  );
  sweep.unref();

  return {
    kind: 'memory',
    async publish(event: PendingEvent) {
      const now = options.now();
      if (event.dedupKey !== undefined) {
        const key = `${event.channel}\n${event.dedupKey}`;
        if ((recentIds.get(key) ?? 0) > now) return null;
        recentIds.set(key, now + options.windowMs);
      }
      counter += 1;
      const serial = formatSerial(epoch, counter);
      const stored: StoredEvent = {
        channel: event.channel,
        serial,
        connectionId: event.connectionId,
        frame: messageFrame(serial, Buffer.from(eventBody(event))),
        publishedAt: now,
      };
      let history = channels.get(event.channel);
      if (!history) {
        history = { events: [], lastSerial: initialSerial, floorSerial: initialSerial, lastPublishedAt: now };
        channels.set(event.channel, history);
      }
      history.events.push(stored);
      history.lastSerial = serial;
      history.lastPublishedAt = now;
      trim(history, now);
      options.sink(stored);
      return serial;
    },
    async subscribe(channel) {
      subscribed.set(channel, (subscribed.get(channel) ?? 0) + 1);
    },
    unsubscribe(channel) {
      const count = (subscribed.get(channel) ?? 0) - 1;
      if (count > 0) subscribed.set(channel, count);
      else subscribed.delete(channel);
    },
    async read(channel, afterSerial): Promise<HistoryRead> {
      const history = channels.get(channel);
      if (!history) return { exists: false, lastSerial: initialSerial };
      trim(history, options.now());
      const events = afterSerial === null ? [] : history.events.filter((event) => compareSerials(event.serial, afterSerial) > 0);
      return { exists: true, lastSerial: history.lastSerial, floorSerial: history.floorSerial, events };
    },
    async close() {
      clearInterval(sweep);
      channels.clear();
      recentIds.clear();
    },
  };
}
