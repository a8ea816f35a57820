/**
 * PostgreSQL may abort a transaction that did nothing wrong: a deadlock between transactions that
 * lock accounts in different orders (several transfers in one transaction), or a serialization
 * failure under REPEATABLE READ / SERIALIZABLE. Both are safe to retry as a whole because every
 * transfer carries its idempotency key.
 */
import type { Database, IsolationLevel, Queryable } from '../db/database.ts';

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** True for errors after which the whole transaction may simply be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && RETRYABLE_SQLSTATES.has(String(error.code));
}

/** Runs `work` in a transaction, again (up to `attempts` times in all) after a deadlock or serialization failure. */
export async function inLedgerTransaction<T>(
  db: Database,
  work: (tx: Queryable) => Promise<T>,
  options: { attempts?: number; isolation?: IsolationLevel } = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work, options.isolation ? { isolation: options.isolation } : {});
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      // Jittered backoff so the transactions that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));
    }
  }
}
