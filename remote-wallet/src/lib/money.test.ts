import { describe, expect, it } from 'vitest';
import { amountInput, formatBRLShort, formatSigned, parseAmount } from './money.ts';

describe('amounts as players type them', () => {
  it('reads pt-BR and plain decimals, at most two places', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount('100,5')).toBe(100.5);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('R$ 1.000')).toBe(1000);
    expect(parseAmount('1234.56')).toBe(1234.56);
    expect(parseAmount('10,123')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('writes amounts back and signs movements with a real minus', () => {
    expect(amountInput(100)).toBe('100');
    expect(amountInput(100.5)).toBe('100,50');
    expect(formatSigned(25).replace(/\u00a0/g, ' ')).toBe('+R$ 25,00');
    expect(formatSigned(-25).replace(/\u00a0/g, ' ')).toBe('\u2212R$ 25,00');
    expect(formatBRLShort(50000).replace(/\u00a0/g, ' ')).toBe('R$ 50.000');
    expect(formatBRLShort(10.5).replace(/\u00a0/g, ' ')).toBe('R$ 10,50');
  });
});
