import { z } from 'zod';

/**
 * An offer's code as a player or a link may send it. Codes are lower case (offers.ts); a link or a
 * player typing `WELCOME` means the same offer, so the code is compared without case.
 */
export const offerCodeField = z
  .string({ error: 'bonus.errors.offerNotFound' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { error: 'bonus.errors.offerNotFound' });
