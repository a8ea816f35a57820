import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus, palpiteStore } from '@palpite/shared';
import { slipSelection } from '../../testing/sports-testing.tsx';
import {
  addToSlip,
  clearSlip,
  isSlipVisibleAtom,
  removeFromSlip,
  resetSlipState,
  restoreSlip,
  slipAtom,
  toggleOnSlip,
  updateSlipPrices,
} from './slip-state.ts';
import { parseSlip, serializeSlip } from './slip-storage.ts';
import { slipSelections } from './slip.ts';

const stored = () => JSON.parse(localStorage.getItem('betslip') ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  resetSlipState();
});
afterEach(() => vi.restoreAllMocks());

describe('bet slip state and storage (spec §3, §4)', () => {
  it('starts closed and empty', () => {
    expect(palpiteStore.get(isSlipVisibleAtom)).toBe(false);
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
  });

  it('saves every change to local storage under betslip: entries of id, fixture_id, odd and the full selection', () => {
    addToSlip(slipSelection());
    expect(stored()).toEqual([{ id: '100101', fixture_id: 1001, odd: 2.1, selection: slipSelection() }]);
    addToSlip(slipSelection({ selection_id: 200101, fixture_id: 2001, odd: 1.8 }));
    expect(stored()).toHaveLength(2);
    removeFromSlip('200101');
    expect(stored()).toHaveLength(1);
    updateSlipPrices([{ selectionId: 100101, price: 2.4, suspended: false }]);
    expect((stored() as { odd: number }[])[0]!.odd).toBe(2.4);
    clearSlip();
    expect(stored()).toEqual([]);
  });

  it('ignores an entry without an odd (nothing is saved)', () => {
    addToSlip(slipSelection({ odd: 0 }));
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
    expect(localStorage.getItem('betslip')).toBeNull();
  });

  it('removing clears the selection and broadcasts bet-removed with the bet id', () => {
    const heard = vi.fn();
    const off = eventBus.on('bet-removed', heard);
    addToSlip(slipSelection());
    removeFromSlip('100101');
    expect(heard).toHaveBeenCalledWith({ betId: '100101' });
    expect(palpiteStore.get(slipAtom).selections).toEqual({});
    removeFromSlip('100101');
    expect(heard).toHaveBeenCalledTimes(1);
    // An odds button pressed twice removes its pick the same way.
    toggleOnSlip(slipSelection());
    toggleOnSlip(slipSelection());
    expect(heard).toHaveBeenCalledTimes(2);
    off();
  });

  it('round-trips through storage, and restores on load', () => {
    addToSlip(slipSelection());
    addToSlip(
      slipSelection({
        selection_id: 300103,
        fixture_id: 3001,
        outcome: 'over',
        bet_type: 'ft:total:2.5',
        handicap: 2.5,
        odd: 1.95,
        live: true,
        elapsed: 67,
        match_status: '2nd Half',
      }),
    );
    addToSlip(slipSelection({ selection_id: 400101, fixture_id: 4001, closes_at: '2026-11-23T00:29:00.000Z' }));
    const text = localStorage.getItem('betslip');
    expect(parseSlip(text)).toEqual(palpiteStore.get(slipAtom));
    expect(serializeSlip(parseSlip(text))).toBe(text);
    palpiteStore.set(slipAtom, { bets: [], selections: {} });
    restoreSlip();
    expect(slipSelections(palpiteStore.get(slipAtom)).map((selection) => selection.id)).toEqual(['100101', '300103', '400101']);
    expect(palpiteStore.get(slipAtom).selections['400101']!.closes_at).toBe('2026-11-23T00:29:00.000Z');
    // A slip an older version stored does not say when pre-match betting closes: its kick-off stands in.
    expect(palpiteStore.get(slipAtom).selections['100101']).not.toHaveProperty('closes_at');
  });

  it('starts empty when storage is missing, invalid or empty, and drops entries that do not read', () => {
    expect(parseSlip(null)).toEqual({ bets: [], selections: {} });
    expect(parseSlip('{not json')).toEqual({ bets: [], selections: {} });
    expect(parseSlip('{"bets":[]}')).toEqual({ bets: [], selections: {} });
    expect(parseSlip('[]')).toEqual({ bets: [], selections: {} });
    const good = { id: '100101', fixture_id: 1001, odd: 2.1, selection: slipSelection() };
    const parsed = parseSlip(JSON.stringify([good, { id: 5 }, null, { ...good, id: '9', odd: 0 }]));
    expect(parsed.bets).toEqual([{ id: '100101', fixture_id: 1001, odd: 2.1, selection: '1' }]);
    localStorage.setItem('betslip', 'garbage');
    restoreSlip();
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
  });
});
