/**
 * Tells players what changed, over realtime (spec §7 channels): `balance-updated` after a ledger
 * change of theirs, and every `account_events` row (force-logout, new-notification) published at
 * least once by a relay that claims rows with SKIP LOCKED, so several API nodes can run it.
 */
import type { Database } from '../db/database.ts';
import type { Ledger, PlayerBalances } from '../ledger/index.ts';
import { noSessionTokens, type RevokeSessionTokens } from '../auth/sessions.ts';

/** The part of the realtime publisher the notifier needs (tests record it). */
export interface UserPublisher {
  publishToUser(userId: bigint | number | string, name: string, data: unknown): Promise<void>;
}

export interface NotifierLog {
  warn(fields: object, message?: string): void;
}

export interface Notifier {
  /** Publishes the player's spendable balances; failures are logged, never thrown. */
  balanceChanged(userId: bigint): Promise<void>;
  /** Publishes pending account events; returns how many went out. */
  relayAccountEvents(limit?: number): Promise<number>;
  /** Runs the relay every `intervalMs` until the returned function is called. */
  startRelay(intervalMs?: number): () => void;
}

const reais = (centavos: bigint) => Number(centavos) / 100;

/** The sessions a `force-logout` event ended (`session_ids`, decimal strings). */
function endedSessionsOf(payload: unknown): bigint[] {
  const ids = (payload as { session_ids?: unknown } | null)?.session_ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id)).map((id) => BigInt(id)) : [];
}

export function createNotifier(deps: {
  db: Database;
  ledger: Ledger;
  publisher: UserPublisher;
  log: NotifierLog;
  /**
   * Revokes the realtime tokens of the sessions a `force-logout` names, once it is published: the
   * players' pages hear why their session ended before their connection is cut (revoked first, the
   * notice never arrived and the page only found out at its next request).
   */
  revokeSessionTokens?: RevokeSessionTokens;
}): Notifier {
  const { db, ledger, publisher, log } = deps;
  const revokeSessionTokens = deps.revokeSessionTokens ?? noSessionTokens;

  async function relayAccountEvents(limit = 100): Promise<number> {
    return db.transaction(async (tx) => {
      const claimed = await tx.query<{ id: bigint; user_id: bigint; name: string; payload: unknown }>(
        'SELECT id, user_id, name, payload FROM account_events WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED',
        [limit],
      );
      for (const event of claimed.rows) {
        // A failed publish rolls the batch back: those rows stay unpublished and go out next time.
        await publisher.publishToUser(event.user_id, event.name, event.payload);
        if (event.name === 'force-logout') await revokeSessionTokens(endedSessionsOf(event.payload));
        await tx.query('UPDATE account_events SET published_at = now() WHERE id = $1', [event.id]);
      }
      return claimed.rows.length;
    });
  }

  // Changes announced in the same turn of the event loop share one balance query: under load, bets
  // and spins finish in bursts, and a query per change was one more round trip per stake.
  let batch: { userIds: Map<string, bigint>; done: Promise<void> } | null = null;
  // A player must never get an older balance after a newer one: batches read one after another
  // (changes meanwhile join the waiting batch), and each player's publishes go out in read order —
  // one player's slow publish holds back only that player's next one.
  let lastRead: Promise<unknown> = Promise.resolve();
  const publishing = new Map<string, Promise<void>>();

  function publishInOrder(userId: bigint, balance: PlayerBalances): Promise<void> {
    const key = String(userId);
    const next = (publishing.get(key) ?? Promise.resolve())
      .then(() => publisher.publishToUser(userId, 'balance-updated', { newBalance: reais(balance.cashCentavos), bonusBalance: reais(balance.bonusCentavos) }))
      .catch((error: unknown) => log.warn({ err: (error as Error).message, userId: key }, 'balance-updated not published'));
    publishing.set(key, next);
    void next.then(() => {
      if (publishing.get(key) === next) publishing.delete(key);
    });
    return next;
  }

  function startBatch(): { userIds: Map<string, bigint>; done: Promise<void> } {
    const userIds = new Map<string, bigint>();
    const read = lastRead
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        batch = null;
        return ledger.manyBalances(db, [...userIds.values()]);
      });
    lastRead = read.catch(() => undefined);
    const done = read.then(
      (balances) => Promise.all([...userIds.values()].map((userId) => publishInOrder(userId, balances.get(String(userId))!))).then(() => undefined),
      (error: unknown) => log.warn({ err: (error as Error).message, userIds: [...userIds.keys()] }, 'balance-updated not published'),
    );
    return { userIds, done };
  }

  return {
    balanceChanged(userId) {
      batch ??= startBatch();
      batch.userIds.set(String(userId), userId);
      return batch.done;
    },
    relayAccountEvents,
    startRelay(intervalMs = 500) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        relayAccountEvents()
          .catch((error: unknown) => log.warn({ err: (error as Error).message }, 'account event relay failed; retrying'))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

/** For tests and tools: remembers what would have been published. */
export function createRecordingPublisher(): UserPublisher & { published: Array<{ userId: string; name: string; data: unknown }> } {
  const published: Array<{ userId: string; name: string; data: unknown }> = [];
  return {
    published,
    async publishToUser(userId, name, data) {
      published.push({ userId: String(userId), name, data });
    },
  };
}
