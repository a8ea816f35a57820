import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, formatOdds } from '@palpite/shared';
import {
  isStakeText,
  isStakeValid,
  maxStakeForPayout,
  parseStake,
  payoutCapAdvice,
  potentialPayout,
  readStake,
  stakeLimitBreach,
  totalOdds,
} from './slip-maths.ts';

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
    // The total odds as shown, 25.94, × 25 = 648.50 (the exact product, 25.94488 × 25, would say 648.62).
    expect(potentialPayout([2.02, 3.8, 3.38], 25)).toBe(648.5);
    // The API's own example (api/src/domain/bets/slip.test.ts): 5.28 × 7.77 = 41.0256, never 41.08.
    expect(totalOdds([1.95, 1.87, 1.45])).toBe(5.28);
    expect(potentialPayout([1.95, 1.87, 1.45], 7.77)).toBe(41.02);
    expect(potentialPayout([1.33], 0.1)).toBe(0.13);
    expect(potentialPayout([1.5, 1.5], 3.33)).toBe(7.49);
    expect(potentialPayout([2], 0)).toBe(0);
    expect(potentialPayout([2], Number.NaN)).toBe(0);
    expect(potentialPayout([], 10)).toBe(0);
  });

  it('shows a payout that is the total odds shown × the stake, to the centavo, as a player would work it out (property)', () => {
    // Up to 4 picks at up to 50.00 and R$ 100.000: every payout within the centavos a number holds exactly.
    const odds = fc.array(
      fc.integer({ min: 101, max: 5_000 }).map((oddHundredths) => oddHundredths / 100),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(odds, fc.integer({ min: 1, max: 10_000_000 }), (picks, stakeCentavos) => {
        const shownOddsHundredths = BigInt(formatOdds(totalOdds(picks)).replace('.', ''));
        const byHandCentavos = (shownOddsHundredths * BigInt(stakeCentavos)) / 100n;
        const shownPayout = formatBRL(potentialPayout(picks, stakeCentavos / 100));
        expect(shownPayout).toBe(formatBRL(Number(byHandCentavos) / 100));
      }),
    );
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

  it('reads a comma or a point as the decimals in every language, and no unplain text as any amount', () => {
    expect(parseStake('1,5')).toBe(1.5);
    expect(parseStake('1.5')).toBe(1.5);
    expect(parseStake(',5')).toBe(0.5);
    // `10 00` is no thousand (the wallet, which drops every space, would read one); `1,000.00` is English grouping.
    for (const text of ['1,000.00', '1.2.3', '1 000', '10 00', '10 reais', '-5', 'abc', '1.000,005']) {
      expect(parseStake(text), text).toBeNaN();
      expect(isStakeText(text), text).toBe(false);
      expect(readStake(text), text).toEqual({ kind: 'unreadable' });
    }
    // On its way to an amount: not said to be wrong.
    for (const text of ['', '10', '10,', '10.', ',', ',5', '10,5', '10,55', 'R$', 'R$ 10', '1.000,', '1.000,5']) expect(isStakeText(text), text).toBe(true);
  });

  it('reads money as pt-BR writes it, dots grouping the thousands before a decimal comma, as the wallet does', () => {
    expect(parseStake('1.000,00')).toBe(1000);
    expect(parseStake('R$ 1.000,00')).toBe(1000);
    expect(parseStake('R$\u00a01.234,5')).toBe(1234.5);
    expect(parseStake('12.345.678,90')).toBe(12_345_678.9);
    expect(parseStake('R$ 10')).toBe(10);
  });

  it('reads any amount back as formatBRL writes it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (centavos) => {
        const reais = centavos / 100;
        expect(parseStake(formatBRL(reais))).toBe(reais);
        expect(parseStake(formatBRL(reais).replace(/^R\$\s*/, ''))).toBe(reais);
      }),
    );
  });

  it('reads neither a thousand nor one in `1.000`, and says how to write the thousand (property)', () => {
    expect(readStake('1.000')).toEqual({ kind: 'ambiguousThousands', grouped: '1.000', whole: '1000' });
    expect(readStake(' R$ 2.500 ')).toEqual({ kind: 'ambiguousThousands', grouped: '2.500', whole: '2500' });
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999_999_999 }), (whole) => {
        const grouped = formatBRL(whole)
          .replace(/^R\$\s*/, '')
          .replace(/,00$/, '');
        expect(parseStake(grouped), grouped).toBeNaN();
        expect(isStakeText(grouped), grouped).toBe(false);
        expect(readStake(grouped)).toEqual({ kind: 'ambiguousThousands', grouped, whole: String(whole) });
        // As the message asks, either way is read as the thousand meant.
        expect(parseStake(String(whole))).toBe(whole);
        expect(parseStake(`${grouped},00`)).toBe(whole);
      }),
    );
  });
});

