/**
 * Two instances sharing one Redis behave as one service: fan-out across instances, one history,
 * and a client resuming on the other instance after a graceful shutdown. Skipped without REDIS_URL.
 */
import type * as Ably from 'ably';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Action, Flag } from '../protocol/constants.ts';
import {
  capabilityTokens,
  closeClient,
  playerTokens,
  realtimeClient,
  REDIS_URL,
  restClient,
  startTcpProxy,
  startTestServer,
  uniquePrefix,
  waitFor,
  type TokenSource,
} from '../testing/harness.ts';
import { action, RawClient } from '../testing/raw-client.ts';
import type { RealtimeServer } from './index.ts';

describe.skipIf(!REDIS_URL)('two realtime instances over Redis', () => {
  let prefix: string;
  let first: RealtimeServer;
  let second: RealtimeServer;
  const clients: Ably.Realtime[] = [];
  const open = (port: number, tokens: TokenSource) => {
    const { client } = realtimeClient(port, tokens);
    clients.push(client);
    return client;
  };

  beforeEach(async () => {
    prefix = uniquePrefix();
    [first, second] = await Promise.all([
      startTestServer({ redisUrl: REDIS_URL, redisKeyPrefix: prefix }),
      startTestServer({ redisUrl: REDIS_URL, redisKeyPrefix: prefix }),
    ]);
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeClient));
    await Promise.all([first.close(), second.close()]);
    const redis = new Redis(REDIS_URL ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('delivers on one instance what is published on the other, over REST and from a client', async () => {
    const reader = open(first.port, playerTokens(21));
    const received: Ably.InboundMessage[] = [];
    await reader.channels.get('private:user.21').subscribe((message) => received.push(message));

    await restClient(second.port).channels.get('private:user.21').publish('balance-updated', { newBalance: 99 });
    await waitFor(() => received.length === 1, 5_000, 'cross-instance REST publish');
    expect(received[0]).toMatchObject({ name: 'balance-updated', data: { newBalance: 99 } });

    const tokens = capabilityTokens({ 'chat:*': ['publish', 'subscribe'] }, 'host');
    const writer = open(second.port, tokens);
    const listener = open(first.port, tokens);
    const chat: unknown[] = [];
    await listener.channels.get('chat:lobby').subscribe((message) => chat.push(message.data));
    for (const text of ['a', 'b', 'c']) await writer.channels.get('chat:lobby').publish('say', text);
    await waitFor(() => chat.length === 3, 5_000, 'cross-instance client publish');
    expect(chat).toEqual(['a', 'b', 'c']);
  });

  it('shares one history: an attach on one instance resumes from a serial seen on the other', async () => {
    const rest = restClient(first.port).channels.get('public:odds');
    const { serials } = await rest.publish('odds', 'one');
    await rest.publish('odds', 'two');
    await restClient(second.port).channels.get('public:odds').publish('odds', 'three');

    const client = await RawClient.connect(second.port, { access_token: playerTokens(1)() });
    try {
      await client.next(action(Action.CONNECTED));
      client.send({ action: Action.ATTACH, channel: 'public:odds', channelSerial: serials[0]?.split(':')[0] ?? '' });
      const attached = await client.next(action(Action.ATTACHED));
      expect((attached.flags as number) & Flag.RESUMED).toBe(Flag.RESUMED);
      await client.next((frame) => frame.action === Action.MESSAGE && JSON.stringify(frame.messages).includes('three'));
      const replayed = client.frames.filter(action(Action.MESSAGE)).map((frame) => (frame.messages as { data: string }[])[0]?.data);
      expect(replayed).toEqual(['two', 'three']);
    } finally {
      client.close();
    }
  });

  it('lets a client resume on the other instance after a graceful shutdown, with what it missed', async () => {
    const proxy = await startTcpProxy(first.port);
    try {
      const { client } = realtimeClient(proxy.port, playerTokens(33));
      clients.push(client);
      await client.connection.once('connected');
      const connectionId = client.connection.id;
      const channel = client.channels.get('private:user.33');
      const received: unknown[] = [];
      await channel.subscribe((message) => received.push(message.data));

      // The "load balancer" now sends new connections to the second instance; the first shuts down.
      proxy.hold();
      proxy.setTarget(second.port);
      const disconnected = client.connection.once('disconnected');
      await first.close();
      expect((await disconnected).reason).toMatchObject({ code: 80003, statusCode: 503 });
      await restClient(second.port).channels.get('private:user.33').publish('force-logout', { reason: 'banned' });
      const reattached = channel.once('attached');
      proxy.release();
      await client.connection.once('connected');

      expect(client.connection.id).toBe(connectionId);
      expect((await reattached).resumed).toBe(true);
      await waitFor(() => received.length === 1, 5_000, 'replay on the other instance');
      expect(received).toEqual([{ reason: 'banned' }]);
    } finally {
      await proxy.close();
    }
  });
  it('catches up when its Redis subscription drops: channels re-attach and the history fills the gap', async () => {
    const client = open(first.port, playerTokens(44));
    const channel = client.channels.get('private:user.44');
    const received: unknown[] = [];
    await channel.subscribe((message) => received.push(message.data));
    const reattached: (boolean | undefined)[] = [];
    channel.on('attached', (change) => reattached.push(change.resumed));
    const admin = new Redis(REDIS_URL ?? '');
    try {
      const clients = String(await admin.client('LIST'));
      const id = /id=(\d+)/.exec(clients.split('\n').find((line) => line.includes(`name=${first.serverId}:subscriber`)) ?? '')?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id ?? '');
      await restClient(second.port).channels.get('private:user.44').publish('n', 'during the gap');
      await waitFor(() => received.length === 1, 10_000, 'the message published while the feed was down');
      await restClient(second.port).channels.get('private:user.44').publish('n', 'after');
      await waitFor(() => received.length === 2);
      expect(received).toEqual(['during the gap', 'after']);
      expect(reattached).toEqual([true]);
      expect(channel.state).toBe('attached');
    } finally {
      await admin.quit();
    }
  });
});
