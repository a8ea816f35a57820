import { api } from '@palpite/shared';
import type { Deposit } from './deposit.ts';

/** `GET /wallet/deposits/:id`: the player's own deposit with its instructions (404 otherwise). */
export async function getDeposit(id: string): Promise<Deposit> {
  const { deposit } = await api.get(`wallet/deposits/${encodeURIComponent(id)}`).json<{ deposit: Deposit }>();
  return deposit;
}
