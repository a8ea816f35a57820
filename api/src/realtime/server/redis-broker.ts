/**
 * Broker for several instances. Each channel has a Redis stream (its replay history) and a pub/sub
 * channel (its fan-out). One Lua script appends to the stream, trims it and PUBLISHes: Redis runs
 * scripts one at a time, so the order of serials is the order every instance delivers in, and a
 * client resuming on any instance finds the same history.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { eventBody, messageFrame, type Broker, type ChannelEvent, type EventSink, type HistoryRead, type PendingEvent } from './broker.ts';
import type { RealtimeLogger } from './options.ts';

// KEYS: stream, idempotency key. ARGV: body, max entries, window ms, pub/sub channel, connection id, dedup?
// Trimming uses XDEL (not XTRIM) because only XDEL advances the stream's max-deleted-entry-id,
// which is how a reader learns whether history below its serial was dropped.
const PUBLISH_LUA = `
if ARGV[6] == '1' and not redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[3]) then return false end
local id = redis.call('XADD', KEYS[1], '*', 'c', ARGV[5], 'b', ARGV[1])
local excess = redis.call('XLEN', KEYS[1]) - tonumber(ARGV[2])
if excess > 0 then
  for _, entry in ipairs(redis.call('XRANGE', KEYS[1], '-', '+', 'COUNT', excess)) do redis.call('XDEL', KEYS[1], entry[1]) end
end
local t = redis.call('TIME')
local cutoff = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) - tonumber(ARGV[3])
if cutoff > 0 then
  for _, entry in ipairs(redis.call('XRANGE', KEYS[1], '-', '(' .. string.format('%.0f', cutoff) .. '-0', 'COUNT', 100)) do redis.call('XDEL', KEYS[1], entry[1]) end
end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) * 2)
redis.call('PUBLISH', ARGV[4], id .. '\\n' .. ARGV[5] .. '\\n' .. ARGV[1])
return id
`;

// KEYS: stream. ARGV: serial to read after ('' for none), max entries.
const READ_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {0} end
local info = redis.call('XINFO', 'STREAM', KEYS[1])
local last, floor = '0-0', '0-0'
for i = 1, #info, 2 do
  if info[i] == 'last-generated-id' then last = info[i + 1] elseif info[i] == 'max-deleted-entry-id' then floor = info[i + 1] end
end
local entries = {}
if ARGV[1] ~= '' then entries = redis.call('XRANGE', KEYS[1], '(' .. ARGV[1], '+', 'COUNT', tonumber(ARGV[2])) end
return {1, last, floor, entries}
`;

export interface Script {
  lua: string;
  sha: string;
}

export const script = (lua: string): Script => ({ lua, sha: createHash('sha1').update(lua).digest('hex') });
const PUBLISH = script(PUBLISH_LUA);
const READ = script(READ_LUA);

/** EVALSHA, loading the script on the first NOSCRIPT (after a Redis restart, for instance). */
export async function runScript(redis: Redis, { lua, sha }: Script, keys: string[], args: (string | number)[]): Promise<unknown> {
  try {
    return await redis.evalsha(sha, keys.length, ...keys, ...args);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return redis.eval(lua, keys.length, ...keys, ...args);
  }
}

export interface RedisBrokerOptions {
  redis: Redis;
  /** A connection of its own: a subscribed Redis connection can run nothing else. */
  subscriber: Redis;
  prefix: string;
  windowMs: number;
  maxMessages: number;
  sink: EventSink;
  logger: RealtimeLogger;
}

export function createRedisBroker(options: RedisBrokerOptions): Broker {
  const { redis, subscriber, prefix } = options;
  const streamKey = (channel: string) => `${prefix}h:${channel}`;
  const fanoutChannel = (channel: string) => `${prefix}m:${channel}`;
  const fanoutPrefix = Buffer.from(`${prefix}m:`);
  const fanoutPrefixLength = fanoutPrefix.length;
  const subscriptions = new Map<string, { count: number; ready: Promise<void> }>();

  subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    // The subscriber carries other announcements too (token revocations).
    if (!channel.subarray(0, fanoutPrefixLength).equals(fanoutPrefix)) return;
    // `<serial>\n<connection id>\n<body>`; the body is JSON, so it holds no raw newline.
    const first = message.indexOf(10);
    const second = message.indexOf(10, first + 1);
    if (first < 0 || second < 0) return;
    const serial = message.toString('latin1', 0, first);
    const connectionId = message.toString('utf8', first + 1, second);
    options.sink({
      channel: channel.toString('utf8', fanoutPrefixLength),
      serial,
      connectionId: connectionId === '' ? undefined : connectionId,
      frame: messageFrame(serial, message.subarray(second + 1)),
    });
  });

  return {
    kind: 'redis',
    async publish(event: PendingEvent) {
      const dedup = event.dedupKey !== undefined;
      const result = await runScript(
        redis,
        PUBLISH,
        [streamKey(event.channel), `${prefix}d:${event.channel}\n${event.dedupKey ?? ''}`],
        [eventBody(event), options.maxMessages, options.windowMs, fanoutChannel(event.channel), event.connectionId ?? '', dedup ? '1' : '0'],
      );
      return typeof result === 'string' ? result : null;
    },
    subscribe(channel) {
      const existing = subscriptions.get(channel);
      if (existing) {
        existing.count += 1;
        return existing.ready;
      }
      // Resolves on Redis's confirmation: from then on nothing published on the channel is missed.
      const ready = subscriber.subscribe(fanoutChannel(channel)).then(() => undefined);
      subscriptions.set(channel, { count: 1, ready });
      return ready;
    },
    unsubscribe(channel) {
      const existing = subscriptions.get(channel);
      if (!existing) return;
      existing.count -= 1;
      if (existing.count > 0) return;
      subscriptions.delete(channel);
      // Commands on one connection run in order, so a later SUBSCRIBE of the same channel wins.
      subscriber.unsubscribe(fanoutChannel(channel)).catch((error: unknown) => options.logger.warn({ err: String(error), channel }, 'unsubscribe failed'));
    },
    async read(channel, afterSerial): Promise<HistoryRead> {
      const reply = await runScript(redis, READ, [streamKey(channel)], [afterSerial ?? '', options.maxMessages]);
      return parseRead(channel, reply);
    },
    async close() {
      subscriptions.clear();
    },
  };
}

function parseRead(channel: string, reply: unknown): HistoryRead {
  if (!Array.isArray(reply) || reply[0] !== 1) return { exists: false, lastSerial: '0-0' };
  const [, lastSerial, floorSerial, entries] = reply as [number, string, string, unknown];
  const events: ChannelEvent[] = [];
  for (const entry of Array.isArray(entries) ? entries : []) {
    const [serial, fields] = entry as [string, string[]];
    const field = (name: string) => {
      for (let index = 0; index + 1 < fields.length; index += 2) if (fields[index] === name) return fields[index + 1];
      return undefined;
    };
    const body = field('b');
    if (body === undefined) continue;
    const connectionId = field('c');
    events.push({ channel, serial, connectionId: connectionId ? connectionId : undefined, frame: messageFrame(serial, Buffer.from(body)) });
  }
  return { exists: true, lastSerial, floorSerial, events };
}
