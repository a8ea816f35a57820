/**
 * How ledger history becomes the lines of the wallet's transaction tabs (spec §2, §3
 * "Transaction"). One line per transfer and wallet; its amount is what the transfer did to the
 * wallet's spendable balance, so consecutive lines add up to their `post_balance`:
 *
 * | transfer (this wallet's side)        | amount       | status                                  |
 * |--------------------------------------|--------------|-----------------------------------------|
 * | single                               | ± amount     | paid (waived for a fee given back)      |
 * | pending, money leaving (a reserve)   | − amount     | pending; paid once posted; rejected once voided (cancelled when the player withdrew the request; void for a bet's stake; waived for a fee no longer due at payout) |
 * | post of such a reserve               | + what it released when posted for less; else no line | paid |
 * | void of such a reserve               | + amount (the money came back) | rejected (cancelled, void, as above) |
 * | pending, money coming in             | + amount while unresolved (not in the balance yet); no line once resolved | pending |
 * | post of incoming money               | + amount     | paid                                    |
 * | void of incoming money               | no line      |                                         |
 *
 * Pure: the caller reads the history page and, per transfer, its counterparty and resolution.
 */
import { PAYMENT_METHODS, type HistoryItem, type PaymentMethod, type TransferKind } from '../../ledger/index.ts';

/** The tab's filter (spec §3 actions); `cash_out` exists before anything produces it. */
export const TRANSACTION_FILTERS = ['all', 'bet', 'win', 'rollback', 'refund', 'deposit', 'withdrawal', 'cash_out'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

/** A line's action: the spec's, plus the movements the spec does not name. */
export type TransactionAction = Exclude<TransactionFilter, 'all'> | 'fee' | 'bonus_grant' | 'bonus_convert' | 'bonus_forfeit' | 'correction';

/**
 * Spec §4 names paid and rejected; three undoings are neither: `cancelled`, the player withdrew the
 * request; `void`, a bet settled void gave its stake back (a rejected bet reads as lost); and
 * `waived`, a withdrawal's fee given back at payout because an earlier withdrawal of the month
 * was cancelled or rejected since (the withdrawal itself was paid, nothing was refused).
 */
export type TransactionStatus = 'paid' | 'pending' | 'rejected' | 'cancelled' | 'void' | 'waived';

/** Ledger kinds behind each filter; withdrawal fees are listed with withdrawals. */
export const KINDS_OF_FILTER: Readonly<Record<Exclude<TransactionFilter, 'all'>, readonly TransferKind[]>> = {
  bet: ['bet_stake', 'casino_bet'],
  win: ['bet_win', 'casino_win'],
  rollback: ['rollback'],
  refund: ['refund'],
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'fee'],
  cash_out: [],
};

export const ACTION_OF_KIND: Readonly<Record<TransferKind, TransactionAction>> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  bet_stake: 'bet',
  casino_bet: 'bet',
  bet_win: 'win',
  casino_win: 'win',
  rollback: 'rollback',
  refund: 'refund',
  fee: 'fee',
  bonus_grant: 'bonus_grant',
  bonus_convert: 'bonus_convert',
  bonus_forfeit: 'bonus_forfeit',
  correction: 'correction',
};

/** What the history item alone does not say. */
export interface TransferFacts {
  debitPurpose: string;
  creditPurpose: string;
  /** For a post or void: the amount of the pending transfer it resolves. */
  pendingAmountCentavos: bigint | null;
  /** For a pending transfer: what resolved it, if anything yet. */
  resolution: 'post_pending' | 'void_pending' | null;
  /** For a pending transfer resolved by a void: that void's metadata (who undid it, and why). */
  undoing?: Readonly<Record<string, unknown>>;
}

/**
 * What undoing a reservation of this kind means, from the void's metadata: a stake given back is
 * a void bet; a payout is cancelled by the player or refused; a fee released at payout is waived.
 */
function undoneStatus(kind: TransferKind, undoing: Readonly<Record<string, unknown>>): TransactionStatus {
  if (kind === 'bet_stake' || kind === 'casino_bet') return 'void';
  if (undoing.feeReleased === true) return 'waived';
  return undoing.decision === 'cancelled' ? 'cancelled' : 'rejected';
}

export interface TransactionLine {
  transferId: string;
  createdAt: Date;
  action: TransactionAction;
  /** Signed effect on the wallet's spendable balance (incoming pending money: its amount). */
  amountCentavos: bigint;
  postBalanceCentavos: bigint;
  gameName: string | null;
  paymentMethod: PaymentMethod | null;
  status: TransactionStatus;
}

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
}

/** The line of one history item, or null when it shows nothing (see the table above). */
export function lineOf(item: HistoryItem, facts: TransferFacts | undefined): TransactionLine | null {
  const leaving = item.amountCentavos < 0n;
  const amount = leaving ? -item.amountCentavos : item.amountCentavos;
  let effect: bigint;
  let status: TransactionStatus;
  switch (item.phase) {
    case 'single':
      effect = item.amountCentavos;
      // A fee coming back (refunded once an earlier withdrawal of its month was undone) was waived.
      status = item.kind === 'fee' && !leaving ? 'waived' : 'paid';
      break;
    case 'pending': {
      const resolution = facts?.resolution ?? null;
      if (!leaving && resolution !== null) return null;
      effect = item.amountCentavos;
      status = resolution === null ? 'pending' : resolution === 'post_pending' ? 'paid' : undoneStatus(item.kind, facts?.undoing ?? {});
      break;
    }
    case 'post_pending':
      if (leaving) {
        const released = (facts?.pendingAmountCentavos ?? amount) - amount;
        if (released <= 0n) return null;
        effect = released;
      } else effect = amount;
      status = 'paid';
      break;
    case 'void_pending':
      if (!leaving) return null;
      effect = amount;
      status = undoneStatus(item.kind, item.metadata);
      break;
  }
  const counterparty = leaving ? facts?.creditPurpose : facts?.debitPurpose;
  const fromClearing = counterparty?.startsWith('clearing:') ? counterparty.slice('clearing:'.length) : null;
  const method = item.metadata.method;
  return {
    transferId: item.transferId,
    createdAt: item.createdAt,
    action: ACTION_OF_KIND[item.kind],
    amountCentavos: effect,
    postBalanceCentavos: item.balanceAfterCentavos,
    gameName: text(item.metadata.gameName) ?? text(item.metadata.game_name),
    paymentMethod: isPaymentMethod(method) ? method : isPaymentMethod(fromClearing) ? fromClearing : null,
    status,
  };
}
