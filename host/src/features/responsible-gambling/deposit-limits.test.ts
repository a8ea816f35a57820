import { describe, expect, it } from 'vitest';
import { readLimitChoices } from './deposit-limits.ts';

describe('br deposit-limit step', () => {
  it('needs each period to have an amount or an explicit no limit', () => {
    expect(
      readLimitChoices({ day: { typed: '50', noLimit: false }, week: { typed: '', noLimit: true }, month: { typed: '1.000,00', noLimit: false } }),
    ).toEqual({ amounts: { day: 50, week: null, month: 1000 } });
    expect(readLimitChoices({ day: { typed: '', noLimit: false }, week: { typed: 'x', noLimit: false }, month: { typed: '', noLimit: true } })).toEqual({
      missing: ['day', 'week'],
    });
  });
});
