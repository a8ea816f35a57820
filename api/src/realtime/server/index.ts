/**
 * Starts a local server that speaks the part of Ably's realtime protocol the real `ably` client
 * uses (JSON over WebSocket, plus REST publish), on its own port. The API can run it in process
 * (embedded default) or it runs alone (`npm run realtime`); with Redis, several instances behave
 * as one service.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';
import { ErrorCode } from '../protocol/constants.ts';
import { errorInfo } from '../protocol/messages.ts';
import { acceptSocket } from './accept.ts';
import { reattachAll } from './attach.ts';
import type { Broker } from './broker.ts';
import { ChannelRegistry } from './channels.ts';
import { WriteCoalescer } from './coalesce.ts';
import type { ServerContext } from './context.ts';
import { createMemoryBroker } from './memory-broker.ts';
import { resolveOptions, type RealtimeServerOptions } from './options.ts';
import { createRedisBroker } from './redis-broker.ts';
import type { Connection } from './connection.ts';
import { createRestHandler } from './rest.ts';
import { createMemoryRevocationStore, createRedisRevocationStore, type RevocationListener, type RevocationStore } from './revocations.ts';
import { createMemorySessionStore, createRedisSessionStore, type SessionStore } from './sessions.ts';

export type { RealtimeServerOptions, RealtimeLogger } from './options.ts';
export { consoleLogger, silentLogger } from './options.ts';

export interface RealtimeServer {
  /** The bound port (useful with `port: 0`). */
  port: number;
  /** Names this instance in logs and connection details (and its Redis connections). */
  serverId: string;
  /** `http://host:port`: the REST base; the WebSocket is the same origin with `ws:`. */
  url: string;
  connectionCount(): number;
  /** Sends DISCONNECTED to every client; each reconnects at once and resumes (a drain, a test). */
  dropConnections(): void;
  /** Graceful: stops accepting, tells every client to reconnect (elsewhere), keeps their sessions resumable. */
  close(): Promise<void>;
}

/** How long close() lets clients finish the WebSocket closing handshake before cutting them off. */
const CLOSE_GRACE_MS = 1_000;

export async function startRealtimeServer(input: RealtimeServerOptions): Promise<RealtimeServer> {
  const options = resolveOptions(input);
  const { logger } = options;
  if (options.historyWindowMs < options.connectionStateTtlMs) {
    logger.warn(
      { historyWindowMs: options.historyWindowMs, connectionStateTtlMs: options.connectionStateTtlMs },
      'history shorter than connectionStateTtl: a late resume may miss messages',
    );
  }

  const registry = new ChannelRegistry();
  const sink = registry.dispatch.bind(registry);
  const redisConnections: Redis[] = [];
  /** Set once the context exists; called when the Redis subscriber comes back after a drop. */
  let onFeedRestored: () => void = () => undefined;
  const live = new Map<string, Connection>();
  // A token revocation, from this instance or another: its connections holding such a token end.
  const enforceRevocation: RevocationListener = (revocationKey, revocation) => {
    for (const connection of [...live.values()]) connection.revoked(revocationKey, revocation);
  };
  let broker: Broker;
  let sessions: SessionStore;
  let revocations: RevocationStore;
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const subscriber = new Redis(options.redisUrl, { lazyConnect: true, connectionName: `${options.serverId}:subscriber` });
    for (const connection of [redis, subscriber]) connection.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis error'));
    redisConnections.push(redis, subscriber);
    // Fail at start-up, not on the first publish, when Redis is unreachable.
    try {
      await Promise.all([redis.connect(), subscriber.connect()]);
    } catch (error) {
      for (const connection of redisConnections) connection.disconnect();
      throw new Error(`realtime server: cannot reach Redis (REDIS_URL): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    // Every later 'ready' is a reconnection: what was published meanwhile never reached us.
    subscriber.on('ready', () => onFeedRestored());
    const common = { prefix: options.redisKeyPrefix, windowMs: options.historyWindowMs, maxMessages: options.historyMaxMessages, sink, logger };
    broker = createRedisBroker({ redis, subscriber, ...common });
    sessions = createRedisSessionStore(redis, options.redisKeyPrefix);
    try {
      revocations = await createRedisRevocationStore({ redis, subscriber, prefix: options.redisKeyPrefix, listener: enforceRevocation, logger });
    } catch (error) {
      for (const connection of redisConnections) connection.disconnect();
      throw new Error(`realtime server: cannot subscribe to token revocations: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  } else {
    broker = createMemoryBroker({ windowMs: options.historyWindowMs, maxMessages: options.historyMaxMessages, now: options.now, sink });
    sessions = createMemorySessionStore(options.now);
    revocations = createMemoryRevocationStore(options.now, enforceRevocation);
  }
  registry.useBroker(broker);

  const context: ServerContext = {
    options,
    key: { keyName: options.keyName, keySecret: options.keySecret },
    broker,
    registry,
    sessions,
    revocations,
    live,
    coalescer: new WriteCoalescer(),
    pendingWrites: new Set(),
  };
  onFeedRestored = () => {
    logger.warn({ serverId: options.serverId }, 'broker feed restored: re-attaching every channel');
    reattachAll(context);
  };
  const sockets = new Set<WebSocket>();
  // Room for one maximal message plus its JSON envelope.
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false, maxPayload: options.maxMessageSize * 2 + 16_384 });
  const server = createServer(createRestHandler(context));
  let closing = false;

  // Outside the upgrade handler: a closure living as long as the socket must not keep the request.
  const trackSocket = (ws: WebSocket) => {
    sockets.add(ws);
    ws.once('close', () => sockets.delete(ws));
  };
  server.on('upgrade', (request, socket, head) => {
    if (closing) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      trackSocket(ws);
      acceptSocket(context, ws, socket, request).catch((error: unknown) => {
        logger.error({ err: String(error) }, 'connection setup failed');
        ws.terminate();
      });
    });
  });

  const keepAlive = setInterval(
    () => {
      const now = options.now();
      for (const connection of context.live.values()) connection.tick(now);
    },
    Math.max(50, options.maxIdleIntervalMs / 2),
  );
  keepAlive.unref();

  try {
    await listen(server, options.port, options.host);
  } catch (error) {
    clearInterval(keepAlive);
    await broker.close();
    await sessions.close();
    await revocations.close();
    for (const connection of redisConnections) connection.disconnect();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  logger.info({ url, broker: broker.kind, serverId: options.serverId }, 'realtime server listening');

  const disconnectAll = (message: string) => {
    for (const connection of [...context.live.values()]) connection.disconnect(errorInfo(ErrorCode.DISCONNECTED, 503, message));
  };

  let closed: Promise<void> | undefined;
  return {
    port,
    serverId: options.serverId,
    url,
    connectionCount: () => context.live.size,
    dropConnections: () => disconnectAll('server requested reconnection'),
    close() {
      closed ??= (async () => {
        closing = true;
        clearInterval(keepAlive);
        const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        disconnectAll('server shutting down');
        await Promise.allSettled([...context.pendingWrites]);
        await waitUntil(() => sockets.size === 0, CLOSE_GRACE_MS);
        for (const socket of sockets) socket.terminate();
        server.closeAllConnections();
        await serverClosed;
        await broker.close();
        await sessions.close();
        await revocations.close();
        await Promise.all(redisConnections.map((connection) => connection.quit().catch(() => connection.disconnect())));
        logger.info({ serverId: options.serverId }, 'realtime server closed');
      })();
      return closed;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}
