import { describe, expect, it } from 'vitest';
import { ENDED_STATUSES, initialMatchState, MATCH_STATUSES, type MatchStatus } from './model.ts';
import {
  applyEvent,
  applyEvents,
  canTransition,
  clockMinute,
  IllegalTransition,
  marketMode,
  SUSPENSION_SECONDS,
  TRANSITIONS,
  type MatchEvent,
} from './state-machine.ts';

const kickoff: MatchEvent = { at: 0, type: 'status', status: '1st Half', period: 1, clock: { start: 0, limit: 48 * 60, rate: 1 } };

describe('match status transitions', () => {
  it('reach every spec status from a new fixture', () => {
    const seen = new Set<MatchStatus>(['Not Started', 'To Be Determined']);
    const queue = [...seen];
    while (queue.length > 0) {
      for (const next of TRANSITIONS[queue.shift() as MatchStatus]) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...MATCH_STATUSES].sort());
  });

  it('never leave an ended match, except an abandoned one being awarded', () => {
    for (const status of ENDED_STATUSES) expect(TRANSITIONS[status]).toEqual(status === 'Abandoned' ? ['Awarded'] : []);
  });

  it('resume a stoppage only to the status play stopped in', () => {
    expect(canTransition('Interrupted', '2nd Half', '2nd Half')).toBe(true);
    expect(canTransition('Interrupted', '1st Half', '2nd Half')).toBe(false);
    expect(canTransition('Suspended', 'Live', 'Live')).toBe(true);
    expect(canTransition('Suspended', 'Abandoned', 'Live')).toBe(true);
  });

  it('refuse an illegal status and an event that makes no sense', () => {
    const finished = applyEvents('football', initialMatchState(), [kickoff, { at: 10, type: 'status', status: 'Abandoned' }]);
    expect(() => applyEvent('football', finished, { at: 20, type: 'status', status: '2nd Half' })).toThrow(IllegalTransition);
    expect(() => applyEvent('football', initialMatchState(), { at: 0, type: 'goal', side: 'home' })).toThrow(RangeError);
    expect(() => applyEvent('football', initialMatchState(), { at: 0, type: 'status', status: 'Halftime' })).toThrow(IllegalTransition);
  });
});

describe('markets through a match', () => {
  it('suspend on a goal for its window, then reopen', () => {
    const playing = applyEvents('football', initialMatchState(), [kickoff]);
    const { state, effect } = applyEvent('football', playing, { at: 600, type: 'goal', side: 'home' });
    expect(effect).toEqual({ kind: 'suspend', until: 600 + SUSPENSION_SECONDS.goal });
    expect(state.score).toEqual({ home: 1, away: 0 });
    expect(state.timeline.at(-1)).toEqual({ type: 'goal', side: 'home', minute: 11, score: [1, 0] });
    expect(marketMode(state, 601)).toBe('suspended');
    expect(marketMode(state, 600 + SUSPENSION_SECONDS.goal)).toBe('open');
  });

  it('suspend on red cards and dangerous moments, and keep the longest window', () => {
    const playing = applyEvents('football', initialMatchState(), [kickoff]);
    const penalty = applyEvent('football', playing, { at: 100, type: 'danger', side: 'away', kind: 'penalty' });
    expect(penalty.effect).toEqual({ kind: 'suspend', until: 100 + SUSPENSION_SECONDS.penalty });
    const attack = applyEvent('football', penalty.state, { at: 110, type: 'danger', side: 'home', kind: 'attack' });
    expect(attack.state.suspendedUntil).toBe(100 + SUSPENSION_SECONDS.penalty);
    const card = applyEvent('football', attack.state, { at: 300, type: 'red-card', side: 'home' });
    expect(card.state.redCards).toEqual({ home: 1, away: 0 });
    expect(card.effect.kind).toBe('suspend');
  });

  it('hold markets while play is stopped and close them at the end', () => {
    const playing = applyEvents('football', initialMatchState(), [kickoff]);
    const stopped = applyEvent('football', playing, { at: 1200, type: 'status', status: 'Interrupted' });
    expect(stopped.effect.kind).toBe('stop');
    expect(marketMode(stopped.state, 5000)).toBe('suspended');
    expect(clockMinute('football', stopped.state, 5000)).toBe(21);
    const resumed = applyEvent('football', stopped.state, { at: 1800, type: 'status', status: '1st Half' });
    expect(resumed.effect.kind).toBe('reprice');
    expect(clockMinute('football', resumed.state, 1800 + 120)).toBe(23);
    const abandoned = applyEvent('football', resumed.state, { at: 2000, type: 'status', status: 'Abandoned' });
    expect(abandoned.effect.kind).toBe('close');
    expect(marketMode(abandoned.state, 2001)).toBe('closed');
  });
});

