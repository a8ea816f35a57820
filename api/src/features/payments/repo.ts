/** SQL of deposits and provider notifications. Times come from the app's clock, never `now()`. */
import type { DepositMethod } from '@palpite/shared/contract';
import type { Database, Queryable } from '../../db/database.ts';
import type { CryptoAsset } from '../../domain/payments/crypto-deposit.ts';
import type { DepositStatus, FailureReason } from '../../domain/payments/deposit-rules.ts';
import type { JsonValue } from '../../ledger/index.ts';
import type { DepositInstructions, ProviderNotification } from './providers/types.ts';

export interface DepositRow {
  id: string;
  user_id: bigint;
  method: DepositMethod;
  provider: DepositMethod;
  amount_centavos: bigint;
  currency: string;
  status: DepositStatus;
  failure_reason: FailureReason | null;
  reference: string;
  payment_id: string | null;
  instructions: DepositInstructions | Record<string, never>;
  card_brand: string | null;
  card_last4: string | null;
  crypto_asset: CryptoAsset | null;
  crypto_address: string | null;
  crypto_amount_units: bigint | null;
  expires_at: Date | null;
  paid_at: Date | null;
  confirm_after: Date | null;
  ledger_transfer_id: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  /** The offer the deposit was sent with (migration 032). */
  bonus_code: string | null;
  /** Sent with `bonus_code: null`, "no bonus" (migration 034): a waiting claim is not this deposit's. */
  bonus_declined: boolean;
}

const COLUMNS = `id, user_id, method, provider, amount_centavos, currency, status, failure_reason, reference, payment_id, instructions,
  card_brand, card_last4, crypto_asset, crypto_address, crypto_amount_units, expires_at, paid_at, confirm_after, ledger_transfer_id,
  created_at, updated_at, completed_at, bonus_code, bonus_declined`;

export interface NewDeposit {
  id: string;
  userId: bigint;
  method: DepositMethod;
  provider: DepositMethod;
  amountCentavos: bigint;
  reference: string;
  expiresAt: Date | null;
  card: { brand: string; last4: string } | null;
  crypto: { asset: CryptoAsset; units: bigint } | null;
  /** The request's Idempotency-Key, when it had one. */
  idempotencyKey: string | null;
  /** The offer chosen with it, when one was. */
  bonusCode: string | null;
  /** The player chose no bonus for it. */
  bonusDeclined: boolean;
  now: Date;
}

export async function insertDeposit(db: Queryable, deposit: NewDeposit): Promise<void> {
  await db.query(
    `INSERT INTO deposits (id, user_id, method, provider, amount_centavos, status, reference, expires_at, card_brand, card_last4, crypto_asset,
       crypto_amount_units, idempotency_key, created_at, updated_at, bonus_code, bonus_declined)
     VALUES ($1, $2, $3, $4, $5, 'awaiting_payment', $6, $7, $8, $9, $10, $11, $13, $12, $12, $14, $15)`,
    [
      deposit.id,
      deposit.userId,
      deposit.method,
      deposit.provider,
      deposit.amountCentavos,
      deposit.reference,
      deposit.expiresAt,
      deposit.card?.brand ?? null,
      deposit.card?.last4 ?? null,
      deposit.crypto?.asset ?? null,
      deposit.crypto?.units ?? null,
      deposit.now,
      deposit.idempotencyKey,
      deposit.bonusCode,
      deposit.bonusDeclined,
    ],
  );
}

/** Records what the provider answered when the deposit was created. */
export async function recordProviderAnswer(
  db: Queryable,
  id: string,
  answer: { paymentId: string | null; instructions: DepositInstructions | null; cryptoAddress: string | null },
  now: Date,
): Promise<void> {
  await db.query('UPDATE deposits SET payment_id = COALESCE($2, payment_id), instructions = $3::jsonb, crypto_address = $4, updated_at = $5 WHERE id = $1', [
    id,
    answer.paymentId,
    JSON.stringify(answer.instructions ?? {}),
    answer.cryptoAddress,
    now,
  ]);
}

export async function findDeposit(db: Queryable, id: string): Promise<DepositRow | null> {
  return (await db.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE id = $1`, [id])).rows[0] ?? null;
}

/** The deposit a player's earlier request with this Idempotency-Key made, if any. */
export async function findByIdempotencyKey(db: Queryable, userId: bigint, key: string): Promise<DepositRow | null> {
  return (await db.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE user_id = $1 AND idempotency_key = $2`, [userId, key])).rows[0] ?? null;
}

