import { api } from '@palpite/shared';
import { useResource } from '../../../lib/use-resource.ts';
import type { Deposit } from './deposit.ts';

/** How many recent deposits the deposit page lists. */
export const RECENT_DEPOSITS = 5;

/** `GET /wallet/deposits?limit=`: the newest first, without instructions. */
export async function getRecentDeposits(limit = RECENT_DEPOSITS): Promise<Deposit[]> {
  const { deposits } = await api.get('wallet/deposits', { searchParams: { limit } }).json<{ deposits: Deposit[] }>();
  return deposits;
}

export function useRecentDeposits() {
  return useResource(() => getRecentDeposits());
}
