import { describe, expect, it } from 'vitest';
import { leagueBadgeCode } from './league-badge.ts';

describe('leagueBadgeCode', () => {
  it('keeps a country code, takes the part of a region code after its country, and at most three letters', () => {
    expect(leagueBadgeCode('BR')).toBe('BR');
    expect(leagueBadgeCode('GB-ENG')).toBe('ENG');
    expect(leagueBadgeCode('CONMEBOL')).toBe('CON');
    expect(leagueBadgeCode('us')).toBe('US');
    expect(leagueBadgeCode('')).toBe('');
  });
});
