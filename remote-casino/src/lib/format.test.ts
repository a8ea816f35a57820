import { describe, expect, it } from 'vitest';
import { formatMultiple, formatNumber, formatPercent } from './format.ts';

describe('casino number formats', () => {
  it('write the RTP in the player language', () => {
    expect(formatPercent(96.2121, 'pt-BR')).toBe('96,21%');
    expect(formatPercent(96.2121, 'en')).toBe('96.21%');
    expect(formatPercent(97.297297, 'tr')).toBe('%97,30');
  });

  it('write multiples of the stake and plain numbers', () => {
    expect(formatMultiple(23303.75, 'pt-BR')).toBe('23.303,75×');
    expect(formatMultiple(36, 'en')).toBe('36×');
    expect(formatNumber(34.2, 'pt-BR')).toBe('34,20');
  });
});
