import { describe, expect, it } from 'vitest';
import { twoFactorRecoveryLoginRequest } from './auth.ts';

const parse = (recovery_code: unknown) => twoFactorRecoveryLoginRequest.safeParse({ recovery_code });

describe('a recovery code as typed', () => {
  it('is read in any case, with or without the hyphen, O as 0 and I or L as 1', () => {
    for (const typed of ['K7QM-3XWP', 'k7qm3xwp', ' k7qm 3xwp ']) expect(parse(typed).data?.recovery_code).toBe('K7QM-3XWP');
    expect(parse('olio-1234').data?.recovery_code).toBe('0110-1234');
  });

  it('is refused when missing, of another length, or with letters the codes never use', () => {
    const errorOf = (value: unknown) => parse(value).error?.issues[0]?.message;
    expect(errorOf(undefined)).toBe('validation.recoveryCodeRequired');
    expect(errorOf('  ')).toBe('validation.recoveryCodeRequired');
    expect(errorOf('K7QM-3XW')).toBe('validation.recoveryCodeInvalid');
    expect(errorOf('K7QM-3XWPQ')).toBe('validation.recoveryCodeInvalid');
    expect(errorOf('K7QU-3XWP')).toBe('validation.recoveryCodeInvalid');
    expect(errorOf('x'.repeat(60))).toBe('validation.recoveryCodeInvalid');
  });
});
