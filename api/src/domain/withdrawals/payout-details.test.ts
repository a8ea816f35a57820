import { describe, expect, it } from 'vitest';
import { formatBrl, parseReais, reaisOf, timesMultiple } from '../money.ts';
import { accountHint, checkBirthDate, comparableName, isIdExpiryPlausible, isIdStillValid, normaliseAccountNumber, sameName } from './payout-details.ts';

describe('amounts', () => {
  it('read reais with up to two decimals, from numbers or text', () => {
    expect(parseReais(500)).toBe(50_000n);
    expect(parseReais(500.5)).toBe(50_050n);
    expect(parseReais('500,05')).toBe(50_005n);
    expect(parseReais(' 1500.00 ')).toBe(150_000n);
    expect(parseReais('0.01')).toBe(1n);
  });

  it('refuse zero, negatives, three decimals, separators, floats that are not two-decimal numbers', () => {
    for (const input of [0, -5, '0,00', '1.500,00', '10.001', 'R$ 10', '', '1e3', Number.NaN, Number.POSITIVE_INFINITY, 0.1 + 0.2]) {
      expect(parseReais(input), String(input)).toBeNull();
    }
  });

  it('render reais and multiples', () => {
    expect(reaisOf(-50_010n)).toBe(-500.1);
    expect(timesMultiple(100_000n, 2.5)).toBe(250_000n);
    expect(timesMultiple(1n, 2.5)).toBe(3n);
    expect(formatBrl(1_234_567n)).toBe('R$\u00a012.345,67');
  });
});

describe('payout details', () => {
  it('accept account numbers with digits, letters, dots and hyphens', () => {
    expect(normaliseAccountNumber(' 12345-6 ')).toBe('12345-6');
    expect(normaliseAccountNumber('abc')).toBeNull();
    expect(normaliseAccountNumber('12')).toBeNull();
    expect(normaliseAccountNumber('12;34')).toBeNull();
    expect(accountHint('0001 2345-6')).toBe('•••• 3456');
  });

  it('match the holder’s name whatever the case, accents and spacing', () => {
    expect(sameName('  joao  DA silva ', 'João da Silva')).toBe(true);
    expect(sameName('JOÃO', 'Joao')).toBe(true);
    expect(sameName('İrem', 'irem')).toBe(true);
    expect(sameName('Joana', 'João')).toBe(false);
    expect(sameName('', '')).toBe(false);
    expect(comparableName('Conceição')).toBe('conceicao');
  });

  it('accept an ID that expires today, not yesterday', () => {
    const today = { year: 2024, month: 6, day: 12 };
    expect(isIdStillValid({ year: 2024, month: 6, day: 12 }, today)).toBe(true);
    expect(isIdStillValid({ year: 2024, month: 6, day: 11 }, today)).toBe(false);
  });

  it('refuse an ID expiry further than 20 years from today', () => {
    const today = { year: 2024, month: 6, day: 12 };
    expect(isIdExpiryPlausible({ year: 2044, month: 6, day: 12 }, today)).toBe(true);
    expect(isIdExpiryPlausible({ year: 2044, month: 6, day: 13 }, today)).toBe(false);
    expect(isIdExpiryPlausible({ year: 9999, month: 12, day: 31 }, today)).toBe(false);
  });

  it('need 18 full years on the day, and a date of birth from 1900 on (the profile’s rule)', () => {
    const today = { year: 2024, month: 6, day: 12 };
    expect(checkBirthDate({ year: 2006, month: 6, day: 12 }, today)).toEqual({ ok: true, ageYears: 18 });
    expect(checkBirthDate({ year: 2006, month: 6, day: 13 }, today)).toEqual({ ok: false, reason: 'under_age' });
    expect(checkBirthDate({ year: 2030, month: 1, day: 1 }, today)).toEqual({ ok: false, reason: 'in_future' });
    expect(checkBirthDate({ year: 1900, month: 1, day: 1 }, today)).toEqual({ ok: true, ageYears: 124 });
    expect(checkBirthDate({ year: 1899, month: 12, day: 31 }, today)).toEqual({ ok: false, reason: 'invalid_date' });
    expect(checkBirthDate({ year: 1, month: 1, day: 1 }, today)).toEqual({ ok: false, reason: 'invalid_date' });
  });
});
