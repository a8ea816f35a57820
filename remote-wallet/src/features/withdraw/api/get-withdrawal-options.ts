import { api } from '@palpite/shared';
import type { WithdrawalMethod } from '../../../lib/payment-methods.ts';
import { useResource } from '../../../lib/use-resource.ts';

export type WithdrawalForm = 'bank' | 'wallet_account';

/** The fields of a payout form, in screen order (spec §3 "Bank withdrawal", "Wallet-account withdrawal"). */
export type WithdrawalField = 'bank' | 'account_number' | 'iban' | 'first_name' | 'last_name' | 'amount' | 'city' | 'cpf' | 'id_expiry_date' | 'birth_date';

/** What the terms (spec §9) allow this player now; amounts in reais. */
export interface WithdrawalOptions {
  currency: string;
  methods: { method: WithdrawalMethod; form: WithdrawalForm; fields: WithdrawalField[] }[];
  identity_verified: boolean;
  available_cash: number;
  minimum: number;
  /** The most a withdrawal can be right now, all rules applied (0: none is possible). */
  max_amount: number;
  weekly_limit: number;
  weekly_used: number;
  weekly_remaining: number;
  week_resets_at: string;
  free_withdrawals_per_month: number;
  free_withdrawals_left: number;
  fee: number;
  /** The fee the next withdrawal pays (0 while free ones are left). */
  next_fee: number;
  wagering: { multiple: number; required: number; wagered: number; remaining: number };
  /** `max`: what may still be withdrawn until the next deposit; `withdrawn`: since the last one (null: none yet). */
  deposit_cap: { applies: boolean; threshold: number; multiple: number; max: number | null; last_deposit: number | null; withdrawn: number };
}

/** `GET /wallet/withdrawal-methods`: the five methods with their forms, and the player's limits. */
export function getWithdrawalOptions(): Promise<WithdrawalOptions> {
  return api.get('wallet/withdrawal-methods').json<WithdrawalOptions>();
}

export function useWithdrawalOptions() {
  return useResource(getWithdrawalOptions);
}
