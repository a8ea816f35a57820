/**
 * Payment methods of spec §2 as the API names them (`bank_transfer`, not `bankTransfer`), and
 * what the wallet screens need to say about them. Limits and processing times come from the API
 * (`GET /wallet/deposit-methods`); the contract's constants are only the order and the names.
 */
import type { TFunction } from 'i18next';
import type { DepositMethod, WithdrawalMethod } from '@palpite/shared/contract';

// The contract's lists, in its order. Only its types are imported: its entry point also carries
// the zod schemas of other calls, which this remote does not need to download (a test checks
// that these lists are the contract's).
export const DEPOSIT_METHODS: readonly DepositMethod[] = ['pix', 'card', 'crypto', 'bank_transfer', 'papara', 'payfix', 'pep', 'mefete'];
export const WITHDRAWAL_METHODS: readonly WithdrawalMethod[] = ['bank_transfer', 'payfix', 'pep', 'mefete', 'papara'];

export type { DepositMethod, WithdrawalMethod };
export type PaymentMethod = DepositMethod | WithdrawalMethod;

/** The wallet's `t`; helpers name the namespace of each key they use. */
export type Translate = TFunction<'wallet'>;

/** The e-wallets pay on the provider's own page: the player is sent there and comes back. */
export const REDIRECT_METHODS: readonly DepositMethod[] = ['papara', 'payfix', 'pep', 'mefete'];

/** Quick amounts offered under a deposit amount, in reais. */
export const QUICK_AMOUNTS = [50, 100, 200, 500] as const;

export interface ProcessingTime {
  minMinutes: number;
  maxMinutes: number;
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (DEPOSIT_METHODS as readonly string[]).includes(value);
}

/** The method's name from the common catalogue (`payments.methods.*`); an unknown one as sent. */
export function methodName(t: Translate, method: string | null | undefined): string {
  if (!method) return '—';
  return isPaymentMethod(method) ? t(`payments.methods.${method}`, { ns: 'common' }) : method;
}

/** "Instant", "Up to 5 minutes", "10–60 minutes" (spec §9 "Processing"). */
export function processingLabel(t: Translate, time: ProcessingTime): string {
  if (time.maxMinutes <= 0) return t('processing.instant', { ns: 'wallet' });
  if (time.minMinutes <= 0) return t('processing.upTo', { ns: 'wallet', count: time.maxMinutes });
  return t('processing.range', { ns: 'wallet', min: time.minMinutes, max: time.maxMinutes });
}
