import { describe, expect, it } from 'vitest';
import { DEFAULT_MARGINS, impliedTotal, marginFor } from '../odds/index.ts';
import { initialMatchState, type MatchState } from './model.ts';
import { asianLinesAround, marketGroup, priceMatch, quoteMarkets, type BasketballPricing, type FootballPricing, type PricedQuote } from './pricing.ts';
import { applyEvents, type MatchEvent } from './state-machine.ts';
import { selectionFor } from './settlement-instructions.ts';

const FOOTBALL: FootballPricing = {
  model: 'dixon-coles',
  asOf: '2026-11-22',
  homeXg: 1.62,
  awayXg: 0.94,
  rho: -0.06,
  asianLines: asianLinesAround(1.62, 0.94, -0.06),
};
const BASKETBALL: BasketballPricing = { model: 'basketball-margin', homeLine: -6.5, total: 224.5, source: 'team-ratings' };
const kickoff: MatchEvent = { at: 0, type: 'status', status: '1st Half', period: 1, clock: { start: 0, limit: 48 * 60, rate: 1 } };

function footballAt(events: MatchEvent[]): MatchState {
  return applyEvents('football', initialMatchState(), events);
}

/** Pre-match, in play at several scores and minutes, at half-time and in the second half. */
function footballStates(): { state: MatchState; at: number }[] {
  const goalHome: MatchEvent = { at: 1200, type: 'goal', side: 'home' };
  const goalAway: MatchEvent = { at: 1500, type: 'goal', side: 'away' };
  const ht: MatchEvent = { at: 48 * 60, type: 'status', status: 'Halftime' };
  const second: MatchEvent = { at: 63 * 60, type: 'status', status: '2nd Half', period: 2, clock: { start: 2700, limit: 96 * 60, rate: 1 } };
  return [
    { state: initialMatchState(), at: -3600 },
    { state: footballAt([kickoff]), at: 600 },
    { state: footballAt([kickoff, goalHome]), at: 1300 },
    { state: footballAt([kickoff, goalHome, goalAway, { at: 1800, type: 'red-card', side: 'away' }]), at: 2000 },
    { state: footballAt([kickoff, goalHome, ht]), at: 50 * 60 },
    { state: footballAt([kickoff, goalHome, ht, second]), at: 85 * 60 },
  ];
}

function checkMarket(quote: PricedQuote, inPlay: boolean) {
  if (quote.fair === null) return;
  // Fair probabilities of a market sum to the number of winners (1; 2 for double chance).
  expect(quote.fair.reduce((a, b) => a + b, 0)).toBeCloseTo(quote.winnersPerResult, 9);
  if (quote.status !== 'open') return;
  const prices = quote.selections.map((s) => (s.priceHundredths === null ? null : s.priceHundredths / 100));
  for (const price of prices) if (price !== null) expect(price).toBeGreaterThanOrEqual(1.01);
  // The book carries its margin (prices are rounded down, so a little more, never less).
  const margin = marginFor(quote.kind, DEFAULT_MARGINS, inPlay);
  const implied = impliedTotal(prices);
  const capped = prices.some((p) => p !== null && p >= 1000);
  if (!capped) expect(implied).toBeGreaterThanOrEqual(quote.winnersPerResult * (1 + margin) - 1e-9);
  expect(implied).toBeLessThan(quote.winnersPerResult * (1 + margin) + 0.01 * prices.length);
}

