import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readNbaGames } from '../../../scripts/lib/odds-data.ts';
import {
  basketballDistribution,
  basketballMarkets,
  brownianParameters,
  fitBasketballParameters,
  NBA_PARAMETERS,
  settleBasketball,
  type BasketballState,
} from './basketball.ts';
import { probabilityOf } from './gaussian.ts';
import { normalCdf } from './math.ts';

const lines = { homeLine: -5.5, total: 212.5 };
const quarter = (home: number, away: number) => ({ home, away });
const probabilities = (state?: BasketballState, l = lines) => new Map(basketballMarkets(basketballDistribution(l, state)).map((m) => [m.key, m.probabilities]));

describe('basketball model', () => {
  it('re-fits to NBA_PARAMETERS on the NBA extract', () => {
    const games = readNbaGames();
    expect(games).toHaveLength(14_209);
    expect(fitBasketballParameters(games)).toEqual(NBA_PARAMETERS);
  });

  it('keeps the moneyline consistent with the spreads', () => {
    fc.assert(
      fc.property(fc.double({ min: -18, max: 18, noNaN: true }), fc.double({ min: 180, max: 240, noNaN: true }), (homeLine, total) => {
        const l = { homeLine: Math.round(homeLine * 2) / 2, total };
        const markets = basketballMarkets(basketballDistribution(l), { spreadLines: [-10.5, -3, -0.5, 0.5, 3, 10.5] });
        const moneyline = markets.find((m) => m.key === 'ft:moneyline')?.probabilities[0] as number;
        const spread = (key: string) => markets.find((m) => m.key === key)?.probabilities[0] as number;
        // No game ends level: home −0.5 and home +0.5 are both exactly "home wins".
        expect(spread('ft:spread:-0.5')).toBeCloseTo(moneyline, 12);
        expect(spread('ft:spread:+0.5')).toBeCloseTo(moneyline, 12);
        expect(spread('ft:spread:-10.5')).toBeLessThan(spread('ft:spread:-3'));
        expect(spread('ft:spread:-3')).toBeLessThan(moneyline);
        expect(spread('ft:spread:+3')).toBeGreaterThan(moneyline);
        for (const market of markets) expect(Math.abs(market.probabilities.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-9);
      }),
      { numRuns: 40 },
    );
  });

  it('is centred on the lines it is given', () => {
    const pickEm = probabilities(undefined, { homeLine: 0, total: 210 });
    expect(pickEm.get('ft:moneyline')?.[0]).toBeCloseTo(0.5, 12);
    const market = probabilities();
    expect(market.get('ft:spread:-5.5')?.[0]).toBeCloseTo(0.5, 1);
    expect(market.get('ft:points-total:212.5')?.[0]).toBeCloseTo(0.5, 1);
    expect(market.get('ft:moneyline')?.[0]).toBeGreaterThan(0.65);
  });

  it('narrows with the clock and is decided at the final buzzer', () => {
    const completed = [quarter(28, 25), quarter(27, 26), quarter(24, 24)];
    const late = (secondsLeft: number): BasketballState => ({ phase: 'regulation', quarter: 4, secondsLeft, completed, current: quarter(20, 19) });
    // Up 5 in the fourth quarter: more certain as time runs out.
    const p = [600, 300, 60, 10].map((s) => probabilities(late(s)).get('ft:moneyline')?.[0] as number);
    p.forEach((v, k) => k > 0 && expect(v).toBeGreaterThan(p[k - 1] as number));
    const over = probabilities({ phase: 'finished', completed: [...completed, quarter(20, 19)], overtime: quarter(0, 0) });
    expect(over.get('ft:moneyline')).toEqual([1, 0]);
    expect(over.has('q4:moneyline')).toBe(false);
  });

  it('sends a tied game to overtime and prices it from the overtime score', () => {
    const tied: BasketballState = {
      phase: 'regulation',
      quarter: 4,
      secondsLeft: 0,
      completed: [quarter(25, 25), quarter(25, 25), quarter(25, 25)],
      current: quarter(20, 20),
    };
    const atBuzzer = basketballDistribution(lines, tied);
    expect(probabilityOf(atBuzzer.margin, 0)).toBe(0);
    const moneyline = probabilities(tied).get('ft:moneyline')?.[0] as number;
    expect(moneyline).toBeGreaterThan(0.5); // the favourite keeps its per-minute edge in overtime
    expect(moneyline).toBeLessThan(0.6);
    const inOvertime = probabilities({
      phase: 'overtime',
      secondsLeft: 30,
      completed: [quarter(25, 25), quarter(25, 25), quarter(25, 25), quarter(20, 20)],
      overtime: quarter(2, 8),
    });
    expect(inOvertime.get('ft:moneyline')?.[0]).toBeLessThan(0.05);
  });

  it('conditions quarter markets on the quarter so far', () => {
    const state: BasketballState = { phase: 'regulation', quarter: 2, secondsLeft: 360, completed: [quarter(30, 20)], current: quarter(8, 14) };
    const markets = probabilities(state);
    expect(markets.has('q1:moneyline')).toBe(false);
    expect(markets.get('q2:moneyline')?.[0]).toBeLessThan(0.25);
    expect(markets.get('q3:moneyline')?.[0]).toBeGreaterThan(0.4);
  });

  it('is a plain Brownian motion with brownianParameters: variance proportional to time left', () => {
    const sigma = 12;
    // A near-deterministic one-point overtime keeps the overtime mass off the tail we check.
    const params = brownianParameters(sigma, 16, { marginSd: 0.6, pointsMean: 10, pointsSd: 1 });
    const halfTime: BasketballState = {
      phase: 'regulation',
      quarter: 3,
      secondsLeft: 720,
      completed: [quarter(25, 25), quarter(25, 25)],
      current: quarter(0, 0),
    };
    const dist = basketballDistribution({ homeLine: 0, total: 200 }, halfTime, params);
    // P(final margin ≥ 10) = P(N(0, σ²/2) ≥ 9.5): half the game's variance is left.
    let tail = 0;
    dist.margin.p.forEach((p, i) => {
      if (dist.margin.min + i >= 10) tail += p;
    });
    expect(tail).toBeCloseTo(1 - normalCdf(9.5 / (sigma / Math.SQRT2)), 10);
  });

  it('settles moneyline, spreads, totals and quarter markets', () => {
    const result = { final: quarter(101, 99), quarters: [quarter(25, 25), quarter(30, 20), quarter(20, 30), quarter(26, 24)] };
    expect(settleBasketball({ market: 'moneyline', pick: 'home' }, result)).toBe('won');
    expect(settleBasketball({ market: 'spread', pick: 'home', line: -2 }, result)).toBe('void');
    expect(settleBasketball({ market: 'spread', pick: 'away', line: 2.5 }, result)).toBe('won');
    expect(settleBasketball({ market: 'points-total', pick: 'over', line: 199.5 }, result)).toBe('won');
    expect(settleBasketball({ market: 'quarter-moneyline', quarter: 1, pick: 'home' }, result)).toBe('void');
    expect(settleBasketball({ market: 'quarter-spread', quarter: 3, pick: 'away', line: -9.5 }, result)).toBe('won');
    expect(settleBasketball({ market: 'quarter-total', quarter: 2, pick: 'under', line: 50 }, result)).toBe('void');
    expect(() => settleBasketball({ market: 'quarter-total', quarter: 2, pick: 'under', line: 50 }, { final: result.final })).toThrow(/quarter 2/);
  });
});
