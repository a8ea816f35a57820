import { api, observeServerTime } from '@palpite/shared';
import type { Deposit } from './deposit.ts';

/** `GET /wallet/deposits/:id`: the player's own deposit with its instructions (404 otherwise). */
export async function getDeposit(id: string): Promise<Deposit> {
  const sentAtMs = Date.now();
  const { deposit, server_time } = await api.get(`wallet/deposits/${encodeURIComponent(id)}`).json<{ deposit: Deposit; server_time?: string }>();
  observeServerTime(server_time, sentAtMs);
  return deposit;
}
