/**
 * SQL of the withdrawals feature: its own table, and read-only sums over the ledger's transfers
 * for the rules (deposits and stakes). Money moves only through the ledger module.
 */
import type { WithdrawalMethod } from '@palpite/shared/contract';
import type { Queryable } from '../../db/database.ts';
import type { PriorWithdrawal, WithdrawalStatus } from '../../domain/withdrawals/rules.ts';

export interface WithdrawalRow {
  id: bigint;
  user_id: bigint;
  method: WithdrawalMethod;
  currency: string;
  amount_centavos: bigint;
  fee_centavos: bigint;
  status: WithdrawalStatus;
  transfer_id: string;
  fee_transfer_id: string | null;
  payout_details_sealed: string;
  account_hint: string;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  rejection_reason: string | null;
  payout_reference: string | null;
  processing_at: Date | null;
  processing_by: string | null;
}

const COLUMN_NAMES = [
  'id',
  'user_id',
  'method',
  'currency',
  'amount_centavos',
  'fee_centavos',
  'status',
  'transfer_id',
  'fee_transfer_id',
  'payout_details_sealed',
  'account_hint',
  'created_at',
  'decided_at',
  'decided_by',
  'rejection_reason',
  'payout_reference',
  'processing_at',
  'processing_by',
];
const COLUMNS = COLUMN_NAMES.join(', ');
const W_COLUMNS = COLUMN_NAMES.map((column) => `w.${column}`).join(', ');

export interface NewWithdrawal {
  userId: bigint;
  method: WithdrawalMethod;
  amountCentavos: bigint;
  feeCentavos: bigint;
  payoutDetailsSealed: string;
  accountHint: string;
  idempotencyKey: string | null;
  createdAt: Date;
}

export async function insertWithdrawal(tx: Queryable, withdrawal: NewWithdrawal): Promise<WithdrawalRow> {
  const result = await tx.query<WithdrawalRow>(
    `INSERT INTO withdrawals (user_id, method, amount_centavos, fee_centavos, status, payout_details_sealed, account_hint, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [
      withdrawal.userId,
      withdrawal.method,
      withdrawal.amountCentavos,
      withdrawal.feeCentavos,
      withdrawal.payoutDetailsSealed,
      withdrawal.accountHint,
      withdrawal.idempotencyKey,
      withdrawal.createdAt,
    ],
  );
  return result.rows[0]!;
}

export async function findByIdempotencyKey(db: Queryable, userId: bigint, key: string): Promise<WithdrawalRow | null> {
  const result = await db.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);
  return result.rows[0] ?? null;
}

/** The row, locked until the transaction ends: decisions on one withdrawal queue here. */
export async function lockWithdrawal(tx: Queryable, id: bigint): Promise<WithdrawalRow | null> {
  const result = await tx.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 FOR UPDATE`, [id]);
  return result.rows[0] ?? null;
}

export interface Decision {
  status: Exclude<WithdrawalStatus, 'pending'>;
  decidedAt: Date;
  decidedBy: string;
  rejectionReason: string | null;
  payoutReference: string | null;
  /** The fee it shows from now on, what was charged: at payout 0 when the reserved fee was released; 0 when undone. */
  feeCentavos: bigint;
}

export async function recordDecision(tx: Queryable, id: bigint, decision: Decision): Promise<WithdrawalRow> {
  const result = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $2, decided_at = $3, decided_by = $4, rejection_reason = $5, payout_reference = $6, fee_centavos = $7
     WHERE id = $1 AND status IN ('pending', 'processing') RETURNING ${COLUMNS}`,
    [id, decision.status, decision.decidedAt, decision.decidedBy, decision.rejectionReason, decision.payoutReference, decision.feeCentavos],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`withdrawal ${id} was not open when its decision was recorded`);
  return row;
}

/** The player's withdrawals paid with a fee, requested after `afterId` and before `until`, oldest first, locked. */
export async function paidWithFeeAfter(tx: Queryable, userId: bigint, afterId: bigint, until: Date): Promise<WithdrawalRow[]> {
  const result = await tx.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 AND id > $2 AND created_at < $3 AND status = 'paid' AND fee_centavos > 0 ORDER BY id FOR UPDATE`,
    [userId, afterId, until],
  );
  return result.rows;
}

