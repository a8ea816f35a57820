/**
 * The sandbox providers' notification format, the way a PSP documents its webhooks: a JSON event
 * signed with `Palpite-Signature`. Both sides use this file: the sandbox PSP writes events, our
 * adapters authenticate and read them.
 *
 *   { "id": "evt_…", "type": "payment.succeeded" | "payment.failed", "created": 1790000000,
 *     "data": { "reference": "PLP…", "payment_id": "…", "amount": "150.50", "currency": "BRL",
 *               "failure_reason"?: "declined", "crypto"?: { "asset", "amount", "tx_hash", "confirmations" },
 *               "pix"?: { "end_to_end_id" }, "payer"?: { "document" } } }
 *
 * `payer.document` is the CPF of the account that paid (Pix and bank transfers report it).
 */
import { z } from 'zod';
import { CRYPTO_ASSET_INFO, CRYPTO_ASSETS } from '../../../domain/payments/crypto-deposit.ts';
import { FAILURE_REASONS } from '../../../domain/payments/deposit-rules.ts';
import { parseReais, parseUnits } from '../../../domain/money.ts';
import { SIGNATURE_HEADER, verifySignature } from '../../../domain/payments/webhook-signature.ts';
import type { JsonValue } from '../../../ledger/index.ts';
import { NotificationRejected, type IncomingNotification, type ProviderNotification } from './types.ts';
import { hasUnstorableText } from '../../../http/text-guard.ts';

const eventSchema = z.object({
  id: z.string().regex(/^[!-~]{1,100}$/),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  created: z.number().int().positive(),
  data: z.object({
    reference: z.string().max(64),
    payment_id: z.string().max(64).nullable(),
    amount: z.string().max(24),
    currency: z.literal('BRL'),
    failure_reason: z.enum(FAILURE_REASONS).optional(),
    crypto: z.object({ asset: z.enum(CRYPTO_ASSETS), amount: z.string().max(40), tx_hash: z.string().max(100), confirmations: z.number().int() }).optional(),
    pix: z.object({ end_to_end_id: z.string().max(64) }).optional(),
    payer: z.object({ document: z.string().regex(/^\d{11}$/) }).optional(),
  }),
});

export type SandboxEvent = z.infer<typeof eventSchema>;

/** Reads an event's body; throws `NotificationRejected('malformed')`. */
export function parseSandboxEvent(rawBody: string): ProviderNotification {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new NotificationRejected('malformed', 'not JSON');
  }
  if (hasUnstorableText(json)) throw new NotificationRejected('malformed', 'NUL character or lone surrogate');
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new NotificationRejected('malformed', parsed.error.issues[0]?.message ?? 'invalid event');
  const event = parsed.data;
  const amountCentavos = parseReais(event.data.amount);
  if (amountCentavos === null) throw new NotificationRejected('malformed', 'amount');
  let cryptoUnits: bigint | null = null;
  if (event.data.crypto) {
    cryptoUnits = parseUnits(event.data.crypto.amount, CRYPTO_ASSET_INFO[event.data.crypto.asset].decimals);
    if (cryptoUnits === null) throw new NotificationRejected('malformed', 'crypto amount');
  }
  return {
    eventId: event.id,
    type: event.type === 'payment.succeeded' ? 'payment_succeeded' : 'payment_failed',
    reference: event.data.reference,
    paymentId: event.data.payment_id,
    amountCentavos,
    cryptoUnits,
    failureReason: event.type === 'payment.failed' ? (event.data.failure_reason ?? 'declined') : null,
    payerDocument: event.data.payer?.document ?? null,
    paidAtMs: event.created * 1000,
    payload: json as JsonValue,
  };
}

/** Authenticates (signature over timestamp and body, at most 5 minutes old) and reads one event. */
export function readSignedSandboxEvent(incoming: IncomingNotification, secrets: readonly string[]): ProviderNotification[] {
  const header = incoming.headers[SIGNATURE_HEADER];
  const check = verifySignature({
    header: typeof header === 'string' ? header : undefined,
    body: incoming.rawBody,
    secrets,
    nowSeconds: Math.floor(incoming.now.getTime() / 1000),
  });
  if (!check.ok) throw new NotificationRejected('signature', check.reason);
  return [parseSandboxEvent(incoming.rawBody)];
}
