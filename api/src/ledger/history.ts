/**
 * A player's transaction history, newest first, one item per transfer and wallet it touched (a
 * bonus conversion shows twice: out of bonus, into cash). The balance after each item was stored
 * with the transfer, so a page costs one index range scan per wallet side and no replay.
 */
import type { Queryable } from '../db/database.ts';
import { DEFAULT_CURRENCY } from '../domain/ledger/validate.ts';
import type { Metadata, PlayerPurpose, TransferKind, TransferPhase } from '../domain/ledger/types.ts';

/** Narrows the history. */
export interface HistoryFilters {
  kinds?: readonly TransferKind[];
  wallet?: PlayerPurpose;
  currency?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** Which page: `cursor` is the `nextCursor` of the previous page. */
export interface HistoryPageRequest {
  /** 1–200, default 50. */
  limit?: number;
  cursor?: string | null;
}

/** One line of the history screen. */
export interface HistoryItem {
  transferId: string;
  kind: TransferKind;
  phase: TransferPhase;
  wallet: PlayerPurpose;
  /** Negative when money left (or was reserved from) the wallet, positive when it came in. */
  amountCentavos: bigint;
  /** Spendable balance of the wallet right after this transfer. */
  balanceAfterCentavos: bigint;
  currency: string;
  pendingId: string | null;
  reversesId: string | null;
  metadata: Metadata;
  createdAt: Date;
}

/** A page of history. */
export interface HistoryPage {
  items: HistoryItem[];
  /** Pass back to get the next (older) page; null on the last page. */
  nextCursor: string | null;
}

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

interface ItemRow {
  id: string;
  kind: TransferKind;
  phase: TransferPhase;
  amount_centavos: bigint;
  balance_after: bigint;
  currency: string;
  pending_id: string | null;
  reverses_id: string | null;
  metadata: Metadata;
  created_at: Date;
  position: bigint;
  wallet: PlayerPurpose;
}

/** A page of a player's history. */
export async function playerHistory(db: Queryable, userId: bigint, filters: HistoryFilters = {}, page: HistoryPageRequest = {}): Promise<HistoryPage> {
  const limit = Math.min(Math.max(Math.trunc(page.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const wallets = await walletsOf(db, userId, filters);
  if (wallets.length === 0) return { items: [], nextCursor: null };
  // Positions order items: a transfer's debit item is 2·seq, its credit item 2·seq + 1.
  const before = page.cursor ? parseCursor(page.cursor) : null;
  const params: unknown[] = [limit, filters.kinds ?? null, filters.from ?? null, filters.to ?? null];
  const branches = wallets.flatMap((wallet) =>
    (['debit', 'credit'] as const).map((side) => {
      params.push(wallet.id, wallet.purpose, before === null ? null : side === 'debit' ? (before + 1n) / 2n : before / 2n);
      return branchSql(side, params.length - 2, params.length);
    }),
  );
  const sql = `SELECT * FROM (${branches.join(' UNION ALL ')}) AS items ORDER BY position DESC LIMIT $1`;
  const rows = (await db.query<ItemRow>(sql, params)).rows;
  const items = rows.map(itemOf);
  const last = rows.at(-1);
  return { items, nextCursor: rows.length === limit && last ? last.position.toString() : null };
}

async function walletsOf(db: Queryable, userId: bigint, filters: HistoryFilters): Promise<{ id: bigint; purpose: PlayerPurpose }[]> {
  const result = await db.query<{ id: bigint; purpose: PlayerPurpose }>(
    'SELECT id, purpose FROM ledger_accounts WHERE user_id = $1 AND currency = $2 AND ($3::text IS NULL OR purpose = $3)',
    [userId, filters.currency ?? DEFAULT_CURRENCY, filters.wallet ?? null],
  );
  return result.rows;
}

/** One wallet side: parameters `accountParam` (the account id) and the two after it (purpose, seq bound). */
function branchSql(side: 'debit' | 'credit', accountParam: number, seqParam: number): string {
  const sign = side === 'debit' ? '-' : '';
  const position = side === 'debit' ? 't.seq * 2' : 't.seq * 2 + 1';
  return `(SELECT t.id, t.kind, t.phase, ${sign}t.amount_centavos AS amount_centavos, t.${side}_balance_after AS balance_after, t.currency,
      t.pending_id, t.reverses_id, t.metadata, t.created_at, ${position} AS position, $${accountParam + 1}::text AS wallet
    FROM ledger_transfers t
    WHERE t.${side}_account_id = $${accountParam} AND ($${seqParam}::bigint IS NULL OR t.seq < $${seqParam}::bigint)
      AND ($2::text[] IS NULL OR t.kind = ANY ($2::text[]))
      AND ($3::timestamptz IS NULL OR t.created_at >= $3::timestamptz)
      AND ($4::timestamptz IS NULL OR t.created_at < $4::timestamptz)
    ORDER BY t.seq DESC LIMIT $1)`;
}

function parseCursor(cursor: string): bigint {
  if (!/^\d{1,20}$/.test(cursor)) throw new RangeError('history cursor is not one this module issued');
  return BigInt(cursor);
}

function itemOf(row: ItemRow): HistoryItem {
  return {
    transferId: row.id,
    kind: row.kind,
    phase: row.phase,
    wallet: row.wallet,
    amountCentavos: row.amount_centavos,
    balanceAfterCentavos: row.balance_after,
    currency: row.currency,
    pendingId: row.pending_id,
    reversesId: row.reverses_id,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
}
