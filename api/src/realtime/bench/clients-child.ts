/**
 * The load: thousands of lightweight WebSocket clients in one process. Against our server each
 * connects and attaches exactly as the ably client does (access_token, format=json, ATTACH,
 * wait for ATTACHED); against the bare server it just opens. Every received message yields a
 * publish-to-receive latency from the `sentAt` the publisher put in it.
 */
import { openLightSocket, type LightSocket } from './light-socket.ts';
import { preciseNow, type FromClients, type ServerKind, type ToClients } from './ipc.ts';
import { summarise } from './stats.ts';

const send = (message: FromClients) => process.send?.(message);
/** `"sentAt":<ms>` in the bare payload, `\"sentAt\":<ms>` once JSON-encoded inside our MESSAGE frame. */
const SENT_AT = Buffer.from('sentAt');
const CONCURRENT_HANDSHAKES = 200;
/** Several loopback source addresses: the ephemeral port range is per (source, destination) pair. */
const SOURCES = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4'];

const sockets: LightSocket[] = [];
let received = 0;
let lastReceivedAt = 0;
let latencies = new Float64Array(1 << 16);

/** Reads the number after `sentAt` straight from the frame bytes: no string, no regex per message. */
function sentAtOf(frame: Buffer): number {
  let index = frame.indexOf(SENT_AT);
  if (index < 0) return Number.NaN;
  index += SENT_AT.length;
  // Skip `":` or `\":` (the payload is JSON text inside our MESSAGE frame).
  while (index < frame.length && (frame[index] === 0x22 || frame[index] === 0x3a || frame[index] === 0x5c)) index += 1;
  let end = index;
  while (end < frame.length && ((frame[end]! >= 0x30 && frame[end]! <= 0x39) || frame[end] === 0x2e)) end += 1;
  return Number(frame.toString('latin1', index, end));
}

function record(payload: Buffer): void {
  const now = preciseNow();
  const sentAt = sentAtOf(payload);
  if (Number.isNaN(sentAt)) return;
  if (received === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[received] = now - sentAt;
  received += 1;
  lastReceivedAt = now;
}

function open(kind: ServerKind, port: number, path: string, index: number, channel: string): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    let ready = false;
    const done = (ok: boolean) => {
      if (settled) return;
      settled = true;
      ready = ok;
      if (ok) sockets.push(socket);
      else socket.destroy();
      resolve(ok);
    };
    const socket = openLightSocket({
      port,
      path,
      localAddress: SOURCES[index % SOURCES.length] ?? '127.0.0.1',
      onOpen: () => {
        if (kind === 'bare') done(true);
      },
      onText: (payload) => {
        if (ready) {
          record(payload);
          return;
        }
        // The protocol as the ably client speaks it: CONNECTED, then ATTACH, then ATTACHED.
        const frame = JSON.parse(payload.toString('utf8')) as { action: number };
        if (frame.action === 4) socket.sendText(JSON.stringify({ action: 10, channel }));
        else if (frame.action === 11) done(true);
        else if (frame.action === 9) done(false);
      },
      onClose: () => done(false),
    });
  });
}

async function connectAll(message: Extract<ToClients, { type: 'connect' }>): Promise<void> {
  const started = Date.now();
  const path = message.kind === 'ours' ? `/?access_token=${message.token}&format=json&heartbeats=false&v=6` : '/';
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < message.count) {
      const index = next;
      next += 1;
      if (!(await open(message.kind, message.port, path, index, message.channel))) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_HANDSHAKES }, worker));
  send({ type: 'connected', count: sockets.length, failed, millis: Date.now() - started });
}

process.on('message', (message: ToClients) => {
  switch (message.type) {
    case 'connect':
      void connectAll(message);
      break;
    case 'reset':
      received = 0;
      lastReceivedAt = 0;
      send({ type: 'reset' });
      break;
    case 'count':
      send({ type: 'count', received });
      break;
    case 'cpu': {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system });
      break;
    }
    case 'collect':
      send({ type: 'collected', received, lastReceivedAt, latency: summarise(latencies.subarray(0, received)) });
      break;
    case 'stop':
      for (const socket of sockets) socket.destroy();
      process.exit(0);
  }
});