describe('football prices', () => {
  it('offer every market of the match page, in its group', () => {
    const quotes = priceMatch(FOOTBALL, initialMatchState(), 0);
    const keys = quotes.map((q) => q.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'ft:match-result',
        'ft:double-chance',
        'ft:draw-no-bet',
        'ft:total:0.5',
        'ft:total:4.5',
        'ft:both-teams-to-score',
        'ft:correct-score',
        'ft:half-time-full-time',
        '1h:match-result',
        '1h:total:1.5',
      ]),
    );
    const asian = quotes.filter((q) => q.kind === 'asian-handicap');
    expect(asian).toHaveLength(9);
    expect(asian.some((q) => q.line !== null && Math.abs(q.line % 0.5) === 0.25)).toBe(true);
    // The middle line is the balanced one.
    const middle = asian[4]!;
    const [home, away] = middle.fair!;
    expect(Math.abs(home! - away!)).toBeLessThan(0.2);
    expect(new Set(quotes.map((q) => q.group))).toEqual(new Set(['main', 'goals', 'handicap', 'halves', 'score']));
    expect(marketGroup('football', 'correct-score')).toBe('score');
  });

  it('sum fair probabilities to 1 per market, carry the margin, never go under 1.01', () => {
    for (const { state, at } of footballStates()) {
      const quotes = priceMatch(FOOTBALL, state, at);
      const inPlay = state.status !== 'Not Started';
      for (const quote of quotes) {
        expect(quote.inPlay).toBe(inPlay);
        checkMarket(quote, inPlay);
      }
    }
  });

  it('close markets that are decided and first-half markets at half-time', () => {
    const afterGoal = priceMatch(FOOTBALL, footballAt([kickoff, { at: 1200, type: 'goal', side: 'home' }]), 1300);
    expect(afterGoal.find((q) => q.key === 'ft:total:0.5')?.status).toBe('closed');
    expect(afterGoal.find((q) => q.key === 'ft:total:1.5')?.status).toBe('open');
    const halfTime = priceMatch(FOOTBALL, footballAt([kickoff, { at: 48 * 60, type: 'status', status: 'Halftime' }]), 50 * 60);
    for (const key of ['1h:match-result', '1h:total:0.5', '1h:total:1.5']) expect(halfTime.find((q) => q.key === key)?.status).toBe('closed');
  });

  it('move the right way after a goal', () => {
    const before = priceMatch(FOOTBALL, footballAt([kickoff]), 1190);
    const afterHome = priceMatch(FOOTBALL, footballAt([kickoff, { at: 1200, type: 'goal', side: 'home' }]), 1250);
    const afterAway = priceMatch(FOOTBALL, footballAt([kickoff, { at: 1200, type: 'goal', side: 'away' }]), 1250);
    const price = (quotes: PricedQuote[], market: string, key: string) =>
      quotes.find((q) => q.key === market)!.selections.find((s) => s.key === key)!.priceHundredths!;
    expect(price(afterHome, 'ft:match-result', '1')).toBeLessThan(price(before, 'ft:match-result', '1'));
    expect(price(afterHome, 'ft:match-result', '2')).toBeGreaterThan(price(before, 'ft:match-result', '2'));
    expect(price(afterAway, 'ft:match-result', '2')).toBeLessThan(price(before, 'ft:match-result', '2'));
    expect(price(afterHome, 'ft:total:2.5', 'over')).toBeLessThan(price(before, 'ft:total:2.5', 'over'));
    expect(price(afterHome, 'ft:both-teams-to-score', 'yes')).toBeLessThan(price(before, 'ft:both-teams-to-score', 'yes'));
    // Time alone drifts the over out and the draw in.
    const later = priceMatch(FOOTBALL, footballAt([kickoff]), 2500);
    expect(price(later, 'ft:total:2.5', 'over')).toBeGreaterThan(price(before, 'ft:total:2.5', 'over'));
    expect(price(later, 'ft:match-result', 'X')).toBeLessThan(price(before, 'ft:match-result', 'X'));
  });

  it('suspend every market while a goal holds them (prices kept) and close them at the end', () => {
    const state = footballAt([kickoff, { at: 1200, type: 'goal', side: 'home' }]);
    const held = quoteMarkets(FOOTBALL, state, 1210);
    expect(held.every((q) => q.status !== 'open' && q.selections.every((s) => s.status === 'suspended'))).toBe(true);
    expect(held.find((q) => q.key === 'ft:match-result')!.selections[0]!.priceHundredths).not.toBeNull();
    expect(quoteMarkets(FOOTBALL, state, 1300).find((q) => q.key === 'ft:match-result')!.status).toBe('open');
    const ended = applyEvents('football', state, [{ at: 1400, type: 'status', status: 'Abandoned' }]);
    expect(quoteMarkets(FOOTBALL, ended, 1500).every((q) => q.status === 'closed')).toBe(true);
  });
});

describe('basketball prices', () => {
  const live = (events: MatchEvent[]) =>
    applyEvents('basketball', initialMatchState(), [
      { at: 0, type: 'status', status: 'Live', period: 1, clock: { start: 0, limit: 720, rate: 0.5 } },
      ...events,
    ]);

  it('offer moneyline, spreads, totals and quarter markets around the lines, with the margin', () => {
    const quotes = priceMatch(BASKETBALL, initialMatchState(), 0);
    expect(quotes.map((q) => q.kind)).toEqual(
      expect.arrayContaining(['moneyline', 'spread', 'points-total', 'quarter-moneyline', 'quarter-spread', 'quarter-total']),
    );
    expect(quotes.filter((q) => q.key.startsWith('q')).length).toBe(12);
    for (const quote of quotes) checkMarket(quote, false);
    const spread = quotes.find((q) => q.key === 'ft:spread:-6.5');
    expect(spread?.status).toBe('open');
    for (const quote of priceMatch(BASKETBALL, live([{ at: 500, type: 'points', home: 10, away: 2 }]), 600)) checkMarket(quote, true);
  });

  it('shorten the leader and drop quarters already played', () => {
    const moneyline = (quotes: PricedQuote[]) => quotes.find((q) => q.key === 'ft:moneyline')!.selections[0]!.priceHundredths!;
    const start = priceMatch(BASKETBALL, live([]), 10);
    const ahead = priceMatch(BASKETBALL, live([{ at: 500, type: 'points', home: 12, away: 2 }]), 510);
    expect(moneyline(ahead)).toBeLessThan(moneyline(start));
    const secondQuarter = priceMatch(BASKETBALL, live([{ at: 1440, type: 'period-end' }]), 1500);
    expect(secondQuarter.some((q) => q.key.startsWith('q1:'))).toBe(false);
    expect(secondQuarter.some((q) => q.key.startsWith('q2:'))).toBe(true);
  });
});

describe('market and selection keys', () => {
  it('are all readable back into the odds engine’s selections (settlement reads them)', () => {
    for (const quote of [
      ...priceMatch(FOOTBALL, initialMatchState(), 0),
      ...priceMatch(FOOTBALL, footballAt([kickoff, { at: 60, type: 'goal', side: 'away' }]), 100),
    ]) {
      for (const s of quote.selections) expect(selectionFor('football', quote.key, s.key), `${quote.key} ${s.key}`).not.toBeNull();
    }
    for (const quote of priceMatch(BASKETBALL, initialMatchState(), 0)) {
      for (const s of quote.selections) expect(selectionFor('basketball', quote.key, s.key), `${quote.key} ${s.key}`).not.toBeNull();
    }
  });
});