export async function findDepositOf(db: Queryable, userId: bigint, id: string): Promise<DepositRow | null> {
  return (await db.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE id = $1 AND user_id = $2`, [id, userId])).rows[0] ?? null;
}

/**
 * Serialises a player's deposit-limit decisions: a new deposit and the late credit of an expired
 * one each check the limits under it, so two of them cannot both fit the same room. Taken after
 * any deposit lock (a late credit holds its deposit first; a new deposit has no row yet).
 */
export async function lockPlayerForDepositLimits(tx: Queryable, userId: bigint): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** Holds a deposit for a read-then-change step; every change of status goes through this lock. */
export async function lockDeposit(tx: Queryable, id: string): Promise<DepositRow | null> {
  return (await tx.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE id = $1 FOR UPDATE`, [id])).rows[0] ?? null;
}

export async function lockDepositByReference(tx: Queryable, reference: string): Promise<DepositRow | null> {
  return (await tx.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE reference = $1 FOR UPDATE`, [reference])).rows[0] ?? null;
}

export async function recentDeposits(db: Queryable, userId: bigint, limit: number): Promise<DepositRow[]> {
  return (await db.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [userId, limit])).rows;
}

export async function setStatus(tx: Queryable, id: string, status: 'expired' | 'cancelled', now: Date): Promise<void> {
  await tx.query('UPDATE deposits SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
}

/** Only a deposit still in play can fail (a notification may have completed it meanwhile). */
export async function markFailed(tx: Queryable, id: string, reason: FailureReason, now: Date): Promise<void> {
  await tx.query("UPDATE deposits SET status = 'failed', failure_reason = $2, updated_at = $3 WHERE id = $1 AND status IN ('awaiting_payment', 'confirming')", [
    id,
    reason,
    now,
  ]);
}

export async function markConfirming(tx: Queryable, id: string, now: Date, confirmAfter: Date): Promise<void> {
  await tx.query("UPDATE deposits SET status = 'confirming', paid_at = $2, confirm_after = $3, updated_at = $2 WHERE id = $1", [id, now, confirmAfter]);
}

export async function markCompleted(tx: Queryable, id: string, transferId: string, paymentId: string | null, now: Date): Promise<void> {
  await tx.query(
    `UPDATE deposits SET status = 'completed', ledger_transfer_id = $2, payment_id = COALESCE(payment_id, $3), completed_at = $4, updated_at = $4,
       confirm_after = NULL WHERE id = $1`,
    [id, transferId, paymentId, now],
  );
}

/**
 * Marks up to `limit` deposits whose time to pay is over as expired, skipping rows another node
 * (or a notification) holds; one statement, so one short transaction. Never one whose payment the
 * provider approved (an approval not acted on yet): that money is the player's, it is credited.
 */
export async function expireDue(db: Database, now: Date, limit: number): Promise<Array<{ id: string; user_id: bigint }>> {
  const result = await db.query<{ id: string; user_id: bigint }>(
    `UPDATE deposits SET status = 'expired', updated_at = $1
     WHERE status = 'awaiting_payment' AND id IN (
       SELECT d.id FROM deposits d
       WHERE d.status = 'awaiting_payment' AND d.expires_at <= $1
         AND NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.deposit_id = d.id AND e.outcome = 'processing')
       ORDER BY d.expires_at LIMIT $2 FOR UPDATE OF d SKIP LOCKED)
     RETURNING id, user_id`,
    [now, limit],
  );
  return result.rows;
}

/**
 * Claims crypto deposits the sandbox chain has confirmed by now: each gets a lease, so another
 * node leaves it alone while this one notifies, and takes it over if this one dies.
 */
export async function claimConfirmations(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<DepositRow[]> {
  const result = await db.query<DepositRow>(
    `UPDATE deposits SET job_lease_until = $2
     WHERE id IN (
       SELECT id FROM deposits
       WHERE status = 'confirming' AND confirm_after <= $1 AND (job_lease_until IS NULL OR job_lease_until <= $1)
       ORDER BY confirm_after LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [now, leaseUntil, limit],
  );
  return result.rows;
}

/** The chain watcher is done with a deposit (notified and answered): it is not picked again. */
export async function releaseConfirmation(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE deposits SET confirm_after = NULL, job_lease_until = NULL WHERE id = $1', [id]);
}

export type EventOutcome = 'credited' | 'failed' | 'already_final' | 'not_payable' | 'unknown_deposit' | 'amount_mismatch';

