import { describe, expect, it } from 'vitest';
import { defaultStakeCentavos, doubleStake, halveStake, parseStakeCentavos, stakeProblem, stakeText } from './stake.ts';

const limits = { minCentavos: 10, maxCentavos: 50_000, availableCentavos: 2_000 };

describe('parseStakeCentavos', () => {
  it.each([
    ['1,50', 150],
    ['1.5', 150],
    [' 2 ', 200],
    ['R$ 0,10', 10],
    ['1000', 100_000],
    ['1.000,00', 100_000],
    ['1.500', 150_000],
  ])('reads %s as %i centavos', (text, centavos) => expect(parseStakeCentavos(text)).toBe(centavos));

  it.each(['', 'abc', '1,505', '-1', '1,2,3', '1e3'])('refuses %j', (text) => expect(parseStakeCentavos(text)).toBeNull());
});

describe('stakeProblem', () => {
  it('accepts a stake inside the limits and the balance', () => expect(stakeProblem('5,00', limits)).toBeNull());
  it('needs a stake', () => expect(stakeProblem('  ', limits)).toBe('required'));
  it('refuses text and zero', () => {
    expect(stakeProblem('x', limits)).toBe('invalid');
    expect(stakeProblem('0', limits)).toBe('invalid');
  });
  it('keeps to the game limits', () => {
    expect(stakeProblem('0,05', limits)).toBe('belowMin');
    expect(stakeProblem('500,01', { ...limits, availableCentavos: null })).toBe('aboveMax');
  });
  it('refuses more than the balance, but not while the balance is unknown', () => {
    expect(stakeProblem('20,01', limits)).toBe('insufficient');
    expect(stakeProblem('20,01', { ...limits, availableCentavos: null })).toBeNull();
  });
});

describe('quick stake buttons', () => {
  it('halve and double inside the limits', () => {
    expect(halveStake(150, limits)).toBe(75);
    expect(halveStake(15, limits)).toBe(10);
    expect(doubleStake(150, limits)).toBe(300);
    expect(doubleStake(40_000, limits)).toBe(50_000);
  });
  it('opens at R$ 1,00 unless the game says otherwise', () => {
    expect(defaultStakeCentavos(limits)).toBe(100);
    expect(defaultStakeCentavos({ minCentavos: 25, maxCentavos: 50 })).toBe(50);
  });
  it('writes the field with a decimal comma', () => expect(stakeText(1250)).toBe('12,50'));
});
