/**
 * One interface for every payment provider: create a deposit (answering what the player needs to
 * pay it, or, for a card, the result at once) and authenticate and read the provider's
 * notifications. The service does not know which provider it talks to; a real provider is one
 * more implementation of this interface.
 */
import type { DepositMethod } from '@palpite/shared/contract';
import type { CryptoAsset } from '../../../domain/payments/crypto-deposit.ts';
import type { FailureReason } from '../../../domain/payments/deposit-rules.ts';
import type { JsonValue } from '../../../ledger/index.ts';

/** A card as typed by the player. Lives in memory for one call: never stored, never logged. */
export interface CardDetails {
  /** Digits only. */
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  holder: string;
}

export interface CreateDepositRequest {
  depositId: string;
  /** Ours: the Pix txid, the bank-transfer reference, the checkout's order id. */
  reference: string;
  amountCentavos: bigint;
  /** When the player's chance to pay ends (a card: how long its answer may still come by notification). */
  expiresAt: Date;
  now: Date;
  card?: CardDetails;
  crypto?: { asset: CryptoAsset; units: bigint; rateCentavos: bigint };
}

/** What the player needs to pay, as stored; the answer adds a QR image where there is one. */
export type DepositInstructions =
  | { type: 'pix'; copy_paste: string; txid: string }
  | { type: 'card'; brand: string; last4: string }
  | { type: 'crypto'; asset: CryptoAsset; network: string; address: string; crypto_amount: string; rate: number; payment_uri: string }
  | {
      type: 'bank_transfer';
      bank_name: string;
      bank_code: string;
      branch: string;
      account_number: string;
      account_type: 'checking';
      holder: string;
      document: string;
      reference: string;
    }
  | { type: 'redirect'; provider: DepositMethod; redirect_url: string };

export type CreateDepositResult =
  /** The player pays later (Pix, crypto, bank, checkout); a notification will say how it went. */
  | { outcome: 'pending'; paymentId: string; instructions: DepositInstructions; cryptoAddress?: string }
  /** Paid at once (card approved). */
  | { outcome: 'approved'; paymentId: string; instructions: DepositInstructions }
  /** Refused at once (card declined, provider error). */
  | { outcome: 'declined'; paymentId: string | null; reason: FailureReason; instructions: DepositInstructions | null };

/** A provider's notification, read and authenticated. */
export interface ProviderNotification {
  /** The provider's id of this event: each is acted on once. */
  eventId: string;
  type: 'payment_succeeded' | 'payment_failed';
  /** Our reference of the deposit, as the provider echoes it. */
  reference: string;
  paymentId: string | null;
  amountCentavos: bigint;
  /** Crypto: what arrived, in the asset's smallest unit. */
  cryptoUnits: bigint | null;
  failureReason: FailureReason | null;
  /** The CPF (11 digits) of the account that paid, when the method reports it (Pix, bank transfer). */
  payerDocument: string | null;
  /**
   * When the provider says the payment happened (its event's time), if it says: a notification
   * retried after a deadline (our API was down) still pays a deposit paid before it.
   */
  paidAtMs: number | null;
  /** The notification as received, kept for reconciliation. */
  payload: JsonValue;
}

export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
  readonly reason: 'signature' | 'malformed';
  constructor(reason: 'signature' | 'malformed', detail: string) {
    super(`${reason}: ${detail}`);
    this.reason = reason;
  }
}

/**
 * Thrown by `createDeposit` when the request may have reached the provider but its answer did not
 * reach us (a timeout or a connection lost after sending): a charge may exist. Any other error
 * means nothing was charged.
 */
export class ChargeOutcomeUnknown extends Error {
  override name = 'ChargeOutcomeUnknown';
}

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: string;
  now: Date;
}

export interface PaymentProvider {
  /** Names it in the notification URL: POST /payments/webhooks/:provider. */
  readonly name: DepositMethod;
  readonly method: DepositMethod;
  /** How long the player has to pay; null when the result is immediate (a card charged as it is created). */
  readonly ttlMinutes: number | null;
  /** Throws `ChargeOutcomeUnknown` when a charge may have been made without its answer reaching us. */
  createDeposit(request: CreateDepositRequest): Promise<CreateDepositResult>;
  /** Checks the signature and its age, then reads the notification; throws `NotificationRejected`. */
  parseNotification(incoming: IncomingNotification): ProviderNotification[];
}

/** A provider that charges as the deposit is created (a card acquirer), rather than giving the player something to pay. */
export function chargesAtOnce(provider: PaymentProvider): boolean {
  return provider.ttlMinutes === null;
}
