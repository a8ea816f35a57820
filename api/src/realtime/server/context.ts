/** What every connection of one server instance shares. */
import type { AblyKey } from '../jwt.ts';
import type { Broker } from './broker.ts';
import type { ChannelRegistry } from './channels.ts';
import type { WriteCoalescer } from './coalesce.ts';
import type { Connection } from './connection.ts';
import type { ResolvedOptions } from './options.ts';
import type { RevocationStore } from './revocations.ts';
import type { SessionStore } from './sessions.ts';

export interface ServerContext {
  options: ResolvedOptions;
  key: AblyKey;
  broker: Broker;
  registry: ChannelRegistry;
  sessions: SessionStore;
  revocations: RevocationStore;
  /** Open connections by connection key: a resume that arrives before the old socket's close is a takeover. */
  live: Map<string, Connection>;
  coalescer: WriteCoalescer;
  /** Session writes in flight, awaited on shutdown so that other instances can resume them. */
  pendingWrites: Set<Promise<unknown>>;
}

/** Runs a background write, logging a failure and keeping it in `pendingWrites` until it settles. */
export function track(context: ServerContext, write: Promise<unknown>, what: string): void {
  const tracked = write.catch((error: unknown) => context.options.logger.warn({ err: String(error) }, `${what} failed`));
  context.pendingWrites.add(tracked);
  void tracked.finally(() => context.pendingWrites.delete(tracked));
}
