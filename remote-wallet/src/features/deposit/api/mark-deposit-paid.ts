import { api, observeServerTime } from '@palpite/shared';
import type { Deposit } from './deposit.ts';

/**
 * `POST /wallet/deposits/:id/paid`: crypto "I have paid" → `confirming` until the chain confirms.
 * Fails with 409 `payments.depositExpired` (the address accepts nothing any more).
 */
export async function markDepositPaid(id: string): Promise<Deposit> {
  const sentAtMs = Date.now();
  const { deposit, server_time } = await api
    .post(`wallet/deposits/${encodeURIComponent(id)}/paid`, { json: {} })
    .json<{ deposit: Deposit; server_time?: string }>();
  observeServerTime(server_time, sentAtMs);
  return deposit;
}
