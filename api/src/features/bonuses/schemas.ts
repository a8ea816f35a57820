import { z } from 'zod';

export const productQuery = z.object({ product: z.enum(['casino', 'sports'], { error: 'bonus.errors.productInvalid' }).optional() });

export const claimBody = z.object({
  code: z
    .string({ error: 'bonus.errors.offerNotFound' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { error: 'bonus.errors.offerNotFound' }),
});

export const historyQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(50))
    .optional(),
});
