import { describe, expect, it } from 'vitest';
import { FIGURES, figure } from '../figures.ts';
import { floatsFrom } from '../fair/stream.ts';
import { equals, rational } from '../math/rational.ts';
import { SIMULATION_TIMEOUT_MS, expectSimulationMatches } from '../testing/simulation.ts';
import {
  type RouletteBet,
  type RouletteSpot,
  allSpots,
  coveredNumbers,
  layoutProblems,
  layoutShapeProblems,
  play,
  pocketColor,
  settle,
  spotProblem,
  spotKey,
  spotRtp,
  spotStakeRefusal,
  spotStakeRefusals,
} from './roulette.ts';

const bet = (spot: RouletteSpot, stakeCentavos = 100): RouletteBet => ({ spot, stakeCentavos });

describe('European roulette', () => {
  it('lays out 145 inside and 12 outside spots', () => {
    const spots = allSpots();
    const byType = new Map<string, number>();
    for (const spot of spots) byType.set(spot.type, (byType.get(spot.type) ?? 0) + 1);
    expect(Object.fromEntries(byType)).toEqual({
      straight: 37,
      split: 60,
      trio: 2,
      street: 12,
      corner: 22,
      first_four: 1,
      six_line: 11,
      dozen: 3,
      column: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    for (const spot of spots) expect(spotProblem(spot)).toBeNull();
  });

  it('returns exactly 36/37 on every spot (all 37 pockets enumerated)', () => {
    expect(equals(figure(FIGURES.roulette), rational(36, 37))).toBe(true);
    for (const spot of allSpots()) expect(equals(spotRtp(spot), figure(FIGURES.roulette)), JSON.stringify(spot)).toBe(true);
  });

  it('covers the right numbers for outside bets and colours', () => {
    expect(coveredNumbers({ type: 'dozen', index: 2 })).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(coveredNumbers({ type: 'column', index: 1 })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredNumbers({ type: 'red' })).toHaveLength(18);
    expect(coveredNumbers({ type: 'black' })).toContain(2);
    expect([0, 1, 2, 10, 11, 19, 36].map(pocketColor)).toEqual(['green', 'red', 'black', 'black', 'black', 'red', 'red']);
  });

  it('refuses spots that are not on the layout', () => {
    expect(spotProblem({ type: 'split', numbers: [3, 4] })).toMatch(/not a split/);
    expect(spotProblem({ type: 'split', numbers: [1, 3] })).toMatch(/not a split/);
    expect(spotProblem({ type: 'split', numbers: [0, 4] })).toMatch(/not a split/);
    expect(spotProblem({ type: 'street', numbers: [2, 3, 4] })).toMatch(/not a street/);
    expect(spotProblem({ type: 'corner', numbers: [3, 4, 6, 7] })).toMatch(/not a corner/);
    expect(spotProblem({ type: 'six_line', numbers: [2, 3, 4, 5, 6, 7] })).toMatch(/not a six line/);
    expect(spotProblem({ type: 'straight', numbers: [37] })).toMatch(/0–36/);
    expect(spotProblem({ type: 'dozen', index: 4 as 1 })).toMatch(/1, 2 or 3/);
    expect(spotProblem({ type: 'basket' as 'trio', numbers: [0, 1, 2, 3] })).toMatch(/unknown bet type/);
    expect(spotProblem({ type: 'split', numbers: [4, 1] })).toBeNull();
    expect(spotProblem({ type: 'trio', numbers: [0, 2, 3] })).toBeNull();
  });

  it('validates stakes and table limits per spot and in total', () => {
    expect(layoutProblems([])).toEqual(['no bets']);
    expect(layoutProblems([bet({ type: 'red' }, 5)])[0]).toMatch(/minimum/);
    expect(layoutProblems([bet({ type: 'red' }, 12.5)])[0]).toMatch(/whole number/);
    expect(layoutProblems([bet({ type: 'straight', numbers: [7] }, 60_000), bet({ type: 'straight', numbers: [7] }, 60_000)])[0]).toMatch(
      /straight: the maximum/,
    );
    expect(layoutProblems([bet({ type: 'red' }, 1_800_000), bet({ type: 'black' }, 1_800_000), bet({ type: 'odd' }, 1_800_000)])).toEqual([
      'the total stake is over 5000000 centavos',
    ]);
    expect(layoutProblems([bet({ type: 'straight', numbers: [0] }), bet({ type: 'corner', numbers: [1, 2, 4, 5] }), bet({ type: 'low' })])).toEqual([]);
  });

  it('tells the spots staked outside their own limits apart from the rest of a layout', () => {
    const seven = { type: 'straight', numbers: [7] } as const;
    const layout = [bet(seven, 60_000), bet({ type: 'red' }, 5), bet(seven, 60_000), bet({ type: 'low' }, 1_000)];
    expect(layoutShapeProblems(layout)).toEqual([]);
    expect(spotStakeRefusals(layout)).toEqual([
      { spot: seven, stakeCentavos: 120_000, minStakeCentavos: 10, maxStakeCentavos: 100_000 },
      { spot: { type: 'red' }, stakeCentavos: 5, minStakeCentavos: 10, maxStakeCentavos: 1_800_000 },
    ]);
    expect(spotStakeRefusal(layout)).toEqual(spotStakeRefusals(layout)[0]);
    expect(layoutProblems(layout)).toEqual(['straight: the maximum is 100000 centavos', 'red: the minimum is 10 centavos']);
    // Anything else wrong: the layout's own problems say why, not a spot's limit.
    expect(spotStakeRefusal([...layout, bet({ type: 'split', numbers: [1, 5] })])).toBeNull();
    expect(spotStakeRefusal([bet(seven, 100_000)])).toBeNull();
  });

  it('keys a spot by its type and numbers, whatever their order', () => {
    expect(spotKey({ type: 'split', numbers: [20, 17] })).toBe(spotKey({ type: 'split', numbers: [17, 20] }));
    expect(spotKey({ type: 'straight', numbers: [17] })).not.toBe(spotKey({ type: 'split', numbers: [17, 20] }));
    expect(spotKey({ type: 'dozen', index: 2 })).not.toBe(spotKey({ type: 'dozen', index: 3 }));
  });

  it('settles a mixed layout in centavos', () => {
    const bets = [
      bet({ type: 'straight', numbers: [17] }, 100),
      bet({ type: 'split', numbers: [17, 20] }, 200),
      bet({ type: 'black' }, 1000),
      bet({ type: 'dozen', index: 1 }, 500),
    ];
    expect(settle(bets, 17)).toMatchObject({
      pocket: 17,
      color: 'black',
      totalStakeCentavos: 1800,
      returnsCentavos: [3600, 3600, 2000, 0],
      totalReturnCentavos: 9200,
    });
    expect(settle(bets, 0).totalReturnCentavos).toBe(0);
    // ⌊f·37⌋: f just under 18/37 lands on 17.
    expect(play(bets, floatsFrom([17.5 / 37])).pocket).toBe(17);
    expect(() => play([bet({ type: 'split', numbers: [1, 5] })], floatsFrom([0.5]))).toThrow(RangeError);
  });

  it('matches 36/37 over 10⁶ simulated spins (all spots in turn)', { timeout: SIMULATION_TIMEOUT_MS }, () => {
    expectSimulationMatches('roulette');
  });
});
