import { describe, expect, it } from 'vitest';
import { isoInstant } from './calendar.ts';
import {
  checkProducers,
  handleOddsFeedMessage,
  INITIAL_ODDS_FEED_STATE,
  statusFromFeed,
  type ModelChange,
  type OddsFeedMessage,
  type OddsFeedState,
} from './odds-feed.ts';
import * as fx from './odds-feed.fixtures.ts';

const EXTERNAL = `uof:${fx.EVENT}`;

/** Runs messages in order from a state; returns the final state and every change. */
function run(messages: readonly OddsFeedMessage[], from: OddsFeedState = INITIAL_ODDS_FEED_STATE, now = fx.T0) {
  let state = from;
  const changes: ModelChange[] = [];
  const notes: string[] = [];
  for (const message of messages) {
    const result = handleOddsFeedMessage(state, message, now);
    state = result.state;
    changes.push(...result.changes);
    notes.push(...result.notes);
  }
  return { state, changes, notes };
}

/** A producer that has recovered, with the event's fixture and pre-match odds in. */
function recovered() {
  const first = run([fx.aliveProducer3(fx.T0), fx.fixtureNew]);
  const request = first.changes.find((c) => c.type === 'request-recovery');
  if (request?.type !== 'request-recovery') throw new Error('no recovery requested');
  return run([fx.prematchOdds(fx.T0 + 1000, request.requestId), fx.snapshotComplete(request.requestId)], first.state);
}

describe('producers and recovery', () => {
  it('treat a new producer as down until its first recovery completes', () => {
    const { state, changes } = run([fx.aliveProducer3(fx.T0)]);
    expect(changes).toEqual([{ type: 'request-recovery', producer: 3, requestId: 1, after: null }]);
    expect(state.producers['3']).toMatchObject({ up: false, recovery: { requestId: 1 } });
  });

  it('keep markets suspended during a recovery and restore the feed’s statuses after the snapshot', () => {
    const first = run([fx.aliveProducer3(fx.T0), fx.fixtureNew, fx.prematchOdds(fx.T0 + 1000, 1)]);
    const markets = first.changes.find((c) => c.type === 'markets');
    expect(markets?.type === 'markets' && markets.markets.every((m) => m.status !== 'open')).toBe(true);
    expect(markets?.type === 'markets' && markets.markets.flatMap((m) => m.selections).every((s) => s.status === 'suspended')).toBe(true);
    const done = run([fx.snapshotComplete(1)], first.state);
    expect(done.state.producers['3']?.up).toBe(true);
    expect(done.changes).toEqual(
      expect.arrayContaining([
        {
          type: 'market-status',
          externalId: EXTERNAL,
          marketKeys: ['ft:match-result', 'ft:asian-handicap:-0.75', 'ft:both-teams-to-score'],
          status: 'open',
          // The BTTS "no" the feed sent inactive stays suspended when its market opens.
          inactiveSelections: { 'ft:both-teams-to-score': ['no'] },
        },
        { type: 'market-status', externalId: EXTERNAL, marketKeys: ['ft:total:2.5'], status: 'suspended' },
      ]),
    );
  });

  it('ignore a snapshot_complete for another request', () => {
    const first = run([fx.aliveProducer3(fx.T0)]);
    const other = run([fx.snapshotComplete(99)], first.state);
    expect(other.state.producers['3']?.up).toBe(false);
    expect(other.notes[0]).toMatch(/not the one awaited/);
  });

  it('go down when alive stops: every market suspended, a recovery after the last message', () => {
    const { state } = recovered();
    expect(checkProducers(state, fx.T0 + 10_000).changes).toEqual([]);
    const down = checkProducers(state, fx.T0 + 60_000);
    expect(down.changes).toEqual([
      { type: 'suspend-producer', producer: 3 },
      { type: 'request-recovery', producer: 3, requestId: 2, after: fx.T0 + 1000 },
    ]);
    expect(down.state.producers['3']?.up).toBe(false);
    const back = run([fx.snapshotComplete(2, fx.T0 + 61_000)], down.state, fx.T0 + 61_000);
    expect(back.state.producers['3']?.up).toBe(true);
    expect(back.changes.filter((c) => c.type === 'market-status').map((c) => c.type === 'market-status' && c.status)).toEqual(['open', 'suspended']);
  });

  it('go down on an alive that says the subscription is gone', () => {
    const { state } = recovered();
    const down = run([fx.aliveProducer3(fx.T0 + 5000, false)], state, fx.T0 + 5000);
    expect(down.changes.map((c) => c.type)).toEqual(['suspend-producer', 'request-recovery']);
  });
});

