/**
 * The ledger's vocabulary, shared by the database module (api/src/ledger) and the in-memory
 * reference model. Money is always integer centavos in a `bigint`; a currency is an ISO 4217 code.
 */

/** What a transfer is for; the database checks the same list. */
export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal',
  'bet_stake',
  'bet_win',
  'casino_bet',
  'casino_win',
  'rollback',
  'refund',
  'fee',
  'bonus_grant',
  'bonus_convert',
  'bonus_forfeit',
  'correction',
] as const;

/** One of {@link TRANSFER_KINDS}. */
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * TigerBeetle's four modes: `single` moves money at once, `pending` reserves it, and
 * `post_pending`/`void_pending` resolve a pending transfer (once).
 */
export type TransferPhase = 'single' | 'pending' | 'post_pending' | 'void_pending';

/** A player's two wallets: withdrawable cash and bonus money (wagering rules live elsewhere). */
export type PlayerPurpose = 'cash' | 'bonus';

/** Payment methods that each have a clearing account (money in flight with the provider). */
export const PAYMENT_METHODS = ['crypto', 'card', 'papara', 'bank_transfer', 'payfix', 'pep', 'mefete', 'pix'] as const;

/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The house's own accounts; each is split into shards so that no single row is hot. */
export type SystemPurpose = 'house_revenue' | 'pending_withdrawals' | 'open_bets' | 'fees' | 'bonus_funding' | `clearing:${PaymentMethod}`;

/** How callers name an account: a player's wallet, or a logical house account (shard chosen for them). */
export type AccountRef = { userId: bigint; purpose: PlayerPurpose } | { system: SystemPurpose };

/** One physical account row: a logical account plus, for house accounts, the shard. */
export interface AccountKey {
  /** null for house accounts. */
  userId: bigint | null;
  purpose: PlayerPurpose | SystemPurpose;
  currency: string;
  /** Always 0 for player accounts. */
  shard: number;
}

/** A JSON value as stored in a transfer's metadata (jsonb). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Free-form facts about a transfer (bet id, provider reference…), kept with it forever. */
export type Metadata = { [key: string]: JsonValue };

/** Ask to move (or, with `pending`, to reserve) money from `debit` to `credit`. */
export interface TransferRequest {
  /** Caller-chosen idempotency key, 1–128 visible ASCII characters; a retry must reuse it. */
  id: string;
  kind: TransferKind;
  debit: AccountRef;
  credit: AccountRef;
  amountCentavos: bigint;
  /** ISO 4217 code; BRL when omitted. */
  currency?: string;
  metadata?: Metadata;
  /** Reserve instead of moving: resolve later with post or void. */
  pending?: boolean;
  /** Only with `pending`: after this many seconds the sweep may void it and posting is refused. */
  timeoutSeconds?: number;
}

/** Finalise a pending transfer for its full amount or less (the rest is released). */
export interface PostPendingRequest {
  id: string;
  pendingId: string;
  /** At most the pending amount; the full pending amount when omitted. */
  amountCentavos?: bigint;
  /** The pending transfer's kind when omitted. */
  kind?: TransferKind;
  /** When given, must be the pending transfer's currency. */
  currency?: string;
  metadata?: Metadata;
}

/** Release a pending transfer: nothing moves. */
export interface VoidPendingRequest {
  id: string;
  pendingId: string;
  kind?: TransferKind;
  currency?: string;
  metadata?: Metadata;
}

/** Undo a posted transfer with a new transfer in the other direction (history is never edited). */
export interface ReverseRequest {
  id: string;
  transferId: string;
  /** `correction` when omitted. */
  kind?: TransferKind;
  metadata?: Metadata;
}

/** A transfer as the ledger knows it, independent of storage (no row ids, no timestamps). */
export interface TransferRecord {
  id: string;
  kind: TransferKind;
  phase: TransferPhase;
  debit: AccountKey;
  credit: AccountKey;
  /** For a void: the amount released. */
  amountCentavos: bigint;
  currency: string;
  pendingId: string | null;
  reversesId: string | null;
  timeoutSeconds: number | null;
  /** Spendable balance (credits posted − debits posted − debits pending) of each side just after. */
  debitBalanceAfterCentavos: bigint;
  creditBalanceAfterCentavos: bigint;
  metadata: Metadata;
}

/** The four cached sums of an account (TigerBeetle's names). */
export interface AccountBalances {
  debitsPendingCentavos: bigint;
  debitsPostedCentavos: bigint;
  creditsPendingCentavos: bigint;
  creditsPostedCentavos: bigint;
}

/** Why the ledger refused an operation; the same shapes come from the database and the model. */
export type LedgerFailure =
  | { code: 'invalid_request'; field: string; reason: string }
  | { code: 'insufficient_funds'; account: AccountKey; availableCentavos: bigint; amountCentavos: bigint }
  | { code: 'exists_with_different_fields'; transferId: string; fields: string[] }
  | { code: 'pending_not_found'; pendingId: string }
  | { code: 'pending_already_resolved'; pendingId: string; resolvedById: string }
  | { code: 'pending_expired'; pendingId: string }
  | { code: 'amount_exceeds_pending'; pendingId: string; pendingAmountCentavos: bigint }
  | { code: 'account_not_found'; account: AccountKey }
  | { code: 'currency_mismatch'; expected: string; actual: string }
  | { code: 'transfer_not_found'; transferId: string }
  | { code: 'not_reversible'; transferId: string; phase: TransferPhase }
  | { code: 'already_reversed'; transferId: string; reversedById: string };

/** The code of a {@link LedgerFailure}. */
export type LedgerFailureCode = LedgerFailure['code'];
