import { describe, expect, it } from 'vitest';
import { isStakeText, isStakeValid, parseStake, potentialPayout, totalOdds } from './slip-maths.ts';

describe('slip maths (spec §9)', () => {
  it('total odds are the product of the odds, to 2 decimals', () => {
    expect(totalOdds([])).toBe(1);
    expect(totalOdds([2.1])).toBe(2.1);
    expect(totalOdds([1.5, 2])).toBe(3);
    // 2.02 × 3.80 × 3.38 = 25.94488 → 25.94
    expect(totalOdds([2.02, 3.8, 3.38])).toBe(25.94);
    // Floating point would say 1.1 × 1.1 × 1.1 = 1.3310000000000004.
    expect(totalOdds([1.1, 1.1, 1.1])).toBe(1.33);
  });

  it('the estimated payout is total odds × stake, to 2 decimals (never a centavo more than the bet pays)', () => {
    expect(potentialPayout([2.1], 10)).toBe(21);
    expect(potentialPayout([2.02, 3.8, 3.38], 25)).toBe(648.62);
    expect(potentialPayout([1.33], 0.1)).toBe(0.13);
    expect(potentialPayout([1.5, 1.5], 3.33)).toBe(7.49);
    expect(potentialPayout([2], 0)).toBe(0);
    expect(potentialPayout([2], Number.NaN)).toBe(0);
    expect(potentialPayout([], 10)).toBe(0);
  });

  it('reads the stake as typed, and only a stake above 0 is valid', () => {
    expect(parseStake('10')).toBe(10);
    expect(parseStake('10,50')).toBe(10.5);
    expect(parseStake(' 0.01 ')).toBe(0.01);
    expect(parseStake('')).toBeNaN();
    expect(parseStake('abc')).toBeNaN();
    // The API takes centavos only: a third decimal is no stake.
    expect(parseStake('10.005')).toBeNaN();
    expect(parseStake('0,001')).toBeNaN();
    expect(parseStake('.')).toBeNaN();
    expect(parseStake('10.')).toBe(10);
    expect(isStakeValid('')).toBe(false);
    expect(isStakeValid('0')).toBe(false);
    expect(isStakeValid('-5')).toBe(false);
    expect(isStakeValid('0.01')).toBe(true);
  });

  it('reads a comma or a point as the decimals in every language, and no grouped or unplain text as any amount', () => {
    expect(parseStake('1,5')).toBe(1.5);
    expect(parseStake('1.5')).toBe(1.5);
    expect(parseStake(',5')).toBe(0.5);
    // A thousand in pt-BR, two and a half in English: neither is guessed.
    for (const text of ['1.000', '2.500', '1.000,00', '1,000.00', '1.2.3', '1 000', '10 reais', '-5', 'R$ 10']) {
      expect(parseStake(text), text).toBeNaN();
      expect(isStakeText(text), text).toBe(false);
    }
    // On its way to an amount: not said to be wrong.
    for (const text of ['', '10', '10,', '10.', ',', ',5', '10,5', '10,55']) expect(isStakeText(text), text).toBe(true);
  });
});
