import { formatBRL, parseReais } from '@palpite/shared';
import type { Translate } from '../../lib/payment-methods.ts';

export interface Limits {
  min: number;
  max: number;
}

/** What is wrong with a typed deposit amount for a method's limits (spec §5), or null. */
export function amountError(text: string, limits: Limits, t: Translate): string | null {
  if (text.trim() === '') return t('deposit.amountRequired', { ns: 'wallet' });
  const value = parseReais(text);
  if (value === null || value <= 0) return t('payments.amountInvalid', { ns: 'common' });
  if (value < limits.min) return t('payments.belowMinimum', { ns: 'common', min: formatBRL(limits.min) });
  if (value > limits.max) return t('payments.aboveLimit', { ns: 'common', max: formatBRL(limits.max) });
  return null;
}
