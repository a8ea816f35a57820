import { describe, expect, it } from 'vitest';
import { amountInput, formatBRLShort, formatFee, formatSigned } from './money.ts';

describe('amounts written back', () => {
  it('writes amounts back and signs movements with a real minus', () => {
    expect(amountInput(100)).toBe('100');
    expect(amountInput(100.5)).toBe('100,50');
    expect(formatSigned(25).replace(/\u00a0/g, ' ')).toBe('+R$ 25,00');
    expect(formatSigned(-25).replace(/\u00a0/g, ' ')).toBe('\u2212R$ 25,00');
    expect(formatBRLShort(50000).replace(/\u00a0/g, ' ')).toBe('R$ 50.000');
    expect(formatBRLShort(10.5).replace(/\u00a0/g, ' ')).toBe('R$ 10,50');
  });

  it('shows a fee only when one was charged or held: none for 0, as a free or undone withdrawal answers', () => {
    expect(formatFee(2.5)?.replace(/\u00a0/g, ' ')).toBe('R$ 2,50');
    expect(formatFee(0.01)?.replace(/\u00a0/g, ' ')).toBe('R$ 0,01');
    expect(formatFee(0)).toBeNull();
  });
});
