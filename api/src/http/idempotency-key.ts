import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from './validate.ts';

/**
 * The `Idempotency-Key` header of a money call (a bet, a deposit, a withdrawal, a casino play):
 * 1–100 visible ASCII characters, a UUID as a rule. `messageKey` names the feature's translated refusal.
 */
export function idempotencyKeyHeader(messageKey: string) {
  return z.string({ error: messageKey }).regex(/^[!-~]{1,100}$/, messageKey);
}

/** The request's key (null without the header), or a 400 whose message is the feature's refusal. */
export function idempotencyKeyOf(request: FastifyRequest, messageKey: string): string | null {
  const value = request.headers['idempotency-key'];
  return value === undefined ? null : parseInput(idempotencyKeyHeader(messageKey), value, messageKey);
}
