/**
 * The bet slip's rules (spec §3 "Bet slip entry", §4 "Bet slip"), as pure functions over its state:
 * an entry without an odd is ignored, one entry per fixture (adding for a fixture already on the
 * slip replaces it), remove and clear, and live prices moving while a selection sits on the slip.
 */
import type { Sport } from '../types.ts';

/** Spec §3 "Full slip selection", plus what the slip needs to show and send it. */
export interface SlipSelection {
  /** The bet id: the API's selection id as text (unique across matches and markets). */
  id: string;
  fixture_id: number;
  selection_id: number;
  home_team_name: string;
  away_team_name: string;
  /** The selection's key (`1`, `X`, `over`, `home`, `2-1`…). */
  outcome: string;
  /** Kick-off, ISO. */
  date: string;
  /**
   * When the API stops taking pre-match bets on the match (its `prematch_closes_at`: a cut-off before
   * kick-off), ISO. Absent from a slip an older version stored, or when the API did not say: the
   * kick-off then stands in.
   */
  closes_at?: string;
  /** Kick-off time of day as shown (HH:mm, Brazil time). */
  time: string;
  /** The market's line (2.5, -1.25…), null for markets without one. */
  handicap: number | null;
  /** The market key (`ft:match-result`, `ft:total:2.5`…). */
  bet_type: string;
  /** The market kind (`match-result`, `total`…): how the slip names it. */
  market_kind: string;
  type: Sport;
  odd: number;
  /** The price before the last live change, while the change is shown; null otherwise. */
  previous_odd: number | null;
  live: boolean;
  /** Match minute when added or last updated (football), null before kick-off. */
  elapsed: number | null;
  /** The clock as shown (`67'`, `Q3 05:12`), null before kick-off. */
  current_time: string | null;
  /** True while the market or the selection is suspended. */
  suspended: boolean;
  /** True once the market has closed (settled, the match over) or is gone: unlike a suspension, it does not reopen. */
  closed?: boolean;
  /** The match's status (spec §4 "Match statuses") as last heard; absent until the slip has read the match. */
  match_status?: string;
}

/** Spec §3 "Bet slip entry". */
export interface SlipBet {
  id: string;
  fixture_id: number;
  odd: number;
  /** The selection's outcome key. */
  selection: string;
}

export interface SlipState {
  bets: SlipBet[];
  /** Bet id → its full selection. */
  selections: Record<string, SlipSelection>;
}

export const EMPTY_SLIP: SlipState = { bets: [], selections: {} };

export function hasOdd(selection: Pick<SlipSelection, 'odd'>): boolean {
  return typeof selection.odd === 'number' && Number.isFinite(selection.odd) && selection.odd > 0;
}

function betOf(selection: SlipSelection): SlipBet {
  return { id: selection.id, fixture_id: selection.fixture_id, odd: selection.odd, selection: selection.outcome };
}

/** Adds a selection; a fixture already on the slip has its entry replaced. Without an odd: unchanged. */
export function addSelection(state: SlipState, selection: SlipSelection): SlipState {
  if (!hasOdd(selection)) return state;
  const replaced = state.bets.filter((bet) => bet.fixture_id === selection.fixture_id || bet.id === selection.id).map((bet) => bet.id);
  const selections = { ...state.selections };
  for (const id of replaced) delete selections[id];
  selections[selection.id] = selection;
  const index = state.bets.findIndex((bet) => replaced.includes(bet.id));
  const bets = state.bets.filter((bet) => !replaced.includes(bet.id));
  // The replacement keeps the replaced entry's place, so the list does not jump.
  bets.splice(index === -1 ? bets.length : index, 0, betOf(selection));
  return { bets, selections };
}

export function removeSelection(state: SlipState, betId: string): SlipState {
  if (!state.bets.some((bet) => bet.id === betId)) return state;
  const selections = { ...state.selections };
  delete selections[betId];
  return { bets: state.bets.filter((bet) => bet.id !== betId), selections };
}

export function isOnSlip(state: SlipState, betId: string): boolean {
  return betId in state.selections;
}

/** The slip's selections in the order they were added. */
export function slipSelections(state: SlipState): SlipSelection[] {
  return state.bets.flatMap((bet) => {
    const selection = state.selections[bet.id];
    return selection ? [selection] : [];
  });
}

export interface PriceChange {
  selectionId: number;
  price: number | null;
  suspended: boolean;
  closed?: boolean;
}

/** A market that will not trade again (`closed`, `settled`), unlike a suspended one. */
export function isClosedMarket(status: string): boolean {
  return status === 'closed' || status === 'settled';
}

