/**
 * The real `ably` client (as the front end configures it) against the local server, in process
 * memory: connect, capabilities, REST publish, client publish, token renewal, resume with replay.
 */
import type * as Ably from 'ably';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimePublisher } from '../publisher.ts';
import { mintPlayerToken } from '../tokens.ts';
import {
  BACKENDS,
  capabilityTokens,
  closeClient,
  playerTokens,
  realtimeClient,
  restClient,
  startTcpProxy,
  startTestServer,
  TEST_KEY,
  TEST_KEY_STRING,
  visitorTokens,
  waitFor,
  type TestClient,
  type TokenSource,
} from '../testing/harness.ts';
import { ChannelRegistry } from './channels.ts';
import type { RealtimeServer } from './index.ts';

describe.each(BACKENDS)('local realtime server with the real ably client ($name)', (backend) => {
  let server: RealtimeServer;
  const clients: Ably.Realtime[] = [];
  const open = (tokens: TokenSource, extra: Ably.ClientOptions = {}): TestClient => {
    const opened = realtimeClient(server.port, tokens, extra);
    clients.push(opened.client);
    return opened;
  };

  beforeEach(async () => {
    server = await startTestServer(backend.options());
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(clients.splice(0).map(closeClient));
    await server.close();
  });

  it('connects with a player token and learns its clientId from the server', async () => {
    const { client } = open(playerTokens(42));
    await client.connection.once('connected');
    expect(client.auth.clientId).toBe('42');
    expect(client.connection.id).toEqual(expect.any(String));
    expect(client.connection.key).toEqual(expect.any(String));
    expect(await client.connection.ping()).toBeGreaterThanOrEqual(0);
  });

  it('attaches allowed channels and refuses the others with a channel-scoped 40160', async () => {
    const visitor = open(visitorTokens()).client;
    await visitor.channels.get('public:general').attach();
    await expect(visitor.channels.get('private:user.1').attach()).rejects.toMatchObject({ code: 40160, statusCode: 401 });
    expect(visitor.channels.get('private:user.1').state).toBe('failed');

    const player = open(playerTokens(1)).client;
    await player.channels.get('private:user.1').attach();
    await player.channels.get('public:odds.football').attach();
    await expect(player.channels.get('private:user.2').attach()).rejects.toMatchObject({ code: 40160 });
    // A refused channel does not touch the connection or the other channels.
    expect(player.connection.state).toBe('connected');
    expect(player.channels.get('private:user.1').state).toBe('attached');
  });

  it('re-attaches by itself after a temporary server failure during attach (suspended, never failed)', async () => {
    // Not in ably's ClientOptions type, but read like the other timeouts (Defaults.getTimeouts): retry within the test.
    const fastChannelRetry = { channelRetryTimeout: 200 } as Ably.ClientOptions;
    const visitor = open(visitorTokens(), fastChannelRetry).client;
    await visitor.connection.once('connected');
    vi.spyOn(ChannelRegistry.prototype, 'add').mockRejectedValueOnce(new Error('redis unavailable'));
    const channel = visitor.channels.get('public:general');
    const states: string[] = [];
    channel.on((change) => states.push(change.current));
    const received: unknown[] = [];
    await expect(channel.subscribe((message) => received.push(message.data))).rejects.toMatchObject({ code: 50000 });
    await waitFor(() => channel.state === 'attached', 5_000, 'the automatic re-attach');
    expect(states).toEqual(['attaching', 'suspended', 'attaching', 'attached']);

    await restClient(server.port).channels.get('public:general').publish('announcement', 'after the retry');
    await waitFor(() => received.length === 1);
  });

  it('delivers what the API publishes through the ably REST client, objects as JSON', async () => {
    const player = open(playerTokens(7)).client;
    const received: Ably.InboundMessage[] = [];
    await player.channels.get('private:user.7').subscribe((message) => received.push(message));
    await player.channels.get('public:general').subscribe((message) => received.push(message));

    const publisher = createRealtimePublisher({ key: TEST_KEY_STRING, endpoint: '127.0.0.1', port: server.port });
    await publisher.publishToUser(7n, 'balance-updated', { newBalance: 1250, bonusBalance: 10 });
    await publisher.publishPublic('public:general', 'announcement', {});
    await waitFor(() => received.length === 2, 5_000, 'two messages');

    expect(received[0]).toMatchObject({ name: 'balance-updated', data: { newBalance: 1250, bonusBalance: 10 }, encoding: null });
    expect(received[0]?.id).toMatch(/^.+:0$/);
    expect(received[0]?.timestamp).toEqual(expect.any(Number));
    expect(received[1]).toMatchObject({ name: 'announcement', data: {} });
  });

  it('acknowledges a permitted client publish and refuses one outside the capability', async () => {
    const writer = open(capabilityTokens({ 'chat:*': ['publish', 'subscribe'], 'public:*': ['subscribe'] }, 'croupier')).client;
    const reader = open(capabilityTokens({ 'chat:*': ['subscribe'] })).client;
    const received: Ably.InboundMessage[] = [];
    await reader.channels.get('chat:table-1').subscribe((message) => received.push(message));

    await writer.channels.get('chat:table-1').publish('dealt', { cards: ['As', 'Kd'] });
    await expect(writer.channels.get('public:general').publish('spoof', 'x')).rejects.toMatchObject({ code: 40160 });
    await expect(reader.channels.get('chat:table-1').publish('nope', 'x')).rejects.toMatchObject({ code: 40160 });

    await waitFor(() => received.length === 1);
    expect(received[0]).toMatchObject({ name: 'dealt', data: { cards: ['As', 'Kd'] }, clientId: 'croupier', connectionId: writer.connection.id });
    expect(received[0]?.id).toBe(`${writer.connection.id}:0:0`);
  });

  it('renews the token before it expires (server AUTH) without dropping the connection', async () => {
    const expiries: number[] = [];
    const tokens = () => {
      const token = mintPlayerToken(TEST_KEY, 5, 2);
      expiries.push(token.expires);
      return token.token;
    };
    const { client } = open(tokens);
    await client.connection.once('connected');
    const connectionId = client.connection.id;
    const states: string[] = [];
    client.connection.on((change) => states.push(change.current));
    const received: unknown[] = [];
    await client.channels.get('private:user.5').subscribe((message) => received.push(message.data));

    // Two-second tokens, renewed ahead of expiry: carry on well past the first token's end.
    await waitFor(() => Date.now() > (expiries[0] ?? 0) + 500, 8_000, 'first token long expired');
    await restClient(server.port).channels.get('private:user.5').publish('balance-updated', { newBalance: 1 });
    await waitFor(() => received.length === 1);

    expect(expiries.length).toBeGreaterThanOrEqual(3);
    expect(client.connection.id).toBe(connectionId);
    // Only 'update' events (CONNECTED answers to AUTH): never disconnected.
    expect(states.length).toBeGreaterThanOrEqual(2);
    expect(states.every((state) => state === 'connected')).toBe(true);
  });

  it('resumes after a server-initiated disconnect and replays what was published meanwhile', async () => {
    const proxy = await startTcpProxy(server.port);
    try {
      const { client } = open(playerTokens(9), { port: proxy.port });
      await client.connection.once('connected');
      const connectionId = client.connection.id;
      const channel = client.channels.get('private:user.9');
      const received: unknown[] = [];
      await channel.subscribe((message) => received.push(message.data));
      const rest = restClient(server.port).channels.get('private:user.9');
      await rest.publish('n', 'before');
      await waitFor(() => received.length === 1);

      // Hold the reconnection at the "load balancer" while messages are published.
      proxy.hold();
      const disconnected = client.connection.once('disconnected');
      server.dropConnections();
      expect((await disconnected).reason?.code).toBe(80003);
      await rest.publish('n', 'while away 1');
      await rest.publish('n', 'while away 2');
      const reattached = channel.once('attached');
      proxy.release();
      await client.connection.once('connected');
      expect((await reattached).resumed).toBe(true);

      await waitFor(() => received.length === 3, 5_000, 'replay');
      await rest.publish('n', 'after');
      await waitFor(() => received.length === 4);
      expect(received).toEqual(['before', 'while away 1', 'while away 2', 'after']);
      expect(client.connection.id).toBe(connectionId);
    } finally {
      await proxy.close();
    }
  });

  it('recovers from a token already expired at connect by fetching a new one', async () => {
    let calls = 0;
    const tokens = () => {
      calls += 1;
      // The first token expired a minute ago; the client cannot tell, the server must refuse it.
      return calls === 1 ? mintPlayerToken(TEST_KEY, 3, 60, { now: () => Date.now() - 120_000 }).token : mintPlayerToken(TEST_KEY, 3, 60).token;
    };
    const { client } = open(tokens);
    const reasons: (number | undefined)[] = [];
    client.connection.on('disconnected', (change) => reasons.push(change.reason?.code));
    await client.connection.once('connected');
    expect(calls).toBe(2);
    expect(reasons).toEqual([40142]);
    await client.channels.get('private:user.3').attach();
  });

  it('closes cleanly and forgets the connection', async () => {
    const { client } = open(visitorTokens());
    await client.connection.once('connected');
    expect(server.connectionCount()).toBe(1);
    client.close();
    await client.connection.once('closed');
    await waitFor(() => server.connectionCount() === 0);
  });
});
