/** A deposit as the API answers it (`GET /wallet/deposits/:id`, `POST /wallet/deposits`…). */
import type { DepositMethod } from '../../../lib/payment-methods.ts';

export type DepositStatus = 'awaiting_payment' | 'confirming' | 'completed' | 'failed' | 'expired' | 'cancelled';
export type FailureReason = 'declined' | 'insufficient_funds' | 'processing_error' | 'payer_not_holder';
export type CryptoAsset = 'BTC' | 'USDT';

export interface PixInstructions {
  type: 'pix';
  /** The BR Code the player pastes into the bank's app ("Pix copia e cola"). */
  copy_paste: string;
  txid: string;
  /** The same code as a QR image (SVG document). */
  qr_svg: string;
}

export interface CardInstructions {
  type: 'card';
  brand: string;
  last4: string;
}

export interface CryptoInstructions {
  type: 'crypto';
  asset: CryptoAsset;
  network: string;
  /** Single-use: valid until the deposit expires, then it accepts nothing. */
  address: string;
  /** The exact amount of the asset to send, as text (`"17.857143"`). */
  crypto_amount: string;
  /** Reais per whole coin. */
  rate: number;
  payment_uri: string;
  qr_svg: string;
}

export interface BankTransferInstructions {
  type: 'bank_transfer';
  bank_name: string;
  bank_code: string;
  branch: string;
  account_number: string;
  account_type: string;
  holder: string;
  document: string;
  /** Written in the transfer's description: how the bank matches the transfer to the deposit. */
  reference: string;
}

export interface RedirectInstructions {
  type: 'redirect';
  provider: string;
  /** The provider's checkout page; it sends the player back to `/user/wallet?deposit=<id>`. */
  redirect_url: string;
}

export type DepositInstructions = PixInstructions | CardInstructions | CryptoInstructions | BankTransferInstructions | RedirectInstructions;

export interface Deposit {
  id: string;
  method: DepositMethod;
  /** Reais. */
  amount: number;
  currency: string;
  status: DepositStatus;
  failure_reason: FailureReason | null;
  payment_id: string | null;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  completed_at: string | null;
  /** Whether the player may cancel it now; an API from before it was sent leaves it out (then an awaiting deposit is). */
  cancellable?: boolean;
  /** The offer it was sent with, and whether "no bonus" was chosen; an older API leaves them out. */
  bonus_code?: string | null;
  bonus_declined?: boolean;
  /** How to pay; the list of recent deposits comes without it. */
  instructions?: DepositInstructions | null;
}

/**
 * The bonus choice a deposit was sent with, to send again with a retry or a new code: its offer's
 * code, '' for "no bonus", undefined when not known (then the form starts as for a new deposit).
 */
export function bonusChoiceOf(deposit: Pick<Deposit, 'bonus_code' | 'bonus_declined'>): string | undefined {
  if (deposit.bonus_code) return deposit.bonus_code;
  return deposit.bonus_declined ? '' : undefined;
}

/** Still open: the player can pay (or the payment is being confirmed). */
export function isOpen(deposit: Pick<Deposit, 'status'>): boolean {
  return deposit.status === 'awaiting_payment' || deposit.status === 'confirming';
}