export interface ClockChange {
  fixtureId: number;
  status: string;
  live: boolean;
  minute: number | null;
  clock: string | null;
  /**
   * The kick-off as a read of the match or its realtime `match-update` gives it (a feed may move
   * it), with when pre-match betting closes (`closes_at`; none said: at kick-off); absent when the
   * change does not say it (a `match-update` of an older API).
   */
  kickOff?: { date: string; time: string; closes_at?: string | null };
}

/**
 * Live prices moved (realtime `markets`): the entries of those selections take the new price and
 * keep the old one to show the change; a selection without a price stays at its last price but
 * is suspended. Unchanged → the same state object.
 */
export function applyPriceChanges(state: SlipState, changes: readonly PriceChange[]): SlipState {
  let next: SlipState | null = null;
  for (const change of changes) {
    const id = String(change.selectionId);
    const current = (next ?? state).selections[id];
    if (!current) continue;
    const price = change.price !== null && change.price > 0 ? change.price : current.odd;
    const suspended = change.suspended || change.price === null;
    const closed = change.closed === true;
    if (price === current.odd && suspended === current.suspended && closed === (current.closed === true)) continue;
    next ??= { bets: [...state.bets], selections: { ...state.selections } };
    next.selections[id] = { ...current, odd: price, previous_odd: price !== current.odd ? current.odd : current.previous_odd, suspended, closed };
    next.bets = next.bets.map((bet) => (bet.id === id ? { ...bet, odd: price } : bet));
  }
  return next ?? state;
}

/**
 * The match moved on (realtime `match-update`, or a read): its entries follow its status, its clock
 * and, when the change says them, its kick-off and when pre-match betting closes. A pre-match pick on a match that
 * kicked off becomes a live one: its selection is the same in play (the API keeps a market's
 * selections across kick-off), so it is placed live at the live price its market then quotes.
 */
export function applyClock(state: SlipState, change: ClockChange): SlipState {
  let next: SlipState | null = null;
  for (const bet of state.bets) {
    const current = state.selections[bet.id];
    if (!current || bet.fixture_id !== change.fixtureId) continue;
    const { date, time } = change.kickOff ?? current;
    // A read that does not say when pre-match betting closes leaves the kick-off to stand in, not an older closing.
    const closesAt = change.kickOff ? (change.kickOff.closes_at ?? undefined) : current.closes_at;
    const unchanged =
      current.match_status === change.status &&
      current.live === change.live &&
      current.elapsed === change.minute &&
      current.current_time === change.clock &&
      current.date === date &&
      current.time === time &&
      current.closes_at === closesAt;
    if (unchanged) continue;
    next ??= { bets: state.bets, selections: { ...state.selections } };
    next.selections[bet.id] = {
      ...current,
      match_status: change.status,
      live: change.live,
      elapsed: change.minute,
      current_time: change.clock,
      date,
      time,
      closes_at: closesAt,
    };
  }
  return next ?? state;
}

/**
 * The fixture was read and these are all the selections it still has (`present`), or the API does
 * not know it any more (null): an entry whose selection is gone is closed, as the server would
 * refuse it. Unchanged → the same state object.
 */
export function closeMissingSelections(state: SlipState, fixtureId: number, present: ReadonlySet<number> | null): SlipState {
  let next: SlipState | null = null;
  for (const bet of state.bets) {
    const current = state.selections[bet.id];
    if (!current || bet.fixture_id !== fixtureId || current.closed === true) continue;
    if (present?.has(current.selection_id)) continue;
    next ??= { bets: state.bets, selections: { ...state.selections } };
    next.selections[bet.id] = { ...current, suspended: true, closed: true };
  }
  return next ?? state;
}

/**
 * Why an entry cannot be placed now, as the slip knows it: its match is over (played out, or
 * called off), its market closed or gone, pre-match betting closed (the API's cut-off before
 * kick-off) while the match has not started, or its price suspended. The last two may pass:
 * a match that starts takes the pick live, a suspended price reopens.
 */
export type Unavailability = 'finished' | 'cancelled' | 'postponed' | 'abandoned' | 'closed' | 'started' | 'suspended';

/** What the slip's reasons are decided on. */
export type AvailabilityFacts = Pick<SlipSelection, 'suspended' | 'closed' | 'match_status' | 'live' | 'date' | 'closes_at'>;

