/**
 * The hot path: one call of the `ledger_apply` database function (migration 003), which updates
 * both accounts with conditional UPDATEs and inserts the transfer, or changes nothing at all.
 * Keeping the statements in a function lets PostgreSQL plan them once per connection: the same
 * work sent as one data-modifying CTE was planned again on every transfer, about a third of its
 * server time.
 */
import type { Queryable } from '../db/database.ts';
import { compareAccountKeys } from '../domain/ledger/accounts.ts';
import type { Movement } from '../domain/ledger/movements.ts';

/** Where the transfer landed, when it was inserted. */
export interface Applied {
  seq: bigint;
  createdAt: Date;
  debitAccountId: bigint;
  creditAccountId: bigint;
  debitBalanceAfterCentavos: bigint;
  creditBalanceAfterCentavos: bigint;
}

interface OutcomeRow {
  o_seq: bigint | null;
  o_created_at: Date | null;
  o_debit_account_id: bigint | null;
  o_credit_account_id: bigint | null;
  o_debit_balance_after: bigint | null;
  o_credit_balance_after: bigint | null;
}

// The statement text never changes, so the server can keep ledger_apply's plans per connection.
const APPLY = 'SELECT * FROM ledger_apply($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)';

/** ledger_apply's arguments, in its order. */
function applyArguments(movement: Movement, expiresAt: Date | null): unknown[] {
  return [
    movement.id,
    movement.kind,
    movement.phase,
    movement.amountCentavos,
    movement.currency,
    movement.pendingId,
    movement.reversesId,
    movement.timeoutSeconds,
    expiresAt,
    JSON.stringify(movement.metadata),
    movement.delta.pendingCentavos,
    movement.delta.postedCentavos,
    movement.debit.userId,
    movement.debit.purpose,
    movement.debit.shard,
    movement.credit.userId,
    movement.credit.purpose,
    movement.credit.shard,
    // Lock the two rows in the one global order so that transfers cannot deadlock each other.
    compareAccountKeys(movement.debit, movement.credit) < 0,
  ];
}

/** The names ledger_apply_planned (migration 014) reads ledger_apply's arguments by. */
const PLANNED_NAMES = [
  'id',
  'kind',
  'phase',
  'amount',
  'currency',
  'pending_id',
  'reverses_id',
  'timeout_seconds',
  'expires_at',
  'metadata',
  'delta_pending',
  'delta_posted',
  'debit_user_id',
  'debit_purpose',
  'debit_shard',
  'credit_user_id',
  'credit_purpose',
  'credit_shard',
  'debit_first',
] as const;

/** `movement` as the JSON object ledger_apply_planned applies inside a caller's own SQL function. */
export function plannedMovement(movement: Movement, expiresAt: Date | null): Record<string, unknown> {
  const values = applyArguments(movement, expiresAt);
  const json = (value: unknown) => (typeof value === 'bigint' ? String(value) : value instanceof Date ? value.toISOString() : value);
  return Object.fromEntries(PLANNED_NAMES.map((name, index) => [name, name === 'metadata' ? movement.metadata : json(values[index])]));
}

/** Applies `movement` once, or changes nothing and returns null (then the caller diagnoses). */
export async function applyMovement(tx: Queryable, movement: Movement, expiresAt: Date | null): Promise<Applied | null> {
  const result = await tx.query<OutcomeRow>(APPLY, applyArguments(movement, expiresAt));
  const row = result.rows[0];
  if (!row || row.o_seq === null || !row.o_created_at || row.o_debit_account_id === null || row.o_credit_account_id === null) return null;
  return {
    seq: row.o_seq,
    createdAt: row.o_created_at,
    debitAccountId: row.o_debit_account_id,
    creditAccountId: row.o_credit_account_id,
    debitBalanceAfterCentavos: row.o_debit_balance_after ?? 0n,
    creditBalanceAfterCentavos: row.o_credit_balance_after ?? 0n,
  };
}
