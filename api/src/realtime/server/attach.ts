/**
 * ATTACH and DETACH. An attach checks the capability, subscribes the channel on this instance,
 * reads the history after the client's last serial and answers ATTACHED (RESUMED when nothing was
 * missed) followed by the replay; events published meanwhile wait in the attachment.
 */
import { canAttach, grantedModes } from '../capabilities.ts';
import { Action, ErrorCode, Flag, MODE_MASK } from '../protocol/constants.ts';
import { errorInfo, type InboundMessage } from '../protocol/messages.ts';
import { isSerial } from '../protocol/serials.ts';
import { Attachment } from './attachment.ts';
import type { Connection } from './connection.ts';
import type { ServerContext } from './context.ts';
import { planAttach } from './continuity.ts';
import { channelNameError } from './publish.ts';

/**
 * Channels one connection may hold (attached or attaching). A visitor token allows every
 * `public:*` channel, so without a cap one free token could make this instance subscribe and keep
 * state for any number of channels. The page uses a handful; 200 is Ably's own default limit.
 */
export const MAX_CHANNELS_PER_CONNECTION = 200;

export async function attachChannel(connection: Connection, message: InboundMessage): Promise<void> {
  const { channel } = message;
  // Without a channel name an ERROR would be connection-wide and fail the client: ignore instead.
  if (channel === undefined) return;
  const nameError = channelNameError(channel);
  if (nameError) {
    connection.sendJson({ action: Action.ERROR, channel, error: nameError });
    return;
  }
  const { capability } = connection.credentials;
  if (!canAttach(capability, channel)) {
    connection.sendJson({
      action: Action.ERROR,
      channel,
      error: errorInfo(ErrorCode.OPERATION_NOT_PERMITTED, 401, `channel ${channel} is not permitted by the token's capability`),
    });
    return;
  }
  const requested = (message.flags ?? 0) & MODE_MASK;
  const allowed = grantedModes(capability, channel);
  const existing = connection.attachments.get(channel);
  if (existing) {
    // A repeated ATTACH (the client's attach timer fired): confirm; an attach in progress answers itself.
    if (existing.state === 'attached') {
      connection.sendJson({ action: Action.ATTACHED, channel, flags: existing.modes | Flag.RESUMED, channelSerial: existing.lastSerial });
    }
    return;
  }
  if (connection.attachments.size >= MAX_CHANNELS_PER_CONNECTION) {
    // An ERROR, not DETACHED: the client must not retry by itself, the refusal stands until it detaches others.
    connection.sendJson({
      action: Action.ERROR,
      channel,
      error: errorInfo(ErrorCode.TOO_MANY_CHANNELS, 400, `Maximum number of channels per connection (${MAX_CHANNELS_PER_CONNECTION}) exceeded`),
    });
    return;
  }

  const attachment = new Attachment(channel, connection, requested, requested === 0 ? allowed : requested & allowed);
  connection.attachments.set(channel, attachment);
  const { registry, broker, options } = connection.context;
  try {
    await registry.add(attachment);
    if (attachment.state !== 'attaching') return;
    const requestedSerial = message.channelSerial !== undefined && isSerial(message.channelSerial) ? message.channelSerial : undefined;
    const read = await broker.read(channel, requestedSerial ?? null);
    // Detached, or the connection ended, while the history was read.
    if (attachment.state !== 'attaching') return;
    const plan = planAttach(read, requestedSerial, connection.resumed);
    connection.sendJson({
      action: Action.ATTACHED,
      channel,
      flags: attachment.modes | (plan.resumed ? Flag.RESUMED : 0),
      channelSerial: plan.channelSerial,
      ...(plan.error ? { error: plan.error } : {}),
    });
    attachment.complete(plan.replay, plan.channelSerial);
  } catch (error) {
    options.logger.error({ err: String(error), channel }, 'attach failed');
    if (attachment.state !== 'attaching') return;
    detachChannel(connection, { action: Action.DETACH, channel }, false);
    // A broker failure is temporary (Redis restarting, a timeout). A channel ERROR would fail the
    // channel in the client for good; DETACHED with an error while attaching makes ably-js suspend
    // it and attach again after channelRetryTimeout, by itself.
    connection.sendJson({ action: Action.DETACHED, channel, error: errorInfo(ErrorCode.INTERNAL, 503, 'attach failed: temporary server error, retrying') });
  }
}

/** DETACH: stop listening; `reply` false when the server itself removes the attachment. */
export function detachChannel(connection: Connection, message: InboundMessage, reply = true): void {
  const { channel } = message;
  if (channel === undefined) return;
  const attachment = connection.attachments.get(channel);
  if (attachment) {
    attachment.detach();
    connection.attachments.delete(channel);
    connection.context.registry.remove(attachment);
  }
  if (reply) connection.sendJson({ action: Action.DETACHED, channel });
}

/**
 * After this instance's broker feed was interrupted (its Redis subscriber reconnected), live events
 * may have been missed. Every attachment is detached with DETACHED: the client re-attaches at once
 * with its last serial (RTL13a) and the history replays the gap.
 */
export function reattachAll(context: ServerContext): void {
  for (const connection of context.live.values()) {
    for (const channel of [...connection.attachments.keys()]) {
      detachChannel(connection, { action: Action.DETACH, channel }, false);
      connection.sendJson({ action: Action.DETACHED, channel, error: errorInfo(ErrorCode.INTERNAL, 503, 'channel feed interrupted: re-attach to catch up') });
    }
  }
}
