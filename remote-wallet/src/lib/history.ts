import type { DateRange } from '@palpite/shared';

/** A line of the transaction history (spec §3 "Transaction"), as `GET /wallet/transactions` and `/wallet/bonus-transactions` answer it. */
export interface TransactionLine {
  transaction_id: string;
  /** ISO time. */
  date: string;
  /** A spec §3 action, or a movement the spec does not name (`fee`, `bonus_grant`…). */
  action: string;
  /** Signed effect on the balance, reais. */
  amount: number;
  post_balance: number;
  game_name: string | null;
  payment_method: string | null;
  status: 'paid' | 'pending' | 'rejected' | 'cancelled' | 'void' | 'waived';
}

/** The history's action filter (spec §3). */
export const TRANSACTION_FILTERS = ['all', 'bet', 'win', 'rollback', 'refund', 'deposit', 'withdrawal', 'cash_out'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

/** The columns of the history table, in spec §3 order. */
export const LINE_COLUMNS = ['transaction_id', 'date', 'action', 'amount', 'post_balance', 'game_name', 'payment_method', 'status'] as const;
export const NUMERIC_COLUMNS: ReadonlySet<string> = new Set(['amount', 'post_balance']);

/** Query parameters of a date range; blank ends are left out. */
export function rangeParams({ from, to }: DateRange): Record<string, string> {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
