import { describe, expect, it } from 'vitest';
import { payoutCentavos, payoutFactor } from '../odds/index.ts';
import { endOfMatchInstructions, type EndedMatch } from './match-settlement.ts';
import { initialMatchState } from './model.ts';
import { asianLinesAround, priceMatch, type FootballPricing } from './pricing.ts';
import { applyEvent, applyEvents, type MatchEvent } from './state-machine.ts';
import { outcomeOf, payoutCentavosOf, payoutFactorOf, resultOf, settleSelectionOn, type SettledOutcome } from './settlement-instructions.ts';

const PRICING: FootballPricing = {
  model: 'dixon-coles',
  asOf: '2026-11-22',
  homeXg: 1.4,
  awayXg: 1.2,
  rho: -0.05,
  asianLines: asianLinesAround(1.4, 1.2, -0.05),
};
const kickoff: MatchEvent = { at: 0, type: 'status', status: '1st Half', period: 1, clock: { start: 0, limit: 47 * 60, rate: 1 } };

describe('payouts', () => {
  it('agree with the odds engine for every plain outcome', () => {
    for (const outcome of ['won', 'half-won', 'void', 'half-lost', 'lost'] as const) {
      const settled = outcomeOf('x', outcome);
      expect(payoutFactorOf(settled, 2.35)).toBeCloseTo(payoutFactor(outcome, 2.35), 12);
      expect(payoutCentavosOf(settled, 235, 10_001n)).toBe(payoutCentavos(outcome, 2.35, 10_001n));
    }
  });

  it('apply void and dead-heat factors as the odds feeds define them', () => {
    const deadHeat: SettledOutcome = { selectionKey: '1', result: 'won', voidFactor: 0, deadHeatFactor: 0.5 };
    expect(payoutFactorOf(deadHeat, 3)).toBe(1.5);
    expect(payoutCentavosOf(deadHeat, 300, 1000n)).toBe(1500n);
    expect(resultOf(true, 0.5)).toBe('half_won');
    expect(resultOf(false, 0.5)).toBe('half_lost');
    expect(resultOf(true, 1)).toBe('void');
  });
});

describe('selections settle on the result scores', () => {
  it('football, including an in-play Asian handicap from the score at the bet', () => {
    const result = { ft: { home: 2, away: 1 }, ht: { home: 0, away: 1 } };
    expect(settleSelectionOn('football', 'ft:match-result', '1', result).result).toBe('won');
    expect(settleSelectionOn('football', 'ft:half-time-full-time', '2/1', result).result).toBe('won');
    expect(settleSelectionOn('football', 'ft:asian-handicap:-0.75', 'home', result).result).toBe('half_won');
    expect(settleSelectionOn('football', 'ft:asian-handicap:-0.75', 'away', result).result).toBe('half_lost');
    // Bet at 1-1: only the later goal counts.
    expect(settleSelectionOn('football', 'ft:asian-handicap:-0.75', 'home', result, { home: 1, away: 1 }).result).toBe('half_won');
    expect(settleSelectionOn('football', 'ft:asian-handicap:-1', 'home', result, { home: 1, away: 1 }).result).toBe('void');
    expect(settleSelectionOn('football', 'ft:correct-score', '2-1', result).result).toBe('won');
  });

  it('basketball, quarters included', () => {
    const result = { final: { home: 101, away: 99 }, quarters: [{ home: 25, away: 30 }] };
    expect(settleSelectionOn('basketball', 'ft:spread:-2.5', 'home', result).result).toBe('lost');
    expect(settleSelectionOn('basketball', 'q1:moneyline', 'away', result).result).toBe('won');
  });
});

