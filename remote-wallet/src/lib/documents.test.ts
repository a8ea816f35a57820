import { describe, expect, it } from 'vitest';
import { isValidCpf, maskCpf } from './cpf.ts';
import { groupIban } from './iban.ts';
import { ageOn, parseIsoDate } from './dates.ts';

describe('CPF, IBAN and dates of the bank form', () => {
  it('masks a CPF as typed and checks its two check digits', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('groups an IBAN in fours to read it back', () => {
    expect(groupIban('br9700360305')).toBe('BR97 0036 0305');
  });

  it('reads calendar days and ages', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(ageOn({ year: 2008, month: 11, day: 22 }, { year: 2026, month: 11, day: 21 })).toBe(17);
    expect(ageOn({ year: 2008, month: 11, day: 21 }, { year: 2026, month: 11, day: 21 })).toBe(18);
  });
});
