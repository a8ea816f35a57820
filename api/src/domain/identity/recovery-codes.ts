/**
 * Two-factor recovery codes: `XXXX-XXXX` in Crockford's base32 (40 random bits each), the form
 * `recoveryCodeField` of the shared contract normalises what a player types to.
 */
import { formatRecoveryCode, RECOVERY_CODES } from '@palpite/shared/contract';
import { randomCode } from '../crockford.ts';

export function drawRecoveryCodes(randomBytes: (size: number) => Uint8Array, count: number = RECOVERY_CODES.count): string[] {
  return Array.from({ length: count }, () => formatRecoveryCode(randomCode(randomBytes(5), 8)));
}