describe('end-of-match instructions', () => {
  function ended(events: MatchEvent[], ending: MatchEvent): EndedMatch {
    const before = applyEvents('football', initialMatchState(), events);
    const after = applyEvent('football', before, ending).state;
    const markets = priceMatch(PRICING, initialMatchState(), 0).map((q) => ({ key: q.key, selections: q.selections.map((s) => s.key) }));
    return {
      sport: 'football',
      feed: 'simulator',
      matchId: '7',
      externalId: 'sim:1:x',
      before,
      after,
      issuedAt: '2026-11-22T18:00:00.000Z',
      markets,
    };
  }

  it('settle every market of a finished match on its score', () => {
    const events: MatchEvent[] = [
      kickoff,
      { at: 600, type: 'goal', side: 'home' },
      { at: 47 * 60, type: 'status', status: 'Halftime' },
      { at: 62 * 60, type: 'status', status: '2nd Half', period: 2, clock: { start: 2700, limit: 95 * 60, rate: 1 } },
    ];
    const [instruction, ...rest] = endOfMatchInstructions(ended(events, { at: 113 * 60, type: 'status', status: 'Finished' }));
    expect(rest).toEqual([]);
    expect(instruction?.kind).toBe('settle');
    if (instruction?.kind !== 'settle') return;
    expect(instruction.id).toBe('simulator:sim:1:x:settle');
    expect(instruction.result).toEqual({ ft: { home: 1, away: 0 }, ht: { home: 1, away: 0 } });
    const oneXTwo = instruction.markets.find((m) => m.marketKey === 'ft:match-result');
    expect(oneXTwo?.outcomes.map((o) => o.result)).toEqual(['won', 'lost', 'lost']);
    expect(instruction.markets.find((m) => m.marketKey.startsWith('ft:asian-handicap'))?.scoreDependent).toBe(true);
    expect(instruction.markets).toHaveLength(priceMatch(PRICING, initialMatchState(), 0).length);
  });

  it('settle what was decided before an abandonment and void the rest', () => {
    const events: MatchEvent[] = [kickoff, { at: 600, type: 'goal', side: 'home' }, { at: 700, type: 'goal', side: 'away' }];
    const instructions = endOfMatchInstructions(ended(events, { at: 1200, type: 'status', status: 'Abandoned' }));
    const settle = instructions.find((i) => i.kind === 'settle');
    const cancel = instructions.find((i) => i.kind === 'cancel');
    if (settle?.kind !== 'settle' || cancel?.kind !== 'cancel') throw new Error('expected a settle and a cancel');
    expect(settle.id).toBe('simulator:sim:1:x:settle:abandoned');
    expect(settle.result).toEqual({ ft: { home: 1, away: 1 } });
    const keys = settle.markets.map((m) => m.marketKey);
    expect(keys).toEqual(expect.arrayContaining(['ft:both-teams-to-score', 'ft:total:0.5', 'ft:total:1.5', 'ft:correct-score']));
    expect(cancel.reason).toBe('abandoned');
    expect(cancel.markets).toEqual(expect.arrayContaining(['ft:match-result', 'ft:draw-no-bet']));
    expect(cancel.markets).not.toContain('ft:correct-score');
    // A market is in one or the other.
    expect(keys.filter((key) => (cancel.markets as readonly string[]).includes(key))).toEqual([]);
  });

  it('abandoned at 2-0 on 60′ (1-0 at half time): certain losers of a market still open settle, its live selections are void', () => {
    const events: MatchEvent[] = [
      kickoff,
      { at: 600, type: 'goal', side: 'home' },
      { at: 47 * 60, type: 'status', status: 'Halftime' },
      { at: 62 * 60, type: 'status', status: '2nd Half', period: 2, clock: { start: 2700, limit: 95 * 60, rate: 1 } },
      { at: 70 * 60, type: 'goal', side: 'home' },
    ];
    const instructions = endOfMatchInstructions(ended(events, { at: 77 * 60, type: 'status', status: 'Abandoned' }));
    const settle = instructions.find((i) => i.kind === 'settle');
    const cancel = instructions.find((i) => i.kind === 'cancel');
    if (settle?.kind !== 'settle' || cancel?.kind !== 'cancel') throw new Error('expected a settle and a cancel');
    const outcome = (market: string, selection: string) =>
      settle.markets.find((m) => m.marketKey === market)?.outcomes.find((o) => o.selectionKey === selection)?.result;
    expect(outcome('ft:correct-score', '1-0')).toBe('lost');
    expect(outcome('ft:correct-score', '0-0')).toBe('lost');
    expect(outcome('ft:correct-score', '2-0')).toBe('void');
    expect(outcome('ft:correct-score', '3-1')).toBe('void');
    expect(outcome('ft:half-time-full-time', 'X/1')).toBe('lost');
    expect(outcome('ft:half-time-full-time', '2/2')).toBe('lost');
    expect(outcome('ft:half-time-full-time', '1/1')).toBe('void');
    expect(outcome('1h:match-result', '1')).toBe('won');
    expect(outcome('ft:total:1.5', 'over')).toBe('won');
    expect(cancel.markets).toContain('ft:match-result');
    expect(cancel.markets).not.toContain('ft:half-time-full-time');
  });

  it('a basketball game abandoned at 220 points: a pre-match total line no longer quoted in play is decided', () => {
    const before = applyEvents('basketball', initialMatchState(), [
      { at: 0, type: 'status', status: 'Live', period: 1, clock: { start: 0, limit: 720, rate: 0.5 } },
      { at: 1000, type: 'points', home: 60, away: 55 },
      { at: 1500, type: 'period-start', period: 2, clock: { start: 0, limit: 720, rate: 0.5 } },
      { at: 2500, type: 'points', home: 55, away: 50 },
    ]);
    expect(before.score).toEqual({ home: 115, away: 105 });
    const ending: MatchEvent = { at: 2600, type: 'status', status: 'Abandoned' };
    const instructions = endOfMatchInstructions({
      sport: 'basketball',
      feed: 'replay',
      matchId: '8',
      externalId: 'replay:nba:1',
      before,
      after: applyEvent('basketball', before, ending).state,
      issuedAt: '2026-11-22T23:00:00.000Z',
      markets: [
        { key: 'ft:points-total:215.5', selections: ['over', 'under'] },
        { key: 'ft:points-total:230.5', selections: ['over', 'under'] },
        { key: 'q1:moneyline', selections: ['home', 'away'] },
        { key: 'q2:moneyline', selections: ['home', 'away'] },
      ],
    });
    const settle = instructions.find((i) => i.kind === 'settle');
    const cancel = instructions.find((i) => i.kind === 'cancel');
    if (settle?.kind !== 'settle' || cancel?.kind !== 'cancel') throw new Error('expected a settle and a cancel');
    expect(settle.markets.map((m) => [m.marketKey, m.outcomes.map((o) => o.result)])).toEqual([
      ['ft:points-total:215.5', ['won', 'lost']],
      ['q1:moneyline', ['won', 'lost']],
    ]);
    expect(cancel.markets).toEqual(['ft:points-total:230.5', 'q2:moneyline']);
  });

  it('void everything of a postponed match', () => {
    const instructions = endOfMatchInstructions(ended([], { at: -3600, type: 'status', status: 'Postponed' }));
    expect(instructions).toEqual([expect.objectContaining({ kind: 'cancel', reason: 'postponed', markets: 'all', id: 'simulator:sim:1:x:cancel:postponed' })]);
  });
});
