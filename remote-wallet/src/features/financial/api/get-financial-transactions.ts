import { api } from '@palpite/shared';
import type { CursorPage as Page } from '@palpite/shared';

/** A deposit or withdrawal with the payment provider's side of it; amounts in reais. */
export interface FinancialTransaction {
  transaction_id: string;
  type: 'deposit' | 'withdrawal' | string;
  payment_id: string | null;
  final_amount: number;
  fee: number;
  payment_method: string | null;
  status: 'paid' | 'pending' | 'rejected' | 'cancelled' | 'expired';
  date: string;
}

export const FINANCIAL_PAGE_SIZE = 20;

/** `GET /wallet/financial-transactions?limit&cursor`: newest first. */
export async function getFinancialTransactions(cursor: string | null): Promise<Page<FinancialTransaction>> {
  const searchParams: Record<string, string | number> = { limit: FINANCIAL_PAGE_SIZE };
  if (cursor) searchParams.cursor = cursor;
  const page = await api.get('wallet/financial-transactions', { searchParams }).json<{ items: FinancialTransaction[]; next_cursor: string | null }>();
  return { items: page.items, nextCursor: page.next_cursor };
}