/** Records a notification once per provider event id; null when it was already recorded. */
export async function insertEvent(tx: Queryable, provider: string, notification: ProviderNotification, now: Date): Promise<bigint | null> {
  const result = await tx.query<{ id: bigint }>(
    `INSERT INTO payment_events (provider, event_id, type, reference, amount_centavos, outcome, payload, received_at)
     VALUES ($1, $2, $3, $4, $5, 'processing', $6::jsonb, $7)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    [
      provider,
      notification.eventId,
      notification.type,
      notification.reference.slice(0, 64),
      notification.amountCentavos,
      JSON.stringify(notification.payload satisfies JsonValue),
      now,
    ],
  );
  return result.rows[0]?.id ?? null;
}

export async function eventOutcome(tx: Queryable, provider: string, eventId: string): Promise<EventOutcome> {
  const result = await tx.query<{ outcome: EventOutcome }>('SELECT outcome FROM payment_events WHERE provider = $1 AND event_id = $2', [provider, eventId]);
  return result.rows[0]!.outcome;
}

export async function setEventOutcome(tx: Queryable, id: bigint, outcome: EventOutcome, depositId: string | null): Promise<void> {
  await tx.query('UPDATE payment_events SET outcome = $2, deposit_id = $3 WHERE id = $1', [id, outcome, depositId]);
}

/** The player's CPF (11 digits) when one is on file: the only payer a br deposit accepts. */
export async function holderDocument(q: Queryable, userId: bigint): Promise<string | null> {
  const rows = await q.query<{ cpf: string | null }>('SELECT cpf FROM users WHERE id = $1', [userId]);
  return rows.rows[0]?.cpf ?? null;
}

/**
 * A provider's approval answered while creating a deposit (a card charged at once), recorded as an
 * event not acted on yet (`processing`) in its own transaction: should the credit that follows
 * fail, the approval is not lost with it, and the payments job or a retry credits it.
 */
export async function insertApproval(
  tx: Queryable,
  approval: { provider: string; depositId: string; reference: string; paymentId: string; amountCentavos: bigint; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_events (provider, event_id, type, deposit_id, reference, amount_centavos, outcome, payload, received_at)
     VALUES ($1, $2, 'payment_succeeded', $3, $4, $5, 'processing', $6::jsonb, $7)
     ON CONFLICT (provider, event_id) DO NOTHING`,
    [
      approval.provider,
      approvalEventId(approval.paymentId),
      approval.depositId,
      approval.reference,
      approval.amountCentavos,
      JSON.stringify({ source: 'create_deposit_answer', outcome: 'approved', payment_id: approval.paymentId } satisfies JsonValue),
      approval.now,
    ],
  );
}

/** Our event id for an approval the provider answered at once (its own notifications have theirs). */
export function approvalEventId(paymentId: string): string {
  return `approval:${paymentId}`;
}

/** A recorded approval not acted on yet. */
export interface PendingApproval {
  id: bigint;
  provider: string;
  event_id: string;
  deposit_id: string;
  reference: string;
  amount_centavos: bigint;
  payment_id: string;
  payload: JsonValue;
}

const PENDING_APPROVAL_COLUMNS = `id, provider, event_id, deposit_id, reference, amount_centavos, payload ->> 'payment_id' AS payment_id, payload`;

/**
 * Holds a deposit's approval that nothing has acted on yet, or null when there is none (any
 * more): whoever holds it credits the deposit, the others find it done. Taken before the deposit's lock.
 */
export async function lockPendingApproval(tx: Queryable, depositId: string, options: { skipLocked?: boolean } = {}): Promise<PendingApproval | null> {
  const result = await tx.query<PendingApproval>(
    `SELECT ${PENDING_APPROVAL_COLUMNS} FROM payment_events
     WHERE deposit_id = $1 AND outcome = 'processing' AND type = 'payment_succeeded'
     ORDER BY id LIMIT 1 FOR UPDATE${options.skipLocked ? ' SKIP LOCKED' : ''}`,
    [depositId],
  );
  return result.rows[0] ?? null;
}

/** Deposits with an approval nothing has acted on yet (a credit that failed), oldest first. */
export async function depositsWithPendingApproval(db: Queryable, limit: number): Promise<string[]> {
  const result = await db.query<{ deposit_id: string }>(
    `SELECT deposit_id FROM payment_events
     WHERE outcome = 'processing' AND type = 'payment_succeeded' AND deposit_id IS NOT NULL
     ORDER BY id LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => row.deposit_id);
}
