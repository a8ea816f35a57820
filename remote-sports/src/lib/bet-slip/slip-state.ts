/**
 * The bet slip's state, in module-level atoms of the platform store, so the slip (a host-slot
 * widget) and every odds button of every sports page share it and it survives navigation. Every
 * change goes through the actions below, which save it to local storage (spec §4); the other tabs
 * of the browser follow it (other-tabs.ts), and this one follows theirs.
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
  withEntriesShown,
  withShownPriceMoves,
  type ClockChange,
  type PriceChange,
  type SlipSelection,
  type SlipState,
} from './slip.ts';
import { readAcceptOddsChanges, readSlip, saveAcceptOddsChanges, saveSlip, serializeSlip } from './slip-storage.ts';
import { followOtherTabs, tellOtherTabsStake } from './other-tabs.ts';
import { totalOdds } from './slip-maths.ts';

/** Bets and their selections, restored from local storage when the remote loads. */
export const slipAtom = atom<SlipState>(readSlip());
/** Whether the slip is open (spec §4: starts false). */
export const isSlipVisibleAtom = atom(false);
const typedStakeAtom = atom('');
/** The stake as typed; '' is no stake. Setting it sets it in the other tabs too: their slip is this one. */
export const stakeAtom = atom(
  (get) => get(typedStakeAtom),
  (_get, set, stake: string) => {
    set(typedStakeAtom, stake);
    tellOtherTabsStake(stake);
  },
);
const storedAcceptOddsChangesAtom = atom(readAcceptOddsChanges());
/**
 * Spec §4: accept_odds_changes defaults on. The player's choice is stored, so a reload keeps it and
 * the other tabs take it (their slip is this one).
 */
export const acceptOddsChangesAtom = atom(
  (get) => get(storedAcceptOddsChangesAtom),
  (_get, set, accept: boolean) => {
    set(storedAcceptOddsChangesAtom, accept);
    saveAcceptOddsChanges(accept);
  },
);
/**
 * Where the player last dragged the desktop panel (null: never) and how tall they made the phone
 * sheet, for the rest of the visit: the slip opens again as they left it, not back over the
 * markets they moved it away from (it closes after every placed bet).
 */
export const movedPanelPositionAtom = atom<{ x: number; y: number } | null>(null);
export const sheetHeightAtom = atom<number | null>(null);

/**
 * The bets of a placed slip, from its acceptance until it is cleared (null otherwise): the slip still
 * shows them (spec §4: 5 s), but they are stored no more, so that a page loaded meanwhile, or
 * another tab, does not offer them again.
 */
let placedBetIds: readonly string[] | null = null;
/** True while this page's bet is on its way: the stake sent stays shown, whatever another tab sets. */
let placingHere = false;

/** Stores the slip as shown, less the placed bets still on show. */
function store(state: SlipState): void {
  saveSlip(placedBetIds ? placedBetIds.reduce(removeSelection, state) : state);
}

function update(change: (state: SlipState) => SlipState): SlipState {
  const previous = palpiteStore.get(slipAtom);
  const next = change(previous);
  if (next !== previous) {
    palpiteStore.set(slipAtom, next);
    store(next);
  }
  return next;
}

/**
 * The slip was placed: its bets leave the stored copy now (another tab's slip empties of them at
 * once), a pick added meanwhile stays; the shown ones go with clearPlaced().
 */
export function markSlipPlaced(betIds: readonly string[]): void {
  placedBetIds = betIds;
  store(palpiteStore.get(slipAtom));
}

/** This page's bet is on its way (true), or answered or failed (false). */
export function setPlacingHere(placing: boolean): void {
  placingHere = placing;
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
  placedBetIds = null;
  saveSlip(update((state) => betIds.reduce(removeSelection, state)));
}

/** Removes every entry that can never be placed again (its match over, its market closed), each as removeFromSlip does. */
export function removeGoneFromSlip(): void {
  for (const selection of slipSelections(palpiteStore.get(slipAtom))) {
    if (isGoneForGood(selection)) removeFromSlip(selection.id);
  }
}

export function clearSlip(): void {
  placedBetIds = null;
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

/**
 * Reads local storage again: another tab stored the slip (its `storage` event), so this page shows
 * the same picks, and a slip placed there leaves here too. Not stored again: it is what is stored.
 * A slip showing its own placed bets keeps them on show until they clear.
 */
export function restoreSlip(): void {
  const shown = palpiteStore.get(slipAtom);
  const placedOnShow = slipSelections(shown).filter((selection) => placedBetIds?.includes(selection.id));
  const next = withEntriesShown(withShownPriceMoves(shown, readSlip()), placedOnShow);
  if (serializeSlip(next) !== serializeSlip(shown)) palpiteStore.set(slipAtom, next);
}

/** The player set the stake in another tab: the same here, unless this page's own bet is on its way or showing. */
function takeOtherTabsStake(stake: string): void {
  if (!placingHere && !placedBetIds) palpiteStore.set(typedStakeAtom, stake);
}

/** Another tab stored the choice: the same here. Not stored again: it is what is stored. */
function takeOtherTabsAcceptOddsChanges(): void {
  palpiteStore.set(storedAcceptOddsChangesAtom, readAcceptOddsChanges());
}

followOtherTabs({ slipStored: restoreSlip, stakeSet: takeOtherTabsStake, acceptOddsChangesStored: takeOtherTabsAcceptOddsChanges });

/** Puts the slip back to a fresh page's state (tests). */
export function resetSlipState(): void {
  placedBetIds = null;
  placingHere = false;
  palpiteStore.set(slipAtom, readSlip());
  palpiteStore.set(isSlipVisibleAtom, false);
  palpiteStore.set(typedStakeAtom, '');
  palpiteStore.set(storedAcceptOddsChangesAtom, readAcceptOddsChanges());
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
