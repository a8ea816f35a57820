import { api } from '@palpite/shared';
import type { Deposit } from './deposit.ts';

/**
 * `POST /wallet/deposits/:id/paid`: crypto "I have paid" → `confirming` until the chain confirms.
 * Fails with 409 `payments.depositExpired` (the address accepts nothing any more).
 */
export async function markDepositPaid(id: string): Promise<Deposit> {
  const { deposit } = await api.post(`wallet/deposits/${encodeURIComponent(id)}/paid`, { json: {} }).json<{ deposit: Deposit }>();
  return deposit;
}
