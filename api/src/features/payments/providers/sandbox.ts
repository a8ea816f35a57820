/**
 * The sandbox implementation of each provider, behaving like the real one towards us: Pix answers
 * a dynamic BR Code, the card acquirer approves or declines at once by test number, the crypto
 * processor hands out a single-use address, the bank gives its details and a reference, and the
 * e-wallets (Papara, Payfix, Pep, Mefete) a checkout page to redirect to. Payments are completed
 * later by the sandbox PSP (../sandbox/psp.ts) sending signed notifications, as the real ones do.
 */
import { randomBytes } from 'node:crypto';
import { CRYPTO_ADDRESS_TTL_MINUTES, DEPOSIT_METHODS, PIX_CHARGE_TTL_MINUTES, type DepositMethod } from '@palpite/shared/contract';
import { cardSummary } from '../../../domain/payments/card.ts';
import { CRYPTO_ASSET_INFO, formatCryptoAmount, paymentUri, sandboxAddress } from '../../../domain/payments/crypto-deposit.ts';
import { randomCode } from '../../../domain/crockford.ts';
import { sandboxCardOutcome } from '../../../domain/payments/deposit-rules.ts';
import { reaisOf } from '../../../domain/money.ts';
import { buildPixPayload } from '../../../domain/payments/pix-brcode.ts';
import type { PaymentsConfig } from '../config.ts';
import { readSignedSandboxEvent } from './sandbox-wire.ts';
import { ChargeOutcomeUnknown, type CreateDepositRequest, type CreateDepositResult, type IncomingNotification, type PaymentProvider } from './types.ts';

export interface SandboxProvidersOptions {
  config: PaymentsConfig;
  /** The sandbox checkout page of a deposit (e-wallet redirects). */
  checkoutUrl(depositId: string): string;
  random?: (size: number) => Uint8Array;
}

const EWALLETS = ['papara', 'payfix', 'pep', 'mefete'] as const;
/** A provider's checkout session. */
const EWALLET_CHECKOUT_TTL_MINUTES = 30;
/** A bank-transfer reference: a transfer made on the next business day still arrives. */
const BANK_TRANSFER_TTL_MINUTES = 3 * 24 * 60;

export function createSandboxProviders(options: SandboxProvidersOptions): Record<DepositMethod, PaymentProvider> {
  const { config } = options;
  const random = options.random ?? ((size: number) => randomBytes(size));
  const id = (prefix: string) => `${prefix}_sbx_${randomCode(random(15), 24).toLowerCase()}`;

  function provider(method: DepositMethod, ttlMinutes: number | null, createDeposit: (request: CreateDepositRequest) => CreateDepositResult): PaymentProvider {
    return {
      name: method,
      method,
      ttlMinutes,
      createDeposit: async (request) => createDeposit(request),
      parseNotification: (incoming: IncomingNotification) => readSignedSandboxEvent(incoming, config.webhookSecrets[method]),
    };
  }

  const pix = provider('pix', PIX_CHARGE_TTL_MINUTES, (request) => {
    // A dynamic charge: the payer's bank reads it, with our txid, from the PSP's location (field
    // 26.25); it can be paid once (point of initiation 12), for this amount.
    const location = `${config.pixLocationHost}/qr/v2/${request.depositId.replace(/-/g, '')}`;
    const copyPaste = buildPixPayload({
      locationUrl: location,
      amountCentavos: request.amountCentavos,
      merchantName: 'PALPITE',
      merchantCity: 'SAO PAULO',
      pointOfInitiation: '12',
    });
    return { outcome: 'pending', paymentId: request.reference, instructions: { type: 'pix', copy_paste: copyPaste, txid: request.reference } };
  });

  const card = provider('card', null, (request) => {
    if (!request.card) throw new Error('a card deposit needs the card');
    const { brand, last4 } = cardSummary(request.card.number);
    const instructions = { type: 'card' as const, brand, last4 };
    const outcome = sandboxCardOutcome(request.card.number);
    // As a real acquirer's timeout: the charge exists, only its answer is lost (the sandbox PSP settles it).
    if (outcome === 'no_answer') throw new ChargeOutcomeUnknown('the acquirer did not answer in time');
    if (outcome === 'approved') return { outcome: 'approved', paymentId: id('ch'), instructions };
    return { outcome: 'declined', paymentId: outcome === 'processing_error' ? null : id('ch'), reason: outcome, instructions };
  });

  const crypto = provider('crypto', CRYPTO_ADDRESS_TTL_MINUTES, (request) => {
    if (!request.crypto) throw new Error('a crypto deposit needs its quote');
    const { asset, units, rateCentavos } = request.crypto;
    const address = sandboxAddress(asset, random(20));
    return {
      outcome: 'pending',
      paymentId: id('cpay'),
      cryptoAddress: address,
      instructions: {
        type: 'crypto',
        asset,
        network: CRYPTO_ASSET_INFO[asset].network,
        address,
        crypto_amount: formatCryptoAmount(units, asset),
        rate: reaisOf(rateCentavos),
        payment_uri: paymentUri(asset, address, units),
      },
    };
  });

  const bank = provider('bank_transfer', BANK_TRANSFER_TTL_MINUTES, (request) => ({
    outcome: 'pending',
    // The bank matches the transfer by the reference the player writes in its description.
    paymentId: request.reference,
    instructions: { type: 'bank_transfer', ...config.bankAccount, reference: request.reference },
  }));

  const ewallets = EWALLETS.map((wallet) =>
    provider(wallet, EWALLET_CHECKOUT_TTL_MINUTES, (request) => ({
      outcome: 'pending',
      paymentId: id(wallet),
      instructions: { type: 'redirect', provider: wallet, redirect_url: options.checkoutUrl(request.depositId) },
    })),
  );

  const all = [pix, card, crypto, bank, ...ewallets];
  return Object.fromEntries(DEPOSIT_METHODS.map((method) => [method, all.find((entry) => entry.method === method)!])) as Record<DepositMethod, PaymentProvider>;
}
