import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prematchDistribution } from './distribution.ts';
import { footballMarkets } from './football-markets.ts';
import { inPlayDistribution, remainingExpectedGoals, type FootballMatchState } from './in-play.ts';
import { matchOutcome } from './score-matrix.ts';

const prematch = { home: 1.55, away: 1.05, rho: -0.07 };
const KICK_OFF: FootballMatchState = { period: 'first-half', minute: 0, score: { home: 0, away: 0 } };
const byKey = (state: FootballMatchState) => new Map(footballMarkets(inPlayDistribution(prematch, state)).map((m) => [m.key, m.probabilities]));

describe('football in play', () => {
  it('at minute 0 is exactly the pre-match model', () => {
    const live = inPlayDistribution(prematch, KICK_OFF);
    const before = prematchDistribution(prematch.home, prematch.away, prematch.rho);
    expect(live.ft).toEqual(before.ft);
    expect(live.ht).toEqual(before.ht);
    expect(footballMarkets(live)).toEqual(footballMarkets(before));
  });

  it('at full time is all on the result', () => {
    const finished = inPlayDistribution(prematch, { period: 'finished', score: { home: 2, away: 1 }, halfTimeScore: { home: 0, away: 1 } });
    const cell = 2 * finished.ft.size + 1;
    expect(finished.ft.p[cell]).toBe(1);
    expect(matchOutcome(finished.ft)).toEqual({ home: 1, draw: 0, away: 0 });
    const markets = byKey({ period: 'finished', score: { home: 2, away: 1 }, halfTimeScore: { home: 0, away: 1 } });
    expect(markets.get('ft:total:2.5')).toEqual([1, 0]);
    expect(markets.get('ft:both-teams-to-score')).toEqual([1, 0]);
    expect(markets.get('ft:half-time-full-time')?.[6]).toBe(1); // '2/1': away at half time, home at full time
    expect(markets.get('1h:match-result')).toEqual([0, 0, 1]);
  });

  it('has every market summing to 1 in any state', () => {
    const score = fc.record({ home: fc.integer({ min: 0, max: 5 }), away: fc.integer({ min: 0, max: 5 }) });
    const cards = fc.record({ home: fc.integer({ min: 0, max: 2 }), away: fc.integer({ min: 0, max: 2 }) });
    const state: fc.Arbitrary<FootballMatchState> = fc.oneof(
      fc.record({ period: fc.constant('first-half' as const), minute: fc.double({ min: 0, max: 50, noNaN: true }), score, redCards: cards }),
      fc.record({ period: fc.constant('half-time' as const), score, redCards: cards }),
      fc.record({
        period: fc.constant('second-half' as const),
        minute: fc.double({ min: 45, max: 99, noNaN: true }),
        score,
        halfTimeScore: score,
        redCards: cards,
      }),
    );
    fc.assert(
      fc.property(state, (s) => {
        for (const market of footballMarkets(inPlayDistribution(prematch, s))) {
          expect(Math.abs(market.probabilities.reduce((a, b) => a + b, 0) - market.winnersPerResult)).toBeLessThan(1e-9);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('lets the clock run down on a lead', () => {
    let previous = 0;
    for (const minute of [50, 60, 70, 80, 90, 94]) {
      const home = byKey({ period: 'second-half', minute, score: { home: 1, away: 0 }, halfTimeScore: { home: 1, away: 0 } }).get(
        'ft:match-result',
      )?.[0] as number;
      expect(home).toBeGreaterThan(previous);
      previous = home;
    }
    expect(previous).toBeGreaterThan(0.97);
  });

  it('uses the announced added time', () => {
    const shortStoppage = remainingExpectedGoals(prematch, {
      period: 'second-half',
      minute: 91,
      addedTime: 2,
      score: { home: 0, away: 0 },
      halfTimeScore: { home: 0, away: 0 },
    });
    const longStoppage = remainingExpectedGoals(prematch, {
      period: 'second-half',
      minute: 91,
      addedTime: 8,
      score: { home: 0, away: 0 },
      halfTimeScore: { home: 0, away: 0 },
    });
    expect(longStoppage.home).toBeCloseTo(7 * shortStoppage.home, 10);
    // At half-time 55% of the match's goals are still to come.
    expect(remainingExpectedGoals(prematch, { period: 'half-time', score: { home: 0, away: 0 } }).home).toBeCloseTo(0.55 * prematch.home, 12);
  });

  it('moves the market against the side that is sent off', () => {
    const base: FootballMatchState = { period: 'first-half', minute: 30, score: { home: 0, away: 0 } };
    const none = byKey(base).get('ft:match-result') as number[];
    const homeRed = byKey({ ...base, redCards: { home: 1, away: 0 } }).get('ft:match-result') as number[];
    const awayRed = byKey({ ...base, redCards: { home: 0, away: 1 } }).get('ft:match-result') as number[];
    expect(homeRed[0]).toBeLessThan(none[0] as number);
    expect(homeRed[2]).toBeGreaterThan(none[2] as number);
    expect(awayRed[0]).toBeGreaterThan(none[0] as number);
    expect(awayRed[2]).toBeLessThan(none[2] as number);
    const twoReds = byKey({ ...base, redCards: { home: 2, away: 0 } }).get('ft:match-result') as number[];
    expect(twoReds[0]).toBeLessThan(homeRed[0] as number);
  });

  it('prices in-play Asian lines on the goals still to come', () => {
    const state: FootballMatchState = { period: 'second-half', minute: 60, score: { home: 2, away: 0 }, halfTimeScore: { home: 1, away: 0 } };
    const markets = byKey(state);
    // From 2-0 the home side wins the "rest of the match" far less often than the match itself.
    expect(markets.get('ft:asian-handicap:-0.5')?.[0]).toBeLessThan(0.5);
    expect(markets.get('ft:match-result')?.[0]).toBeGreaterThan(0.9);
  });
});
