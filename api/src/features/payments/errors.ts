/**
 * What the payments operations can fail with, each a status and a message key of the `common`
 * catalogue (`payments.*`), in one place.
 */
import { AppError } from '../../http/errors.ts';
import { translate, type Language } from '../../i18n/messages.ts';
import { formatBrl, reaisOf } from '../../domain/money.ts';

export const paymentErrors = {
  /** 409: an Idempotency-Key already used for a deposit of another method or amount. */
  idempotencyKeyReused: () => new AppError({ status: 409, key: 'payments.idempotencyKeyReused', message: 'idempotency key already used for another deposit' }),
  /** 403: deposits need a verified email (spec §5, §6). */
  emailNotVerified: () => new AppError({ status: 403, key: 'payments.emailNotVerified', message: 'verify the email before depositing' }),
  /** 422: the method is switched off. */
  methodDisabled: () =>
    new AppError({ status: 422, key: 'payments.methodDisabled', message: 'payment method unavailable', fieldErrors: { method: ['payments.methodDisabled'] } }),
  /** 422: below the method's minimum; the message names it in BRL. */
  belowMinimum: (minCentavos: bigint, language: Language) =>
    limitError('payments.belowMinimum', 'amount below the minimum', { min: formatBrl(minCentavos) }, language, { min: reaisOf(minCentavos) }),
  /** 422: above the method's maximum. */
  aboveLimit: (maxCentavos: bigint, language: Language) =>
    limitError('payments.aboveLimit', 'amount above the maximum', { max: formatBrl(maxCentavos) }, language, { max: reaisOf(maxCentavos) }),
  /** 422: card details that cannot be right (Luhn, expiry, CVV, holder), per field. */
  cardInvalid: (fieldErrors: Record<string, string[]>) =>
    new AppError({ status: 422, key: 'payments.cardInvalid', message: 'card details invalid', fieldErrors }),
  /** 400: a crypto amount that is not a positive decimal with at most the asset's places. */
  cryptoAmountInvalid: () =>
    new AppError({
      status: 400,
      key: 'payments.cryptoAmountInvalid',
      message: 'crypto amount invalid',
      fieldErrors: { crypto_amount: ['payments.cryptoAmountInvalid'] },
    }),
  /** 404: no such deposit of this player. */
  depositNotFound: () => new AppError({ status: 404, key: 'payments.depositNotFound', message: 'no such deposit' }),
  /** 409: only a deposit awaiting payment can be cancelled. */
  notCancellable: () => new AppError({ status: 409, key: 'payments.notCancellable', message: 'deposit is not awaiting payment' }),
  /** 409: "I have paid" applies to crypto deposits. */
  paidNotApplicable: () => new AppError({ status: 409, key: 'payments.paidNotApplicable', message: 'only crypto deposits are confirmed by the player' }),
  /** 409: the deposit is no longer waiting for a payment. */
  notAwaitingPayment: () => new AppError({ status: 409, key: 'payments.notAwaitingPayment', message: 'deposit is not awaiting payment' }),
  /** 409: the time to pay is over (an expired address accepts nothing). */
  depositExpired: () => new AppError({ status: 409, key: 'payments.depositExpired', message: 'deposit expired' }),
  /** 404: notifications from a provider we do not have. */
  providerUnknown: () => new AppError({ status: 404, key: 'payments.providerUnknown', message: 'unknown payment provider' }),
  /** 401: signature missing, wrong or too old. */
  webhookSignatureInvalid: (reason: string) =>
    new AppError({ status: 401, key: 'payments.webhookSignatureInvalid', message: `notification refused: ${reason}` }),
  /** 400: a notification we cannot read. */
  webhookMalformed: (detail: string) => new AppError({ status: 400, key: 'payments.webhookMalformed', message: `malformed notification: ${detail}` }),
  /** 409: the sandbox cannot do that to this deposit (a card's result is immediate). */
  sandboxNotApplicable: () => new AppError({ status: 409, key: 'payments.sandboxNotApplicable', message: 'card results are immediate' }),
};

function limitError(key: string, message: string, params: Record<string, string>, language: Language, details: Record<string, number>): AppError {
  return new AppError({
    status: 422,
    key,
    message,
    params,
    details,
    // Already in the player's language: field errors are shown as they are.
    fieldErrors: { amount: [translate(key, language, params) ?? key] },
  });
}
