import { describe, expect, it } from 'vitest';
import { FIGURES, figure } from '../figures.ts';
import { floatsFrom } from '../fair/stream.ts';
import { equals, rational } from '../math/rational.ts';
import { SIMULATION_TIMEOUT_MS, expectSimulationMatches } from '../testing/simulation.ts';
import { DICE_RTP, diceBetFault, diceBetProblem, playableTargets, diceMultiplier, diceRtp, play, winChancePercent, winningValues } from './dice.ts';

describe('dice', () => {
  it('pays 99/chance and returns exactly 9900/10001 for every target (all 10,001 rolls counted)', () => {
    expect(equals(DICE_RTP, figure(FIGURES.dice))).toBe(true);
    for (let target = 1; target <= 9800; target += 37) {
      for (const bet of [
        { direction: 'under' as const, targetHundredths: target },
        { direction: 'over' as const, targetHundredths: 10000 - target },
      ]) {
        expect(winningValues(bet)).toBe(target);
        expect(equals(diceRtp(bet), DICE_RTP)).toBe(true);
      }
    }
    expect(equals(diceMultiplier({ direction: 'over', targetHundredths: 5050 }), rational(2))).toBe(true);
    expect(winChancePercent({ direction: 'over', targetHundredths: 5050 })).toBe(49.5);
    expect(equals(diceMultiplier({ direction: 'under', targetHundredths: 1 }), rational(9900))).toBe(true);
  });

  it('wins strictly over or under the target', () => {
    const at = (hundredths: number) => floatsFrom([(hundredths + 0.5) / 10001]);
    const over = { direction: 'over' as const, targetHundredths: 5050, stakeCentavos: 1000 };
    expect(play(over, at(5050))).toMatchObject({ roll: 50.5, win: false, payoutCentavos: 0 });
    expect(play(over, at(5051))).toMatchObject({ roll: 50.51, win: true, payoutCentavos: 2000 });
    const under = { direction: 'under' as const, targetHundredths: 300, stakeCentavos: 7 };
    expect(play(under, at(299))).toMatchObject({ win: true, payoutCentavos: 231 }); // 7 × 33 = 231
    expect(play(under, at(300)).win).toBe(false);
    // Rounds down to the centavo: 1 centavo at 9900/4999 ≈ 1.98× returns 1 centavo.
    expect(play({ direction: 'under', targetHundredths: 4999, stakeCentavos: 1 }, at(0)).payoutCentavos).toBe(1);
  });

  it('refuses chances outside 0.01%–98% and bad stakes', () => {
    expect(diceBetProblem({ direction: 'under', targetHundredths: 0, stakeCentavos: 100 })).toMatch(/chance/);
    expect(diceBetProblem({ direction: 'under', targetHundredths: 9801, stakeCentavos: 100 })).toMatch(/chance/);
    expect(diceBetProblem({ direction: 'over', targetHundredths: 10000, stakeCentavos: 100 })).toMatch(/chance/);
    expect(diceBetProblem({ direction: 'over', targetHundredths: 150, stakeCentavos: 100 })).toMatch(/chance/);
    expect(diceBetProblem({ direction: 'over', targetHundredths: 50.5, stakeCentavos: 100 })).toMatch(/hundredths/);
    expect(diceBetProblem({ direction: 'sideways' as 'over', targetHundredths: 5000, stakeCentavos: 100 })).toMatch(/direction/);
    expect(diceBetProblem({ direction: 'over', targetHundredths: 5000, stakeCentavos: 0 })).toMatch(/stake/);
    expect(() => play({ direction: 'over', targetHundredths: 10000, stakeCentavos: 1 }, floatsFrom([0.5]))).toThrow(RangeError);
  });

  it('names the rule a bet breaks and the targets that play in each direction', () => {
    expect(diceBetFault({ direction: 'under', targetHundredths: 0, stakeCentavos: 100 })).toBe('winChance');
    expect(diceBetFault({ direction: 'over', targetHundredths: 10000, stakeCentavos: 100 })).toBe('winChance');
    expect(diceBetFault({ direction: 'over', targetHundredths: 10001, stakeCentavos: 100 })).toBe('target');
    expect(diceBetFault({ direction: 'sideways' as 'over', targetHundredths: 5000, stakeCentavos: 100 })).toBe('direction');
    expect(diceBetFault({ direction: 'over', targetHundredths: 5000, stakeCentavos: 0 })).toBe('stake');
    expect(diceBetFault({ direction: 'over', targetHundredths: 5000, stakeCentavos: 100 })).toBeNull();
    expect(playableTargets('under')).toEqual({ minHundredths: 1, maxHundredths: 9800 });
    expect(playableTargets('over')).toEqual({ minHundredths: 200, maxHundredths: 9999 });
    // The ends of each range play; one step past them does not.
    for (const direction of ['under', 'over'] as const) {
      const { minHundredths, maxHundredths } = playableTargets(direction);
      expect(diceBetFault({ direction, targetHundredths: minHundredths, stakeCentavos: 1 })).toBeNull();
      expect(diceBetFault({ direction, targetHundredths: maxHundredths, stakeCentavos: 1 })).toBeNull();
      expect(diceBetFault({ direction, targetHundredths: minHundredths - 1, stakeCentavos: 1 })).toBe('winChance');
      expect(diceBetFault({ direction, targetHundredths: maxHundredths + 1, stakeCentavos: 1 })).toBe('winChance');
    }
  });

  it('matches 9900/10001 over 10⁶ simulated rolls', { timeout: SIMULATION_TIMEOUT_MS }, () => {
    expectSimulationMatches('dice');
  });
});
