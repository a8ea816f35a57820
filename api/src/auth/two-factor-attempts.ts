import type { SecretBox } from '../crypto/secret-box.ts';
import { verifyTotp } from '../domain/identity/totp.ts';
import { AppError } from '../http/errors.ts';
import type { RateRule } from '../http/rate-limit.ts';
import type { UserRow } from './users.ts';

/** Wrong 2FA codes an account may give in an hour, wherever they are typed (login step, turning 2FA off). */
export const FAILED_TWO_FACTOR_PER_ACCOUNT = { name: '2fa-fail-account', limit: 20, windowMs: 60 * 60_000 } as const satisfies RateRule;

export const wrongTwoFactorCode = () =>
  new AppError({ status: 422, key: 'auth.twoFactorInvalid', message: 'wrong 2FA code', fieldErrors: { code: ['auth.twoFactorInvalid'] } });

/** The time step of the player's current authenticator code, if it is right and newer than the last one used; else null. */
export function twoFactorCodeStep(
  secrets: Pick<SecretBox, 'open'>,
  user: Pick<UserRow, 'two_factor_secret' | 'two_factor_last_step'>,
  code: string,
  nowMs: number,
): number | null {
  if (user.two_factor_secret === null) return null;
  const lastStep = user.two_factor_last_step === null ? null : Number(user.two_factor_last_step);
  return verifyTotp(secrets.open(user.two_factor_secret), code, nowMs, lastStep);
}
