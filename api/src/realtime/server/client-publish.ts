/**
 * A client's MESSAGE (and PRESENCE, which this server refuses): published once per msgSerial and
 * answered with ACK or NACK. Publishing starts as soon as the frame arrives, so a burst is pipelined
 * to the broker (Redis keeps the order of one connection's commands); the connection sends the
 * answers strictly in msgSerial order, as the client's queue expects.
 */
import { Action, ErrorCode } from '../protocol/constants.ts';
import { errorInfo, type ErrorInfo, type InboundMessage } from '../protocol/messages.ts';
import type { Connection } from './connection.ts';
import { preparePublish } from './publish.ts';

/** The ACK or NACK to send, or null when there is nothing to answer. */
export type PublishAnswer = Record<string, unknown> | null;

const nack = (msgSerial: number, error: ErrorInfo): PublishAnswer => ({ action: Action.NACK, msgSerial, count: 1, error });

export function startClientPublish(connection: Connection, message: InboundMessage): Promise<PublishAnswer> {
  const { msgSerial } = message;
  if (msgSerial === undefined) return Promise.resolve(null);
  // Re-sent after a resume: it was published before the ACK was lost.
  if (msgSerial < connection.nextMsgSerial) return Promise.resolve({ action: Action.ACK, msgSerial, count: 1 });
  connection.nextMsgSerial = msgSerial + 1;
  const { options, broker } = connection.context;
  const prepared = preparePublish({
    channel: message.channel,
    messages: message.messages ?? [],
    credentials: connection.credentials,
    // Ably's ids for realtime publishes: `<connectionId>:<msgSerial>`, messages `…:<index>`.
    id: `${connection.id}:${msgSerial}`,
    connectionId: connection.id,
    timestamp: options.now(),
    maxMessageSize: options.maxMessageSize,
    idempotent: false,
  });
  if (!prepared.ok) return Promise.resolve(nack(msgSerial, prepared.error));
  return broker.publish(prepared.event).then(
    (serial) => ({
      action: Action.ACK,
      msgSerial,
      count: 1,
      res: [{ serials: prepared.event.messages.map((_, index) => (serial === null ? null : `${serial}:${index}`)) }],
    }),
    (error: unknown) => {
      options.logger.error({ err: String(error), channel: message.channel }, 'publish failed');
      return nack(msgSerial, errorInfo(ErrorCode.INTERNAL, 500, 'publish failed'));
    },
  );
}

/** PRESENCE shares the msgSerial sequence with MESSAGE; this server does not offer presence. */
export function refusePresence(connection: Connection, message: InboundMessage): PublishAnswer {
  const { msgSerial } = message;
  if (msgSerial === undefined) return null;
  connection.nextMsgSerial = Math.max(connection.nextMsgSerial, msgSerial + 1);
  return nack(msgSerial, errorInfo(ErrorCode.BAD_REQUEST, 400, 'presence is not supported by this server'));
}
