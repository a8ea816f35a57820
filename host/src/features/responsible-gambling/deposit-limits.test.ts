import { describe, expect, it } from 'vitest';
import { parseReais, readLimitChoices } from './deposit-limits.ts';

describe('br deposit-limit step', () => {
  it('reads typed reais', () => {
    expect(parseReais('50')).toBe(50);
    expect(parseReais('1.500,50')).toBe(1500.5);
    expect(parseReais('2.000')).toBe(2000);
    expect(parseReais('0')).toBeNull();
    expect(parseReais('')).toBeNull();
  });

  it('needs each period to have an amount or an explicit no limit', () => {
    expect(
      readLimitChoices({ day: { typed: '50', noLimit: false }, week: { typed: '', noLimit: true }, month: { typed: '1.000,00', noLimit: false } }),
    ).toEqual({ amounts: { day: 50, week: null, month: 1000 } });
    expect(readLimitChoices({ day: { typed: '', noLimit: false }, week: { typed: 'x', noLimit: false }, month: { typed: '', noLimit: true } })).toEqual({
      missing: ['day', 'week'],
    });
  });
});
