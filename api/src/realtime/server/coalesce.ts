/**
 * Fan-out writes are corked and flushed together at the end of the current tick: when several
 * events reach a socket in one go (a burst of publishes, a batch of Redis messages, a replay) they
 * leave in one system call instead of one each. A lone event costs the same as before, a tick later.
 */
import type { Duplex } from 'node:stream';

export class WriteCoalescer {
  private pending: Duplex[] = [];
  private scheduled = false;

  /** Corks the socket until the end of the tick (once per tick, however many writes follow). */
  hold(socket: Duplex): void {
    if (socket.writableCorked > 0) return;
    socket.cork();
    this.pending.push(socket);
    if (!this.scheduled) {
      this.scheduled = true;
      process.nextTick(this.flush);
    }
  }

  private readonly flush = (): void => {
    const sockets = this.pending;
    this.pending = [];
    this.scheduled = false;
    for (const socket of sockets) while (socket.writableCorked > 0) socket.uncork();
  };
}
