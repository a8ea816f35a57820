import { api } from '@palpite/shared';
import type { Deposit } from './deposit.ts';

/** `POST /wallet/deposits/:id/cancel`: the player gives up a deposit still awaiting payment (409 otherwise). */
export async function cancelDeposit(id: string): Promise<Deposit> {
  const { deposit } = await api.post(`wallet/deposits/${encodeURIComponent(id)}/cancel`, { json: {} }).json<{ deposit: Deposit }>();
  return deposit;
}
