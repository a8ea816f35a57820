/**
 * One connection's attachment to one channel. While ATTACHED is being prepared (subscribing,
 * reading history: asynchronous with Redis) live events are held back, then sent after the replay
 * with anything already replayed skipped, so the client sees each serial once and in order.
 */
import { Flag } from '../protocol/constants.ts';
import { compareSerials } from '../protocol/serials.ts';
import type { ChannelEvent } from './broker.ts';

/** The side of a connection an attachment writes to. */
export interface Subscriber {
  readonly id: string;
  readonly echo: boolean;
  sendFrame(frame: Buffer): void;
}

export class Attachment {
  readonly channel: string;
  readonly subscriber: Subscriber;
  /** The modes the client asked for (0: whatever is allowed). */
  readonly requestedModes: number;
  /** The modes granted: requested ∩ capability. */
  modes: number;
  state: 'attaching' | 'attached' | 'detached' = 'attaching';
  /** The last serial this attachment passed on (answer to a repeated ATTACH). */
  lastSerial: string | undefined;
  private held: ChannelEvent[] = [];

  constructor(channel: string, subscriber: Subscriber, requestedModes: number, modes: number) {
    this.channel = channel;
    this.subscriber = subscriber;
    this.requestedModes = requestedModes;
    this.modes = modes;
  }

  /** Called by the channel registry for every event of the channel, in serial order. */
  deliver(event: ChannelEvent): void {
    if (this.state === 'attaching') {
      this.held.push(event);
      return;
    }
    if (this.state !== 'attached') return;
    // With Redis the history read and the pub/sub feed are two connections: an event can reach
    // the feed after the read that already replayed it. The client must see each serial once.
    if (this.lastSerial !== undefined && compareSerials(event.serial, this.lastSerial) <= 0) return;
    this.send(event);
  }

  /** After ATTACHED: the replay, then the held events newer than both it and `fromSerial`. */
  complete(replay: readonly ChannelEvent[], fromSerial: string): void {
    let high = fromSerial;
    for (const event of replay) {
      this.send(event);
      high = event.serial;
    }
    for (const event of this.held) {
      if (compareSerials(event.serial, high) <= 0) continue;
      this.send(event);
      high = event.serial;
    }
    this.held = [];
    this.lastSerial = high;
    this.state = 'attached';
  }

  detach(): void {
    this.state = 'detached';
    this.held = [];
  }

  private send(event: ChannelEvent): void {
    this.lastSerial = event.serial;
    if ((this.modes & Flag.SUBSCRIBE) === 0) return;
    if (!this.subscriber.echo && event.connectionId === this.subscriber.id) return;
    this.subscriber.sendFrame(event.frame);
  }
}
