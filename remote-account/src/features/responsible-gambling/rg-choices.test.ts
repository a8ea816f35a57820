import { describe, expect, it } from 'vitest';
import { BREAK_CHOICES, lengthLabel, lengthValue, parseLimitAmount, REALITY_CHECK_CHOICES, selfExclusionChoices } from './rg-choices.ts';

describe('responsible-gambling choices', () => {
  it('offers reminders from the 30-minute minimum, or none', () => {
    expect(REALITY_CHECK_CHOICES).toEqual([null, 30, 45, 60, 90, 120]);
  });

  it('offers breaks from 24 hours to 6 months and self-exclusion by the terms’ months or indefinitely', () => {
    expect(BREAK_CHOICES.map(lengthValue)).toEqual(['hours:24', 'hours:48', 'days:7', 'months:1', 'months:3', 'months:6']);
    expect(selfExclusionChoices([6, 12, 24, 60]).map(lengthValue)).toEqual(['months:6', 'months:12', 'months:24', 'months:60', 'indefinite']);
    expect(lengthLabel({ unit: 'days', value: 7 })).toEqual({ key: 'rg.lengths.days', count: 7 });
    expect(lengthLabel({ unit: 'indefinite' })).toEqual({ key: 'rg.lengths.indefinite' });
  });
});

describe('parseLimitAmount', () => {
  it('reads reais as players type them', () => {
    expect(parseLimitAmount('50')).toBe(50);
    expect(parseLimitAmount('50,5')).toBe(50.5);
    expect(parseLimitAmount('50.25')).toBe(50.25);
    expect(parseLimitAmount('1.500,00')).toBe(1500);
    expect(parseLimitAmount('R$ 2.000')).toBe(2000);
  });

  it('refuses what is not a positive amount', () => {
    expect(parseLimitAmount('')).toBeNull();
    expect(parseLimitAmount('0')).toBeNull();
    expect(parseLimitAmount('-5')).toBeNull();
    expect(parseLimitAmount('12,345')).toBeNull();
    expect(parseLimitAmount('abc')).toBeNull();
  });
});
