/** What responsible-gambling checks refuse with (texts under `rg.errors.*`; an exclusion's end in the viewer's time zone). */
import { exclusionUntilText, RESPONSIBLE_GAMBLING_TERMS } from '@palpite/shared/contract';
import type { ExclusionKind, ExclusionRefusal, LimitKind, LimitPeriod } from '../domain/responsible-gambling/index.ts';
import { formatBrl, reaisOf } from '../domain/money.ts';
import { AppError } from '../http/errors.ts';
import type { Language } from '../i18n/messages.ts';

const REFUSAL_KEYS: Record<ExclusionRefusal, string> = {
  break_too_short: 'rg.errors.breakTooShort',
  break_too_long: 'rg.errors.breakTooLong',
  length_not_offered: 'rg.errors.lengthNotOffered',
  would_shorten: 'rg.errors.wouldShorten',
};

export const complianceErrors = {
  firstLimitsRequired(): AppError {
    return new AppError({ status: 403, key: 'rg.errors.chooseLimitsFirst', message: 'deposit limits and time reminder not chosen yet' });
  },
  /** The authenticator's answer for a banned account's token: the page shows the banned notice. */
  banned(): AppError {
    return new AppError({ status: 401, key: 'auth.banned', message: 'account banned' });
  },
  excluded(kind: ExclusionKind, untilMs: number | null): AppError {
    const key = untilMs === null ? 'rg.errors.selfExcludedIndefinitely' : kind === 'break' ? 'rg.errors.onBreak' : 'rg.errors.selfExcluded';
    return new AppError({
      status: 403,
      key,
      message: `${kind} in force`,
      ...(untilMs === null ? {} : { localParams: (language: Language, timeZone: string) => ({ until: exclusionUntilText(untilMs, language, timeZone) }) }),
      details: { kind, until: untilMs === null ? null : new Date(untilMs).toISOString() },
    });
  },
  /** Raising or removing a limit would count its cool-down during the exclusion and free the player the moment it ends. */
  noLooseningWhileExcluded(kind: ExclusionKind): AppError {
    return new AppError({
      status: 403,
      key: 'rg.errors.noLooseningWhileExcluded',
      message: `limits cannot be raised or removed while a ${kind} is in force`,
      details: { kind },
    });
  },
  limitReached(kind: LimitKind, period: LimitPeriod, limitCentavos: bigint, remainingCentavos: bigint): AppError {
    return new AppError({
      status: 422,
      key: kind === 'deposit' ? `rg.errors.depositLimit.${period}` : `rg.errors.lossLimit.${period}`,
      message: `${period} ${kind} limit reached`,
      params: { limit: formatBrl(limitCentavos), remaining: formatBrl(remainingCentavos) },
      details: { kind, period, limit: reaisOf(limitCentavos), remaining: reaisOf(remainingCentavos) },
      ...(kind === 'deposit' ? { fieldErrors: { amount: [`rg.errors.depositLimit.${period}`] } } : {}),
    });
  },
  exclusionRefused(refusal: ExclusionRefusal): AppError {
    return new AppError({
      status: 422,
      key: REFUSAL_KEYS[refusal],
      message: refusal.replaceAll('_', ' '),
      params: { minHours: RESPONSIBLE_GAMBLING_TERMS.minBreakHours, maxMonths: RESPONSIBLE_GAMBLING_TERMS.maxBreakMonths },
      details: { reason: refusal },
    });
  },
  realityCheckTooShort(minMinutes: number): AppError {
    return new AppError({
      status: 422,
      key: 'rg.errors.realityCheckTooShort',
      message: 'reality check below the minimum',
      params: { min: minMinutes },
      fieldErrors: { minutes: ['rg.errors.realityCheckTooShort'] },
    });
  },
};
