import { describe, expect, it } from 'vitest';
import { FIGURES, figure } from '../figures.ts';
import { floatsFrom } from '../fair/stream.ts';
import { type Rational, ONE, ZERO, add, equals, mul, rational, sub, sum, toNumber } from '../math/rational.ts';
import { SIMULATION_TIMEOUT_MS, expectSimulationMatches } from '../testing/simulation.ts';
import { KENO_MAX_MULTIPLIER, KENO_PAYTABLES, hitDistribution, kenoRtp, picksFault, picksProblem, play, settle } from './keno.ts';

/** P(h hits) by a different route: the draw as a Markov chain, one number at a time. */
function hitDistributionByDraws(picks: number): Rational[] {
  let state: Rational[] = [ONE, ...new Array<Rational>(picks).fill(ZERO)];
  for (let draw = 0; draw < 10; draw++) {
    const next = new Array<Rational>(picks + 1).fill(ZERO);
    state.forEach((p, hits) => {
      const hit = rational(picks - hits, 40 - draw);
      if (hits < picks) next[hits + 1] = add(next[hits + 1]!, mul(p, hit));
      next[hits] = add(next[hits]!, mul(p, sub(ONE, hit)));
    });
    state = next;
  }
  return state;
}

describe('keno', () => {
  it('has the hypergeometric hit distribution (checked against a draw-by-draw chain)', () => {
    for (let picks = 1; picks <= 10; picks++) {
      const distribution = hitDistribution(picks);
      expect(equals(sum(distribution), ONE)).toBe(true);
      hitDistributionByDraws(picks).forEach((p, hits) => expect(equals(p, distribution[hits]!)).toBe(true));
    }
  });

  it('has the documented exact RTP for every pick count, all within 95–96%', () => {
    for (let picks = 1; picks <= 10; picks++) {
      const rtp = kenoRtp(picks);
      expect(equals(rtp, figure(FIGURES.keno[picks as keyof typeof FIGURES.keno])), `${picks} picks`).toBe(true);
      expect(toNumber(rtp)).toBeGreaterThanOrEqual(0.95);
      expect(toNumber(rtp)).toBeLessThanOrEqual(0.96);
      expect(KENO_PAYTABLES[picks]).toHaveLength(picks + 1);
    }
    expect(Math.max(...Object.values(KENO_PAYTABLES).flatMap((row) => row.map(toNumber)))).toBe(KENO_MAX_MULTIPLIER);
  });

  it('validates picks', () => {
    expect(picksProblem([])).toMatch(/pick/);
    expect(picksProblem([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toMatch(/pick/);
    expect(picksProblem([0])).toMatch(/1–40/);
    expect(picksProblem([41])).toMatch(/1–40/);
    expect(picksProblem([3, 3])).toMatch(/different/);
    expect(picksProblem([1, 40])).toBeNull();
    expect(() => play([5, 5], 100, floatsFrom([]))).toThrow(RangeError);
  });

  it('names the rule a set of picks breaks, the count before the numbers before repeats', () => {
    expect(picksFault([])).toBe('count');
    expect(picksFault(Array.from({ length: 11 }, (_, i) => i + 1))).toBe('count');
    expect(picksFault([0, 81])).toBe('range');
    expect(picksFault([1.5])).toBe('range');
    expect(picksFault([41, 41])).toBe('range');
    expect(picksFault([1, 1, 1])).toBe('repeated');
    expect(picksFault([1, 40])).toBeNull();
  });

  it('settles by hits and rounds down to the centavo', () => {
    const drawn = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(settle([1, 2, 30], drawn, 100)).toMatchObject({ hits: [1, 2], payoutCentavos: 220 });
    expect(settle([1], drawn, 3)).toMatchObject({ payoutCentavos: 11 }); // 3 × 3.84 = 11.52
    expect(settle([21, 22], drawn, 100).payoutCentavos).toBe(0);
    expect(settle(drawn, drawn, 100).payoutCentavos).toBe(1_000_000);
    // The first float 0 draws 1, then 2, …: the lowest remaining number each time.
    expect(play([1, 2, 3], 100, floatsFrom(new Array<number>(10).fill(0))).drawn).toEqual(drawn);
  });

  it('matches the average RTP over 10⁶ simulated draws (1–10 picks in turn)', { timeout: SIMULATION_TIMEOUT_MS }, () => {
    expectSimulationMatches('keno');
  });
});
