/**
 * Test helpers: a realtime server with short intervals, real `ably` clients pointed at it, and a
 * TCP proxy that can hold reconnections back (to publish "while the client is away") or move them
 * to another instance.
 */
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import * as Ably from 'ably';
import { startRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from '../server/index.ts';
import { mintAblyToken, mintPlayerToken, mintVisitorToken } from '../tokens.ts';
import type { Capability } from '../capabilities.ts';

export const TEST_KEY = { keyName: 'palpite-test.key1', keySecret: 'test-secret-not-for-production' };
export const TEST_KEY_STRING = `${TEST_KEY.keyName}:${TEST_KEY.keySecret}`;
export const REDIS_URL = process.env.REDIS_URL;

export function startTestServer(overrides: Partial<RealtimeServerOptions> = {}): Promise<RealtimeServer> {
  return startRealtimeServer({
    port: 0,
    ...TEST_KEY,
    maxIdleIntervalMs: 2_000,
    connectionStateTtlMs: 10_000,
    historyWindowMs: 10_000,
    authRenewLeadMs: 1_000,
    ...overrides,
  });
}

/** A Redis prefix of its own per test, so parallel runs never share channels or sessions. */
export const uniquePrefix = () => `palpite-test:rt:${randomBytes(4).toString('hex')}:`;

/**
 * The suites run once per broker: in process memory, and through Redis when REDIS_URL is set.
 * Test keys need no cleanup: with the short windows above they expire within seconds.
 */
export const BACKENDS: { name: string; options: () => Partial<RealtimeServerOptions> }[] = [
  { name: 'memory', options: () => ({}) },
  ...(REDIS_URL ? [{ name: 'redis', options: () => ({ redisUrl: REDIS_URL, redisKeyPrefix: uniquePrefix() }) }] : []),
];

export type TokenSource = () => string;

export const playerTokens =
  (userId: number, ttlSeconds = 60): TokenSource =>
  () =>
    mintPlayerToken(TEST_KEY, userId, ttlSeconds).token;
export const visitorTokens =
  (ttlSeconds = 60): TokenSource =>
  () =>
    mintVisitorToken(TEST_KEY, ttlSeconds).token;
export const capabilityTokens =
  (capability: Capability, clientId?: string, ttlSeconds = 60): TokenSource =>
  () =>
    mintAblyToken({ key: TEST_KEY, capability, clientId, ttlSeconds }).token;

export interface TestClient {
  client: Ably.Realtime;
  /** How many times the client asked for a token. */
  tokenRequests: () => number;
}

/** A real ably client as the front end configures it, with retries shortened for tests. */
export function realtimeClient(port: number, tokens: TokenSource, extra: Ably.ClientOptions = {}): TestClient {
  let requests = 0;
  const client = new Ably.Realtime({
    endpoint: '127.0.0.1',
    port,
    tls: false,
    useBinaryProtocol: false,
    transports: ['web_socket'],
    disableConnectivityCheck: true,
    disconnectedRetryTimeout: 300,
    suspendedRetryTimeout: 500,
    realtimeRequestTimeout: 5_000,
    logLevel: 0,
    authCallback: (_params, callback) => {
      requests += 1;
      try {
        callback(null, tokens());
      } catch (error) {
        callback(error instanceof Error ? error.message : String(error), null);
      }
    },
    ...extra,
  });
  return { client, tokenRequests: () => requests };
}

export function restClient(port: number): Ably.Rest {
  return new Ably.Rest({ key: TEST_KEY_STRING, endpoint: '127.0.0.1', port, tls: false, useBinaryProtocol: false, logLevel: 0 });
}

export async function closeClient(client: Ably.Realtime): Promise<void> {
  if (['closed', 'failed', 'initialized'].includes(client.connection.state)) {
    client.close();
    return;
  }
  client.close();
  await client.connection.once('closed').catch(() => undefined);
}

export async function waitFor(condition: () => boolean, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface TcpProxy {
  port: number;
  /** New connections wait (TCP accepted, nothing forwarded) until release(). */
  hold(): void;
  release(): void;
  /** Where new connections go from now on. */
  setTarget(port: number): void;
  close(): Promise<void>;
}

/** Stands in for a load balancer in front of one or more instances. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let target = targetPort;
  let holding = false;
  const waiting: Socket[] = [];
  const open = new Set<Socket>();
  const forward = (client: Socket) => {
    const upstream = connect(target, '127.0.0.1');
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    // Paused so that the bytes the client sends while held reach the instance afterwards.
    client.pause();
    if (holding) waiting.push(client);
    else forward(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('proxy did not bind');
  return {
    port: address.port,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const client of waiting.splice(0)) if (!client.destroyed) forward(client);
    },
    setTarget: (port) => {
      target = port;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
