import { useEffect, useRef, useState } from 'react';
import type { DateEntryState } from '@palpite/shared';

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

export interface DateRange {
  from: string;
  to: string;
}

/** Query parameters of a date range; blank ends are left out. */
export function rangeParams({ from, to }: DateRange): Record<string, string> {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** Both ends given and the start after the end. */
export function isRangeInverted({ from, to }: DateRange): boolean {
  return from !== '' && to !== '' && from > to;
}

type RangeEnd = keyof DateRange;

/**
 * The dates a history asks with. A date field gives '' for typed text that is not a date (`01/01`,
 * `31/02/2026`) as it does when emptied: asked without it, every line would show, or be exported,
 * as if it filtered them. So while a field holds such text, or From is after To, the list keeps the
 * dates it last asked with (its lines stay on screen, nothing is asked) and the field, or the
 * range's alert, says what is wrong. `track(end)` is the field's `onEntryChange`.
 */
export function useAskedRange(range: DateRange): { asked: DateRange; typedInvalid: boolean; track: (end: RangeEnd) => (entry: DateEntryState) => void } {
  // Written by the fields' effects, which run before the page's own: the value a field gave and
  // the state of its text are read together, never the value before its state arrived.
  const entries = useRef<Record<RangeEnd, DateEntryState['status']>>({ from: 'empty', to: 'empty' });
  const [invalidEnds, setInvalidEnds] = useState({ from: false, to: false });
  const [asked, setAsked] = useState<DateRange>({ from: range.from, to: range.to });
  const track = (end: RangeEnd) => (entry: DateEntryState) => {
    entries.current[end] = entry.status;
    const invalid = entry.status === 'invalid';
    setInvalidEnds((current) => (current[end] === invalid ? current : { ...current, [end]: invalid }));
  };
  const { from, to } = range;
  useEffect(() => {
    const typedInvalid = entries.current.from === 'invalid' || entries.current.to === 'invalid';
    if (typedInvalid || isRangeInverted({ from, to })) return;
    setAsked((current) => (current.from === from && current.to === to ? current : { from, to }));
  }, [from, to, invalidEnds]);
  return { asked, typedInvalid: invalidEnds.from || invalidEnds.to, track };
}
