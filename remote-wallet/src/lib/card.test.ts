import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, isCvvValid, isExpiryValid, isHolderValid, parseExpiry, passesLuhn } from './card.ts';

describe('card checks', () => {
  it('Luhn: the sandbox test cards pass, a changed digit fails', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
  });

  it('spaces the number as typed (Amex 4-6-5) and keeps at most 19 digits', () => {
    expect(formatCardNumber('41111111')).toBe('4111 1111');
    expect(formatCardNumber('4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('expiry MM/YY: slash inserted, valid through the end of its month, at most 20 years ahead', () => {
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    const today = { year: 2026, month: 11 };
    expect(isExpiryValid({ month: 11, year: 2026 }, today)).toBe(true);
    expect(isExpiryValid({ month: 10, year: 2026 }, today)).toBe(false);
    expect(isExpiryValid({ month: 1, year: 2050 }, today)).toBe(false);
  });

  it('CVV: 3 digits, 4 for Amex; the holder’s name as printed', () => {
    expect(isCvvValid('123', '4111111111111111')).toBe(true);
    expect(isCvvValid('1234', '4111111111111111')).toBe(false);
    expect(isCvvValid('1234', '378282246310005')).toBe(true);
    expect(isHolderValid('ANA C SOUZA')).toBe(true);
    expect(isHolderValid("João D'Ávila")).toBe(true);
    expect(isHolderValid('1')).toBe(false);
  });
});
