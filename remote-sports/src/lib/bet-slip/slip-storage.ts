/**
 * The slip in local storage under `betslip` (spec §3, §4): a JSON array of entries
 * `{ id, fixture_id, odd, selection }` whose `selection` is the full selection, so a reload
 * restores everything. Missing, unreadable or empty → an empty slip; an entry that does not read
 * as one is dropped.
 */
import { readStored, STORAGE_KEYS, writeStored } from '@palpite/shared';
import { addSelection, EMPTY_SLIP, slipSelections, type SlipSelection, type SlipState } from './slip.ts';

interface StoredEntry {
  id: string;
  fixture_id: number;
  odd: number;
  selection: SlipSelection;
}

export function serializeSlip(state: SlipState): string {
  const entries: StoredEntry[] = slipSelections(state).map((selection) => ({
    id: selection.id,
    fixture_id: selection.fixture_id,
    odd: selection.odd,
    selection,
  }));
  return JSON.stringify(entries);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isNullableNumber = (value: unknown): value is number | null => value === null || isNumber(value);
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

function selectionOf(entry: unknown): SlipSelection | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, fixture_id, odd, selection } = entry as Partial<Record<keyof StoredEntry, unknown>>;
  if (!isString(id) || !isNumber(fixture_id) || !isNumber(odd) || odd <= 0 || typeof selection !== 'object' || selection === null) return null;
  const s = selection as Record<string, unknown>;
  if (
    !isNumber(s.selection_id) ||
    !isString(s.home_team_name) ||
    !isString(s.away_team_name) ||
    !isString(s.outcome) ||
    !isString(s.date) ||
    !isString(s.bet_type) ||
    (s.type !== 'football' && s.type !== 'basketball')
  )
    return null;
  return {
    id,
    fixture_id,
    selection_id: s.selection_id,
    home_team_name: s.home_team_name,
    away_team_name: s.away_team_name,
    outcome: s.outcome,
    date: s.date,
    time: isString(s.time) ? s.time : '',
    handicap: isNullableNumber(s.handicap) ? s.handicap : null,
    bet_type: s.bet_type,
    market_kind: isString(s.market_kind) ? s.market_kind : '',
    type: s.type,
    odd,
    previous_odd: null,
    live: s.live === true,
    elapsed: isNullableNumber(s.elapsed) ? s.elapsed : null,
    current_time: isNullableString(s.current_time) ? s.current_time : null,
    suspended: s.suspended === true,
    ...(s.closed === true ? { closed: true } : {}),
    ...(isString(s.match_status) ? { match_status: s.match_status } : {}),
    // A slip stored before the API said when pre-match betting closes has none: its kick-off stands in.
    ...(isString(s.closes_at) ? { closes_at: s.closes_at } : {}),
  };
}

export function parseSlip(text: string | null): SlipState {
  if (!text) return EMPTY_SLIP;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_SLIP;
  }
  if (!Array.isArray(value)) return EMPTY_SLIP;
  let state = EMPTY_SLIP;
  for (const entry of value) {
    const selection = selectionOf(entry);
    if (selection) state = addSelection(state, selection);
  }
  return state;
}

export function readSlip(): SlipState {
  return parseSlip(readStored(STORAGE_KEYS.betslip));
}

export function saveSlip(state: SlipState): void {
  writeStored(STORAGE_KEYS.betslip, serializeSlip(state));
}

/** The player's "Accept odds changes" choice, stored beside the slip so a reload and the other tabs keep it. */
export const ACCEPT_ODDS_CHANGES_KEY = STORAGE_KEYS.betslipAcceptOddsChanges;

/** Spec §4: on unless the player turned it off (anything else stored reads as the default). */
export function readAcceptOddsChanges(): boolean {
  return readStored(ACCEPT_ODDS_CHANGES_KEY) !== 'false';
}

export function saveAcceptOddsChanges(accept: boolean): void {
  writeStored(ACCEPT_ODDS_CHANGES_KEY, String(accept));
}
