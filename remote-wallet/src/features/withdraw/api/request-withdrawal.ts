import { api } from '@palpite/shared';
import type { WithdrawalMethod } from '../../../lib/payment-methods.ts';
import type { WithdrawalField } from './get-withdrawal-options.ts';
import type { Withdrawal } from './withdrawal.ts';

export type WithdrawalRequest = { method: WithdrawalMethod; amount: number; forfeit_bonus?: boolean } & Partial<
  Record<Exclude<WithdrawalField, 'amount'>, string>
>;

export interface WithdrawalRequested {
  success: true;
  /** "Withdrawal requested. The amount stays reserved until it is paid." (translated). */
  message: string;
  withdrawal: Withdrawal;
}

/**
 * `POST /wallet/withdrawals` with an `Idempotency-Key` (the same key for a retry of the same
 * request, so it cannot be paid twice) → 201, the withdrawal pending. Fails with 403
 * `withdrawals.identityRequired`, 400 field errors, 422 rule refusals (`details.refusals`), 409
 * `bonus.errors.withdrawalForfeitsBonus` while a bonus is active (resend with `forfeit_bonus: true`).
 */
export function requestWithdrawal(request: WithdrawalRequest, idempotencyKey: string): Promise<WithdrawalRequested> {
  return api.post('wallet/withdrawals', { json: request, headers: { 'Idempotency-Key': idempotencyKey } }).json<WithdrawalRequested>();
}
