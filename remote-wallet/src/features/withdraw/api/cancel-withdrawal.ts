import { api } from '@palpite/shared';
import type { Withdrawal } from './withdrawal.ts';

/** `POST /wallet/withdrawals/:id/cancel`: a pending one only (409 `withdrawals.alreadyDecided` otherwise); the money returns. */
export function cancelWithdrawal(id: number): Promise<{ success: true; message: string; withdrawal: Withdrawal }> {
  return api.post(`wallet/withdrawals/${id}/cancel`, { json: {} }).json();
}
