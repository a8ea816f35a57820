/** Reading ledger rows and turning them into the module's types. */
import type { Queryable } from '../db/database.ts';
import type {
  AccountBalances,
  AccountKey,
  Metadata,
  PlayerPurpose,
  SystemPurpose,
  TransferKind,
  TransferPhase,
  TransferRecord,
} from '../domain/ledger/types.ts';

/** A transfer as stored: the ledger's record plus where and when it landed. */
export interface Transfer extends TransferRecord {
  /** Increases with commit order on each account; the history cursor is built on it. */
  seq: bigint;
  debitAccountId: bigint;
  creditAccountId: bigint;
  expiresAt: Date | null;
  createdAt: Date;
}

/** An account row. */
export interface Account {
  id: bigint;
  key: AccountKey;
  mustNotOverdraw: boolean;
  balances: AccountBalances;
  /** credits posted − debits posted − debits pending. */
  availableCentavos: bigint;
}

/** A transfer with what later transfers did to it. */
export interface StoredTransfer {
  transfer: Transfer;
  /** The post or void that resolved it (pending transfers only). */
  resolvedById: string | null;
  /** The transfer that reversed it. */
  reversedById: string | null;
}

/** Columns of an account row, as `ACCOUNT_COLUMNS` selects them. */
export interface AccountRow {
  id: bigint;
  user_id: bigint | null;
  purpose: string;
  currency: string;
  shard: number;
  debits_must_not_exceed_credits: boolean;
  debits_pending: bigint;
  debits_posted: bigint;
  credits_pending: bigint;
  credits_posted: bigint;
}

/** The select list for {@link AccountRow}. */
export const ACCOUNT_COLUMNS =
  'id, user_id, purpose, currency, shard, debits_must_not_exceed_credits, debits_pending, debits_posted, credits_pending, credits_posted';

/** An {@link AccountRow} as an {@link Account}. */
export function accountOf(row: AccountRow): Account {
  const balances: AccountBalances = {
    debitsPendingCentavos: row.debits_pending,
    debitsPostedCentavos: row.debits_posted,
    creditsPendingCentavos: row.credits_pending,
    creditsPostedCentavos: row.credits_posted,
  };
  return {
    id: row.id,
    key: { userId: row.user_id, purpose: row.purpose as PlayerPurpose | SystemPurpose, currency: row.currency, shard: row.shard },
    mustNotOverdraw: row.debits_must_not_exceed_credits,
    balances,
    availableCentavos: row.credits_posted - row.debits_posted - row.debits_pending,
  };
}

/**
 * The WHERE condition that finds the row of `key` through its unique index; `next` is the first
 * free parameter number and `currencyParam` the parameter that holds the currency.
 */
export function keyCondition(key: AccountKey, next: number, currencyParam: number): { sql: string; params: unknown[] } {
  if (key.userId === null) {
    return { sql: `user_id IS NULL AND purpose = $${next} AND currency = $${currencyParam} AND shard = $${next + 1}`, params: [key.purpose, key.shard] };
  }
  return { sql: `user_id = $${next} AND purpose = $${next + 1} AND currency = $${currencyParam}`, params: [key.userId, key.purpose] };
}

/** The account row of `key`, or null when it has not been opened yet. */
export async function findAccount(db: Queryable, key: AccountKey, options: { lock?: boolean } = {}): Promise<Account | null> {
  const condition = keyCondition(key, 2, 1);
  const result = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE ${condition.sql}${options.lock ? ' FOR UPDATE' : ''}`, [
    key.currency,
    ...condition.params,
  ]);
  const row = result.rows[0];
  return row ? accountOf(row) : null;
}

interface TransferRow {
  id: string;
  seq: bigint;
  kind: TransferKind;
  phase: TransferPhase;
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount_centavos: bigint;
  currency: string;
  pending_id: string | null;
  reverses_id: string | null;
  timeout_seconds: number | null;
  expires_at: Date | null;
  debit_balance_after: bigint;
  credit_balance_after: bigint;
  metadata: Metadata;
  created_at: Date;
  debit_user_id: bigint | null;
  debit_purpose: string;
  debit_shard: number;
  credit_user_id: bigint | null;
  credit_purpose: string;
  credit_shard: number;
  resolved_by_id: string | null;
  reversed_by_id: string | null;
}

const STORED_TRANSFER_SELECT = `
  SELECT t.id, t.seq, t.kind, t.phase, t.debit_account_id, t.credit_account_id, t.amount_centavos, t.currency,
         t.pending_id, t.reverses_id, t.timeout_seconds, t.expires_at, t.debit_balance_after, t.credit_balance_after,
         t.metadata, t.created_at,
         d.user_id AS debit_user_id, d.purpose AS debit_purpose, d.shard AS debit_shard,
         c.user_id AS credit_user_id, c.purpose AS credit_purpose, c.shard AS credit_shard,
         (SELECT r.id FROM ledger_transfers r WHERE r.pending_id = t.id) AS resolved_by_id,
         (SELECT r.id FROM ledger_transfers r WHERE r.reverses_id = t.id) AS reversed_by_id
  FROM ledger_transfers t
  JOIN ledger_accounts d ON d.id = t.debit_account_id
  JOIN ledger_accounts c ON c.id = t.credit_account_id`;

/** The transfer with this id and what resolved or reversed it, or null. */
export async function findTransfer(db: Queryable, id: string): Promise<StoredTransfer | null> {
  const result = await db.query<TransferRow>(`${STORED_TRANSFER_SELECT} WHERE t.id = $1`, [id]);
  const row = result.rows[0];
  return row ? { transfer: transferOf(row), resolvedById: row.resolved_by_id, reversedById: row.reversed_by_id } : null;
}

function transferOf(row: TransferRow): Transfer {
  return {
    id: row.id,
    seq: row.seq,
    kind: row.kind,
    phase: row.phase,
    debit: { userId: row.debit_user_id, purpose: row.debit_purpose as AccountKey['purpose'], currency: row.currency, shard: row.debit_shard },
    credit: { userId: row.credit_user_id, purpose: row.credit_purpose as AccountKey['purpose'], currency: row.currency, shard: row.credit_shard },
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amountCentavos: row.amount_centavos,
    currency: row.currency,
    pendingId: row.pending_id,
    reversesId: row.reverses_id,
    timeoutSeconds: row.timeout_seconds,
    expiresAt: row.expires_at,
    debitBalanceAfterCentavos: row.debit_balance_after,
    creditBalanceAfterCentavos: row.credit_balance_after,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
}
