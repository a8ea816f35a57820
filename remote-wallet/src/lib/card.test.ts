import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry } from './card.ts';

describe('card entry', () => {
  it('spaces the number as typed (Amex 4-6-5) and keeps at most 19 digits', () => {
    expect(formatCardNumber('41111111')).toBe('4111 1111');
    expect(formatCardNumber('4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('expiry MM/YY: the slash inserted as typed, read back as month and year', () => {
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
  });
});
