/** Payment methods of spec §2 and what the wallet knows about them (spec §3, §9). */

export const DEPOSIT_METHODS = ['pix', 'crypto', 'card', 'papara', 'bankTransfer', 'payfix', 'pep', 'mefete'] as const;
export const WITHDRAW_METHODS = ['bankTransfer', 'payfix', 'pep', 'mefete', 'papara'] as const;

export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];
export type PaymentMethod = DepositMethod | WithdrawMethod;

/** Processing times of spec §9, where it gives one. */
export const PROCESSING_TIME: Partial<Record<PaymentMethod, 'instant' | 'tenToSixtyMinutes'>> = {
  card: 'instant',
  crypto: 'tenToSixtyMinutes',
  bankTransfer: 'tenToSixtyMinutes',
};

/** Fields of a withdrawal (spec §3): a bank withdrawal, or one to a wallet account. */
export const BANK_WITHDRAWAL_FIELDS = ['bank', 'accountNumber', 'iban', 'firstName', 'lastName', 'amount', 'city', 'cpf', 'idExpiry', 'birthDate'] as const;
export const WALLET_WITHDRAWAL_FIELDS = ['accountNumber', 'firstName', 'lastName', 'amount'] as const;

export function withdrawalFields(method: WithdrawMethod): readonly string[] {
  return method === 'bankTransfer' ? BANK_WITHDRAWAL_FIELDS : WALLET_WITHDRAWAL_FIELDS;
}

/** Spec §9: the minimum withdrawal, in reais. */
export const MINIMUM_WITHDRAWAL_REAIS = 500;
