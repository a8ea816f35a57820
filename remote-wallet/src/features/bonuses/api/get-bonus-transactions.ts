import { api } from '@palpite/shared';
import type { DateRange } from '@palpite/shared';
import { rangeParams, type TransactionLine } from '../../../lib/history.ts';
import type { CursorPage as Page } from '@palpite/shared';

export const BONUS_PAGE_SIZE = 20;

/** `GET /wallet/bonus-transactions?from&to&limit&cursor`: the bonus wallet's lines, newest first. */
export async function getBonusTransactions(range: DateRange, cursor: string | null): Promise<Page<TransactionLine>> {
  const searchParams: Record<string, string | number> = { ...rangeParams(range), limit: BONUS_PAGE_SIZE };
  if (cursor) searchParams.cursor = cursor;
  const page = await api.get('wallet/bonus-transactions', { searchParams }).json<{ transactions: TransactionLine[]; next_cursor: string | null }>();
  return { items: page.transactions, nextCursor: page.next_cursor };
}