describe('odds and statuses', () => {
  it('turn odds_change into our markets with keys, lines and prices in hundredths', () => {
    const { changes, notes } = recovered();
    const markets = changes.find((c) => c.type === 'markets');
    expect(markets?.type).toBe('markets');
    if (markets?.type !== 'markets') return;
    expect(markets.markets.map((m) => [m.key, m.kind, m.line])).toEqual([
      ['ft:match-result', 'match-result', null],
      ['ft:asian-handicap:-0.75', 'asian-handicap', -0.75],
      ['ft:total:2.5', 'total', 2.5],
      ['ft:both-teams-to-score', 'both-teams-to-score', null],
    ]);
    expect(markets.markets[0]!.selections).toEqual([
      { key: '1', priceHundredths: 195, status: 'suspended' },
      { key: 'X', priceHundredths: 360, status: 'suspended' },
      { key: '2', priceHundredths: 410, status: 'suspended' },
    ]);
    expect(notes).toContain(`${fx.EVENT}: ignored market 999`);
  });

  it('open markets once the producer is up, an inactive outcome stays suspended', () => {
    const { state } = recovered();
    const { changes } = run([fx.prematchOdds(fx.T0 + 3000)], state);
    const markets = changes.find((c) => c.type === 'markets');
    if (markets?.type !== 'markets') throw new Error('no markets');
    expect(markets.markets.find((m) => m.key === 'ft:match-result')?.status).toBe('open');
    expect(markets.markets.find((m) => m.key === 'ft:total:2.5')?.status).toBe('suspended');
    expect(markets.markets.find((m) => m.key === 'ft:both-teams-to-score')?.selections).toEqual([
      { key: 'yes', priceHundredths: 190, status: 'active' },
      { key: 'no', priceHundredths: 190, status: 'suspended' },
    ]);
  });

  it('map the event status, score, clock and periods', () => {
    const { state } = recovered();
    const { changes } = run([fx.liveOddsWithScore(fx.T0 + 4000)], state);
    expect(changes[0]).toEqual({
      type: 'match-state',
      externalId: EXTERNAL,
      status: '2nd Half',
      score: { home: 2, away: 1 },
      htScore: { home: 1, away: 1 },
      minute: 68,
      period: 2,
      periods: [
        [1, 1],
        [1, 0],
      ],
      redCards: { home: 0, away: 1 },
    });
    expect(statusFromFeed('basketball', { status: 'live', matchStatus: '3rd_quarter' })).toBe('Live');
    expect(statusFromFeed('football', { status: 'live', matchStatus: 'penalties' })).toBe('Penalty Shootout');
    expect(statusFromFeed('football', { status: 'ended', matchStatus: 'walkover' })).toBe('Walkover');
    expect(statusFromFeed('football', { status: 'closed', matchStatus: 'awarded' })).toBe('Awarded');
    expect(statusFromFeed('football', { status: 'interrupted' })).toBe('Interrupted');
  });

  it('give a half-time score only once the first half is over (period scores include the period being played)', () => {
    const { state } = recovered();
    type OddsChange = Extract<OddsFeedMessage, { type: 'odds_change' }>;
    const at = (eventStatus: NonNullable<OddsChange['eventStatus']>, timestamp: number) =>
      run([{ ...(fx.liveOddsWithScore(timestamp) as OddsChange), eventStatus }], state).changes[0];
    const firstHalf = { homeScore: 0, awayScore: 0, periodScores: [{ number: 1, home: 0, away: 0 }] };
    // At 20', and when the match is abandoned then: first-half markets are not decided by a 0-0 so far.
    expect(at({ status: 'live', matchStatus: '1st_half', matchTime: '20:00', ...firstHalf }, fx.T0 + 4000)).not.toHaveProperty('htScore');
    expect(at({ status: 'abandoned', matchStatus: '1st_half', ...firstHalf }, fx.T0 + 5000)).toMatchObject({ status: 'Abandoned' });
    expect(at({ status: 'abandoned', matchStatus: '1st_half', ...firstHalf }, fx.T0 + 5000)).not.toHaveProperty('htScore');
    expect(at({ status: 'live', matchStatus: 'halftime', ...firstHalf }, fx.T0 + 6000)).toMatchObject({ htScore: { home: 0, away: 0 } });
    expect(at({ status: 'ended', matchStatus: 'ended', ...firstHalf }, fx.T0 + 7000)).toMatchObject({ htScore: { home: 0, away: 0 } });
  });

  it('report a transition the state machine would not make, and apply it anyway', () => {
    const { state } = recovered();
    const result = handleOddsFeedMessage(state, fx.liveOddsWithScore(fx.T0 + 4000), fx.T0, () => 'Finished');
    expect(result.changes[0]).toMatchObject({ type: 'match-state', status: '2nd Half' });
    expect(result.notes[0]).toMatch(/Finished → 2nd Half/);
  });

  it('suspend every market on a bet stop', () => {
    const { state } = recovered();
    const { changes } = run([fx.betStop(fx.T0 + 5000)], state);
    expect(changes).toEqual([{ type: 'market-status', externalId: EXTERNAL, marketKeys: 'all', status: 'suspended' }]);
  });
});

