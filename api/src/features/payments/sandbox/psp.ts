/**
 * The sandbox payment service provider, standing where the real PSPs stand: when a payment
 * happens on its side (the payer's bank pays the Pix code, the chain confirms the coins, the bank
 * receives the transfer, the player approves in the e-wallet's checkout) it sends us a signed
 * notification, over HTTP to our own notification endpoint, exactly as a real provider would. So
 * the production path is what the sandbox, the tests and the e2e suite exercise.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { completeCpf, type DepositMethod } from '@palpite/shared/contract';
import { formatCryptoAmount } from '../../../domain/payments/crypto-deposit.ts';
import { randomCode } from '../../../domain/crockford.ts';
import type { FailureReason } from '../../../domain/payments/deposit-rules.ts';
import { formatAmount } from '../../../domain/payments/pix-brcode.ts';
import { SIGNATURE_HEADER, signatureHeader } from '../../../domain/payments/webhook-signature.ts';
import type { SandboxEvent } from '../providers/sandbox-wire.ts';
import type { DepositRow } from '../repo.ts';

export interface SandboxPspDeps {
  /** Where notifications are delivered (in process, through `inject`). */
  app: FastifyInstance;
  webhookUrl: (provider: DepositMethod) => string;
  secrets: Readonly<Record<DepositMethod, readonly string[]>>;
  now: () => Date;
  /** Whose account pays by default: the player's own CPF when one is on file. */
  holderDocumentOf: (deposit: DepositRow) => Promise<string | null>;
}

/** Pix and bank transfers say which account paid. */
const REPORTS_PAYER: ReadonlySet<DepositMethod> = new Set(['pix', 'bank_transfer']);

/** A payer's CPF for a player with none on file: valid check digits, derived from the deposit. */
function sandboxPayerDocument(depositId: string): string {
  const firstNine = [...createHash('sha256').update(`sandbox-payer:${depositId}`).digest()].slice(0, 9).map((byte) => byte % 10);
  return completeCpf(firstNine.join(''));
}

export interface Delivery {
  /** Our endpoint's answer. */
  status: number;
  body: unknown;
}

/** The sandbox chain's transaction for a deposit: one per deposit, so its confirmation is one event. */
export function sandboxTxHash(depositId: string): string {
  return createHash('sha256').update(`sandbox-chain:${depositId}`).digest('hex');
}

export function createSandboxPsp(deps: SandboxPspDeps) {
  const { app, now } = deps;

  function eventFor(deposit: DepositRow, type: SandboxEvent['type'], eventId: string, reason?: FailureReason, payerDocument?: string | null): SandboxEvent {
    const at = now();
    const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
    return {
      id: eventId,
      type,
      created: Math.floor(at.getTime() / 1000),
      data: {
        reference: deposit.reference,
        payment_id: deposit.payment_id,
        amount: formatAmount(deposit.amount_centavos),
        currency: 'BRL',
        ...(type === 'payment.failed' ? { failure_reason: reason ?? 'declined' } : {}),
        ...(deposit.crypto_asset && deposit.crypto_amount_units !== null
          ? {
              crypto: {
                asset: deposit.crypto_asset,
                amount: formatCryptoAmount(deposit.crypto_amount_units, deposit.crypto_asset),
                tx_hash: sandboxTxHash(deposit.id),
                confirmations: 3,
              },
            }
          : {}),
        // A Pix end-to-end id: E, the payer bank's ISPB, the minute, 11 characters.
        ...(deposit.method === 'pix' && type === 'payment.succeeded' ? { pix: { end_to_end_id: `E99999999${stamp}${randomCode(randomBytes(7), 11)}` } } : {}),
        ...(payerDocument ? { payer: { document: payerDocument } } : {}),
      },
    };
  }

  /** Signs `body` as the provider does and posts it to our notification endpoint. */
  async function deliver(provider: DepositMethod, body: string, options: { timestampSeconds?: number; secret?: string } = {}): Promise<Delivery> {
    const timestamp = options.timestampSeconds ?? Math.floor(now().getTime() / 1000);
    const secret = options.secret ?? deps.secrets[provider][0]!;
    const response = await app.inject({
      method: 'POST',
      url: deps.webhookUrl(provider),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, body) },
      payload: body,
    });
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.statusCode, body: parsed };
  }

  const newEventId = () => `evt_${randomCode(randomBytes(15), 24).toLowerCase()}`;

  return {
    eventFor,
    deliver,
    /** The payment happened: the payer paid, the chain confirmed, the wallet approved. */
    async paid(deposit: DepositRow, options: { fromChain?: boolean; payerDocument?: string } = {}): Promise<Delivery> {
      const eventId = options.fromChain ? `evt_chain_${sandboxTxHash(deposit.id).slice(0, 32)}` : newEventId();
      const payer = REPORTS_PAYER.has(deposit.method)
        ? (options.payerDocument ?? (await deps.holderDocumentOf(deposit)) ?? sandboxPayerDocument(deposit.id))
        : null;
      return deliver(deposit.provider, JSON.stringify(eventFor(deposit, 'payment.succeeded', eventId, undefined, payer)));
    },
    /** The payment failed on the provider's side. */
    async failed(deposit: DepositRow, reason: FailureReason = 'declined'): Promise<Delivery> {
      return deliver(deposit.provider, JSON.stringify(eventFor(deposit, 'payment.failed', newEventId(), reason)));
    },
  };
}

export type SandboxPsp = ReturnType<typeof createSandboxPsp>;
