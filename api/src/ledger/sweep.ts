/**
 * Expiry (TigerBeetle's pending timeout): a pending transfer past its `expires_at` can no longer
 * be posted, and this sweep voids it so its money is spendable again. Run it from a background
 * job; several nodes may run it at once: the void id is derived from the pending id, so two
 * sweeps of the same transfer agree and only one applies.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { ResolveSpec } from '../domain/ledger/validate.ts';
import { isLedgerError } from './errors.ts';
import { runResolve } from './operations.ts';

/** What a sweep did. */
export interface SweepResult {
  /** Ids of the pending transfers this sweep voided. */
  voidedPendingIds: string[];
}

/** The id of the void the sweep writes for `pendingId` (stable, 1–128 characters whatever the input). */
export function expiryVoidId(pendingId: string): string {
  return `expired:${createHash('sha256').update(pendingId).digest('base64url')}`;
}

/** Voids up to `limit` expired pending transfers, each in its own transaction, oldest first. */
export async function voidExpiredPending(db: Database, nowMs: number, limit: number): Promise<SweepResult> {
  const due = await db.query<{ transfer_id: string }>('SELECT transfer_id FROM ledger_open_pending WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2', [
    new Date(nowMs),
    limit,
  ]);
  const voidedPendingIds: string[] = [];
  for (const { transfer_id: pendingId } of due.rows) {
    const spec: ResolveSpec = {
      id: expiryVoidId(pendingId),
      pendingId,
      phase: 'void_pending',
      amountCentavos: null,
      kind: null,
      currency: null,
      metadata: { reason: 'expired' },
    };
    try {
      const result = await db.transaction((tx) => runResolve(tx, spec, nowMs));
      if (result.status === 'created') voidedPendingIds.push(pendingId);
    } catch (error) {
      // Posted or voided by someone else since we listed it: nothing left to do.
      if (isLedgerError(error, 'pending_already_resolved')) continue;
      throw error;
    }
  }
  return { voidedPendingIds };
}