describe('settlement messages', () => {
  it('turn bet_settlement into results (void and dead-heat factors kept) and one instruction', () => {
    const { state } = recovered();
    const { changes } = run([fx.betSettlement(fx.T0 + 7000)], state);
    const settle = changes.find((c) => c.type === 'settle-markets');
    // Plain results go on the markets; the score-dependent Asian line and the dead heat only through the instruction.
    expect(settle).toEqual({
      type: 'settle-markets',
      externalId: EXTERNAL,
      markets: [
        {
          marketKey: 'ft:match-result',
          outcomes: [
            { selectionKey: '1', result: 'won', voidFactor: 0, deadHeatFactor: 1 },
            { selectionKey: 'X', result: 'lost', voidFactor: 0, deadHeatFactor: 1 },
            { selectionKey: '2', result: 'lost', voidFactor: 0, deadHeatFactor: 1 },
          ],
        },
      ],
    });
    expect(changes).toContainEqual({
      type: 'market-status',
      externalId: EXTERNAL,
      marketKeys: ['ft:asian-handicap:-0.75', 'ft:both-teams-to-score'],
      status: 'closed',
    });
    const instruction = changes.find((c) => c.type === 'settlement');
    expect(instruction?.type === 'settlement' && instruction.instruction).toMatchObject({
      kind: 'settle',
      certainty: 'confirmed',
      externalId: EXTERNAL,
      feed: 'odds_feed',
      markets: [
        { marketKey: 'ft:match-result' },
        {
          marketKey: 'ft:asian-handicap:-0.75',
          scoreDependent: true,
          outcomes: [
            { selectionKey: 'home', result: 'half_won', voidFactor: 0.5 },
            { selectionKey: 'away', result: 'half_lost', voidFactor: 0.5 },
          ],
        },
        { marketKey: 'ft:both-teams-to-score', outcomes: [{ selectionKey: 'yes', result: 'won', deadHeatFactor: 0.5 }, { result: 'lost' }] },
      ],
    });
  });

  it('void bets placed in a window without closing the market, or close a whole cancelled market', () => {
    const { state } = recovered();
    const windowed = run([fx.betCancelWindow(fx.T0 + 70_000)], state).changes;
    expect(windowed).toEqual([
      {
        type: 'settlement',
        externalId: EXTERNAL,
        instruction: expect.objectContaining({
          kind: 'cancel',
          reason: 'odds-error',
          markets: ['ft:match-result'],
          placedFrom: isoInstant(fx.T0 + 1000),
          placedTo: isoInstant(fx.T0 + 61_000),
        }),
      },
    ]);
    const whole = run([fx.betCancelMarket(fx.T0 + 70_000)], state).changes;
    expect(whole.map((c) => c.type)).toEqual(['settlement', 'market-status']);
    expect(whole[1]).toEqual({ type: 'market-status', externalId: EXTERNAL, marketKeys: ['ft:total:2.5'], status: 'closed' });
  });

  it('roll back a settlement (results cleared) and a cancellation', () => {
    const { state } = recovered();
    const settled = run([fx.betSettlement(fx.T0 + 7000)], state).state;
    const rollback = run([fx.rollbackSettlement(fx.T0 + 8000)], settled).changes;
    expect(rollback[0]).toEqual({ type: 'unsettle-markets', externalId: EXTERNAL, marketKeys: ['ft:match-result'] });
    expect(rollback[1]).toMatchObject({ type: 'settlement', instruction: { kind: 'rollback-settlement', markets: ['ft:match-result'] } });
    const cancel = run([fx.rollbackCancel(fx.T0 + 9000)], settled).changes;
    expect(cancel).toEqual([
      {
        type: 'settlement',
        externalId: EXTERNAL,
        instruction: expect.objectContaining({ kind: 'rollback-cancel', markets: ['ft:match-result'], placedFrom: isoInstant(fx.T0 + 1000) }),
      },
    ]);
  });

  it('reopen a whole market whose cancel is taken back: suspended, then priced again by the next odds', () => {
    const { state } = recovered();
    const cancelled = run([fx.betCancelMarket(fx.T0 + 70_000)], state).state;
    const takeBack: OddsFeedMessage = {
      type: 'rollback_bet_cancel',
      producer: 3,
      timestamp: fx.T0 + 80_000,
      eventId: fx.EVENT,
      markets: [{ id: 18, specifiers: { total: '2.5' } }],
    };
    const rolledBack = run([takeBack], cancelled);
    expect(rolledBack.changes.map((c) => c.type)).toEqual(['settlement', 'reopen-markets']);
    expect(rolledBack.changes[1]).toEqual({ type: 'reopen-markets', externalId: EXTERNAL, marketKeys: ['ft:total:2.5'] });
    expect(rolledBack.state.events[fx.EVENT]!.markets['ft:total:2.5']).toBe('suspended');
    const priced = run([fx.prematchOdds(fx.T0 + 90_000)], rolledBack.state).changes;
    const quotes = priced.flatMap((c) => (c.type === 'markets' ? c.markets.map((m) => m.key) : []));
    expect(quotes).toContain('ft:total:2.5');
  });

  it('give every decision a stable id (the same message replayed is the same instruction)', () => {
    const { state } = recovered();
    const once = run([fx.betSettlement(fx.T0 + 7000)], state).changes.find((c) => c.type === 'settlement');
    const twice = run([fx.betSettlement(fx.T0 + 7000)], state).changes.find((c) => c.type === 'settlement');
    expect(once?.type === 'settlement' && once.instruction.id).toBe(twice?.type === 'settlement' && twice.instruction.id);
  });
});

