import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { base32Decode, base32Encode } from './base32.ts';
import { otpauthUri, totpCode, totpStep, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1, truncated to 6 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const VECTORS: Array<[seconds: number, code: string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP', () => {
  it.each(VECTORS)('matches RFC 6238 at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts the previous, current and next step, nothing further', () => {
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + offset * 30_000), now, null)).toBe(step + offset);
    for (const offset of [-2, 2]) expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + offset * 30_000), now, null)).toBeNull();
  });

  it('refuses a code whose step was already used, and older steps', () => {
    const now = 1_800_000_000_000;
    const code = totpCode(RFC_SECRET, now);
    const used = verifyTotp(RFC_SECRET, code, now, null);
    expect(used).not.toBeNull();
    expect(verifyTotp(RFC_SECRET, code, now, used)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now, used)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now, used)).toBe(used! + 1);
  });

  it('rejects malformed codes', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '12 456']) expect(verifyTotp(RFC_SECRET, code, 0, null)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    const uri = otpauthUri({ secretBase32: 'JBSWY3DPEHPK3PXP', accountName: 'ana@example.com', issuer: 'Palpite' });
    expect(uri).toBe('otpauth://totp/Palpite%3Aana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Palpite&algorithm=SHA1&digits=6&period=30');
  });
});

describe('base32', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(Array.from(base32Decode(base32Encode(bytes)))).toEqual(Array.from(bytes));
      }),
    );
  });

  it('encodes the RFC 4648 examples', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(() => base32Decode('0189')).toThrow();
  });
});
