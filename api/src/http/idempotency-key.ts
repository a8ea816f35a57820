import { z } from 'zod';

/**
 * The `Idempotency-Key` header of a money call (a bet, a deposit, a withdrawal): 1–100 visible
 * ASCII characters, a UUID as a rule. `messageKey` names the feature's translated refusal.
 */
export function idempotencyKeyHeader(messageKey: string) {
  return z.string({ error: messageKey }).regex(/^[!-~]{1,100}$/, messageKey);
}