describe('fixture changes', () => {
  it('create the fixture, move its kick-off, and cancel it', () => {
    expect(run([fx.fixtureNew]).changes).toEqual([{ type: 'fixture', externalId: EXTERNAL, fixture: fx.FIXTURE }]);
    const moved = run([fx.fixtureMoved]).changes;
    expect(moved).toContainEqual({ type: 'kickoff', externalId: EXTERNAL, startsAt: fx.T0 + 4 * 3600_000 });
    const { fixture: _dropped, ...unfetched } = fx.fixtureMoved as Extract<OddsFeedMessage, { type: 'fixture_change' }>;
    const signalled = run([unfetched]);
    expect(signalled.changes).toEqual([]);
    expect(signalled.notes).toEqual([`${fx.EVENT}: fixture_change datetime without the fixture, kick-off unchanged (fetch the fixture)`]);
    const cancelled = run([fx.fixtureCancelled]).changes;
    expect(cancelled.map((c) => c.type)).toEqual(['match-state', 'market-status', 'settlement']);
    expect(cancelled[2]).toMatchObject({ instruction: { kind: 'cancel', reason: 'cancelled', markets: 'all' } });
  });

  it('ignore markets of the wrong sport for the event', () => {
    const { state } = run([fx.basketFixture]);
    const { changes, notes } = run(
      [
        {
          type: 'odds_change',
          producer: 3,
          timestamp: fx.T0,
          eventId: fx.BASKET_EVENT,
          markets: [
            { id: 1, status: 'active', outcomes: [{ id: '1', odds: 2, active: true }] },
            {
              id: 223,
              specifiers: { hcp: '-4.5' },
              status: 'active',
              outcomes: [
                { id: '1714', odds: 1.9, active: true },
                { id: '1715', odds: 1.9, active: true },
              ],
            },
          ],
        },
      ],
      state,
    );
    expect(notes).toEqual([`${fx.BASKET_EVENT}: ignored market 1`]);
    expect(changes.find((c) => c.type === 'markets')).toMatchObject({ markets: [{ key: 'ft:spread:-4.5', kind: 'spread', line: -4.5 }] });
  });
});

