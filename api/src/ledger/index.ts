/**
 * The double-entry ledger every money feature uses (architecture §3). Features call it inside
 * their own transaction, so the ledger's writes commit or roll back with theirs:
 *
 *   const ledger = createLedger();
 *   await db.transaction((tx) => ledger.transfer(tx, { id: `deposit:${paymentId}`, kind: 'deposit',
 *     debit: { system: 'clearing:pix' }, credit: { userId, purpose: 'cash' }, amountCentavos: 5_000n }));
 *
 * Refusals are `LedgerError`s (see `LedgerFailure`); the transaction stays usable after one.
 */
import type { Database, Queryable } from '../db/database.ts';
import { validateResolve, validateReverse, validateTransfer, type Validated } from '../domain/ledger/validate.ts';
import type { PostPendingRequest, ReverseRequest, SystemPurpose, TransferRequest, VoidPendingRequest } from '../domain/ledger/types.ts';
import {
  houseBalance,
  lockAccounts,
  manyPlayerBalances,
  playerAccounts,
  playerBalances,
  walletsSnapshotOf,
  type HouseBalance,
  type PlayerAccounts,
  type PlayerBalances,
  type WalletsSnapshot,
} from './accounts.ts';
import { LedgerError } from './errors.ts';
import { playerHistory, type HistoryFilters, type HistoryPage, type HistoryPageRequest } from './history.ts';
import { plannedTransfer, runResolve, runReverse, runTransfer, type TransferResult } from './operations.ts';
import { findTransfer, type Transfer } from './rows.ts';
import { voidExpiredPending, type SweepResult } from './sweep.ts';

export { LedgerError, isLedgerError } from './errors.ts';
export { inLedgerTransaction, isRetryableTransactionError } from './retry.ts';
export { checkLedger, type LedgerReport, type CheckResult } from './check.ts';
export { expiryVoidId, type SweepResult } from './sweep.ts';
export { splitStake, type StakeSplit } from '../domain/ledger/split-stake.ts';
export { splitTransfers } from '../domain/ledger/split-transfers.ts';
export type { Transfer, Account } from './rows.ts';
export type { TransferResult } from './operations.ts';
export { lockPlayerWallets } from './accounts.ts';
export type { PlayerAccounts, PlayerBalances, HouseBalance, WalletsSnapshot } from './accounts.ts';
export type { HistoryFilters, HistoryItem, HistoryPage, HistoryPageRequest } from './history.ts';
export { TRANSFER_KINDS, PAYMENT_METHODS } from '../domain/ledger/types.ts';
export type * from '../domain/ledger/types.ts';

/**
 * The ledger's operations. `tx` is normally the caller's transaction. It may also be the database
 * itself: a lone transfer then commits on its own, in one round trip, and stays all-or-nothing
 * because the apply function never leaves a partial change behind. `db` may be either.
 */
export interface Ledger {
  /** Moves money (or, with `pending`, reserves it). A retry with the same id returns the first result. */
  transfer(tx: Queryable, request: TransferRequest): Promise<TransferResult>;
  /** Several transfers in order, all or nothing even if the caller catches the error and commits. */
  transferMany(tx: Queryable | Database, requests: readonly TransferRequest[]): Promise<TransferResult[]>;
  /** Finalises a pending transfer for its amount or less; the rest is released. */
  postPending(tx: Queryable, request: PostPendingRequest): Promise<TransferResult>;
  /** Releases a pending transfer. */
  voidPending(tx: Queryable, request: VoidPendingRequest): Promise<TransferResult>;
  /** Moves a posted transfer's amount back with a new transfer `request.id` (kind `correction` by default). */
  reverse(tx: Queryable, request: ReverseRequest): Promise<TransferResult>;
  /** A transfer by id, or null. */
  getTransfer(db: Queryable, id: string): Promise<Transfer | null>;
  /** Both wallets of a player (opened if needed); `lock` (in a transaction) holds them for a read-then-act step. */
  playerAccounts(tx: Queryable, userId: bigint, options?: { currency?: string; lock?: boolean }): Promise<PlayerAccounts>;
  /** The wallet balances a player sees. */
  balances(db: Queryable, userId: bigint, currency?: string): Promise<PlayerBalances>;
  /** Several players' balances in one query, keyed by user id as text. */
  manyBalances(db: Queryable, userIds: readonly bigint[], currency?: string): Promise<Map<string, PlayerBalances>>;
  /** A house account summed over its shards. */
  houseBalance(db: Queryable, purpose: SystemPurpose, currency?: string): Promise<HouseBalance>;
  /**
   * For a feature that writes its rows and its transfers in one SQL statement of its own (e.g.
   * bets_place_checked, migration 014): validates the transfers as `transfer` does and returns
   * them as the JSON array that the SQL function `ledger_apply_planned` applies one by one. Only
   * for fresh ids: that statement must fail when the ledger refuses one, and the caller then use
   * `transfer`, which explains the refusal or answers a retry.
   */
  planTransfers(requests: readonly TransferRequest[]): string;
  /** Reads a `ledger_player_wallets(user, currency)` value the caller selected; null unless both wallets are opened. */
  walletsSnapshot(value: unknown): WalletsSnapshot | null;
  /** A page of a player's transaction history, newest first. */
  history(db: Queryable, userId: bigint, filters?: HistoryFilters, page?: HistoryPageRequest): Promise<HistoryPage>;
  /** Voids up to `limit` (default 100) expired pending transfers; for a background job. */
  voidExpired(db: Database, options?: { limit?: number }): Promise<SweepResult>;
}

