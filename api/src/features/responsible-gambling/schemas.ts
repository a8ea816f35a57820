import { z } from 'zod';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../../domain/responsible-gambling/index.ts';
import { parseReais, reaisOf } from '../../domain/money.ts';

/**
 * The largest limit, in centavos: parseReais reads at most 12 digits of reais, far above any real
 * limit. The "too large" message states it (its `max` placeholder, filled by the routes).
 */
export const MAX_LIMIT_CENTAVOS = 999_999_999_999_99n;

/**
 * A positive amount written as parseReais expects but with more digits than it reads: it gets the
 * "too large" message, not "above zero", which it is. Leading zeros add no size.
 */
function isTooLarge(value: number | string): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value > reaisOf(MAX_LIMIT_CENTAVOS);
  return /^0*[1-9]\d{12,}(?:[.,]\d{1,2})?$/.test(value.trim());
}

/** Reais as a number or a typed string ("1500,00" or "1500.00": no thousands separator, see parseReais); a limit is at least one centavo. */
const amountField = z.union([z.number(), z.string().max(24)], { error: 'rg.errors.limitAmountInvalid' }).transform((value, context) => {
  const centavos = parseReais(value);
  if (centavos === null || centavos <= 0n) {
    context.addIssue({ code: 'custom', message: isTooLarge(value) ? 'rg.errors.limitAmountTooLarge' : 'rg.errors.limitAmountInvalid' });
    return z.NEVER;
  }
  return centavos;
});

export const limitBody = z.object({
  kind: z.enum(LIMIT_KINDS, { error: 'rg.errors.limitKindInvalid' }),
  period: z.enum(LIMIT_PERIODS, { error: 'rg.errors.limitPeriodInvalid' }),
  /** Reais; null removes the limit. */
  amount: amountField.nullable(),
});

const realityCheckMinutes = z
  .number({ error: 'rg.errors.realityCheckInvalid' })
  .int({ error: 'rg.errors.realityCheckInvalid' })
  .max(1440, { error: 'rg.errors.realityCheckInvalid' })
  .nullable();

export const realityCheckBody = z.object({ minutes: realityCheckMinutes });

/** The step after sign-up: each deposit limit in reais, null for "no limit" (a choice too), and the reminder. */
export const firstLimitsBody = z.object({
  deposit: z.object({ day: amountField.nullable(), week: amountField.nullable(), month: amountField.nullable() }, { error: 'rg.errors.limitAmountInvalid' }),
  reality_check_minutes: realityCheckMinutes,
});

const timed = (unit: 'hours' | 'days' | 'months', max: number) =>
  z.object({
    unit: z.literal(unit),
    value: z
      .number({ error: 'rg.errors.lengthInvalid' })
      .int({ error: 'rg.errors.lengthInvalid' })
      .min(1, { error: 'rg.errors.lengthInvalid' })
      .max(max, { error: 'rg.errors.lengthInvalid' }),
  });

export const breakBody = z.object({
  length: z.discriminatedUnion('unit', [timed('hours', 24 * 31 * 6), timed('days', 31 * 6), timed('months', 12)], { error: 'rg.errors.lengthInvalid' }),
});

export const selfExclusionBody = z.object({
  length: z.discriminatedUnion('unit', [timed('months', 120), z.object({ unit: z.literal('indefinite') })], { error: 'rg.errors.lengthInvalid' }),
});
