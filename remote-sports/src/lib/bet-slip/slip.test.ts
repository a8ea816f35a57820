import { describe, expect, it } from 'vitest';
import { slipSelection } from '../../testing/sports-testing.tsx';
import {
  addSelection,
  applyClock,
  applyPriceChanges,
  closeMissingSelections,
  EMPTY_SLIP,
  isGoneForGood,
  nextPrematchCloseMs,
  removeSelection,
  slipSelections,
  unavailabilityOf,
} from './slip.ts';

/** Kick-off of the fixtures' match (slipSelection's `date`), and a morning before it. */
const KICK_OFF_MS = Date.parse('2026-11-23T00:30:00.000Z');
const BEFORE_MS = Date.parse('2026-11-22T12:00:00.000Z');
/** The API's pre-match cut-off in these tests: betting closes a minute before kick-off. */
const CUTOFF_MS = 60_000;
const CLOSES_AT = new Date(KICK_OFF_MS - CUTOFF_MS).toISOString();

describe('bet slip rules (spec §4)', () => {
  it('ignores an entry without an odd', () => {
    expect(addSelection(EMPTY_SLIP, slipSelection({ odd: 0 }))).toBe(EMPTY_SLIP);
    expect(addSelection(EMPTY_SLIP, slipSelection({ odd: Number.NaN }))).toBe(EMPTY_SLIP);
    expect(addSelection(EMPTY_SLIP, { ...slipSelection(), odd: undefined as unknown as number })).toBe(EMPTY_SLIP);
  });

  it('keeps one entry per fixture: a second pick on the same match replaces the first, in its place', () => {
    let state = addSelection(EMPTY_SLIP, slipSelection({ selection_id: 1, id: '1', fixture_id: 10 }));
    state = addSelection(state, slipSelection({ selection_id: 2, id: '2', fixture_id: 20, odd: 1.5 }));
    state = addSelection(state, slipSelection({ selection_id: 3, id: '3', fixture_id: 10, outcome: 'X', odd: 3.4 }));
    expect(state.bets).toEqual([
      { id: '3', fixture_id: 10, odd: 3.4, selection: 'X' },
      { id: '2', fixture_id: 20, odd: 1.5, selection: '1' },
    ]);
    expect(Object.keys(state.selections).sort()).toEqual(['2', '3']);
  });

  it('removes an entry and its selection', () => {
    const state = addSelection(EMPTY_SLIP, slipSelection());
    const removed = removeSelection(state, '100101');
    expect(removed).toEqual(EMPTY_SLIP);
    expect(removeSelection(removed, 'nope')).toBe(removed);
  });

  it('follows live prices: the new odd, the old one kept to show the change, suspension when unpriced', () => {
    const state = addSelection(EMPTY_SLIP, slipSelection({ odd: 2 }));
    const moved = applyPriceChanges(state, [{ selectionId: 100101, price: 2.25, suspended: false }]);
    expect(slipSelections(moved)[0]).toMatchObject({ odd: 2.25, previous_odd: 2, suspended: false });
    expect(moved.bets[0]!.odd).toBe(2.25);
    const held = applyPriceChanges(moved, [{ selectionId: 100101, price: null, suspended: true }]);
    expect(slipSelections(held)[0]).toMatchObject({ odd: 2.25, suspended: true });
    expect(applyPriceChanges(held, [{ selectionId: 999, price: 5, suspended: false }])).toBe(held);
    const closed = applyPriceChanges(held, [{ selectionId: 100101, price: 2.25, suspended: true, closed: true }]);
    expect(slipSelections(closed)[0]).toMatchObject({ odd: 2.25, suspended: true, closed: true });
  });

  it('knows why an entry cannot be placed: its match over (before its markets close), its market closed, its price suspended', () => {
    expect(unavailabilityOf(slipSelection(), BEFORE_MS)).toBeNull();
    expect(unavailabilityOf(slipSelection({ suspended: true }), BEFORE_MS)).toBe('suspended');
    expect(unavailabilityOf(slipSelection({ suspended: true, closed: true }), BEFORE_MS)).toBe('closed');
    expect(unavailabilityOf(slipSelection({ match_status: 'Finished' }), BEFORE_MS)).toBe('finished');
    expect(unavailabilityOf(slipSelection({ match_status: 'Walkover', suspended: true, closed: true }), BEFORE_MS)).toBe('finished');
    expect(unavailabilityOf(slipSelection({ match_status: 'Cancelled' }), BEFORE_MS)).toBe('cancelled');
    expect(unavailabilityOf(slipSelection({ match_status: 'Postponed' }), BEFORE_MS)).toBe('postponed');
    expect(unavailabilityOf(slipSelection({ match_status: 'Abandoned' }), BEFORE_MS)).toBe('abandoned');
    // A match in play is bet on live; a stopped one suspends its prices, and the prices say so.
    expect(unavailabilityOf(slipSelection({ match_status: '2nd Half' }), BEFORE_MS)).toBeNull();
    expect(unavailabilityOf(slipSelection({ match_status: 'constructor' }), BEFORE_MS)).toBeNull();
    expect(isGoneForGood(slipSelection({ suspended: true }))).toBe(false);
    expect(isGoneForGood(slipSelection({ match_status: 'Finished' }))).toBe(true);
    expect(isGoneForGood(slipSelection({ suspended: true, closed: true }))).toBe(true);
  });

  it('says a pre-match pick can no longer be placed once its kick-off passes with the match not in play, until the match starts', () => {
    const notStarted = slipSelection({ match_status: 'Not Started' });
    expect(unavailabilityOf(notStarted, KICK_OFF_MS - 1)).toBeNull();
    // Pre-match betting closes at kick-off whether or not the start was heard (a delayed match, a late feed).
    expect(unavailabilityOf(notStarted, KICK_OFF_MS)).toBe('started');
    expect(unavailabilityOf(slipSelection({ match_status: 'Delayed' }), KICK_OFF_MS + 600_000)).toBe('started');
    expect(unavailabilityOf(slipSelection(), KICK_OFF_MS + 1)).toBe('started');
    // The server asks about the start before a suspension, and the match over or the market closed come first.
    expect(unavailabilityOf(slipSelection({ match_status: 'To Be Determined', suspended: true }), KICK_OFF_MS)).toBe('started');
    expect(unavailabilityOf(slipSelection({ match_status: 'Postponed' }), KICK_OFF_MS)).toBe('postponed');
    expect(unavailabilityOf(slipSelection({ closed: true, suspended: true }), KICK_OFF_MS)).toBe('closed');
    // It may pass: the match starting takes the pick live.
    expect(isGoneForGood(notStarted)).toBe(false);
    expect(unavailabilityOf(slipSelection({ match_status: '1st Half', live: true }), KICK_OFF_MS + 600_000)).toBeNull();
    expect(unavailabilityOf(slipSelection({ date: 'not a date' }), KICK_OFF_MS)).toBeNull();
  });

  it('says a pre-match pick can no longer be placed from when the API said pre-match betting closes, before kick-off', () => {
    const closing = slipSelection({ match_status: 'Not Started', closes_at: CLOSES_AT });
    expect(unavailabilityOf(closing, KICK_OFF_MS - CUTOFF_MS - 1)).toBeNull();
    expect(unavailabilityOf(closing, KICK_OFF_MS - CUTOFF_MS)).toBe('started');
    expect(unavailabilityOf(closing, KICK_OFF_MS - 30_000)).toBe('started');
    expect(isGoneForGood(closing)).toBe(false);
    // Once in play it is a live pick: the pre-match closing no longer counts.
    expect(unavailabilityOf({ ...closing, match_status: '1st Half', live: true }, KICK_OFF_MS + 60_000)).toBeNull();
    // A pick stored by an older version does not know it: its kick-off stands in, as before.
    expect(unavailabilityOf(slipSelection({ match_status: 'Not Started' }), KICK_OFF_MS - 30_000)).toBeNull();
  });

  it('turns a pre-match pick into a live one when its match kicks off (same selection, placed live at the live price)', () => {
    const state = addSelection(EMPTY_SLIP, slipSelection({ match_status: 'Not Started', odd: 2.1 }));
    const kickedOff = applyClock(state, { fixtureId: 1001, status: '1st Half', live: true, minute: 1, clock: "1'" });
    const priced = applyPriceChanges(kickedOff, [{ selectionId: 100101, price: 2.39, suspended: false }]);
    expect(slipSelections(priced)[0]).toMatchObject({ selection_id: 100101, live: true, elapsed: 1, current_time: "1'", odd: 2.39, previous_odd: 2.1 });
    expect(unavailabilityOf(slipSelections(priced)[0]!, KICK_OFF_MS + 60_000)).toBeNull();
  });

  it('takes the kick-off a read of the match gives (a feed may move it); a message without it keeps the one known', () => {
    const state = addSelection(EMPTY_SLIP, slipSelection({ match_status: 'Delayed' }));
    const moved = applyClock(state, {
      fixtureId: 1001,
      status: 'Delayed',
      live: false,
      minute: null,
      clock: null,
      kickOff: { date: '2026-11-23T01:30:00.000Z', time: '22:30' },
    });
    expect(slipSelections(moved)[0]).toMatchObject({ date: '2026-11-23T01:30:00.000Z', time: '22:30' });
    expect(unavailabilityOf(slipSelections(moved)[0]!, KICK_OFF_MS + 60_000)).toBeNull();
    expect(applyClock(moved, { fixtureId: 1001, status: 'Delayed', live: false, minute: null, clock: null })).toBe(moved);
  });

  it('takes when pre-match betting closes from a read; a message without it keeps the one known, a read without it falls back to kick-off', () => {
    const state = addSelection(EMPTY_SLIP, slipSelection({ match_status: 'Not Started' }));
    const notStarted = { fixtureId: 1001, status: 'Not Started', live: false, minute: null, clock: null };
    const read = applyClock(state, { ...notStarted, kickOff: { date: '2026-11-23T00:30:00.000Z', time: '21:30', closes_at: CLOSES_AT } });
    expect(slipSelections(read)[0]!.closes_at).toBe(CLOSES_AT);
    expect(unavailabilityOf(slipSelections(read)[0]!, KICK_OFF_MS - 30_000)).toBe('started');
    expect(applyClock(read, notStarted)).toBe(read);
    // A read that does not say (an older API) leaves the kick-off to stand in, not a closing it no longer vouches for.
    const unsaid = applyClock(read, { ...notStarted, kickOff: { date: '2026-11-23T00:30:00.000Z', time: '21:30' } });
    expect(slipSelections(unsaid)[0]!.closes_at).toBeUndefined();
    expect(unavailabilityOf(slipSelections(unsaid)[0]!, KICK_OFF_MS - 30_000)).toBeNull();
  });

  it('finds when the next pre-match pick’s betting closes: its closing (else its kick-off) still to come, not a live or gone one’s', () => {
    const later = slipSelection({ date: '2026-11-23T02:00:00.000Z' });
    const soonest = slipSelection({ date: '2026-11-23T00:30:00.000Z' });
    expect(nextPrematchCloseMs([later, soonest], BEFORE_MS)).toBe(KICK_OFF_MS);
    expect(nextPrematchCloseMs([later, soonest], KICK_OFF_MS)).toBe(Date.parse('2026-11-23T02:00:00.000Z'));
    // Where the API said when pre-match betting closes, then.
    expect(nextPrematchCloseMs([later, { ...soonest, closes_at: CLOSES_AT }], BEFORE_MS)).toBe(KICK_OFF_MS - CUTOFF_MS);
    expect(nextPrematchCloseMs([later, { ...soonest, closes_at: CLOSES_AT }], KICK_OFF_MS - CUTOFF_MS)).toBe(Date.parse('2026-11-23T02:00:00.000Z'));
    expect(
      nextPrematchCloseMs(
        [
          { ...soonest, live: true },
          { ...later, match_status: 'Cancelled' },
          { ...later, closed: true },
        ],
        BEFORE_MS,
      ),
    ).toBeNull();
  });

  it('follows its match’s status, and closes an entry whose selection the match no longer has, or whose match the API does not know', () => {
    let state = addSelection(EMPTY_SLIP, slipSelection());
    state = addSelection(state, slipSelection({ selection_id: 200101, fixture_id: 2001 }));
    const over = { fixtureId: 1001, status: 'Finished', live: false, minute: null, clock: null };
    const finished = applyClock(state, over);
    expect(slipSelections(finished)[0]).toMatchObject({ match_status: 'Finished', live: false });
    expect(slipSelections(finished)[1]!.match_status).toBeUndefined();
    expect(applyClock(finished, over)).toBe(finished);

    expect(closeMissingSelections(state, 1001, new Set([100101, 100102]))).toBe(state);
    const gone = closeMissingSelections(state, 1001, new Set([100102]));
    expect(slipSelections(gone)[0]).toMatchObject({ closed: true, suspended: true });
    expect(slipSelections(gone)[1]!.closed).toBeUndefined();
    expect(slipSelections(closeMissingSelections(state, 2001, null))[1]).toMatchObject({ closed: true, suspended: true });
  });
});
