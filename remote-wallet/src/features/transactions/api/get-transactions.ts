import { api } from '@palpite/shared';
import type { DateRange } from '@palpite/shared';
import { rangeParams, type TransactionFilter, type TransactionLine } from '../../../lib/history.ts';
import type { CursorPage as Page } from '@palpite/shared';

export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionFilters extends DateRange {
  action: TransactionFilter;
}

/** `GET /wallet/transactions?action&from&to&limit&cursor`: the cash wallet's lines, newest first. */
export async function getTransactions(filters: TransactionFilters, cursor: string | null): Promise<Page<TransactionLine>> {
  const searchParams: Record<string, string | number> = { action: filters.action, ...rangeParams(filters), limit: TRANSACTIONS_PAGE_SIZE };
  if (cursor) searchParams.cursor = cursor;
  const page = await api.get('wallet/transactions', { searchParams }).json<{ transactions: TransactionLine[]; next_cursor: string | null }>();
  return { items: page.transactions, nextCursor: page.next_cursor };
}