/** The match statuses after which nothing on the match is bet on again (the API's ended statuses). */
const MATCH_OVER = new Map<string, Unavailability>([
  ['Finished', 'finished'],
  ['Awarded', 'finished'],
  ['Walkover', 'finished'],
  ['Cancelled', 'cancelled'],
  ['Postponed', 'postponed'],
  ['Abandoned', 'abandoned'],
]);

/** The reasons that never pass: the match over, the market closed. */
function goneReason(selection: AvailabilityFacts): Unavailability | null {
  const over = selection.match_status === undefined ? undefined : MATCH_OVER.get(selection.match_status);
  if (over) return over;
  return selection.closed === true ? 'closed' : null;
}

/** When pre-match betting on the pick's match closes: what the API said, else its kick-off (NaN: unknown). */
function prematchClosesMs(selection: Pick<AvailabilityFacts, 'date' | 'closes_at'>): number {
  return Date.parse(selection.closes_at ?? selection.date);
}

/**
 * Whether a pick placed now would be a pre-match bet after pre-match betting on its match closed:
 * the API takes pre-match bets only until a cut-off before kick-off (spec §8 "match starting soon
 * or started"), and a live bet only once the match is in play, which the slip hears as `live`.
 */
export function isPrematchClosed(selection: Pick<AvailabilityFacts, 'live' | 'date' | 'closes_at'>, nowMs: number): boolean {
  const closesMs = prematchClosesMs(selection);
  return !selection.live && !Number.isNaN(closesMs) && closesMs <= nowMs;
}

/**
 * Null when the entry can be placed at `nowMs` (the server's clock). A match heard to be over counts
 * before its markets' closing arrives (the two come as separate messages), and a kick-off passes
 * without any message (and pre-match betting closes before it): the slip never offers a bet the
 * server refuses. A reason for good comes first (only removal helps), then the server's order
 * (spec §8): started before suspended.
 */
export function unavailabilityOf(selection: AvailabilityFacts, nowMs: number): Unavailability | null {
  const gone = goneReason(selection);
  if (gone) return gone;
  if (isPrematchClosed(selection, nowMs)) return 'started';
  return selection.suspended ? 'suspended' : null;
}

/** Whether an entry will never be placeable again (only its removal helps), unlike a suspended one or one waiting for its match to start. */
export function isGoneForGood(selection: AvailabilityFacts): boolean {
  return goneReason(selection) !== null;
}

/**
 * The next instant after `nowMs` when pre-match betting on one of the pre-match picks closes, with
 * no message from the server (null: none to come).
 */
export function nextPrematchCloseMs(selections: readonly AvailabilityFacts[], nowMs: number): number | null {
  let next: number | null = null;
  for (const selection of selections) {
    const closesMs = prematchClosesMs(selection);
    if (selection.live || goneReason(selection) || Number.isNaN(closesMs) || closesMs <= nowMs) continue;
    if (next === null || closesMs < next) next = closesMs;
  }
  return next;
}

/**
 * The slip another tab stored, as this page shows it: an entry whose price moved since this page
 * last showed it keeps the move shown (the old price, an arrow), as a live change heard here would;
 * one at the same price keeps the move this page is showing. Storage keeps no old prices.
 */
export function withShownPriceMoves(shown: SlipState, stored: SlipState): SlipState {
  const selections: Record<string, SlipSelection> = {};
  for (const [id, selection] of Object.entries(stored.selections)) {
    const before = shown.selections[id];
    const previousOdd = before === undefined ? null : before.odd !== selection.odd ? before.odd : before.previous_odd;
    selections[id] = { ...selection, previous_odd: previousOdd };
  }
  return { bets: stored.bets, selections };
}

/**
 * `state` with the `shown` entries it lacks put back first: a placed slip's bets stay on show with
 * their success message, whatever another tab stored meanwhile.
 */
export function withEntriesShown(state: SlipState, shown: readonly SlipSelection[]): SlipState {
  const missing = shown.filter((selection) => !isOnSlip(state, selection.id));
  if (missing.length === 0) return state;
  const selections = { ...state.selections };
  for (const selection of missing) selections[selection.id] = selection;
  return { bets: [...missing.map(betOf), ...state.bets], selections };
}

/** The player saw the new prices: forget the old ones. */
export function acknowledgePrices(state: SlipState): SlipState {
  if (!Object.values(state.selections).some((selection) => selection.previous_odd !== null)) return state;
  const selections: Record<string, SlipSelection> = {};
  for (const [id, selection] of Object.entries(state.selections)) selections[id] = { ...selection, previous_odd: null };
  return { bets: state.bets, selections };
}
