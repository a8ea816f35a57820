/**
 * This instance's channels: which attachments listen to each, and the broker subscription that
 * feeds them. The broker is subscribed when a channel gets its first local listener and
 * unsubscribed when it loses its last, so an instance only receives the channels its clients use.
 */
import type { Attachment } from './attachment.ts';
import type { Broker, ChannelEvent } from './broker.ts';

interface LocalChannel {
  listeners: Set<Attachment>;
  /** Settles when the broker confirms the subscription. */
  ready: Promise<void>;
}

export class ChannelRegistry {
  private readonly channels = new Map<string, LocalChannel>();
  private broker: Broker | undefined;

  /** The broker's sink calls `dispatch`, so the two are wired after both exist. */
  useBroker(broker: Broker): void {
    this.broker = broker;
  }

  /** Resolves once the channel's events reach this attachment; rejects if the broker cannot subscribe. */
  async add(attachment: Attachment): Promise<void> {
    let local = this.channels.get(attachment.channel);
    if (!local) {
      local = { listeners: new Set(), ready: this.requireBroker().subscribe(attachment.channel) };
      this.channels.set(attachment.channel, local);
    }
    local.listeners.add(attachment);
    try {
      await local.ready;
    } catch (error) {
      this.remove(attachment);
      throw error;
    }
  }

  remove(attachment: Attachment): void {
    const local = this.channels.get(attachment.channel);
    if (!local?.listeners.delete(attachment) || local.listeners.size > 0) return;
    this.channels.delete(attachment.channel);
    // Swallowed here: the failure was already reported to whoever awaited `ready`.
    local.ready.catch(() => undefined);
    this.requireBroker().unsubscribe(attachment.channel);
  }

  /** The broker's sink: hands one event to every local listener of its channel. */
  dispatch(event: ChannelEvent): void {
    const local = this.channels.get(event.channel);
    if (!local) return;
    for (const attachment of local.listeners) attachment.deliver(event);
  }

  get channelCount(): number {
    return this.channels.size;
  }

  private requireBroker(): Broker {
    if (!this.broker) throw new Error('channel registry used before its broker was set');
    return this.broker;
  }
}
