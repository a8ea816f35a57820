/**
 * `npm run bench:realtime`: our realtime server against a bare `ws` broadcast server, under the
 * same load. For each client count and server: connect and attach every client, then
 *   - paced: RATE messages/s for SECONDS → delivered/s and publish-to-receive p50/p99;
 *   - burst: BURST messages at once → the most deliveries/s the server sustains, its CPU per delivery;
 *   - memory: server RSS growth (after GC) divided by the clients.
 * Server, clients and publisher run in separate processes (the clients in one process).
 * Environment: BENCH_CLIENTS (2000,5000), BENCH_RATE (20), BENCH_SECONDS (5), BENCH_BURST (100),
 * BENCH_PAYLOAD (200 bytes of padding), BENCH_KINDS (ours,bare), BENCH_REDIS_URL (ours through Redis). Needs ~clients + 100 open files per process: the npm script
 * raises the soft `ulimit -n` to the hard limit.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { WebSocket } from 'ws';
import { mintVisitorToken } from '../tokens.ts';
import { ask, preciseNow, type FromClients, type FromServer, type LatencySummary, type ServerKind } from './ipc.ts';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '2000,5000').split(',').map(Number);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BURST = Number(process.env.BENCH_BURST ?? 100);
const PADDING = 'x'.repeat(Number(process.env.BENCH_PAYLOAD ?? 200));
const KINDS = (process.env.BENCH_KINDS ?? 'ours,bare').split(',') as ServerKind[];
const CHANNEL = 'public:bench';
const KEY = { keyName: 'bench.key', keySecret: randomBytes(16).toString('hex') };

interface Result {
  kind: ServerKind;
  clients: number;
  connectMillis: number;
  pacedDeliveredPerSecond: number;
  paced: LatencySummary;
  burstDeliveredPerSecond: number;
  burst: LatencySummary;
  cpuMicrosPerDelivery: number;
  /** Share of a core the server and the load generator used during the paced phase. */
  pacedServerCpu: number;
  pacedClientsCpu: number;
  bytesPerConnection: number;
  /** JS heap + external memory growth per connection: what the server really keeps per client. */
  heapBytesPerConnection: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function spawn(script: string, args: string[] = []): ChildProcess {
  return fork(new URL(script, import.meta.url), args, {
    execArgv: ['--expose-gc', '--no-warnings'],
    env: { ...process.env, BENCH_KEY_NAME: KEY.keyName, BENCH_KEY_SECRET: KEY.keySecret },
    stdio: 'inherit',
  });
}

/** The publisher: for ours, a key-authenticated protocol client publishing like the ably client. */
async function openPublisher(kind: ServerKind, port: number): Promise<(seq: number) => void> {
  const url =
    kind === 'ours' ? `ws://127.0.0.1:${port}/?key=${KEY.keyName}:${KEY.keySecret}&format=json&echo=false&heartbeats=false&v=6` : `ws://127.0.0.1:${port}/`;
  const socket = new WebSocket(url, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    if (kind === 'bare') socket.once('open', () => resolve());
    else socket.once('message', () => resolve());
  });
  return (seq) => {
    const data = { seq, sentAt: preciseNow(), pad: PADDING };
    if (kind === 'bare') socket.send(JSON.stringify({ name: 'tick', data }));
    else
      socket.send(JSON.stringify({ action: 15, channel: CHANNEL, msgSerial: seq, messages: [{ name: 'tick', data: JSON.stringify(data), encoding: 'json' }] }));
  };
}

async function waitForDeliveries(clients: ChildProcess, expected: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { received } = await ask<Extract<FromClients, { type: 'count' }>>(clients, { type: 'count' }, 'count');
    if (received >= expected) return;
    await sleep(50);
  }
}

