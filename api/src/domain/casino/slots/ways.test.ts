import { describe, expect, it } from 'vitest';
import { floatsFrom } from '../fair/stream.ts';
import { FIGURES, figure } from '../figures.ts';
import { equals, rational } from '../math/rational.ts';
import { SIMULATION_TIMEOUT_MS, expectSimulationMatches } from '../testing/simulation.ts';
import { figuresFromSums } from './stats.ts';
import { parseStrip, windowAt } from './reels.ts';
import { COINS_PER_STAKE, WAYS_CODES, WAYS_PAYS, WAYS_SLOT, WAYS_STRIPS, type WaysDefinition, analyseWays, evaluateWays, play } from './ways.ts';

const id = (code: string) => WAYS_CODES.indexOf(code as never);

describe('Amazônia 243 (ways)', () => {
  it('multiplies the matching cells on consecutive reels, wilds included', () => {
    const [W, JG, A, K, T] = ['W', 'JG', 'A', 'K', 'T'].map(id) as [number, number, number, number, number];
    const window = [
      [JG, JG, A],
      [W, JG, K],
      [JG, K, T],
      [A, K, T],
      [T, T, T],
    ];
    const { wins, coins } = evaluateWays(WAYS_SLOT, window);
    // Jaguar: 2 × 2 × 1 ways on three reels; ace dies on reel 2 (the wild matches: 1 × 1, then no ace on reel 3).
    expect(wins).toEqual([{ symbol: JG, reels: 3, ways: 4, coins: 4 * WAYS_PAYS[JG]![0] }]);
    expect(coins).toBe(4 * WAYS_PAYS[JG]![0]);
  });

  it('enumerates like brute force (reduced strips)', () => {
    const S = (text: string) => parseStrip(text, WAYS_CODES);
    const definition: WaysDefinition = { ...WAYS_SLOT, strips: [S('JG A K Q'), S('JG W A K J'), S('A JG W Q'), S('JG A K W T'), S('A K JG Q')] };
    let count = 0n;
    let total = 0n;
    let totalSquares = 0n;
    let hits = 0n;
    let maxUnits = 0n;
    const lengths = definition.strips.map((strip) => strip.length);
    for (let a = 0; a < lengths[0]!; a++)
      for (let b = 0; b < lengths[1]!; b++)
        for (let c = 0; c < lengths[2]!; c++)
          for (let d = 0; d < lengths[3]!; d++)
            for (let e = 0; e < lengths[4]!; e++) {
              const coins = BigInt(
                evaluateWays(
                  definition,
                  [a, b, c, d, e].map((stop, reel) => windowAt(definition.strips[reel]!, stop, 3)),
                ).coins,
              );
              count++;
              total += coins;
              totalSquares += coins * coins;
              if (coins > 0n) hits++;
              if (coins > maxUnits) maxUnits = coins;
            }
    expect(analyseWays(definition)).toEqual(figuresFromSums({ count, total, totalSquares, hits, maxUnits }, BigInt(COINS_PER_STAKE)));
  });

  it('has the documented exact figures over its full cycle of 40⁵ stops', () => {
    const figures = analyseWays();
    expect(figures.cycle).toBe(40n ** 5n);
    expect(equals(figures.rtp, figure(FIGURES.ways.rtp))).toBe(true);
    expect(equals(figures.hitFrequency, figure(FIGURES.ways.hitFrequency))).toBe(true);
    expect(equals(figures.maxMultiplier, figure(FIGURES.ways.maxMultiplier))).toBe(true);
    expect(equals(figures.maxMultiplier, rational(243 * 1000, COINS_PER_STAKE))).toBe(true);
    expect(figures.standardDeviation).toBeCloseTo(FIGURES.ways.standardDeviation, 4);
  });

  it('pays 243 ways of jaguars when every reel stops on the stack', () => {
    const outcome = play(100, floatsFrom(WAYS_STRIPS.map((strip) => 0.5 / strip.length)));
    expect(outcome.stops).toEqual([0, 0, 0, 0, 0]);
    expect(outcome.wins).toEqual([{ symbol: id('JG'), reels: 5, ways: 243, coins: 243_000 }]);
    expect(outcome.payoutCentavos).toBe(486_000);
  });

  it('matches the exact RTP over 10⁶ simulated spins', { timeout: SIMULATION_TIMEOUT_MS }, () => {
    expectSimulationMatches('ways');
  });
});