describe('recovery after a producer went down', () => {
  it('restores each outcome’s last active flag, not every priced one', () => {
    const { state } = recovered();
    const down = checkProducers(state, fx.T0 + 60_000).state;
    const back = run([fx.prematchOdds(fx.T0 + 61_000, 2), fx.snapshotComplete(2, fx.T0 + 62_000)], down, fx.T0 + 62_000);
    const open = back.changes.find((c) => c.type === 'market-status' && c.status === 'open');
    expect(open).toMatchObject({ inactiveSelections: { 'ft:both-teams-to-score': ['no'] } });
    // Once the feed activates it, it is no longer held back.
    const active: OddsFeedMessage = {
      type: 'odds_change',
      producer: 3,
      timestamp: fx.T0 + 63_000,
      eventId: fx.EVENT,
      markets: [
        {
          id: 29,
          status: 'active',
          outcomes: [
            { id: '74', odds: 1.9, active: true },
            { id: '76', odds: 1.9, active: true },
          ],
        },
      ],
    };
    const later = run([active], back.state);
    expect(later.state.events[fx.EVENT]?.inactive).toEqual({});
  });

  it('asks every repeated request from where the producer went down', () => {
    const { state } = recovered();
    const down = checkProducers(state, fx.T0 + 60_000);
    expect(down.changes).toContainEqual({ type: 'request-recovery', producer: 3, requestId: 2, after: fx.T0 + 1000 });
    // Live messages while down and part of the snapshot arrive, then the recovery times out.
    const partial = run([fx.liveOddsWithScore(fx.T0 + 61_000), fx.prematchOdds(fx.T0 + 62_000, 2)], down.state, fx.T0 + 62_000);
    expect(partial.state.producers['3']?.lastTimestamp).toBe(fx.T0 + 62_000);
    const again = checkProducers(partial.state, fx.T0 + 60_000 + 300_001);
    expect(again.changes).toEqual([{ type: 'request-recovery', producer: 3, requestId: 3, after: fx.T0 + 1000 }]);
    // And again on an alive that says the subscription is gone, until a snapshot completes.
    const dropped = run([fx.aliveProducer3(fx.T0 + 400_000, false)], again.state, fx.T0 + 400_000);
    expect(dropped.changes).toEqual([{ type: 'request-recovery', producer: 3, requestId: 4, after: fx.T0 + 1000 }]);
    const done = run([fx.snapshotComplete(4, fx.T0 + 401_000)], dropped.state, fx.T0 + 401_000);
    expect(done.state.producers['3']).toMatchObject({ up: true, recovery: null });
    const next = checkProducers(done.state, fx.T0 + 500_000);
    expect(next.changes).toContainEqual({ type: 'request-recovery', producer: 3, requestId: 5, after: fx.T0 + 62_000 });
  });
});

