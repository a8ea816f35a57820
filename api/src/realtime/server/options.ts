/**
 * Settings of the realtime server. Defaults follow Ably's own (15 s idle interval, two minutes of
 * connection state and replay history, 64 KiB messages); tests shorten them.
 */
import { randomBytes } from 'node:crypto';

/** Compatible with pino (Fastify's logger), so the API can pass `app.log`. */
export interface RealtimeLogger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

export const silentLogger: RealtimeLogger = { info: () => {}, warn: () => {}, error: () => {} };

export const consoleLogger: RealtimeLogger = {
  info: (fields, message) => console.log(`[realtime] ${message ?? ''}`, JSON.stringify(fields)),
  warn: (fields, message) => console.warn(`[realtime] ${message ?? ''}`, JSON.stringify(fields)),
  error: (fields, message) => console.error(`[realtime] ${message ?? ''}`, JSON.stringify(fields)),
};

export interface RealtimeServerOptions {
  /** 0 picks a free port (tests); the bound port is returned. */
  port: number;
  host?: string;
  keyName: string;
  keySecret: string;
  /** With Redis, instances share channels (pub/sub), replay history (streams) and resumable sessions. */
  redisUrl?: string;
  /** Prefix of every Redis key and pub/sub channel; tests isolate themselves with their own. */
  redisKeyPrefix?: string;
  /** Promised to clients as `maxIdleInterval`: the server sends something at least this often. */
  maxIdleIntervalMs?: number;
  /** How long a dropped connection can be resumed (`connectionStateTtl`). */
  connectionStateTtlMs?: number;
  /** Replay history per channel: this long… */
  historyWindowMs?: number;
  /** …and at most this many published batches. */
  historyMaxMessages?: number;
  maxMessageSize?: number;
  /** The server asks for a new token (AUTH) this long before the current one expires. */
  authRenewLeadMs?: number;
  /** A subscriber whose socket buffers more than this is disconnected (it can resume and catch up). */
  maxBufferedBytes?: number;
  /** The longest a token lives (Ably's 24 h): a token revocation is kept this long after its `issuedBefore`. */
  maxTokenTtlMs?: number;
  logger?: RealtimeLogger;
  /** Clock in milliseconds (token expiry, timestamps). */
  now?: () => number;
}

export interface ResolvedOptions {
  port: number;
  host: string;
  keyName: string;
  keySecret: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  maxIdleIntervalMs: number;
  connectionStateTtlMs: number;
  historyWindowMs: number;
  historyMaxMessages: number;
  maxMessageSize: number;
  authRenewLeadMs: number;
  maxBufferedBytes: number;
  maxTokenTtlMs: number;
  logger: RealtimeLogger;
  now: () => number;
  /** Names this process in connectionDetails and logs. */
  serverId: string;
}

export function resolveOptions(options: RealtimeServerOptions): ResolvedOptions {
  const positive = (value: number | undefined, fallback: number, name: string) => {
    const resolved = value ?? fallback;
    if (!Number.isFinite(resolved) || resolved <= 0) throw new Error(`realtime option ${name} must be positive`);
    return resolved;
  };
  return {
    port: options.port,
    host: options.host ?? '127.0.0.1',
    keyName: options.keyName,
    keySecret: options.keySecret,
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix ?? 'palpite:rt:',
    maxIdleIntervalMs: positive(options.maxIdleIntervalMs, 15_000, 'maxIdleIntervalMs'),
    connectionStateTtlMs: positive(options.connectionStateTtlMs, 120_000, 'connectionStateTtlMs'),
    historyWindowMs: positive(options.historyWindowMs, 120_000, 'historyWindowMs'),
    historyMaxMessages: positive(options.historyMaxMessages, 500, 'historyMaxMessages'),
    maxMessageSize: positive(options.maxMessageSize, 65_536, 'maxMessageSize'),
    authRenewLeadMs: positive(options.authRenewLeadMs, 30_000, 'authRenewLeadMs'),
    maxBufferedBytes: positive(options.maxBufferedBytes, 8 * 1024 * 1024, 'maxBufferedBytes'),
    maxTokenTtlMs: positive(options.maxTokenTtlMs, 24 * 3_600_000, 'maxTokenTtlMs'),
    logger: options.logger ?? silentLogger,
    now: options.now ?? Date.now,
    serverId: `rt-${randomBytes(4).toString('hex')}`,
  };
}
