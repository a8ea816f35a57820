/**
 * Ably's token revocation: tokens whose `x-ably-revocation-key` claim names a revoked key and that
 * were issued before the revocation's `issuedBefore` are refused from `appliesAt` on (40141), and
 * connections holding one are disconnected. A revocation is kept as long as a token issued before
 * it can live (`maxTokenTtlMs`). In Redis every instance sees it, and hears of it at once through
 * pub/sub to disconnect its own connections.
 */
import type { Redis } from 'ioredis';
import { ErrorCode } from '../protocol/constants.ts';
import { errorInfo, type ErrorInfo } from '../protocol/messages.ts';
import type { Credentials } from './credentials.ts';
import type { RealtimeLogger } from './options.ts';
import { runScript, script } from './redis-broker.ts';

export interface Revocation {
  /** Milliseconds: tokens issued (`iat`) before this are revoked. */
  issuedBefore: number;
  /** Milliseconds: from when it is enforced (30 s after the request with `allowReauthMargin`). */
  appliesAt: number;
}

/** Told of every revocation, on every instance (this one's included). */
export type RevocationListener = (revocationKey: string, revocation: Revocation) => void;

export interface RevocationStore {
  /** Keeps the revocation for `ttlMs` (a later `issuedBefore` replaces an earlier one) and tells every instance. */
  revoke(revocationKey: string, revocation: Revocation, ttlMs: number): Promise<void>;
  find(revocationKey: string): Promise<Revocation | null>;
  close(): Promise<void>;
}

/**
 * What a revocation means for credentials: nothing (not its key, or issued after it), `now`
 * (refused, disconnected), or the time from which it will be.
 */
export function revocationStatus(credentials: Credentials, revocation: Revocation | null, nowMs: number): 'none' | 'now' | number {
  if (!revocation || credentials.revocationKey === null || credentials.issuedAt === null) return 'none';
  if (credentials.issuedAt >= revocation.issuedBefore) return 'none';
  return revocation.appliesAt <= nowMs ? 'now' : revocation.appliesAt;
}

export function createMemoryRevocationStore(now: () => number, listener: RevocationListener): RevocationStore {
  const entries = new Map<string, { revocation: Revocation; expiresAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async revoke(revocationKey, revocation, ttlMs) {
      const existing = entries.get(revocationKey);
      if (existing && existing.expiresAt > now() && existing.revocation.issuedBefore >= revocation.issuedBefore) return;
      entries.set(revocationKey, { revocation, expiresAt: now() + ttlMs });
      listener(revocationKey, revocation);
    },
    async find(revocationKey) {
      const entry = entries.get(revocationKey);
      return entry && entry.expiresAt > now() ? entry.revocation : null;
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

// KEYS: the revocation. ARGV: issuedBefore, appliesAt, ttl ms, pub/sub channel, announcement.
// Keeps the later issuedBefore and announces only a revocation that took effect.
const REVOKE = script(`
local current = redis.call('GET', KEYS[1])
if current then
  local issued = tonumber(string.match(current, '^(%d+)'))
  if issued and issued >= tonumber(ARGV[1]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1] .. ':' .. ARGV[2], 'PX', ARGV[3])
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1
`);

function parseStored(text: string | null): Revocation | null {
  const match = text === null ? null : /^(\d+):(\d+)$/.exec(text);
  return match ? { issuedBefore: Number(match[1]), appliesAt: Number(match[2]) } : null;
}

function parseAnnouncement(text: string): { revocationKey: string; revocation: Revocation } | null {
  try {
    const value = JSON.parse(text) as { key?: unknown; issuedBefore?: unknown; appliesAt?: unknown };
    if (typeof value.key !== 'string' || typeof value.issuedBefore !== 'number' || typeof value.appliesAt !== 'number') return null;
    return { revocationKey: value.key, revocation: { issuedBefore: value.issuedBefore, appliesAt: value.appliesAt } };
  } catch {
    return null;
  }
}

export interface RedisRevocationStoreOptions {
  redis: Redis;
  /** The instance's subscribed connection (shared with the broker). */
  subscriber: Redis;
  prefix: string;
  listener: RevocationListener;
  logger: RealtimeLogger;
}

/** Resolves once this instance hears revocations announced by the others. */
export async function createRedisRevocationStore(options: RedisRevocationStoreOptions): Promise<RevocationStore> {
  const { redis, subscriber, prefix } = options;
  const key = (revocationKey: string) => `${prefix}rv:${revocationKey}`;
  const channel = `${prefix}revocations`;
  const onMessage = (from: string, message: string) => {
    if (from !== channel) return;
    const announced = parseAnnouncement(message);
    if (announced) options.listener(announced.revocationKey, announced.revocation);
    else options.logger.warn({ message }, 'unreadable revocation announcement');
  };
  subscriber.on('message', onMessage);
  // ioredis subscribes again by itself after a reconnection; one missed meanwhile still applies at
  // the connection's next token renewal, which reads the stored revocation.
  await subscriber.subscribe(channel);
  return {
    async revoke(revocationKey, revocation, ttlMs) {
      const announcement = JSON.stringify({ key: revocationKey, ...revocation });
      await runScript(
        redis,
        REVOKE,
        [key(revocationKey)],
        [revocation.issuedBefore, revocation.appliesAt, Math.max(1, Math.round(ttlMs)), channel, announcement],
      );
    },
    async find(revocationKey) {
      return parseStored(await redis.get(key(revocationKey)));
    },
    async close() {
      subscriber.off('message', onMessage);
    },
  };
}

/** What a revocation stored for these credentials means now (no lookup for a token without a revocation key). */
export async function currentRevocationStatus(store: RevocationStore, credentials: Credentials, nowMs: () => number): Promise<'none' | 'now' | number> {
  if (credentials.revocationKey === null) return 'none';
  return revocationStatus(credentials, await store.find(credentials.revocationKey), nowMs());
}

export const tokenRevoked = (): ErrorInfo => errorInfo(ErrorCode.TOKEN_REVOKED, 401, 'token revoked');
