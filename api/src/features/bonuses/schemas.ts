import { z } from 'zod';
import { offerCodeField } from '../../bonus/index.ts';

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