async function run(kind: ServerKind, count: number): Promise<Result> {
  const server = spawn('./server-child.ts', [kind]);
  const clients = spawn('./clients-child.ts');
  try {
    const ready = await new Promise<Extract<FromServer, { type: 'ready' }>>((resolve) =>
      server.on('message', (message: FromServer) => message.type === 'ready' && resolve(message)),
    );
    const memory = () => ask<Extract<FromServer, { type: 'rss' }>>(server, { type: 'rss' }, 'rss');
    const cpu = async () => (await ask<Extract<FromServer, { type: 'cpu' }>>(server, { type: 'cpu' }, 'cpu')).micros;
    const clientsCpu = async () => (await ask<Extract<FromClients, { type: 'cpu' }>>(clients, { type: 'cpu' }, 'cpu')).micros;
    const before = await memory();
    const token = mintVisitorToken(KEY, 3600).token;
    const connected = await ask<Extract<FromClients, { type: 'connected' }>>(
      clients,
      { type: 'connect', kind, port: ready.port, count, channel: CHANNEL, token },
      'connected',
    );
    if (connected.failed > 0 || connected.count !== count) throw new Error(`${kind}: only ${connected.count} of ${count} clients connected`);
    await sleep(500);
    const after = await memory();
    const bytesPerConnection = (after.rss - before.rss) / count;
    const heapBytesPerConnection = (after.heapUsed - before.heapUsed) / count;

    const publish = await openPublisher(kind, ready.port);
    let seq = 0;
    const collect = () => ask<Extract<FromClients, { type: 'collected' }>>(clients, { type: 'collect' }, 'collected');
    const reset = () => ask(clients, { type: 'reset' }, 'reset');

    // Warm-up (JIT, buffers), not measured.
    for (let i = 0; i < 20; i += 1) {
      publish(seq++);
      await sleep(20);
    }
    await waitForDeliveries(clients, 20 * count, 10_000);

    await reset();
    const pacedCount = RATE * SECONDS;
    const [serverCpuBefore, clientsCpuBefore] = [await cpu(), await clientsCpu()];
    const pacedStart = preciseNow();
    for (let i = 0; i < pacedCount; i += 1) {
      // Scheduled times, so that a slow send does not slow the offered rate down.
      const due = pacedStart + (i * 1000) / RATE;
      if (due > preciseNow()) await sleep(due - preciseNow());
      publish(seq++);
    }
    const pacedSent = preciseNow();
    const [serverCpuAfter, clientsCpuAfter] = [await cpu(), await clientsCpu()];
    await waitForDeliveries(clients, pacedCount * count, 15_000);
    const paced = await collect();
    const pacedMicros = (pacedSent - pacedStart) * 1000;

    await reset();
    const cpuBefore = await cpu();
    const burstStart = preciseNow();
    for (let i = 0; i < BURST; i += 1) publish(seq++);
    await waitForDeliveries(clients, BURST * count, 60_000);
    const burst = await collect();
    const cpuMicros = (await cpu()) - cpuBefore;

    return {
      kind,
      clients: count,
      connectMillis: connected.millis,
      pacedDeliveredPerSecond: paced.received / ((paced.lastReceivedAt - pacedStart) / 1000),
      paced: paced.latency,
      burstDeliveredPerSecond: burst.received / ((burst.lastReceivedAt - burstStart) / 1000),
      burst: burst.latency,
      cpuMicrosPerDelivery: cpuMicros / Math.max(1, burst.received),
      pacedServerCpu: (serverCpuAfter - serverCpuBefore) / pacedMicros,
      pacedClientsCpu: (clientsCpuAfter - clientsCpuBefore) / pacedMicros,
      bytesPerConnection,
      heapBytesPerConnection,
    };
  } finally {
    clients.send({ type: 'stop' });
    server.send({ type: 'stop' });
    await Promise.all([clients, server].map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
    // Let the kernel settle the closed sockets before the next round.
    await sleep(1_000);
  }
}

function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3] ?? Number.NaN);
}

const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const limit = openFilesLimit();
  const needed = Math.max(...CLIENT_COUNTS) + 200;
  console.log(
    `node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}, open-files limit ${limit}`,
  );
  if (limit < needed)
    throw new Error(`raise the open-files limit to at least ${needed} (ulimit -n ${needed}); npm run bench:realtime does it when the hard limit allows`);
  if (process.env.BENCH_REDIS_URL) console.log(`ours uses the Redis broker at ${process.env.BENCH_REDIS_URL}`);
  console.log(`paced: ${RATE} msg/s for ${SECONDS} s; burst: ${BURST} messages; payload padding ${PADDING.length} B\n`);

  const results: Result[] = [];
  for (const count of CLIENT_COUNTS) {
    for (const kind of KINDS) {
      const result = await run(kind, count);
      results.push(result);
      console.log(
        `${kind.padEnd(4)} ${String(count).padStart(5)} clients | connect ${fmt(result.connectMillis)} ms | paced ${fmt(result.pacedDeliveredPerSecond)}/s` +
          ` p50 ${fmt(result.paced.p50, 1)} ms p99 ${fmt(result.paced.p99, 1)} ms (CPU server ${fmt(result.pacedServerCpu * 100)}%, clients ${fmt(result.pacedClientsCpu * 100)}%) | burst ${fmt(result.burstDeliveredPerSecond)}/s p99 ${fmt(result.burst.p99, 1)} ms` +
          ` | server CPU ${fmt(result.cpuMicrosPerDelivery, 2)} µs/delivery | ${fmt(result.bytesPerConnection / 1024, 1)} KiB RSS/connection (heap ${fmt(result.heapBytesPerConnection / 1024, 1)} KiB)`,
      );
    }
  }

  console.log('\nours / bare');
  for (const count of CLIENT_COUNTS) {
    const ours = results.find((result) => result.kind === 'ours' && result.clients === count);
    const bare = results.find((result) => result.kind === 'bare' && result.clients === count);
    if (!ours || !bare) continue;
    const ratio = ours.burstDeliveredPerSecond / bare.burstDeliveredPerSecond;
    console.log(
      `${String(count).padStart(5)} clients: burst deliveries/s ${fmt(ratio * 100)}% (goal ≥ 50%: ${ratio >= 0.5 ? 'met' : 'MISSED'}),` +
        ` paced p99 ${fmt(ours.paced.p99, 1)} ms vs ${fmt(bare.paced.p99, 1)} ms` +
        (count >= 5000 ? ` (goal ≤ 100 ms: ${ours.paced.p99 <= 100 ? 'met' : 'MISSED'})` : '') +
        `, CPU/delivery ×${fmt(ours.cpuMicrosPerDelivery / bare.cpuMicrosPerDelivery, 2)}, memory/connection ×${fmt(ours.bytesPerConnection / bare.bytesPerConnection, 2)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
