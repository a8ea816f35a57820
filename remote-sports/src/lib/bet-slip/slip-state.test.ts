import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus, palpiteStore } from '@palpite/shared';
import { slipSelection } from '../../testing/sports-testing.tsx';
import {
  acceptOddsChangesAtom,
  addToSlip,
  clearPlaced,
  clearSlip,
  isSlipVisibleAtom,
  markSlipPlaced,
  removeFromSlip,
  resetSlipState,
  restoreSlip,
  setPlacingHere,
  slipAtom,
  stakeAtom,
  toggleOnSlip,
  updateSlipPrices,
} from './slip-state.ts';
import { parseSlip, serializeSlip } from './slip-storage.ts';
import { addSelection, EMPTY_SLIP, slipSelections, type SlipSelection } from './slip.ts';

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

describe('the player’s “Accept odds changes” choice', () => {
  const ACCEPT_KEY = 'betslip_accept_odds_changes';

  it('is on by default, and kept across a reload once the player turns it off or on again', () => {
    expect(palpiteStore.get(acceptOddsChangesAtom)).toBe(true);
    palpiteStore.set(acceptOddsChangesAtom, false);
    expect(localStorage.getItem(ACCEPT_KEY)).toBe('false');
    // A reload: the page starts from what is stored.
    resetSlipState();
    expect(palpiteStore.get(acceptOddsChangesAtom)).toBe(false);
    palpiteStore.set(acceptOddsChangesAtom, true);
    resetSlipState();
    expect(palpiteStore.get(acceptOddsChangesAtom)).toBe(true);
  });

  it('reads anything stored but “false” as the default (on)', () => {
    localStorage.setItem(ACCEPT_KEY, 'nonsense');
    resetSlipState();
    expect(palpiteStore.get(acceptOddsChangesAtom)).toBe(true);
  });

  it('follows the choice another tab stores, without storing it again, and the default when that tab clears the storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    localStorage.setItem(ACCEPT_KEY, 'false');
    setItem.mockClear();
    window.dispatchEvent(new StorageEvent('storage', { key: ACCEPT_KEY, oldValue: null, newValue: 'false', storageArea: localStorage }));
    expect(palpiteStore.get(acceptOddsChangesAtom)).toBe(false);
    expect(setItem).not.toHaveBeenCalled();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(palpiteStore.get(acceptOddsChangesAtom)).toBe(true);
  });
});

describe('the bet slip of the other tabs of the browser', () => {
  const pick = (n: number, overrides: Partial<SlipSelection> = {}) => slipSelection({ selection_id: 600100 + n, fixture_id: 6000 + n, ...overrides });
  const idsShown = () => palpiteStore.get(slipAtom).bets.map((bet) => bet.id);
  const idsStored = () => parseSlip(localStorage.getItem('betslip')).bets.map((bet) => bet.id);

  /** Another tab stores this slip: its storage event fires here (never in the tab that wrote). */
  function storedByAnotherTab(selections: readonly SlipSelection[], text = serializeSlip(selections.reduce(addSelection, EMPTY_SLIP))) {
    const oldValue = localStorage.getItem('betslip');
    localStorage.setItem('betslip', text);
    window.dispatchEvent(new StorageEvent('storage', { key: 'betslip', oldValue, newValue: text, storageArea: localStorage }));
  }

  it('shows what another tab stored, so a pick added here goes on top of its picks, not over them', () => {
    // This tab was opened first and has nothing; the other then took three picks.
    storedByAnotherTab([pick(1), pick(2), pick(3)]);
    expect(idsShown()).toEqual(['600101', '600102', '600103']);
    addToSlip(pick(4));
    expect(idsStored()).toEqual(['600101', '600102', '600103', '600104']);
  });

  it('does not store again what it heard (no echo between the tabs), and follows a storage cleared in the other tab', () => {
    const text = JSON.stringify(JSON.parse(serializeSlip(addSelection(EMPTY_SLIP, pick(1)))), null, 2);
    storedByAnotherTab([], text);
    expect(idsShown()).toEqual(['600101']);
    expect(localStorage.getItem('betslip')).toBe(text);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(idsShown()).toEqual([]);
  });

  it('shows a price the other tab heard move as a move here too', () => {
    addToSlip(pick(1, { odd: 2.1 }));
    storedByAnotherTab([pick(1, { odd: 2.4 })]);
    expect(palpiteStore.get(slipAtom).selections['600101']).toMatchObject({ odd: 2.4, previous_odd: 2.1 });
  });

  it('stores a placed slip without its picks at once, keeping one the other tab added meanwhile', () => {
    addToSlip(pick(1));
    addToSlip(pick(2));
    // While this tab's bet is on its way, the other tab adds a pick.
    storedByAnotherTab([pick(1), pick(2), pick(3)]);
    markSlipPlaced(['600101', '600102']);
    expect(idsStored()).toEqual(['600103']);
    expect(idsShown()).toEqual(['600101', '600102', '600103']);
  });

  it('keeps its placed bets on show while it follows the other tab, and never stores them again', () => {
    addToSlip(pick(1));
    addToSlip(pick(2));
    markSlipPlaced(['600101', '600102']);
    // The other tab, told of the placement, adds a pick; this one adds another while its success shows.
    storedByAnotherTab([pick(3)]);
    expect(idsShown()).toEqual(['600101', '600102', '600103']);
    addToSlip(pick(4));
    expect(idsStored()).toEqual(['600103', '600104']);
    // One not told yet stores the placed picks again: they do not come back.
    storedByAnotherTab([pick(1), pick(2), pick(3), pick(4), pick(5)]);
    clearPlaced(['600101', '600102']);
    expect(idsShown()).toEqual(['600103', '600104', '600105']);
    expect(idsStored()).toEqual(['600103', '600104', '600105']);
  });

  it('takes the stake the player sets in another tab, unless its own bet is on its way, and tells the others its own', async () => {
    const otherTab = new BroadcastChannel('palpite:bet-slip');
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (event) => heard.push(event.data));
    try {
      palpiteStore.set(stakeAtom, '25');
      await vi.waitFor(() => expect(heard).toEqual([{ stake: '25' }]));
      otherTab.postMessage({ stake: '10' });
      await vi.waitFor(() => expect(palpiteStore.get(stakeAtom)).toBe('10'));
      setPlacingHere(true);
      otherTab.postMessage({ stake: '99' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(palpiteStore.get(stakeAtom)).toBe('10');
      // What this tab took from another is not told back: that tab has it.
      expect(heard).toEqual([{ stake: '25' }]);
    } finally {
      otherTab.close();
    }
  });
});
