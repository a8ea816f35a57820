import { describe, expect, it } from 'vitest';
import type { SettlementInstruction } from '../sports/settlement-instructions.ts';
import { instructedDecision, type InstructedLeg } from './feed-instructions.ts';

const base = { matchId: '7', externalId: 'sr:match:7', feed: 'odds_feed', sport: 'football', issuedAt: '2026-11-28T15:00:00Z' } as const;
// Times of 2026-11-28 (UTC) as the instructions write them and as epoch milliseconds.
const MIDNIGHT_MS = 1_795_824_000_000;
const at = (hhmm: string) => MIDNIGHT_MS + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))) * 60_000;
const epochMsOf = (iso: string) => {
  const match = /^2026-11-28T(\d{2}:\d{2}):00Z$/.exec(iso);
  if (!match) throw new Error(`unexpected time ${iso}`);
  return at(match[1]!);
};
const leg = (overrides: Partial<InstructedLeg> = {}): InstructedLeg => ({ marketKey: '1x2', selectionKey: '1', placedAtMs: at('14:00'), ...overrides });

const cancel = (id: string, markets: readonly string[] | 'all', window: { placedFrom?: string; placedTo?: string } = {}): SettlementInstruction => ({
  ...base,
  id,
  kind: 'cancel',
  reason: 'odds-error',
  markets,
  ...window,
});
const rollbackCancel = (id: string, markets: readonly string[] | 'all', window: { placedFrom?: string; placedTo?: string } = {}): SettlementInstruction => ({
  ...base,
  id,
  kind: 'rollback-cancel',
  markets,
  ...window,
});
const settle = (deadHeatFactor: number): SettlementInstruction => ({
  ...base,
  id: 'settle',
  kind: 'settle',
  certainty: 'confirmed',
  result: null,
  markets: [{ marketKey: '1x2', outcomes: [{ selectionKey: '1', result: 'won', voidFactor: 0, deadHeatFactor }] }],
});
const VOID = { state: 'decided', result: 'void', reason: 'cancelled' };