describe('order of an event’s messages', () => {
  it('ignore an odds_change older than the bet_stop already applied', () => {
    const { state } = recovered();
    const stopped = run([fx.betStop(fx.T0 + 5000)], state);
    const late = run([fx.prematchOdds(fx.T0 + 4000)], stopped.state);
    expect(late.changes).toEqual([]);
    expect(late.notes).toEqual([`${fx.EVENT}: stale odds_change of ${isoInstant(fx.T0 + 4000)} ignored`]);
    // A stale bet_stop does not suspend newer odds either.
    const reopened = run([fx.prematchOdds(fx.T0 + 6000)], stopped.state);
    expect(run([fx.betStop(fx.T0 + 5500)], reopened.state).changes).toEqual([]);
    expect(reopened.changes.find((c) => c.type === 'markets')).toBeDefined();
  });

  it('never reopen a market the feed closed, until its settlement is rolled back', () => {
    const { state } = recovered();
    const settled = run([fx.betSettlement(fx.T0 + 7000), fx.betCancelMarket(fx.T0 + 7500)], state);
    const odds = run([fx.prematchOdds(fx.T0 + 8000)], settled.state);
    const quoted = (changes: readonly ModelChange[]) => changes.flatMap((c) => (c.type === 'markets' ? c.markets.map((m) => m.key) : []));
    expect(quoted(odds.changes)).toEqual([]);
    expect(odds.notes).toContain(`${fx.EVENT}: ft:asian-handicap:-0.75 is closed, odds_change does not reopen it`);
    const rolledBack = run([fx.rollbackSettlement(fx.T0 + 9000), fx.prematchOdds(fx.T0 + 10_000)], settled.state);
    expect(quoted(rolledBack.changes)).toEqual(['ft:match-result']);
  });

  it('ignore a settlement redelivered after its rollback; apply a later one', () => {
    const { state } = recovered();
    const rolledBack = run([fx.betSettlement(fx.T0 + 7000), fx.rollbackSettlement(fx.T0 + 8000)], state).state;
    const again = run([fx.betSettlement(fx.T0 + 7000)], rolledBack);
    const settledKeys = (changes: readonly ModelChange[]) => changes.flatMap((c) => (c.type === 'settle-markets' ? c.markets.map((m) => m.marketKey) : []));
    expect(settledKeys(again.changes)).toEqual([]);
    // The other markets of the message were never rolled back: they are the same instruction again (same id).
    const instruction = again.changes.find((c) => c.type === 'settlement');
    expect(instruction?.type === 'settlement' && instruction.instruction.kind === 'settle' && instruction.instruction.markets.map((m) => m.marketKey)).toEqual([
      'ft:asian-handicap:-0.75',
      'ft:both-teams-to-score',
    ]);
    expect(again.notes).toContain(`${fx.EVENT}: bet_settlement of ${isoInstant(fx.T0 + 7000)} for ft:match-result is older than its rollback, ignored`);
    expect(settledKeys(run([fx.betSettlement(fx.T0 + 9000)], rolledBack).changes)).toEqual(['ft:match-result']);
  });
  it('ignore a settlement older than one already applied to its market (its results would replace the newer ones)', () => {
    const { state } = recovered();
    const corrected = fx.betSettlement(fx.T0 + 9000);
    const home = corrected.type === 'bet_settlement' ? corrected.markets[0]! : null;
    // The newer word: the away side won the 1X2 (a corrected result).
    const newer = {
      ...corrected,
      markets: [
        {
          ...home!,
          outcomes: [
            { id: '1', result: 0 },
            { id: '2', result: 0 },
            { id: '3', result: 1 },
          ],
        },
      ],
    } as OddsFeedMessage;
    const settled = run([newer], state).state;
    const late = run([fx.betSettlement(fx.T0 + 7000)], settled);
    const settledKeys = (changes: readonly ModelChange[]) => changes.flatMap((c) => (c.type === 'settle-markets' ? c.markets.map((m) => m.marketKey) : []));
    expect(settledKeys(late.changes)).not.toContain('ft:match-result');
    const instruction = late.changes.find((c) => c.type === 'settlement');
    expect(instruction?.type === 'settlement' && instruction.instruction.kind === 'settle' && instruction.instruction.markets.map((m) => m.marketKey)).toEqual([
      'ft:asian-handicap:-0.75',
      'ft:both-teams-to-score',
    ]);
    expect(late.notes).toContain(
      `${fx.EVENT}: bet_settlement of ${isoInstant(fx.T0 + 7000)} for ft:match-result is older than its settlement of ${isoInstant(fx.T0 + 9000)}, ignored`,
    );
    // The same message again (a redelivery) and a newer one still apply.
    expect(settledKeys(run([newer], settled).changes)).toEqual(['ft:match-result']);
    expect(settledKeys(run([fx.betSettlement(fx.T0 + 9500)], settled).changes)).toContain('ft:match-result');
  });

  it('ignore a rollback redelivered after the market was settled again, or after itself', () => {
    const { state } = recovered();
    const resettled = run([fx.betSettlement(fx.T0 + 10_000), fx.rollbackSettlement(fx.T0 + 20_000), fx.betSettlement(fx.T0 + 30_000)], state).state;
    const late = run([fx.rollbackSettlement(fx.T0 + 20_000)], resettled);
    expect(late.changes).toEqual([]);
    expect(late.state.events[fx.EVENT]!.markets['ft:match-result']).toBe('closed');
    expect(late.notes).toEqual([
      `${fx.EVENT}: rollback_bet_settlement of ${isoInstant(fx.T0 + 20_000)} for ft:match-result is superseded (${isoInstant(fx.T0 + 30_000)}), ignored`,
    ]);
    // Redelivered with nothing in between: taken back already, it reopens nothing again.
    const rolledBack = run([fx.betSettlement(fx.T0 + 10_000), fx.rollbackSettlement(fx.T0 + 20_000)], state).state;
    expect(run([fx.rollbackSettlement(fx.T0 + 20_000)], rolledBack).changes).toEqual([]);
    // A newer rollback of the new settlement still applies.
    expect(run([fx.rollbackSettlement(fx.T0 + 40_000)], resettled).changes.map((c) => c.type)).toEqual(['unsettle-markets', 'settlement']);
  });

  it('ignore a whole-market cancel redelivered after its rollback, and a rollback redelivered after a newer cancel', () => {
    const { state } = recovered();
    const takeBack = (at: number): OddsFeedMessage => ({
      type: 'rollback_bet_cancel',
      producer: 3,
      timestamp: at,
      eventId: fx.EVENT,
      markets: [{ id: 18, specifiers: { total: '2.5' } }],
    });
    const reopened = run([fx.betCancelMarket(fx.T0 + 10_000), takeBack(fx.T0 + 20_000)], state).state;
    const lateCancel = run([fx.betCancelMarket(fx.T0 + 10_000)], reopened);
    expect(lateCancel.changes).toEqual([]);
    expect(lateCancel.state.events[fx.EVENT]!.markets['ft:total:2.5']).toBe('suspended');
    const cancelledAgain = run([fx.betCancelMarket(fx.T0 + 30_000)], reopened).state;
    expect(cancelledAgain.events[fx.EVENT]!.markets['ft:total:2.5']).toBe('closed');
    expect(run([takeBack(fx.T0 + 20_000)], cancelledAgain).changes).toEqual([]);
    expect(run([takeBack(fx.T0 + 20_000)], reopened).changes).toEqual([]);
  });
});

