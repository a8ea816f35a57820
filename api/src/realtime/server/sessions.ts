/**
 * What survives a dropped socket for `connectionStateTtl`, so that the client can resume the same
 * connection: its id, identity and publish position. Channel state is not kept: the client
 * re-attaches every channel with its last serial and the history replays what it missed.
 * In Redis the record is reachable from every instance, so a client may resume on another one.
 */
import type { Redis } from 'ioredis';

export interface SessionRecord {
  connectionId: string;
  clientId: string | null;
  /** The next msgSerial expected: a re-sent publish below it is acknowledged, not published twice. */
  nextMsgSerial: number;
}

export interface SessionStore {
  save(connectionKey: string, record: SessionRecord, ttlMs: number): Promise<void>;
  /** Takes the record (at most one resume wins), or null when unknown or expired. */
  claim(connectionKey: string): Promise<SessionRecord | null>;
  close(): Promise<void>;
}

export function createMemorySessionStore(now: () => number): SessionStore {
  const records = new Map<string, { record: SessionRecord; expiresAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, entry] of records) if (entry.expiresAt <= time) records.delete(key);
  }, 10_000);
  sweep.unref();
  return {
    async save(connectionKey, record, ttlMs) {
      records.set(connectionKey, { record, expiresAt: now() + ttlMs });
    },
    async claim(connectionKey) {
      const entry = records.get(connectionKey);
      records.delete(connectionKey);
      return entry && entry.expiresAt > now() ? entry.record : null;
    },
    async close() {
      clearInterval(sweep);
      records.clear();
    },
  };
}

function parseRecord(text: string | null): SessionRecord | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<SessionRecord>;
    if (typeof value.connectionId !== 'string' || typeof value.nextMsgSerial !== 'number') return null;
    return { connectionId: value.connectionId, clientId: typeof value.clientId === 'string' ? value.clientId : null, nextMsgSerial: value.nextMsgSerial };
  } catch {
    return null;
  }
}

export function createRedisSessionStore(redis: Redis, prefix: string): SessionStore {
  const key = (connectionKey: string) => `${prefix}s:${connectionKey}`;
  return {
    async save(connectionKey, record, ttlMs) {
      await redis.set(key(connectionKey), JSON.stringify(record), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async claim(connectionKey) {
      // GETDEL: two instances racing for the same key cannot both resume it.
      return parseRecord(await redis.getdel(key(connectionKey)));
    },
    async close() {},
  };
}
