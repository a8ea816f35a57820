import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prematchDistribution } from './distribution.ts';
import { asianHandicapBreakdown, footballMarkets, selectionKey, settleFootball, type FootballSelection } from './football-markets.ts';
import { matchOutcome } from './score-matrix.ts';
import { payoutCentavos, payoutFactor, settleLine, type SettleOutcome } from './settlement.ts';

const total = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const expectedGoals = fc.double({ min: 0.15, max: 4, noNaN: true });
const rhos = fc.double({ min: -0.2, max: 0.1, noNaN: true });

describe('football markets', () => {
  it('sum to 1 (2 for double chance) before margin, for any expected goals', () => {
    fc.assert(
      fc.property(expectedGoals, expectedGoals, rhos, (home, away, rho) => {
        const markets = footballMarkets(prematchDistribution(home, away, rho));
        expect(markets).toHaveLength(40);
        for (const market of markets) {
          expect(Math.abs(total(market.probabilities) - market.winnersPerResult)).toBeLessThan(1e-9);
          for (const p of market.probabilities) expect(p >= 0 && p <= 1).toBe(true);
          for (const o of market.outcomes) expect(o.won + o.halfWon + o.void + o.halfLost + o.lost).toBeCloseTo(1, 12);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('agree with each other where they must', () => {
    const dist = prematchDistribution(1.7, 0.9, -0.08);
    const byKey = new Map(footballMarkets(dist).map((m) => [m.key, m]));
    const p = (key: string, i = 0) => byKey.get(key)?.probabilities[i] as number;
    const oneXTwo = matchOutcome(dist.ft);
    expect(p('ft:match-result')).toBeCloseTo(oneXTwo.home, 12);
    // Home −0.5 wins exactly when the home side wins; home +0.5 unless it loses; home 0 is draw no bet.
    expect(p('ft:asian-handicap:-0.5')).toBeCloseTo(oneXTwo.home, 12);
    expect(p('ft:asian-handicap:+0.5')).toBeCloseTo(1 - oneXTwo.away, 12);
    expect(p('ft:asian-handicap:0')).toBeCloseTo(p('ft:draw-no-bet'), 12);
    expect(p('ft:draw-no-bet')).toBeCloseTo(oneXTwo.home / (oneXTwo.home + oneXTwo.away), 12);
    expect(p('ft:double-chance', 0)).toBeCloseTo(oneXTwo.home + oneXTwo.draw, 12);
    // Over 0.5 is "not 0-0"; the correct-score grid adds up to the 1X2.
    expect(p('ft:total:0.5')).toBeCloseTo(1 - (dist.ft.p[0] as number), 12);
    // Harder handicaps are less likely, line after line.
    const homeLines = [...byKey.values()].filter((m) => m.kind === 'asian-handicap').map((m) => m.probabilities[0] as number);
    homeLines.forEach((v, k) => k > 0 && expect(v).toBeGreaterThanOrEqual(homeLines[k - 1] as number));
    // HT/FT marginals: the full-time result and the first-half result.
    const htft = byKey.get('ft:half-time-full-time');
    const ftHome = htft?.selections.reduce(
      (s, sel, i) => s + (sel.market === 'half-time-full-time' && sel.ft === '1' ? (htft.probabilities[i] as number) : 0),
      0,
    );
    expect(ftHome).toBeCloseTo(oneXTwo.home, 12);
    const htDraw = htft?.selections.reduce(
      (s, sel, i) => s + (sel.market === 'half-time-full-time' && sel.ht === 'X' ? (htft.probabilities[i] as number) : 0),
      0,
    );
    expect(htDraw).toBeCloseTo(p('1h:match-result', 1), 12);
  });

  it('is deterministic', () => {
    const once = footballMarkets(prematchDistribution(1.3, 1.2, -0.05));
    expect(footballMarkets(prematchDistribution(1.3, 1.2, -0.05))).toEqual(once);
  });

  it('splits the expected goals 45/55 between the halves', () => {
    const dist = prematchDistribution(1.5, 1.0, 0);
    let expectedHalfTimeGoals = 0;
    for (let h = 0; h < dist.ht.size; h++)
      for (let a = 0; a < dist.ht.size; a++) expectedHalfTimeGoals += (h + a) * (dist.ht.p[h * dist.ht.size + a] as number);
    expect(expectedHalfTimeGoals).toBeCloseTo(0.45 * 2.5, 4);
    // With ρ = 0 the first half is exactly Poisson(0.45·λ) × Poisson(0.45·μ).
    expect(dist.ht.p[0]).toBeCloseTo(Math.exp(-0.45 * 2.5), 6);
  });

  it('reports the Asian quarter line in detail, its fair prices returning the stake on average', () => {
    const dist = prematchDistribution(1.6, 1.0, -0.08);
    const line = asianHandicapBreakdown(dist, -0.75);
    expect(line.home.halfWon).toBeGreaterThan(0);
    expect(line.home.void).toBe(0);
    expect(line.away.halfLost).toBeCloseTo(line.home.halfWon, 15);
    for (const side of ['home', 'away'] as const) {
      const o = line[side];
      const price = line.fairPrice[side];
      const expectedReturn = o.won * price + o.halfWon * (0.5 * price + 0.5) + o.void + o.halfLost * 0.5;
      expect(expectedReturn).toBeCloseTo(1, 12);
    }
    expect(1 / line.fairPrice.home + 1 / line.fairPrice.away).toBeCloseTo(1, 12);
  });
});

const CODES: Record<string, SettleOutcome> = { W: 'won', HW: 'half-won', P: 'void', HL: 'half-lost', L: 'lost' };
/** Home line → outcome for goal differences (home − away) −3, −2, −1, 0, 1, 2, 3. Worked out by hand. */
const ASIAN_TABLE: Record<string, string> = {
  '-2': 'L L L L L P W',
  '-1.75': 'L L L L L HW W',
  '-1.5': 'L L L L L W W',
  '-1.25': 'L L L L HL W W',
  '-1': 'L L L L P W W',
  '-0.75': 'L L L L HW W W',
  '-0.5': 'L L L L W W W',
  '-0.25': 'L L L HL W W W',
  '0': 'L L L P W W W',
  '0.25': 'L L L HW W W W',
  '0.5': 'L L L W W W W',
  '0.75': 'L L HL W W W W',
  '1': 'L L P W W W W',
  '1.25': 'L L HW W W W W',
  '1.5': 'L L W W W W W',
  '1.75': 'L HL W W W W W',
  '2': 'L P W W W W W',
};
const MIRROR: Record<SettleOutcome, SettleOutcome> = { won: 'lost', 'half-won': 'half-lost', void: 'void', 'half-lost': 'half-won', lost: 'won' };

describe('settlement', () => {
  it('settles every Asian line against every goal difference (and the away side as its mirror)', () => {
    for (const [lineText, row] of Object.entries(ASIAN_TABLE)) {
      const line = Number(lineText);
      row.split(' ').forEach((code, k) => {
        const difference = k - 3;
        const ft = difference >= 0 ? { home: difference + 1, away: 1 } : { home: 1, away: 1 - difference };
        const home = settleFootball({ market: 'asian-handicap', pick: 'home', line }, { ft });
        const away = settleFootball({ market: 'asian-handicap', pick: 'away', line: -line || 0 }, { ft });
        expect({ line, difference, home }).toEqual({ line, difference, home: CODES[code] });
        expect(away).toBe(MIRROR[home]);
      });
    }
  });

  it('counts in-play Asian handicaps from the score when the bet was placed', () => {
    const bet: FootballSelection = { market: 'asian-handicap', pick: 'home', line: -0.5, from: { home: 1, away: 0 } };
    expect(settleFootball(bet, { ft: { home: 1, away: 0 } })).toBe('lost');
    expect(settleFootball(bet, { ft: { home: 2, away: 0 } })).toBe('won');
    expect(selectionKey(bet)).toBe('ft:asian-handicap:home:-0.5@1-0');
  });

  it('settles totals, quarter totals, BTTS, correct score, draw no bet and HT/FT', () => {
    const result = { ft: { home: 2, away: 1 }, ht: { home: 0, away: 1 } };
    const settle = (selection: FootballSelection) => settleFootball(selection, result);
    expect(settle({ market: 'total', period: 'ft', line: 2.5, pick: 'over' })).toBe('won');
    expect(settle({ market: 'total', period: 'ft', line: 3, pick: 'over' })).toBe('void');
    expect(settle({ market: 'total', period: 'ft', line: 3.25, pick: 'under' })).toBe('half-won');
    expect(settle({ market: 'total', period: 'ft', line: 2.75, pick: 'under' })).toBe('half-lost');
    expect(settle({ market: 'total', period: '1h', line: 0.5, pick: 'over' })).toBe('won');
    expect(settle({ market: 'both-teams-to-score', pick: 'yes' })).toBe('won');
    expect(settle({ market: 'correct-score', pick: { home: 2, away: 1 }, grid: 4 })).toBe('won');
    expect(settle({ market: 'correct-score', pick: 'other', grid: 4 })).toBe('lost');
    expect(settleFootball({ market: 'correct-score', pick: 'other', grid: 4 }, { ft: { home: 5, away: 0 } })).toBe('won');
    expect(settle({ market: 'draw-no-bet', pick: 'away' })).toBe('lost');
    expect(settleFootball({ market: 'draw-no-bet', pick: 'away' }, { ft: { home: 1, away: 1 } })).toBe('void');
    expect(settle({ market: 'half-time-full-time', ht: '2', ft: '1' })).toBe('won');
    expect(settle({ market: 'match-result', period: '1h', pick: '2' })).toBe('won');
    expect(settle({ market: 'double-chance', pick: '1X' })).toBe('won');
    expect(() => settleFootball({ market: 'match-result', period: '1h', pick: '1' }, { ft: { home: 1, away: 0 } })).toThrow(/half-time/);
  });

  it('pays the stake back as the outcome says', () => {
    expect(payoutFactor('won', 1.9)).toBe(1.9);
    expect(payoutFactor('half-won', 1.9)).toBeCloseTo(1.45, 12);
    expect(payoutFactor('void', 1.9)).toBe(1);
    expect(payoutFactor('half-lost', 1.9)).toBe(0.5);
    expect(payoutFactor('lost', 1.9)).toBe(0);
    expect(payoutCentavos('won', 1.91, 1_000n)).toBe(1_910n);
    expect(payoutCentavos('half-won', 1.91, 1_001n)).toBe(1_456n); // 0.5·1001·1.91 + 500.5 = 1456.455, rounded down
    expect(payoutCentavos('half-lost', 1.91, 1_001n)).toBe(500n);
    expect(() => settleLine(1, 0.1)).toThrow(RangeError);
  });
});
