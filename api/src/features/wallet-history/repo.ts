/**
 * Read-only SQL of the wallet tabs: facts about ledger transfers that the history page does not
 * carry (counterparty, what resolved a reservation), and the financial-transactions list merged
 * from the ledger's deposits and the withdrawals table.
 */
import type { Queryable } from '../../db/database.ts';
import type { TransferFacts } from './lines.ts';

export async function transferFacts(db: Queryable, transferIds: readonly string[]): Promise<Map<string, TransferFacts>> {
  if (transferIds.length === 0) return new Map();
  const result = await db.query<{
    id: string;
    debit_purpose: string;
    credit_purpose: string;
    pending_amount: bigint | null;
    resolution: 'post_pending' | 'void_pending' | null;
    resolution_metadata: Record<string, unknown> | null;
  }>(
    `SELECT t.id, d.purpose AS debit_purpose, c.purpose AS credit_purpose, p.amount_centavos AS pending_amount, r.phase AS resolution,
            r.metadata AS resolution_metadata
     FROM ledger_transfers t
     JOIN ledger_accounts d ON d.id = t.debit_account_id
     JOIN ledger_accounts c ON c.id = t.credit_account_id
     LEFT JOIN ledger_transfers p ON p.id = t.pending_id
     LEFT JOIN ledger_transfers r ON t.phase = 'pending' AND r.pending_id = t.id
     WHERE t.id = ANY ($1::text[])`,
    [transferIds],
  );
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        debitPurpose: row.debit_purpose,
        creditPurpose: row.credit_purpose,
        pendingAmountCentavos: row.pending_amount,
        resolution: row.resolution,
        ...(row.resolution === 'void_pending' ? { undoing: row.resolution_metadata ?? {} } : {}),
      },
    ]),
  );
}

export interface FinancialRow {
  type: 'deposit' | 'withdrawal';
  transaction_id: string;
  payment_id: string | null;
  amount_centavos: bigint;
  fee_centavos: bigint;
  payment_method: string | null;
  clearing: string | null;
  status: 'paid' | 'pending' | 'rejected' | 'cancelled' | 'expired';
  created_at: Date;
  created_us: bigint;
}

/** Position of a row in the newest-first order: microseconds since 1970 and the transaction id. */
export interface FinancialCursor {
  createdUs: bigint;
  transactionId: string;
}

/**
 * Deposits — ledger `deposit` transfers into the player's cash (completed, or pending with their
 * outcome; the payment id from metadata `paymentId` or `payment_id`), and the deposits that never
 * reached the ledger: refused (rejected), expired unpaid (a card's lost answer among them: it may still be credited),
 * cancelled by the player, or still awaiting payment (pending)
 * — and withdrawals (the withdrawals table; one being paid out counts as pending), newest first.
 */
export async function financialPage(db: Queryable, userId: bigint, limit: number, cursor: FinancialCursor | null): Promise<FinancialRow[]> {
  const result = await db.query<FinancialRow>(
    `WITH items AS (
       SELECT 'deposit'::text AS type, t.id COLLATE "C" AS transaction_id, coalesce(t.metadata ->> 'paymentId', t.metadata ->> 'payment_id') AS payment_id,
              CASE WHEN r.phase = 'post_pending' THEN r.amount_centavos ELSE t.amount_centavos END AS amount_centavos,
              0::bigint AS fee_centavos, t.metadata ->> 'method' AS payment_method, d.purpose AS clearing,
              CASE WHEN t.phase = 'single' OR r.phase = 'post_pending' THEN 'paid' WHEN r.phase = 'void_pending' THEN 'rejected' ELSE 'pending' END AS status,
              t.created_at
       FROM ledger_accounts c
       JOIN ledger_transfers t ON t.credit_account_id = c.id
       JOIN ledger_accounts d ON d.id = t.debit_account_id
       LEFT JOIN ledger_transfers r ON r.pending_id = t.id
       WHERE c.user_id = $1 AND c.purpose = 'cash' AND t.kind = 'deposit' AND t.phase IN ('single', 'pending')
       UNION ALL
       SELECT 'deposit', ('deposit:' || dep.id) COLLATE "C", dep.payment_id, dep.amount_centavos, 0::bigint, dep.method, NULL,
              CASE WHEN dep.status IN ('awaiting_payment', 'confirming') THEN 'pending' WHEN dep.status IN ('cancelled', 'expired') THEN dep.status ELSE 'rejected' END,
              dep.created_at
       FROM deposits dep
       WHERE dep.user_id = $1 AND dep.status <> 'completed'
       UNION ALL
       SELECT 'withdrawal', w.transfer_id COLLATE "C", w.payout_reference, w.amount_centavos, w.fee_centavos, w.method, NULL,
              CASE w.status WHEN 'processing' THEN 'pending' ELSE w.status END, w.created_at
       FROM withdrawals w
       WHERE w.user_id = $1
     ), positioned AS (
       SELECT items.*, (extract(epoch FROM created_at) * 1000000)::bigint AS created_us FROM items
     )
     SELECT * FROM positioned
     WHERE $2::bigint IS NULL OR (created_us, transaction_id) < ($2::bigint, $3::text COLLATE "C")
     ORDER BY created_us DESC, transaction_id DESC
     LIMIT $4`,
    [userId, cursor?.createdUs ?? null, cursor?.transactionId ?? null, limit],
  );
  return result.rows;
}
