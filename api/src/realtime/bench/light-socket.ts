/**
 * A minimal WebSocket client on a bare TCP socket, for the load generator: thousands of these in
 * one process must cost less than the server under test, or the benchmark measures the clients.
 * It handles what the two servers send (unfragmented text frames, ping, close) and nothing more.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

export interface LightSocketOptions {
  port: number;
  path: string;
  localAddress: string;
  onOpen: () => void;
  onText: (payload: Buffer) => void;
  onClose: () => void;
}

export interface LightSocket {
  sendText(text: string): void;
  destroy(): void;
}

const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;
const OPCODE_PONG = 0xa;
/** Client frames must be masked; an all-zero key is valid and leaves the payload as is. */
const ZERO_MASK = Buffer.alloc(4);

function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.from([0x80 | opcode, 0x80 | length]) : Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff]);
  return Buffer.concat([header, ZERO_MASK, payload]);
}

export function openLightSocket(options: LightSocketOptions): LightSocket {
  const socket = connect({ port: options.port, host: '127.0.0.1', localAddress: options.localAddress, noDelay: true });
  let handshake: Buffer | null = Buffer.alloc(0);
  let pending: Buffer | null = null;

  const parseFrames = (chunk: Buffer) => {
    const data = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let offset = 0;
    while (data.length - offset >= 2) {
      const opcode = data[offset]! & 0x0f;
      let length = data[offset + 1]! & 0x7f;
      let start = offset + 2;
      if (length === 126) {
        if (data.length - offset < 4) break;
        length = data.readUInt16BE(offset + 2);
        start += 2;
      } else if (length === 127) {
        if (data.length - offset < 10) break;
        length = data.readUInt32BE(offset + 6);
        start += 8;
      }
      if (data.length < start + length) break;
      const payload = data.subarray(start, start + length);
      offset = start + length;
      if (opcode === OPCODE_TEXT) options.onText(payload);
      else if (opcode === OPCODE_PING) socket.write(clientFrame(OPCODE_PONG, payload));
      else if (opcode === OPCODE_CLOSE) socket.end();
    }
    if (offset < data.length) pending = data.subarray(offset);
  };

  socket.on('connect', () => {
    socket.write(
      `GET ${options.path} HTTP/1.1\r\nHost: 127.0.0.1:${options.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
  });
  socket.on('data', (chunk: Buffer) => {
    if (handshake === null) {
      parseFrames(chunk);
      return;
    }
    // The HTTP 101 answer, then frames (possibly in the same chunk).
    handshake = Buffer.concat([handshake, chunk]);
    const end = handshake.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = handshake.toString('latin1', 0, end);
    const rest = handshake.subarray(end + 4);
    handshake = null;
    if (!head.startsWith('HTTP/1.1 101')) {
      socket.destroy();
      return;
    }
    options.onOpen();
    if (rest.length > 0) parseFrames(rest);
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => options.onClose());

  return {
    sendText: (text) => socket.write(clientFrame(OPCODE_TEXT, Buffer.from(text))),
    destroy: () => socket.destroy(),
  };
}