/** A paid withdrawal's fee given back (the caller moved it through the ledger and holds the row lock). */
export async function recordFeeRefund(tx: Queryable, id: bigint): Promise<void> {
  await tx.query("UPDATE withdrawals SET fee_centavos = 0 WHERE id = $1 AND status = 'paid'", [id]);
}

/** Ops take a pending withdrawal to pay it out (the caller holds its row lock). */
export async function recordClaim(tx: Queryable, id: bigint, claim: { at: Date; by: string }): Promise<WithdrawalRow> {
  const result = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = 'processing', processing_at = $2, processing_by = $3
     WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id, claim.at, claim.by],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`withdrawal ${id} was not pending when it was claimed`);
  return row;
}

/** A player's withdrawals, newest first; `beforeId` is the previous page's last id. */
export async function listOfUser(db: Queryable, userId: bigint, limit: number, beforeId: bigint | null): Promise<WithdrawalRow[]> {
  const result = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint) ORDER BY id DESC LIMIT $3`,
    [userId, beforeId, limit],
  );
  return result.rows;
}

export interface OpsWithdrawalRow extends WithdrawalRow {
  first_name: string;
  last_name: string;
  email: string;
}

/** Open ones (pending, processing) oldest first (the queue); decided ones newest first. */
export async function listForOps(db: Queryable, status: WithdrawalStatus | 'all', limit: number, cursor: bigint | null): Promise<OpsWithdrawalRow[]> {
  const ascending = status === 'pending' || status === 'processing';
  const result = await db.query<OpsWithdrawalRow>(
    `SELECT ${W_COLUMNS}, u.first_name, u.last_name, u.email
     FROM withdrawals w JOIN users u ON u.id = w.user_id
     WHERE ($1::text = 'all' OR w.status = $1::text) AND ($2::bigint IS NULL OR w.id ${ascending ? '>' : '<'} $2::bigint)
     ORDER BY w.id ${ascending ? 'ASC' : 'DESC'} LIMIT $3`,
    [status, cursor, limit],
  );
  return result.rows;
}

export async function recentWithdrawals(db: Queryable, userId: bigint, since: Date): Promise<PriorWithdrawal[]> {
  const result = await db.query<{ created_at: Date; amount_centavos: bigint; status: WithdrawalStatus }>(
    'SELECT created_at, amount_centavos, status FROM withdrawals WHERE user_id = $1 AND created_at >= $2',
    [userId, since],
  );
  return result.rows.map((row) => ({ createdAtMs: row.created_at.getTime(), amountCentavos: row.amount_centavos, status: row.status }));
}

/**
 * The player's withdrawals requested before `beforeId` (ids follow the order of requests: they are
 * made under the lock of the player's wallets) and created since `since`. With `share` their rows
 * are share-locked until the transaction ends, so a cancel or rejection of one of them decided at
 * the same moment is seen whole: before this transaction reads it, or after it commits. Only
 * before the wallets are locked: a cancel holds its own row, then waits for the wallets.
 */
export async function withdrawalsRequestedBefore(
  tx: Queryable,
  userId: bigint,
  beforeId: bigint,
  since: Date,
  lock: 'share' | 'none',
): Promise<PriorWithdrawal[]> {
  const result = await tx.query<{ created_at: Date; amount_centavos: bigint; status: WithdrawalStatus }>(
    `SELECT created_at, amount_centavos, status FROM withdrawals WHERE user_id = $1 AND id < $2 AND created_at >= $3 ORDER BY id${lock === 'share' ? ' FOR SHARE' : ''}`,
    [userId, beforeId, since],
  );
  return result.rows.map((row) => ({ createdAtMs: row.created_at.getTime(), amountCentavos: row.amount_centavos, status: row.status }));
}

export async function isIdentityVerified(db: Queryable, userId: bigint): Promise<boolean> {
  const result = await db.query("SELECT 1 FROM identity_documents WHERE user_id = $1 AND kind = 'identity' AND status = 'approved'", [userId]);
  return result.rowCount > 0;
}

export async function cashAccountId(db: Queryable, userId: bigint, currency: string): Promise<bigint | null> {
  const result = await db.query<{ id: bigint }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND purpose = 'cash' AND currency = $2", [userId, currency]);
  return result.rows[0]?.id ?? null;
}

export interface DepositFacts {
  totalCentavos: bigint;
  lastCentavos: bigint | null;
  lastAt: Date | null;
  firstAt: Date | null;
}

/**
 * Completed deposits into a cash account: single transfers and posted pending ones, less any
 * that were reversed (a chargeback). The ledger's `deposit` transfers are the source of truth.
 */
export async function depositFacts(db: Queryable, cashAccountId: bigint): Promise<DepositFacts> {
  const result = await db.query<{ total: bigint; last: bigint | null; last_at: Date | null; first_at: Date | null }>(
    `SELECT coalesce(sum(t.amount_centavos), 0)::bigint AS total,
            (array_agg(t.amount_centavos ORDER BY t.seq DESC))[1] AS last,
            (array_agg(t.created_at ORDER BY t.seq DESC))[1] AS last_at,
            min(t.created_at) AS first_at
     FROM ledger_transfers t
     WHERE t.credit_account_id = $1 AND t.kind = 'deposit' AND t.phase IN ('single', 'post_pending')
       AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_id = t.id)`,
    [cashAccountId],
  );
  const row = result.rows[0];
  return { totalCentavos: row?.total ?? 0n, lastCentavos: row?.last ?? null, lastAt: row?.last_at ?? null, firstAt: row?.first_at ?? null };
}

/** What the player asked to withdraw since `since` and did not get back (pending, processing or paid). */
export async function withdrawnSince(db: Queryable, userId: bigint, since: Date): Promise<bigint> {
  const result = await db.query<{ withdrawn: bigint }>(
    `SELECT coalesce(sum(amount_centavos), 0)::bigint AS withdrawn FROM withdrawals
     WHERE user_id = $1 AND created_at >= $2 AND status IN ('pending', 'processing', 'paid')`,
    [userId, since],
  );
  return result.rows[0]?.withdrawn ?? 0n;
}

/**
 * Stakes from cash since `since` that count towards the deposit's wagering: sports `bet_stake` in
 * full, casino `casino_bet` at its game's wagering contribution — the share the bonus wagering
 * applies (`wagering_percent`: slots 100%; table games, live, video poker, keno, dice 0%; spec §9),
 * as the round recorded it when it began, else as the catalogue declares it (live-table bets have
 * no round row; a provider's game is in the catalogue like ours). Every casino stake names its game
 * (`gameUuid`) and, when it has one, its round (`roundId`); a post of a reserved stake (a hand) may
 * carry them on the reservation. A stake whose game cannot be found counts nothing: the rollover
 * against cash-through must not be met by play nobody can classify. Single transfers and posted
 * reservations (an open hand counts once it settles), not ones rolled back by a reversal.
 */
export async function wageredSince(db: Queryable, cashAccountId: bigint, since: Date): Promise<bigint> {
  const result = await db.query<{ wagered: bigint }>(
    `SELECT coalesce(sum(CASE WHEN t.kind = 'bet_stake' THEN t.amount_centavos
                              ELSE t.amount_centavos * coalesce(r.wagering_percent, g.wagering_percent, 0) / 100 END), 0)::bigint AS wagered
     FROM ledger_transfers t
     LEFT JOIN ledger_transfers p ON p.id = t.pending_id
     CROSS JOIN LATERAL (
       SELECT coalesce(t.metadata ->> 'gameUuid', p.metadata ->> 'gameUuid') AS game_uuid,
              coalesce(t.metadata ->> 'roundId', p.metadata ->> 'roundId') AS round_id
     ) m
     LEFT JOIN casino_games g ON t.kind = 'casino_bet' AND g.uuid::text = lower(m.game_uuid)
     -- Only a round id that is a number is cast (a malformed one must not fail the whole sum).
     LEFT JOIN casino_rounds r ON t.kind = 'casino_bet' AND r.game_uuid = g.uuid
       AND r.id = CASE WHEN m.round_id ~ '^[0-9]{1,18}$' THEN m.round_id::bigint END
     WHERE t.debit_account_id = $1 AND t.kind IN ('bet_stake', 'casino_bet') AND t.phase IN ('single', 'post_pending') AND t.created_at >= $2
       AND NOT EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reverses_id = t.id)`,
    [cashAccountId, since],
  );
  return result.rows[0]?.wagered ?? 0n;
}

export async function audit(tx: Queryable, entry: { actor: string; action: string; subject: string; detail: Record<string, unknown> }): Promise<void> {
  await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [
    entry.actor,
    entry.action,
    entry.subject,
    JSON.stringify(entry.detail),
  ]);
}
