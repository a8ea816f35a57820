/**
 * The bet slip's state, in module-level atoms of the platform store, so the slip (a host-slot
 * widget) and every odds button of every sports page share it and it survives navigation. Every
 * change goes through the actions below, which save it to local storage (spec §4).
 */
import { useMemo } from 'react';
import { atom, eventBus, palpiteStore, useAtomValue } from '@palpite/shared';
import {
  acknowledgePrices,
  addSelection,
  applyClock,
  applyPriceChanges,
  closeMissingSelections,
  EMPTY_SLIP,
  isGoneForGood,
  isOnSlip,
  removeSelection,
  slipSelections,
  type ClockChange,
  type PriceChange,
  type SlipSelection,
  type SlipState,
} from './slip.ts';
import { readSlip, saveSlip } from './slip-storage.ts';
import { totalOdds } from './slip-maths.ts';

/** Bets and their selections, restored from local storage when the remote loads. */
export const slipAtom = atom<SlipState>(readSlip());
/** Whether the slip is open (spec §4: starts false). */
export const isSlipVisibleAtom = atom(false);
/** The stake as typed; '' is no stake. */
export const stakeAtom = atom('');
/** Spec §4: accept_odds_changes defaults on. */
export const acceptOddsChangesAtom = atom(true);
/**
 * Where the player last dragged the desktop panel (null: never) and how tall they made the phone
 * sheet, for the rest of the visit: the slip opens again as they left it, not back over the
 * markets they moved it away from (it closes after every placed bet).
 */
export const movedPanelPositionAtom = atom<{ x: number; y: number } | null>(null);
export const sheetHeightAtom = atom<number | null>(null);

/**
 * True from a placed slip's acceptance until it is cleared: the slip still shows the placed bets
 * (spec §4: 5 s), but a page loaded meanwhile must not find them stored and offer them again.
 */
let placedAndShowing = false;

function update(change: (state: SlipState) => SlipState): SlipState {
  const previous = palpiteStore.get(slipAtom);
  const next = change(previous);
  if (next !== previous) {
    palpiteStore.set(slipAtom, next);
    if (!placedAndShowing) saveSlip(next);
  }
  return next;
}

/** The slip was placed: forget the stored copy now; the shown one goes with clearSlip(). */
export function markSlipPlaced(): void {
  placedAndShowing = true;
  saveSlip(EMPTY_SLIP);
}

/** Adds a selection (one per fixture: an earlier one of the same match is replaced); no odd → ignored. */
export function addToSlip(selection: SlipSelection): void {
  update((state) => addSelection(state, selection));
}

/** Removes a bet and tells everyone (`bet-removed`), so its odds button clears. */
export function removeFromSlip(betId: string): void {
  const before = palpiteStore.get(slipAtom);
  if (!isOnSlip(before, betId)) return;
  update((state) => removeSelection(state, betId));
  eventBus.emit('bet-removed', { betId });
}

/** An odds button: adds its selection, or removes it when it is already on the slip. */
export function toggleOnSlip(selection: SlipSelection): void {
  if (isOnSlip(palpiteStore.get(slipAtom), selection.id)) removeFromSlip(selection.id);
  else addToSlip(selection);
}

/**
 * A placed slip's success has shown: its bets leave the slip, and a pick added meanwhile (on a
 * match page while the message showed) stays, stored again.
 */
export function clearPlaced(betIds: readonly string[]): void {
  placedAndShowing = false;
  saveSlip(update((state) => betIds.reduce(removeSelection, state)));
}

/** Removes every entry that can never be placed again (its match over, its market closed), each as removeFromSlip does. */
export function removeGoneFromSlip(): void {
  for (const selection of slipSelections(palpiteStore.get(slipAtom))) {
    if (isGoneForGood(selection)) removeFromSlip(selection.id);
  }
}

export function clearSlip(): void {
  placedAndShowing = false;
  update(() => EMPTY_SLIP);
}

export function updateSlipPrices(changes: readonly PriceChange[]): void {
  update((state) => applyPriceChanges(state, changes));
}

export function updateSlipClock(change: ClockChange): void {
  update((state) => applyClock(state, change));
}

/** A fixture read with these selections (`present`), or unknown to the API (null): the slip's others are closed. */
export function closeSlipMissing(fixtureId: number, present: ReadonlySet<number> | null): void {
  update((state) => closeMissingSelections(state, fixtureId, present));
}

export function acknowledgeSlipPrices(): void {
  update(acknowledgePrices);
}

export function setSlipVisible(visible: boolean): void {
  palpiteStore.set(isSlipVisibleAtom, visible);
}

/** Reads local storage again (tests; another tab's change). */
export function restoreSlip(): void {
  palpiteStore.set(slipAtom, readSlip());
}

/** Puts the slip back to a fresh page's state (tests). */
export function resetSlipState(): void {
  placedAndShowing = false;
  palpiteStore.set(slipAtom, readSlip());
  palpiteStore.set(isSlipVisibleAtom, false);
  palpiteStore.set(stakeAtom, '');
  palpiteStore.set(acceptOddsChangesAtom, true);
  palpiteStore.set(movedPanelPositionAtom, null);
  palpiteStore.set(sheetHeightAtom, null);
}

const selectionsAtom = atom((get) => slipSelections(get(slipAtom)));
// A pick whose market has closed or whose match is over cannot be placed: the total odds and the payout are those of the picks left to place.
const placeableOddsAtom = atom((get) =>
  get(selectionsAtom)
    .filter((selection) => !isGoneForGood(selection))
    .map((selection) => selection.odd),
);
// Null when no pick can be placed: 1.00 would read as odds the player could take.
const totalOddsAtom = atom((get) => {
  const odds = get(placeableOddsAtom);
  return odds.length === 0 ? null : totalOdds(odds);
});

/** The odds of the picks that can be placed (one closed or over left out), for the payout. */
export function usePlaceableOdds(): number[] {
  return useAtomValue(placeableOddsAtom);
}

export function useSlipSelections(): SlipSelection[] {
  return useAtomValue(selectionsAtom);
}

export function useSlipTotalOdds(): number | null {
  return useAtomValue(totalOddsAtom);
}

/**
 * Whether a bet id is on the slip (odds buttons' pressed state). Each button watches a yes/no of its
 * own, derived from the slip: a pick added elsewhere, a price or a stake re-renders only the buttons
 * whose answer changed, not the hundreds of a league list (it took a third of a second on a phone).
 */
export function useIsOnSlip(betId: string): boolean {
  const isThisOnSlipAtom = useMemo(() => atom((get) => isOnSlip(get(slipAtom), betId)), [betId]);
  return useAtomValue(isThisOnSlipAtom);
}
