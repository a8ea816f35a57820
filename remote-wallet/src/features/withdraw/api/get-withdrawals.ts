import { api } from '@palpite/shared';
import type { CursorPage as Page } from '@palpite/shared';
import type { Withdrawal } from './withdrawal.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** `GET /wallet/withdrawals?limit&cursor`: the player's withdrawals, newest first. */
export async function getWithdrawals(cursor: string | null): Promise<Page<Withdrawal>> {
  const searchParams: Record<string, string | number> = { limit: WITHDRAWALS_PAGE_SIZE };
  if (cursor) searchParams.cursor = cursor;
  const page = await api.get('wallet/withdrawals', { searchParams }).json<{ withdrawals: Withdrawal[]; next_cursor: string | null }>();
  return { items: page.withdrawals, nextCursor: page.next_cursor };
}
