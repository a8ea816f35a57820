/**
 * Wire shapes of the JSON protocol and the checks on what clients send. Inbound frames come from
 * the internet, so they are read field by field into known types; anything unexpected is dropped
 * rather than passed on to other subscribers.
 */
import { ErrorCode } from './constants.ts';

export interface ErrorInfo {
  code: number;
  statusCode: number;
  message: string;
}

/** One message as it travels: `data` is a string, objects are JSON text with `encoding: "json"`. */
export interface WireMessage {
  id?: string;
  name?: string;
  data?: string;
  encoding?: string;
  clientId?: string;
  timestamp?: number;
  extras?: Record<string, unknown>;
}

/** The fields of a client's protocol message this server reads. */
export interface InboundMessage {
  action: number;
  id?: string;
  channel?: string;
  channelSerial?: string;
  msgSerial?: number;
  flags?: number;
  messages?: unknown[];
  accessToken?: string;
}

export function errorInfo(code: number, statusCode: number, message: string): ErrorInfo {
  return { code, statusCode, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Parses one text frame; null when it is not a protocol message at all. */
export function parseInbound(text: string): InboundMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.action !== 'number') return null;
  const auth = isRecord(value.auth) ? value.auth : undefined;
  return {
    action: value.action,
    id: optionalString(value.id),
    channel: optionalString(value.channel),
    channelSerial: optionalString(value.channelSerial),
    msgSerial: typeof value.msgSerial === 'number' && Number.isSafeInteger(value.msgSerial) ? value.msgSerial : undefined,
    flags: typeof value.flags === 'number' ? value.flags : undefined,
    messages: Array.isArray(value.messages) ? value.messages : undefined,
    accessToken: optionalString(auth?.accessToken),
  };
}

export type NormalisedMessages = { ok: true; messages: WireMessage[]; size: number } | { ok: false; error: ErrorInfo };

/**
 * Keeps the fields subscribers may see, turns non-string data into JSON text (as the client
 * library does) and measures the payload the way Ably counts it (name + data + clientId + extras).
 */
export function normaliseMessages(raw: readonly unknown[], maxMessageSize: number): NormalisedMessages {
  if (raw.length === 0) return { ok: false, error: errorInfo(ErrorCode.BAD_REQUEST, 400, 'no messages to publish') };
  const messages: WireMessage[] = [];
  let size = 0;
  for (const item of raw) {
    if (!isRecord(item)) return { ok: false, error: errorInfo(ErrorCode.BAD_REQUEST, 400, 'a message must be an object') };
    const message: WireMessage = {};
    if (typeof item.id === 'string') message.id = item.id;
    if (typeof item.name === 'string') message.name = item.name;
    if (typeof item.clientId === 'string') message.clientId = item.clientId;
    if (typeof item.timestamp === 'number') message.timestamp = item.timestamp;
    if (isRecord(item.extras)) message.extras = item.extras;
    const encoding = typeof item.encoding === 'string' && item.encoding !== '' ? item.encoding : undefined;
    if (typeof item.data === 'string') {
      message.data = item.data;
      if (encoding) message.encoding = encoding;
    } else if (item.data !== undefined && item.data !== null) {
      if (encoding) return { ok: false, error: errorInfo(ErrorCode.BAD_REQUEST, 400, 'encoded data must be a string') };
      message.data = JSON.stringify(item.data);
      message.encoding = 'json';
    }
    size +=
      byteLength(message.name) + byteLength(message.data) + byteLength(message.clientId) + (message.extras ? byteLength(JSON.stringify(message.extras)) : 0);
    messages.push(message);
  }
  if (size > maxMessageSize) {
    return { ok: false, error: errorInfo(ErrorCode.MAX_MESSAGE_SIZE_EXCEEDED, 400, `messages of ${size} bytes exceed the limit of ${maxMessageSize} bytes`) };
  }
  return { ok: true, messages, size };
}

function byteLength(text: string | undefined): number {
  return text === undefined ? 0 : Buffer.byteLength(text);
}
