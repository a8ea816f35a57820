/**
 * The server under test, alone in its process: ours (the realtime server, in-process broker) or a
 * bare `ws` server that broadcasts every frame it receives to every socket (ws's README example),
 * the baseline. Reports its RSS (after a GC) and CPU time on request.
 */
import { WebSocketServer, WebSocket } from 'ws';
import { startRealtimeServer } from '../server/index.ts';
import type { FromServer, ServerKind, ToServer } from './ipc.ts';

const kind = process.argv[2] as ServerKind;
const keyName = process.env.BENCH_KEY_NAME ?? '';
const keySecret = process.env.BENCH_KEY_SECRET ?? '';
const send = (message: FromServer) => process.send?.(message);
const collectGarbage = (globalThis as { gc?: () => void }).gc;

async function start(): Promise<{ port: number; stop: () => Promise<void> }> {
  if (kind === 'ours') {
    // BENCH_REDIS_URL: the same run through the Redis broker (one instance, fan-out via pub/sub).
    const redisUrl = process.env.BENCH_REDIS_URL || undefined;
    const server = await startRealtimeServer({ port: 0, host: '0.0.0.0', keyName, keySecret, redisUrl, redisKeyPrefix: `palpite-bench:${process.pid}:` });
    return { port: server.port, stop: () => server.close() };
  }
  const wss = new WebSocketServer({ port: 0, host: '0.0.0.0', perMessageDeflate: false });
  wss.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => {
      for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
    });
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const address = wss.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

const server = await start();
process.on('message', (message: ToServer) => {
  if (message.type === 'rss') {
    collectGarbage?.();
    collectGarbage?.();
    const usage = process.memoryUsage();
    send({ type: 'rss', rss: usage.rss, heapUsed: usage.heapUsed + usage.external });
  } else if (message.type === 'cpu') {
    const usage = process.cpuUsage();
    send({ type: 'cpu', micros: usage.user + usage.system });
  } else if (message.type === 'stop') {
    void server.stop().finally(() => process.exit(0));
  }
});
send({ type: 'ready', port: server.port });