describe('football periods past regular time', () => {
  it('open extra time’s and the shootout’s entries at their start, keeping the regular-time score', () => {
    const secondHalf = applyEvents('football', initialMatchState(), [
      kickoff,
      { at: 600, type: 'goal', side: 'home' },
      { at: 2700, type: 'status', status: 'Halftime' },
      { at: 3600, type: 'status', status: '2nd Half', period: 2, clock: { start: 45 * 60, limit: 90 * 60, rate: 1 } },
      { at: 4000, type: 'goal', side: 'away' },
    ]);
    const extra = applyEvent('football', secondHalf, {
      at: 6400,
      type: 'status',
      status: 'Extra Time',
      period: 3,
      clock: { start: 90 * 60, limit: 105 * 60, rate: 1 },
    });
    expect(extra.state.periods).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(extra.state.regularScore).toEqual({ home: 1, away: 1 });
    const shootout = applyEvent('football', extra.state, { at: 8400, type: 'status', status: 'Penalty Shootout' });
    expect(shootout.state.periods).toHaveLength(4);
    const straightToPenalties = applyEvent('football', secondHalf, { at: 6400, type: 'status', status: 'Penalty Shootout' });
    expect(straightToPenalties.state.periods).toEqual([[1, 0], [0, 1], null, [0, 0]]);
  });
});

describe('the clock', () => {
  it('counts football minutes with stoppage time and stops at half-time', () => {
    let state = applyEvents('football', initialMatchState(), [kickoff]);
    expect(clockMinute('football', state, 0)).toBe(1);
    expect(clockMinute('football', state, 44 * 60 + 59)).toBe(45);
    expect(clockMinute('football', state, 46 * 60 + 1)).toBe(47);
    expect(clockMinute('football', state, 60 * 60)).toBe(48); // never past the half's end
    state = applyEvent('football', state, { at: 48 * 60, type: 'status', status: 'Halftime' }).state;
    expect(state.htScore).toEqual({ home: 0, away: 0 });
    expect(clockMinute('football', state, 55 * 60)).toBe(45);
    state = applyEvent('football', state, {
      at: 63 * 60,
      type: 'status',
      status: '2nd Half',
      period: 2,
      clock: { start: 2700, limit: 96 * 60, rate: 1 },
    }).state;
    expect(clockMinute('football', state, 63 * 60 + 30)).toBe(46);
  });

  it('counts basketball seconds left in the quarter', () => {
    const state = applyEvents('basketball', initialMatchState(), [
      { at: 0, type: 'status', status: 'Live', period: 1, clock: { start: 0, limit: 720, rate: 0.5 } },
    ]);
    expect(clockMinute('basketball', state, 0)).toBe(720);
    expect(clockMinute('basketball', state, 100)).toBe(670);
    expect(clockMinute('basketball', state, 10_000)).toBe(0);
    expect(state.periods).toEqual([[0, 0]]);
  });

  it('reads a basketball quarter as over at its end, before the next one starts (the last one: at the final whistle)', () => {
    const quarter = (period: number, at: number): MatchEvent => ({ at, type: 'status', status: 'Live', period, clock: { start: 0, limit: 720, rate: 1 } });
    let state = applyEvents('basketball', initialMatchState(), [
      quarter(1, 0),
      { at: 300, type: 'points', home: 30, away: 20 },
      { at: 720, type: 'period-end' },
    ]);
    expect(state.periods).toEqual([
      [30, 20],
      [0, 0],
    ]);
    state = applyEvents('basketball', state, [{ at: 900, type: 'period-start', period: 2, clock: { start: 0, limit: 720, rate: 1 } }]);
    expect(state.periods).toHaveLength(2);
    for (const period of [3, 4])
      state = applyEvents('basketball', state, [
        { at: period * 1000, type: 'period-end' },
        { at: period * 1000 + 100, type: 'period-start', period, clock: { start: 0, limit: 720, rate: 1 } },
      ]);
    state = applyEvents('basketball', state, [{ at: 5000, type: 'period-end' }]);
    expect(state.periods).toHaveLength(4);
  });
});
