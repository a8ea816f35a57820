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
      pricing: PRICING,
      before,
      after,
      at: ending.at,
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
    expect(settle?.kind === 'settle' && settle.markets.map((m) => m.marketKey).sort()).toEqual(
      ['ft:both-teams-to-score', 'ft:total:0.5', 'ft:total:1.5'].sort(),
    );
    expect(cancel?.kind === 'cancel' && cancel.reason).toBe('abandoned');
    expect(cancel?.kind === 'cancel' && cancel.markets).toContain('ft:match-result');
  });

  it('void everything of a postponed match', () => {
    const instructions = endOfMatchInstructions(ended([], { at: -3600, type: 'status', status: 'Postponed' }));
    expect(instructions).toEqual([expect.objectContaining({ kind: 'cancel', reason: 'postponed', markets: 'all', id: 'simulator:sim:1:x:cancel:postponed' })]);
  });
});
