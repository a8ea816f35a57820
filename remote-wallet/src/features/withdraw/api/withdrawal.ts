import type { WithdrawalMethod } from '../../../lib/payment-methods.ts';

/** `processing`: being paid out (no longer cancellable). */
export type WithdrawalStatus = 'pending' | 'processing' | 'paid' | 'rejected' | 'cancelled';

/** A withdrawal as the player sees it; amounts in reais. */
export interface Withdrawal {
  id: number;
  method: WithdrawalMethod;
  amount: number;
  fee: number;
  currency: string;
  status: WithdrawalStatus;
  /** `•••• 1234`: never the whole account. */
  account: string;
  created_at: string;
  decided_at: string | null;
  rejection_reason: string | null;
}
