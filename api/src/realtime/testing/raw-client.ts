/**
 * A bare protocol client for tests that need to see or send exact frames (resume keys, takeovers,
 * the server's AUTH and DISCONNECTED), which the ably client hides.
 */
import { WebSocket } from 'ws';

export type Frame = Record<string, unknown> & { action: number };

export class RawClient {
  readonly socket: WebSocket;
  readonly frames: Frame[] = [];
  private readonly waiters = new Set<() => void>();
  /** Resolves with the close code when the server (or we) close the socket. */
  readonly closed: Promise<number>;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data: Buffer) => {
      this.frames.push(JSON.parse(data.toString('utf8')) as Frame);
      for (const wake of [...this.waiters]) wake();
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  static async connect(port: number, params: Record<string, string>): Promise<RawClient> {
    const query = new URLSearchParams({ format: 'json', heartbeats: 'true', v: '6', ...params });
    const socket = new WebSocket(`ws://127.0.0.1:${port}/?${query.toString()}`);
    const client = new RawClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(frame: Frame): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first frame (from `from` on) matching, waiting for it if need be. */
  async next(match: (frame: Frame) => boolean, timeoutMs = 5_000, from = 0): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        this.waiters.add(wake);
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

export const action = (value: number) => (frame: Frame) => frame.action === value;
