/**
 * Request shapes of the wallet's deposit endpoints; the one source of their validation and types.
 * Amounts are reais (`150.5` or `"150.50"`) read exactly into centavos.
 */
import { z } from 'zod';
import { cpfDigits, DEPOSIT_METHODS, isValidCpf } from '@palpite/shared/contract';
import { CRYPTO_ASSETS } from '../../domain/payments/crypto-deposit.ts';
import { FAILURE_REASONS } from '../../domain/payments/deposit-rules.ts';
import { parseReais } from '../../domain/money.ts';
import { offerCodeField } from '../../bonus/index.ts';

/** Reais with at most 2 places, above 0 → centavos. */
export const amountField = z.union([z.number(), z.string().max(24)], { error: 'payments.amountInvalid' }).transform((value, context) => {
  const centavos = parseReais(value);
  if (centavos === null) {
    context.addIssue({ code: 'custom', message: 'payments.amountInvalid' });
    return z.NEVER;
  }
  return centavos;
});

const monthOrYear = (key: string) =>
  z.union([z.number().int(), z.string().regex(/^\d{1,4}$/)], { error: key }).transform((value) => (typeof value === 'number' ? value : Number(value)));

const OTHER_METHODS = DEPOSIT_METHODS.filter((method) => method !== 'card' && method !== 'crypto') as [
  'pix',
  'bank_transfer',
  'papara',
  'payfix',
  'pep',
  'mefete',
];

/**
 * Spec §9 opt-in: the offer's code, granted when this deposit is credited; null, the player chose
 * no bonus (an offer claimed on a promotion page waits for a later deposit); absent, as older
 * wallets send it, any claim waiting for a deposit is granted by this one.
 */
const bonusCode = offerCodeField.nullable().optional();

const cardDeposit = z.object({
  method: z.literal('card'),
  bonus_code: bonusCode,
  amount: amountField,
  /** Digits, spaces or dashes as typed. Never stored or logged. */
  number: z.string({ error: 'payments.cardNumberInvalid' }).max(32, { error: 'payments.cardNumberInvalid' }),
  expiry_month: monthOrYear('payments.cardExpiryInvalid'),
  expiry_year: monthOrYear('payments.cardExpiryInvalid'),
  /** Never stored or logged. */
  cvv: z.string({ error: 'payments.cardCvvInvalid' }).max(8, { error: 'payments.cardCvvInvalid' }),
  holder: z.string({ error: 'payments.cardHolderInvalid' }).max(100, { error: 'payments.cardHolderInvalid' }),
});

const cryptoDeposit = z
  .object({
    method: z.literal('crypto'),
    bonus_code: bonusCode,
    /** In reais; or give `crypto_amount` instead. */
    amount: amountField.optional(),
    /** The amount of the asset to send (`"0.0005"`); its BRL value is credited. */
    crypto_amount: z.string({ error: 'payments.cryptoAmountInvalid' }).max(40, { error: 'payments.cryptoAmountInvalid' }).optional(),
    asset: z.enum(CRYPTO_ASSETS, { error: 'payments.cryptoAssetInvalid' }).default('USDT'),
  })
  .superRefine((input, context) => {
    if ((input.amount === undefined) === (input.crypto_amount === undefined))
      context.addIssue({ code: 'custom', path: ['amount'], message: 'payments.amountInvalid' });
  });

const otherDeposit = z.object({ method: z.enum(OTHER_METHODS), amount: amountField, bonus_code: bonusCode });

export const createDepositBody = z.discriminatedUnion('method', [cardDeposit, cryptoDeposit, otherDeposit], { error: 'payments.methodInvalid' });
export type CreateDepositInput = z.output<typeof createDepositBody>;

export const depositParams = z.object({ id: z.uuid({ error: 'payments.depositNotFound' }) });

export const listQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .optional(),
});

export const providerParams = z.object({ provider: z.string().max(40) });

export const sandboxFailBody = z.object({ reason: z.enum(FAILURE_REASONS).optional() }).optional();

export const sandboxApproveBody = z
  .object({
    payer_document: z.string().transform(cpfDigits).refine(isValidCpf, 'withdrawals.cpfInvalid').optional(),
  })
  .nullish();
