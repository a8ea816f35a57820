import { describe, expect, it } from 'vitest';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { legDecision } from './leg-decision.ts';
import type { BetSelectionRow } from './repo.ts';

const NOW = Date.parse('2026-11-22T23:00:00Z');
const RULES = { interruptedTimeoutMs: 48 * 3_600_000 };

/** An over 2.5 leg recorded as won, of a match still in play whose total market the feed reopened. */
const leg: BetSelectionRow = {
  bet_id: 1n,
  selection_id: 11n,
  match_id: 5n,
  market_key: 'ft:total:2.5',
  selection_key: 'over',
  price_hundredths: 190,
  details: {},
  score_at_bet: null,
  result: 'won',
  dead_heat_millionths: null,
  sport: 'football',
  home_team: 'CR Flamengo',
  away_team: 'SE Palmeiras',
  starts_at: new Date('2026-11-22T21:00:00Z'),
  match_status: '2nd Half',
  home_score: 1,
  away_score: 1,
  ht_home_score: 1,
  ht_away_score: 0,
  periods: [],
  match_status_since: new Date('2026-11-22T22:40:00Z'),
  market_status: 'open',
  selection_result: null,
  placed_at: new Date('2026-11-22T20:00:00Z'),
};

const base = { id: 'r1', matchId: '5', externalId: 'sr:match:5', feed: 'odds-feed', sport: 'football', issuedAt: '2026-11-22T22:41:00Z' } as const;

describe('legDecision', () => {
  it('keeps a recorded result, unless the feed took back the settlement of its market', () => {
    const context = { nowMs: NOW, rules: RULES, recorded: 'keep' as const };
    expect(legDecision(leg, [], context)).toMatchObject({ state: 'decided', result: 'won', reason: 'recorded' });
    const rollback = { ...base, kind: 'rollback-settlement', markets: ['ft:total:2.5'] } as unknown as SettlementInstruction;
    expect(legDecision(leg, [rollback], context).state).not.toBe('decided');
    const otherMarket = { ...base, kind: 'rollback-settlement', markets: ['ft:match-result'] } as unknown as SettlementInstruction;
    expect(legDecision(leg, [otherMarket], context)).toMatchObject({ state: 'decided', result: 'won' });
  });

  it('keeps a recorded dead heat’s factor with its result, so the leg still pays price × factor', () => {
    const deadHeat = { ...leg, dead_heat_millionths: 500_000 };
    expect(legDecision(deadHeat, [], { nowMs: NOW, rules: RULES, recorded: 'keep' })).toEqual({
      state: 'decided',
      result: 'won',
      reason: 'recorded',
      deadHeatMillionths: 500_000,
    });
    expect(legDecision(leg, [], { nowMs: NOW, rules: RULES, recorded: 'keep' })).not.toHaveProperty('deadHeatMillionths');
  });

  it('an abandoned match’s decided selections stand when it is Awarded before the settlement pass', () => {
    // Abandoned at 3-0 then Awarded, both caught up by one feed pass: no result recorded yet, and
    // the Awarded facts alone would void the leg.
    const awarded: BetSelectionRow = { ...leg, result: null, match_status: 'Awarded', home_score: 3, away_score: 0, market_status: 'closed' };
    const settle = {
      ...base,
      feed: 'simulator',
      externalId: 'sim:5',
      id: 'simulator:sim:5:settle:abandoned',
      kind: 'settle',
      certainty: 'confirmed',
      result: { ft: { home: 3, away: 0 }, ht: { home: 1, away: 0 } },
      markets: [{ marketKey: 'ft:total:2.5', outcomes: [{ selectionKey: 'over', result: 'won', voidFactor: 0, deadHeatFactor: 1 }] }],
    } as const satisfies SettlementInstruction;
    const context = { nowMs: NOW, rules: RULES, recorded: 'keep' as const };
    expect(legDecision(awarded, [], context)).toMatchObject({ state: 'decided', result: 'void' });
    expect(legDecision(awarded, [settle], context)).toMatchObject({ state: 'decided', result: 'won', reason: 'market_settled' });
  });
});
