import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultStakeCentavos, doubleStake, halveStake, parseStakeCentavos, playableMaxCentavos, stakeProblem, stakeText, type StakeLimits } from './stake.ts';

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
    expect(doubleStake(40_000, { ...limits, availableCentavos: null })).toBe(50_000);
  });
  it('doubles no further than the balance, the game’s maximum when that is lower, and to the minimum on a balance under it', () => {
    expect(doubleStake(1_500, limits)).toBe(2_000);
    expect(doubleStake(40_000, { ...limits, availableCentavos: 80_000 })).toBe(50_000);
    expect(doubleStake(10, { ...limits, availableCentavos: 5 })).toBe(10);
  });
  it('halves a stake typed over the balance to one the balance covers', () => expect(halveStake(100_000, limits)).toBe(2_000));
  it('opens at R$ 1,00 unless the game says otherwise', () => {
    expect(defaultStakeCentavos(limits)).toBe(100);
    expect(defaultStakeCentavos({ minCentavos: 25, maxCentavos: 50 })).toBe(50);
  });
  it('writes the field with a decimal comma', () => expect(stakeText(1250)).toBe('12,50'));
  it('groups the thousands in the field as every amount on the site is written', () => {
    expect(stakeText(100_000)).toBe('1.000,00');
    expect(stakeText(123_456_789)).toBe('1.234.567,89');
    expect(stakeText(5)).toBe('0,05');
  });
});

const stakeLimits: fc.Arbitrary<StakeLimits> = fc
  .record({
    minCentavos: fc.integer({ min: 1, max: 10_000 }),
    spanCentavos: fc.integer({ min: 0, max: 10_000_000 }),
    availableCentavos: fc.option(fc.integer({ min: 0, max: 20_000_000 })),
  })
  .map(({ minCentavos, spanCentavos, availableCentavos }) => ({ minCentavos, maxCentavos: minCentavos + spanCentavos, availableCentavos }));

describe('stake properties', () => {
  it('reads back every amount the field shows', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (centavos) => parseStakeCentavos(stakeText(centavos)) === centavos));
  });

  it('keeps ½ and 2× between the minimum and what can be staked now, so neither leaves a stake the game or the balance refuses', () => {
    fc.assert(
      fc.property(stakeLimits, fc.integer({ min: 0, max: 30_000_000 }), (stakeLimits, centavos) => {
        const ceiling = Math.max(stakeLimits.minCentavos, playableMaxCentavos(stakeLimits));
        for (const quick of [halveStake(centavos, stakeLimits), doubleStake(centavos, stakeLimits)]) {
          expect(quick).toBeGreaterThanOrEqual(stakeLimits.minCentavos);
          expect(quick).toBeLessThanOrEqual(ceiling);
          if (playableMaxCentavos(stakeLimits) >= stakeLimits.minCentavos) expect(stakeProblem(stakeText(quick), stakeLimits)).toBeNull();
        }
      }),
    );
  });

  it('never lowers a stake it can double, nor raises one it can halve', () => {
    fc.assert(
      fc.property(stakeLimits, fc.integer({ min: 1, max: 30_000_000 }), (stakeLimits, centavos) => {
        fc.pre(centavos >= stakeLimits.minCentavos && centavos <= playableMaxCentavos(stakeLimits));
        expect(doubleStake(centavos, stakeLimits)).toBeGreaterThanOrEqual(centavos);
        expect(halveStake(centavos, stakeLimits)).toBeLessThanOrEqual(centavos);
      }),
    );
  });
});
