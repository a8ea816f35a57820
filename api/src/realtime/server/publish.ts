/**
 * The checks every publish passes, from a realtime client or over REST: capability, channel name,
 * size and identity (a client cannot publish under someone else's clientId).
 */
import { allows } from '../capabilities.ts';
import { ErrorCode } from '../protocol/constants.ts';
import { errorInfo, normaliseMessages, type ErrorInfo } from '../protocol/messages.ts';
import type { PendingEvent } from './broker.ts';
import type { Credentials } from './credentials.ts';

export const MAX_CHANNEL_NAME_LENGTH = 256;

export function channelNameError(channel: string | undefined): ErrorInfo | null {
  if (!channel || channel.length > MAX_CHANNEL_NAME_LENGTH) return errorInfo(ErrorCode.INVALID_CHANNEL_NAME, 400, 'invalid channel name');
  // `[qualifier]name` channels (rewind, occupancy meta) are an Ably feature this server lacks.
  if (channel.startsWith('[')) return errorInfo(ErrorCode.INVALID_CHANNEL_NAME, 400, 'channel qualifiers are not supported');
  return null;
}

export interface PublishInput {
  channel: string | undefined;
  messages: readonly unknown[];
  credentials: Credentials;
  id: string;
  connectionId?: string;
  timestamp: number;
  maxMessageSize: number;
  /** REST: messages carrying their own ids may be retried; the first id is the idempotency key. */
  idempotent: boolean;
}

export type PreparedPublish = { ok: true; event: PendingEvent } | { ok: false; error: ErrorInfo };

export function preparePublish(input: PublishInput): PreparedPublish {
  const nameError = channelNameError(input.channel);
  if (nameError || input.channel === undefined)
    return { ok: false, error: nameError ?? errorInfo(ErrorCode.INVALID_CHANNEL_NAME, 400, 'invalid channel name') };
  const channel = input.channel;
  if (!allows(input.credentials.capability, channel, 'publish')) {
    return { ok: false, error: errorInfo(ErrorCode.OPERATION_NOT_PERMITTED, 401, `publish to ${channel} is not permitted by the capability`) };
  }
  const normalised = normaliseMessages(input.messages, input.maxMessageSize);
  if (!normalised.ok) return normalised;
  const { clientId, anyClientId } = input.credentials;
  for (const message of normalised.messages) {
    if (message.clientId === undefined) {
      if (clientId !== null) message.clientId = clientId;
    } else if (!anyClientId && message.clientId !== clientId) {
      return { ok: false, error: errorInfo(ErrorCode.INCOMPATIBLE_CLIENT_ID, 400, 'message clientId does not match the connection') };
    }
  }
  const firstId = normalised.messages[0]?.id;
  return {
    ok: true,
    event: {
      channel,
      id: input.id,
      ...(input.connectionId === undefined ? {} : { connectionId: input.connectionId }),
      timestamp: input.timestamp,
      messages: normalised.messages,
      ...(input.idempotent && firstId !== undefined ? { dedupKey: firstId } : {}),
    },
  };
}
