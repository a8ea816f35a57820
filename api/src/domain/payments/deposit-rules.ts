/**
 * The rules of a deposit that need no database: its statuses and the moves between them, why one
 * fails, per-method limits, the sandbox card numbers, and the references we hand out.
 */
import { DEPOSIT_METHODS, type AmountLimits, type DepositMethod } from '@palpite/shared/contract';
import { randomCode } from '../crockford.ts';
import { cardSummary } from './card.ts';

/**
 * awaiting_payment → confirming (crypto, after "I have paid") → completed (credited) | failed |
 * expired | cancelled (by the player, while awaiting payment); expired → completed when the
 * provider's notification, arriving late, says the payment was made before the deadline.
 */
export const DEPOSIT_STATUSES = ['awaiting_payment', 'confirming', 'completed', 'failed', 'expired', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** `payer_not_holder`: a Pix or bank payment from an account not in the player's CPF (br profile), sent back. */
export const FAILURE_REASONS = ['declined', 'insufficient_funds', 'processing_error', 'payer_not_holder'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

const NEXT: Readonly<Record<DepositStatus, readonly DepositStatus[]>> = {
  awaiting_payment: ['confirming', 'completed', 'failed', 'expired', 'cancelled'],
  // Money is on its way: it can no longer be cancelled or expire.
  confirming: ['completed', 'failed'],
  completed: [],
  failed: [],
  expired: ['completed'],
  cancelled: [],
};

export function canMove(from: DepositStatus, to: DepositStatus): boolean {
  return NEXT[from].includes(to);
}

export function isFinal(status: DepositStatus): boolean {
  return NEXT[status].length === 0;
}

/**
 * Whether a payment made at `paidAtMs` may be accepted: awaiting payment (or expired since, the
 * notification having come late) and made before the expiry, or being confirmed (the player paid
 * in time; the network takes its minutes).
 */
export function acceptsPayment(deposit: { status: DepositStatus; expiresAtMs: number | null }, paidAtMs: number): boolean {
  if (deposit.status === 'confirming') return true;
  if (deposit.status !== 'awaiting_payment' && deposit.status !== 'expired') return false;
  return deposit.expiresAtMs === null || paidAtMs < deposit.expiresAtMs;
}

export type LimitCheck = { ok: true } | { ok: false; problem: 'below_minimum' | 'above_limit' };

export function checkLimits(amountCentavos: bigint, limits: AmountLimits): LimitCheck {
  if (amountCentavos < limits.minCentavos) return { ok: false, problem: 'below_minimum' };
  if (amountCentavos > limits.maxCentavos) return { ok: false, problem: 'above_limit' };
  return { ok: true };
}

/**
 * Per-method limits: the defaults, overridden by `PAYMENT_LIMITS` (JSON, centavos), e.g.
 * `{"pix":{"min":1000,"max":5000000}}`. Throws a message naming the problem for a bad override.
 */
export function limitsWithOverride(defaults: Readonly<Record<DepositMethod, AmountLimits>>, json: string | undefined): Record<DepositMethod, AmountLimits> {
  const limits = Object.fromEntries(DEPOSIT_METHODS.map((method) => [method, { ...defaults[method] }])) as Record<DepositMethod, AmountLimits>;
  if (json === undefined || json.trim() === '') return limits;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('PAYMENT_LIMITS is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('PAYMENT_LIMITS must be an object of methods');
  for (const [method, value] of Object.entries(parsed)) {
    if (!(DEPOSIT_METHODS as readonly string[]).includes(method)) throw new Error(`PAYMENT_LIMITS: unknown method ${method}`);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`PAYMENT_LIMITS.${method} must be an object with min and/or max`);
    const entry = limits[method as DepositMethod];
    for (const [key, amount] of Object.entries(value as Record<string, unknown>)) {
      if (key !== 'min' && key !== 'max') throw new Error(`PAYMENT_LIMITS.${method}: unknown key ${key} (use min and max, in centavos)`);
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
        throw new Error(`PAYMENT_LIMITS.${method}.${key} must be a positive whole number of centavos`);
      if (key === 'min') entry.minCentavos = BigInt(amount);
      else entry.maxCentavos = BigInt(amount);
    }
    if (entry.minCentavos > entry.maxCentavos) throw new Error(`PAYMENT_LIMITS.${method}: min is above max`);
  }
  return limits;
}

/**
 * A charge whose result the provider did not give (it timed out, the connection dropped) may have
 * gone through: it stays awaiting payment for this long, for the provider's notification to settle
 * it either way, and then expires (a late notification of a charge made in time still credits it).
 */
export const UNANSWERED_CHARGE_WAIT_MINUTES = 30;

/**
 * Whether the player may cancel: a code, address or reference they have not paid. Never a card
 * charge waiting for its acquirer's word, which the player cannot take back.
 */
export function playerCanCancel(deposit: { method: string; status: DepositStatus }): boolean {
  return deposit.method !== 'card' && canMove(deposit.status, 'cancelled');
}

/** `no_answer`: the acquirer charges the card but its answer never arrives (a timeout). */
export type CardOutcome = 'approved' | 'declined' | 'insufficient_funds' | 'processing_error' | 'no_answer';

/**
 * The sandbox acquirer's test cards; any other Luhn-valid number of a card brand is approved, and
 * one no brand issues (`0000 0000 0000 0000`) is declined, as a real acquirer finds no issuer for it.
 */
export const SANDBOX_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4111111111111111': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
  '4000000000000226': 'no_answer',
};

export function sandboxCardOutcome(cardDigits: string): CardOutcome {
  return SANDBOX_CARDS[cardDigits] ?? (cardSummary(cardDigits).brand === 'card' ? 'declined' : 'approved');
}

/**
 * Our reference for a deposit: `PLP` and 16 base32 characters (80 random bits). It is the Pix
 * txid (letters and digits, at most 25) and what the player writes in a bank transfer.
 */
export function depositReference(randomBytes: Uint8Array): string {
  return `PLP${randomCode(randomBytes, 16)}`;
}