describe('the payout cap (the server’s maximum potential win per bet)', () => {
  const limits = { minStake: 1, maxPotentialWin: 250_000 };

  it('finds the largest stake whose payout stays within the cap, to the centavo (property)', () => {
    const odds = fc.array(
      fc.integer({ min: 101, max: 100_000 }).map((oddHundredths) => oddHundredths / 100),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(odds, fc.integer({ min: 100, max: 100_000_000 }), (picks, capCentavos) => {
        const cap = capCentavos / 100;
        const maxStake = maxStakeForPayout(picks, cap);
        if (maxStake > 0) expect(potentialPayout(picks, maxStake)).toBeLessThanOrEqual(cap);
        expect(potentialPayout(picks, Math.round(maxStake * 100 + 1) / 100)).toBeGreaterThan(cap);
      }),
    );
  });

  it('says nothing while the payout is within the cap', () => {
    expect(payoutCapAdvice([2.1, 3.3], 10, limits)).toBeNull();
    expect(payoutCapAdvice([500], 500, limits)).toBeNull();
    expect(payoutCapAdvice([], 10, limits)).toBeNull();
    expect(payoutCapAdvice([2], Number.NaN, limits)).toBeNull();
  });

  it('asks for a lower stake, saying the most that can be placed, when the stake pays more than the cap', () => {
    expect(payoutCapAdvice([500], 500.01, limits)).toEqual({ kind: 'lowerStake', maxStake: 500, limits });
    // Two correct scores, total odds 756029.25: a stake of 0,33 pays R$ 249.489,65, 0,34 would pay R$ 257.049,94.
    expect(payoutCapAdvice([870.5, 868.5], 1, { minStake: 0.01, maxPotentialWin: 250_000 })).toEqual({
      kind: 'lowerStake',
      maxStake: 0.33,
      limits: { minStake: 0.01, maxPotentialWin: 250_000 },
    });
  });

  it('asks to remove selections when even the minimum stake pays more than the cap, whatever the stake typed', () => {
    for (const stake of [1, 0.5, Number.NaN]) expect(payoutCapAdvice([870.5, 868.5], stake, limits)).toEqual({ kind: 'removeSelections', limits });
  });
});

describe('the stake limits per bet (the server’s minimum and maximum stake)', () => {
  const limits = { minStake: 1, maxStake: 10_000 };

  it('takes a stake from the minimum to the maximum, both included', () => {
    for (const stake of [1, 1.01, 500, 9_999.99, 10_000]) expect(stakeLimitBreach(stake, limits)).toBeNull();
    // Float noise on the limit itself: 0.1 + 0.2 is 0.30000000000000004.
    expect(stakeLimitBreach(0.1 + 0.2, { minStake: 0.3, maxStake: 0.3 })).toBeNull();
  });

  it('says the minimum under it and the maximum over it, by a centavo', () => {
    expect(stakeLimitBreach(0.99, limits)).toEqual({ kind: 'belowMinimum', minStake: 1 });
    expect(stakeLimitBreach(10_000.01, limits)).toEqual({ kind: 'aboveMaximum', maxStake: 10_000 });
  });

  it('says nothing of no stake: Place Bet asks for one', () => {
    for (const stake of [0, -5, Number.NaN]) expect(stakeLimitBreach(stake, limits)).toBeNull();
  });
});
