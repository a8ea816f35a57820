import { describe, expect, it } from 'vitest';
import { RECOVERY_CODES, twoFactorRecoveryLoginRequest } from '@palpite/shared/contract';
import { drawRecoveryCodes } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('are ten XXXX-XXXX codes of 40 random bits each, in the form the login step normalises typing to', () => {
    let next = 0;
    const bytes = (size: number) => Uint8Array.from({ length: size }, () => next++ % 256);
    const codes = drawRecoveryCodes(bytes);
    expect(codes).toHaveLength(RECOVERY_CODES.count);
    expect(next).toBe(5 * RECOVERY_CODES.count);
    // Bytes 0..4 read five bits at a time: 0 0 0 16 4 0 24 4.
    expect(codes[0]).toBe('000G-40R4');
    for (const code of codes) expect(twoFactorRecoveryLoginRequest.parse({ recovery_code: code.toLowerCase() }).recovery_code).toBe(code);
  });
});
