import { describe, expect, it } from 'vitest';
import { slipSelection } from '../../testing/sports-testing.tsx';
import {
  addSelection,
  applyClock,
  applyPriceChanges,
  closeMissingSelections,
  EMPTY_SLIP,
  isGoneForGood,
  removeSelection,
  slipSelections,
  unavailabilityOf,
} from './slip.ts';

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
    expect(unavailabilityOf(slipSelection())).toBeNull();
    expect(unavailabilityOf(slipSelection({ suspended: true }))).toBe('suspended');
    expect(unavailabilityOf(slipSelection({ suspended: true, closed: true }))).toBe('closed');
    expect(unavailabilityOf(slipSelection({ match_status: 'Finished' }))).toBe('finished');
    expect(unavailabilityOf(slipSelection({ match_status: 'Walkover', suspended: true, closed: true }))).toBe('finished');
    expect(unavailabilityOf(slipSelection({ match_status: 'Cancelled' }))).toBe('cancelled');
    expect(unavailabilityOf(slipSelection({ match_status: 'Postponed' }))).toBe('postponed');
    expect(unavailabilityOf(slipSelection({ match_status: 'Abandoned' }))).toBe('abandoned');
    // A match in play is bet on live; a stopped one suspends its prices, and the prices say so.
    expect(unavailabilityOf(slipSelection({ match_status: '2nd Half' }))).toBeNull();
    expect(unavailabilityOf(slipSelection({ match_status: 'constructor' }))).toBeNull();
    expect(isGoneForGood(slipSelection({ suspended: true }))).toBe(false);
    expect(isGoneForGood(slipSelection({ match_status: 'Finished' }))).toBe(true);
    expect(isGoneForGood(slipSelection({ suspended: true, closed: true }))).toBe(true);
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
