import { describe, expect, it } from 'vitest';
import { amountInput, formatBRLShort, formatSigned } from './money.ts';

describe('amounts written back', () => {
  it('writes amounts back and signs movements with a real minus', () => {
    expect(amountInput(100)).toBe('100');
    expect(amountInput(100.5)).toBe('100,50');
    expect(formatSigned(25).replace(/\u00a0/g, ' ')).toBe('+R$ 25,00');
    expect(formatSigned(-25).replace(/\u00a0/g, ' ')).toBe('\u2212R$ 25,00');
    expect(formatBRLShort(50000).replace(/\u00a0/g, ' ')).toBe('R$ 50.000');
    expect(formatBRLShort(10.5).replace(/\u00a0/g, ' ')).toBe('R$ 10,50');
  });
});
