import { formatBRL } from '@palpite/shared';
import { errorDetailsOf } from '../../lib/api-error.ts';
import type { Translate } from '../../lib/payment-methods.ts';

/**
 * One reason a withdrawal was refused, as `details.refusals` lists them: a code, the message key
 * of the common catalogue and its facts as numbers (reais), e.g.
 * `{ code: 'wagering_required', message_key: 'withdrawals.wageringRequired', remaining: 250, required: 250, wagered: 0 }`.
 */
export interface Refusal {
  code: string;
  message_key: string;
  [fact: string]: unknown;
}

/** Refusals about the amount: the amount field is marked invalid with them. */
export const AMOUNT_REFUSALS = new Set(['below_minimum', 'insufficient_cash', 'above_deposit_cap', 'weekly_limit']);

/** Every reason of a refused request (422/403 with `details.refusals`), or an empty list. */
export function refusalsOf(error: unknown): Refusal[] {
  const refusals = errorDetailsOf(error)?.refusals;
  if (!Array.isArray(refusals)) return [];
  return refusals.filter(
    (entry): entry is Refusal => typeof entry === 'object' && entry !== null && typeof entry.code === 'string' && typeof entry.message_key === 'string',
  );
}

/** The translated reason: money facts in BRL, `last_deposit` as the message's `lastDeposit`. */
export function refusalText(t: Translate, refusal: Refusal): string {
  const params: Record<string, unknown> = { ns: 'common' };
  for (const [fact, value] of Object.entries(refusal)) {
    if (fact === 'code' || fact === 'message_key') continue;
    const name = fact.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase());
    params[name] = typeof value === 'number' && fact !== 'multiple' ? formatBRL(value) : value;
  }
  return t(refusal.message_key, params);
}