describe('what a feed’s instructions decide for a leg', () => {
  it('a cancel of all markets or of the leg’s voids it; of another market it does not', () => {
    expect(instructedDecision([cancel('c1', 'all')], leg(), epochMsOf)).toEqual(VOID);
    expect(instructedDecision([cancel('c1', ['1x2', 'btts'])], leg(), epochMsOf)).toEqual(VOID);
    expect(instructedDecision([cancel('c1', ['btts'])], leg(), epochMsOf)).toBeNull();
    expect(instructedDecision([], leg(), epochMsOf)).toBeNull();
  });

  it('a windowed cancel (a wrong price) voids only the bets placed in [from, to)', () => {
    const window = { placedFrom: '2026-11-28T13:55:00Z', placedTo: '2026-11-28T14:00:00Z' };
    expect(instructedDecision([cancel('c1', 'all', window)], leg({ placedAtMs: at('13:55') }), epochMsOf)).toEqual(VOID);
    expect(instructedDecision([cancel('c1', 'all', window)], leg({ placedAtMs: at('14:00') }), epochMsOf)).toBeNull();
    expect(instructedDecision([cancel('c1', 'all', { placedTo: '2026-11-28T14:00:00Z' })], leg({ placedAtMs: at('09:00') }), epochMsOf)).toEqual(VOID);
  });

  it('a rollback of the same window takes the cancel back, for the markets it names', () => {
    expect(instructedDecision([cancel('c1', 'all'), rollbackCancel('r1', 'all')], leg(), epochMsOf)).toBeNull();
    expect(instructedDecision([cancel('c1', 'all'), rollbackCancel('r1', ['1x2'])], leg(), epochMsOf)).toBeNull();
    expect(instructedDecision([cancel('c1', 'all'), rollbackCancel('r1', ['btts'])], leg(), epochMsOf)).toEqual(VOID);
    expect(instructedDecision([cancel('c1', ['1x2', 'btts']), rollbackCancel('r1', ['1x2'])], leg(), epochMsOf)).toBeNull();
    // Another window's rollback leaves this cancel standing; a later cancel applies again.
    expect(instructedDecision([cancel('c1', 'all'), rollbackCancel('r1', 'all', { placedFrom: '2026-11-28T13:00:00Z' })], leg(), epochMsOf)).toEqual(VOID);
    expect(instructedDecision([cancel('c1', 'all'), rollbackCancel('r1', 'all'), cancel('c2', ['1x2'])], leg(), epochMsOf)).toEqual(VOID);
  });

  it('a dead heat on the leg’s selection decides it with its factor; a rolled-back settlement leaves it to the rows', () => {
    expect(instructedDecision([settle(0.5)], leg(), epochMsOf)).toEqual({
      state: 'decided',
      result: 'won',
      reason: 'market_settled',
      deadHeatMillionths: 500_000,
    });
    expect(instructedDecision([settle(1 / 3)], leg(), epochMsOf)).toMatchObject({ deadHeatMillionths: 333_333 });
    expect(instructedDecision([settle(0.5)], leg({ selectionKey: 'X' }), epochMsOf)).toBeNull();
    expect(instructedDecision([settle(0.5), { ...base, id: 'rb', kind: 'rollback-settlement', markets: ['1x2'] }], leg(), epochMsOf)).toBeNull();
    // The latest settlement of the market counts.
    expect(instructedDecision([settle(0.5), settle(1)], leg(), epochMsOf)).toEqual({ state: 'decided', result: 'won', reason: 'market_settled' });
    // A cancel still voids it.
    expect(instructedDecision([settle(0.5), cancel('c1', 'all')], leg(), epochMsOf)).toEqual(VOID);
  });

  it('a plain settlement decides the leg itself, whatever the match’s facts say later (abandoned, then awarded)', () => {
    const abandoned: SettlementInstruction = {
      ...base,
      id: 'settle:abandoned',
      kind: 'settle',
      certainty: 'confirmed',
      result: { ft: { home: 3, away: 0 } },
      markets: [{ marketKey: 'ft:total:2.5', outcomes: [{ selectionKey: 'over', result: 'won', voidFactor: 0, deadHeatFactor: 1 }] }],
    };
    expect(instructedDecision([abandoned], leg({ marketKey: 'ft:total:2.5', selectionKey: 'over' }), epochMsOf)).toEqual({
      state: 'decided',
      result: 'won',
      reason: 'market_settled',
    });
    expect(instructedDecision([settle(1)], leg(), epochMsOf)).toEqual({ state: 'decided', result: 'won', reason: 'market_settled' });
  });

  it('an in-play Asian handicap taken at another score than 0-0 is left to the facts', () => {
    const asian: SettlementInstruction = {
      ...base,
      id: 'settle:ah',
      kind: 'settle',
      certainty: 'confirmed',
      result: null,
      markets: [
        { marketKey: 'ft:asian-handicap:-0.5', scoreDependent: true, outcomes: [{ selectionKey: 'home', result: 'won', voidFactor: 0, deadHeatFactor: 1 }] },
      ],
    };
    const ah = (scoreAtBet: InstructedLeg['scoreAtBet']) => leg({ marketKey: 'ft:asian-handicap:-0.5', selectionKey: 'home', scoreAtBet });
    expect(instructedDecision([asian], ah(null), epochMsOf)).toMatchObject({ state: 'decided', result: 'won' });
    expect(instructedDecision([asian], ah({ home: 0, away: 0 }), epochMsOf)).toMatchObject({ state: 'decided', result: 'won' });
    expect(instructedDecision([asian], ah({ home: 1, away: 0 }), epochMsOf)).toBeNull();
  });

  it('a dead-heat factor outside (0, 1] goes to ops', () => {
    for (const factor of [0, -0.5, 1.5, Number.NaN]) expect(instructedDecision([settle(factor)], leg(), epochMsOf)).toMatchObject({ state: 'unknown' });
  });
});
