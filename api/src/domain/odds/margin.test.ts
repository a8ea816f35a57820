import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prematchDistribution } from './distribution.ts';
import { footballMarkets } from './football-markets.ts';
import { inPlayDistribution } from './in-play.ts';
import { comparePrice, DEFAULT_MARGINS, impliedTotal, marginFor, marketPricesChanged, MAX_PRICE, MIN_PRICE, priceMarket } from './margin.ts';

/** Fair probabilities of 2–30 outcomes, none below 0.3% and none above 90%. */
const fairMarket = fc
  .array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 })
  .map((weights) => {
    const sum = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / sum);
  })
  .filter((p) => p.every((v) => v >= 0.003) && Math.max(...p) <= 0.9);

/** Σ 1/price exceeds the target only by the rounding down, at most 0.01/price² per selection. */
function roundingAllowance(prices: readonly (number | null)[]): number {
  return prices.reduce<number>((s, price) => s + (price === null ? 0 : 0.0101 / price ** 2), 0);
}

describe('priceMarket', () => {
  it('hits 1 + margin within rounding, never below 1.01, keeping the order of the selections', () => {
    fc.assert(
      fc.property(fairMarket, fc.double({ min: 0, max: 0.25, noNaN: true }), (fair, margin) => {
        const priced = priceMarket(fair, margin);
        if (priced.status !== 'open') return false;
        const implied = impliedTotal(priced.prices);
        expect(implied).toBeGreaterThanOrEqual(1 + margin - 1e-9);
        expect(implied).toBeLessThanOrEqual(1 + margin + roundingAllowance(priced.prices) + 1e-9);
        for (const price of priced.prices)
          expect(price !== null && price >= MIN_PRICE && price <= MAX_PRICE && Number.isInteger(Math.round(price * 100))).toBe(true);
        for (let i = 0; i < fair.length; i++) {
          for (let j = 0; j < fair.length; j++)
            if ((fair[i] as number) > (fair[j] as number)) expect(priced.prices[i]).toBeLessThanOrEqual(priced.prices[j] as number);
        }
        return true;
      }),
    );
  });

  it('prices every pre-match football market within its own margin', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.4, max: 2.8, noNaN: true }), fc.double({ min: 0.4, max: 2.8, noNaN: true }), (home, away) => {
        for (const market of footballMarkets(prematchDistribution(home, away, -0.06))) {
          const margin = marginFor(market.kind);
          const priced = priceMarket(market.probabilities, margin, market.winnersPerResult);
          if (priced.status === 'withheld') {
            // Only a near-certain selection (e.g. over 0.5 goals between two attacking sides) is withheld.
            expect(priced.reason).toBe('near-certain');
            expect(Math.max(...market.probabilities)).toBeGreaterThan(0.95);
            continue;
          }
          const implied = impliedTotal(priced.prices);
          const capped = priced.prices.filter((p) => p === MAX_PRICE).length;
          expect(implied).toBeGreaterThanOrEqual(market.winnersPerResult * (1 + margin) - 1e-9 - capped / MAX_PRICE);
          expect(implied).toBeLessThanOrEqual(market.winnersPerResult * (1 + margin) + roundingAllowance(priced.prices) + capped / MAX_PRICE + 1e-9);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('puts more of the margin on the long shot (power method)', () => {
    // 0.8^k + 0.2^k = 1.05 at k ≈ 0.905: implied 0.818 (+2.2%) and 0.233 (+16%), rounded down.
    // Proportional scaling would give 0.84 / 0.21 (+5% each), prices 1.19 / 4.76.
    expect(priceMarket([0.8, 0.2], 0.05)).toEqual({ status: 'open', prices: [1.22, 4.29] });
  });

  it('withholds near-certain or malformed markets, and marks impossible selections', () => {
    expect(priceMarket([0.995, 0.005], 0.05)).toEqual({ status: 'withheld', reason: 'near-certain' });
    expect(priceMarket([0.6, 0.3], 0.05)).toEqual({ status: 'withheld', reason: 'invalid' });
    expect(priceMarket([0.5, 0.5], -0.01)).toEqual({ status: 'withheld', reason: 'invalid' });
    const withImpossible = priceMarket([0.5, 0.5, 0], 0.05);
    expect(withImpossible.status === 'open' && withImpossible.prices[2]).toBeNull();
    expect(priceMarket([0.5, 0.5], 0)).toEqual({ status: 'open', prices: [2, 2] });
  });

  it('withholds a decided in-play market instead of quoting a broken book', () => {
    const finished = inPlayDistribution(
      { home: 1.4, away: 1.1, rho: -0.05 },
      { period: 'finished', score: { home: 2, away: 0 }, halfTimeScore: { home: 1, away: 0 } },
    );
    for (const market of footballMarkets(finished)) expect(priceMarket(market.probabilities, 0.05, market.winnersPerResult).status).toBe('withheld');
  });

  it('has a margin for every market kind, more in play', () => {
    expect(marginFor('asian-handicap')).toBe(DEFAULT_MARGINS['asian-handicap']);
    expect(marginFor('correct-score', DEFAULT_MARGINS, true)).toBeCloseTo((DEFAULT_MARGINS['correct-score'] as number) + 0.01, 12);
    expect(marginFor('something-new')).toBe(DEFAULT_MARGINS['match-result']);
  });
});

describe('price changes', () => {
  it('tells a shortened price from a drifted one, within a tolerance', () => {
    expect(comparePrice(2.0, 1.95)).toBe('shortened');
    expect(comparePrice(2.0, 2.1)).toBe('drifted');
    expect(comparePrice(2.0, 2.0)).toBe('unchanged');
    expect(comparePrice(2.0, 1.97, 0.02)).toBe('unchanged');
    expect(comparePrice(2.0, 1.96, 0.02)).toBe('unchanged');
    expect(comparePrice(2.0, 1.95, 0.02)).toBe('shortened');
    expect(() => comparePrice(0, 2)).toThrow(RangeError);
  });

  it('flags a market whose prices moved or whose status changed', () => {
    const before = priceMarket([0.5, 0.3, 0.2], 0.05);
    const nudged = priceMarket([0.505, 0.297, 0.198], 0.05);
    expect(marketPricesChanged(before, before)).toBe(false);
    expect(marketPricesChanged(before, nudged)).toBe(true);
    expect(marketPricesChanged(before, nudged, 0.03)).toBe(false);
    expect(marketPricesChanged(before, { status: 'withheld', reason: 'near-certain' })).toBe(true);
  });
});
