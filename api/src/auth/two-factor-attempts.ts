import type { RateRule } from '../http/rate-limit.ts';

/** Wrong 2FA codes an account may give in an hour, wherever they are typed (login step, turning 2FA off). */
export const FAILED_TWO_FACTOR_PER_ACCOUNT = { name: '2fa-fail-account', limit: 20, windowMs: 60 * 60_000 } as const satisfies RateRule;
