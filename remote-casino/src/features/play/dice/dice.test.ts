import { describe, expect, it } from 'vitest';
import { isPlayableTarget, mirrorTarget, parseTarget, payoutMultiplier, winChanceHundredths } from './dice.ts';

describe('dice', () => {
  it('reads the target with up to 2 decimals', () => {
    expect(parseTarget('50,5')).toBe(5050);
    expect(parseTarget('50.50')).toBe(5050);
    expect(parseTarget('100')).toBe(10_000);
    expect(parseTarget('100,01')).toBeNull();
    expect(parseTarget('abc')).toBeNull();
  });

  it('gives the chance of over and under', () => {
    expect(winChanceHundredths('over', 5050)).toBe(4950);
    expect(winChanceHundredths('under', 5050)).toBe(5050);
  });

  it('pays 99 / chance', () => {
    expect(payoutMultiplier('over', 5050)).toBe(2);
    expect(payoutMultiplier('under', 200)).toBe(49.5);
    expect(payoutMultiplier('under', 1)).toBe(9900);
    expect(payoutMultiplier('under', 3300)).toBe(3);
    expect(payoutMultiplier('under', 7000)).toBe(1.4142);
  });

  it('keeps the chance between 0.01% and 98%', () => {
    expect(isPlayableTarget('over', 200)).toBe(true);
    expect(isPlayableTarget('over', 199)).toBe(false);
    expect(isPlayableTarget('under', 0)).toBe(false);
    expect(isPlayableTarget('over', 9999)).toBe(true);
    expect(isPlayableTarget('over', 10_000)).toBe(false);
  });

  it('mirrors the target when the direction flips', () => expect(mirrorTarget(5050)).toBe(4950));
});
