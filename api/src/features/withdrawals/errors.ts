/**
 * What the withdrawal operations can fail with, as HTTP answers, in one place. A refused request
 * answers with its first reason (message and params, pt-BR money format) and lists every reason
 * in `details.refusals`; reasons about the amount are also shown under the amount field.
 */
import { AppError } from '../../http/errors.ts';
import { translate, type Language } from '../../i18n/messages.ts';
import { formatBrl, reaisOf } from '../../domain/money.ts';
import type { Refusal, WithdrawalStatus } from '../../domain/withdrawals/rules.ts';

interface RefusalView {
  status: number;
  key: string;
  params: Record<string, string | number>;
  /** The same facts as numbers (reais) for clients. */
  values: Record<string, number | string>;
  onAmount: boolean;
}

function viewOf(refusal: Refusal): RefusalView {
  switch (refusal.code) {
    case 'identity_required':
      return { status: 403, key: 'withdrawals.identityRequired', params: {}, values: {}, onAmount: false };
    case 'below_minimum':
      return {
        status: 422,
        key: 'withdrawals.belowMinimum',
        params: { min: formatBrl(refusal.minCentavos) },
        values: { min: reaisOf(refusal.minCentavos) },
        onAmount: true,
      };
    case 'insufficient_cash':
      return {
        status: 422,
        key: refusal.feeCentavos > 0n ? 'withdrawals.insufficientBalanceWithFee' : 'withdrawals.insufficientBalance',
        params: { available: formatBrl(refusal.availableCentavos), fee: formatBrl(refusal.feeCentavos), max: formatBrl(refusal.maxCentavos) },
        values: { available: reaisOf(refusal.availableCentavos), fee: reaisOf(refusal.feeCentavos), max: reaisOf(refusal.maxCentavos) },
        onAmount: true,
      };
    case 'wagering_required':
      return {
        status: 422,
        key: 'withdrawals.wageringRequired',
        params: { remaining: formatBrl(refusal.remainingCentavos), required: formatBrl(refusal.requiredCentavos), wagered: formatBrl(refusal.wageredCentavos) },
        values: { remaining: reaisOf(refusal.remainingCentavos), required: reaisOf(refusal.requiredCentavos), wagered: reaisOf(refusal.wageredCentavos) },
        onAmount: false,
      };
    case 'no_deposit':
      return { status: 422, key: 'withdrawals.depositRequired', params: {}, values: {}, onAmount: false };
    case 'above_deposit_cap':
      return {
        status: 422,
        key: 'withdrawals.aboveDepositCap',
        params: {
          max: formatBrl(refusal.capCentavos),
          lastDeposit: formatBrl(refusal.lastDepositCentavos),
          withdrawn: formatBrl(refusal.withdrawnCentavos),
          multiple: refusal.multiple,
          threshold: formatBrl(refusal.thresholdCentavos),
        },
        values: {
          max: reaisOf(refusal.capCentavos),
          last_deposit: reaisOf(refusal.lastDepositCentavos),
          withdrawn: reaisOf(refusal.withdrawnCentavos),
          multiple: refusal.multiple,
          threshold: reaisOf(refusal.thresholdCentavos),
        },
        onAmount: true,
      };
    case 'weekly_limit':
      return {
        status: 422,
        key: 'withdrawals.weeklyLimit',
        params: { limit: formatBrl(refusal.limitCentavos), remaining: formatBrl(refusal.remainingCentavos) },
        values: { limit: reaisOf(refusal.limitCentavos), remaining: reaisOf(refusal.remainingCentavos), resets_at: new Date(refusal.resetsAtMs).toISOString() },
        onAmount: true,
      };
  }
}

/** The answer to a refused request; `refusals` is never empty. */
export function refusalError(refusals: readonly Refusal[], language: Language): AppError {
  const views = refusals.map(viewOf);
  const first = views[0]!;
  const amountMessages = views.filter((view) => view.onAmount).map((view) => translate(view.key, language, view.params) ?? view.key);
  return new AppError({
    status: first.status,
    key: first.key,
    message: `withdrawal refused: ${refusals.map((refusal) => refusal.code).join(', ')}`,
    params: first.params,
    ...(amountMessages.length > 0 ? { fieldErrors: { amount: amountMessages } } : {}),
    details: { refusals: refusals.map((refusal, index) => ({ code: refusal.code, message_key: views[index]!.key, ...views[index]!.values })) },
  });
}

export const identityRequired = () => new AppError({ status: 403, key: 'withdrawals.identityRequired', message: 'identity verification required' });

export const withdrawalNotFound = () => new AppError({ status: 404, key: 'withdrawals.notFound', message: 'no such withdrawal' });

export const alreadyDecided = (status: WithdrawalStatus) =>
  new AppError({ status: 409, key: 'withdrawals.alreadyDecided', message: `withdrawal is ${status}`, details: { status } });

/** The player's cancel of a withdrawal ops are paying out. */
export const inPayment = () =>
  new AppError({ status: 409, key: 'withdrawals.inPayment', message: 'withdrawal is being paid out', details: { status: 'processing' } });

/** Another ops actor has claimed it first. */
export const claimedByOther = (by: string) =>
  new AppError({
    status: 409,
    key: 'withdrawals.claimedByOther',
    message: `withdrawal is being paid out by ${by}`,
    details: { status: 'processing', processing_by: by },
  });

/** An approval of a withdrawal no one has claimed: the payout is sent under a claim, so a player's cancel cannot refund it meanwhile. */
export const notClaimed = () =>
  new AppError({ status: 409, key: 'withdrawals.notClaimed', message: 'claim the withdrawal before approving it', details: { status: 'pending' } });