describe('the adapter’s state', () => {
  const DAY = 24 * 3600_000;
  const config = { aliveTimeoutMs: Infinity, recoveryTimeoutMs: Infinity, endedRetentionMs: DAY, maxEventAgeMs: 10 * DAY };

  it('drops an event over and closed after the retention, and any event silent for too long', () => {
    const { state } = recovered();
    const basket = run([fx.basketFixture], state, fx.T0).state;
    const over = run([fx.betSettlement(fx.T0 + 7000), fx.fixtureCancelled], basket, fx.T0 + 10_000).state;
    expect(over.events[fx.EVENT]).toMatchObject({ ended: true, seenAt: fx.T0 + 10_000 });
    expect(Object.keys(checkProducers(over, fx.T0 + DAY, config).state.events).sort()).toEqual([fx.BASKET_EVENT, fx.EVENT].sort());
    expect(checkProducers(over, fx.T0 + DAY, config).state).toBe(over);
    expect(Object.keys(checkProducers(over, fx.T0 + 10_000 + DAY + 1, config).state.events)).toEqual([fx.BASKET_EVENT]);
    expect(Object.keys(checkProducers(over, fx.T0 + 10 * DAY + 1, config).state.events)).toEqual([]);
  });

  it('keeps an ended event while one of its markets is open to a decision', () => {
    const { state } = recovered();
    const ended: OddsFeedMessage = {
      type: 'odds_change',
      producer: 3,
      timestamp: fx.T0 + 9000,
      eventId: fx.EVENT,
      eventStatus: { status: 'ended', matchStatus: 'ended', homeScore: 2, awayScore: 1 },
    };
    const after = run([ended], state, fx.T0 + 9000).state;
    expect(after.events[fx.EVENT]?.ended).toBe(true);
    expect(checkProducers(after, fx.T0 + 2 * DAY, config).state.events[fx.EVENT]).toBeDefined();
  });

  it('starts the age of an event saved before ages were kept', () => {
    const { state } = recovered();
    const { seenAt: _seenAt, ...old } = state.events[fx.EVENT]!;
    const legacy: OddsFeedState = { ...state, events: { [fx.EVENT]: old } };
    const checked = checkProducers(legacy, fx.T0 + 50 * DAY, config).state;
    expect(checked.events[fx.EVENT]?.seenAt).toBe(fx.T0 + 50 * DAY);
  });
});
