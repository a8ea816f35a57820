import { z } from 'zod';
import { HISTORY_STEPS, offerCodeField } from '../../bonus/index.ts';
import { pageSize, positiveId } from '../../http/validate.ts';

export const productQuery = z.object({ product: z.enum(['casino', 'sports'], { error: 'bonus.errors.productInvalid' }).optional() });

export const claimBody = z.object({
  code: offerCodeField,
});

export const historyQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(50))
    .optional(),
});

/** Pages of older steps may be larger than a history entry's own; a bound keeps each answer small. */
const STEPS_PAGE_MAX = 100;

/** `/user/bonuses/:id/transactions?before=&limit=`: the bonus, the step the page starts below, the page size. */
export const stepsInput = z.object({
  id: positiveId('validation.fieldInvalid'),
  before: positiveId('validation.fieldInvalid').optional(),
  limit: pageSize(STEPS_PAGE_MAX, HISTORY_STEPS),
});
