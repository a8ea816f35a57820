import { describe, expect, it } from 'vitest';
import { BREAK_CHOICES, lengthLabel, lengthValue, REALITY_CHECK_CHOICES, selfExclusionChoices } from './rg-choices.ts';

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