/** Options of {@link createLedger}. */
export interface LedgerOptions {
  /** The clock for timeouts (tests pass a fixed one). */
  now?: () => Date;
}

/** Creates the ledger; it holds no state besides the clock, so one per process is plenty. */
export function createLedger(options: LedgerOptions = {}): Ledger {
  const nowMs = () => (options.now ? options.now() : new Date()).getTime();

  async function transfer(tx: Queryable, request: TransferRequest): Promise<TransferResult> {
    return runTransfer(tx, valid(validateTransfer(request)), nowMs());
  }

  async function transferMany(tx: Queryable | Database, requests: readonly TransferRequest[]): Promise<TransferResult[]> {
    if (requests.length === 0) return [];
    if (isDatabase(tx)) return tx.transaction((inner) => transferMany(inner, requests));
    const specs = requests.map((request) => valid(validateTransfer(request)));
    // A savepoint makes the batch atomic on its own; without it, a caller that catches a refusal
    // of the third transfer and commits would keep the first two.
    await tx.query('SAVEPOINT ledger_transfer_many');
    try {
      const accounts = specs.flatMap((spec) => [spec.debit, spec.credit]);
      if (specs.length > 1) await lockAccounts(tx, accounts);
      const results: TransferResult[] = [];
      for (const spec of specs) results.push(await runTransfer(tx, spec, nowMs()));
      await tx.query('RELEASE SAVEPOINT ledger_transfer_many');
      return results;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT ledger_transfer_many');
      await tx.query('RELEASE SAVEPOINT ledger_transfer_many');
      throw error;
    }
  }

  return {
    transfer,
    transferMany,
    postPending: async (tx, request) => runResolve(tx, valid(validateResolve(request, 'post_pending')), nowMs()),
    voidPending: async (tx, request) => runResolve(tx, valid(validateResolve(request, 'void_pending')), nowMs()),
    reverse: async (tx, request) => runReverse(tx, valid(validateReverse(request))),
    getTransfer: async (db, id) => (await findTransfer(db, id))?.transfer ?? null,
    playerAccounts: (tx, userId, accountOptions) => playerAccounts(tx, userId, accountOptions),
    balances: (db, userId, currency) => playerBalances(db, userId, currency),
    manyBalances: (db, userIds, currency) => manyPlayerBalances(db, userIds, currency),
    houseBalance: (db, purpose, currency) => houseBalance(db, purpose, currency),
    planTransfers: (requests) => JSON.stringify(requests.map((request) => plannedTransfer(valid(validateTransfer(request)), nowMs()))),
    walletsSnapshot: walletsSnapshotOf,
    history: (db, userId, filters, page) => playerHistory(db, userId, filters, page),
    voidExpired: (db, sweepOptions) => voidExpiredPending(db, nowMs(), sweepOptions?.limit ?? 100),
  };
}

function isDatabase(db: Queryable | Database): db is Database {
  return 'transaction' in db && typeof db.transaction === 'function';
}

function valid<T>(validated: Validated<T>): T {
  if (!validated.ok) throw new LedgerError(validated.failure);
  return validated.value;
}
