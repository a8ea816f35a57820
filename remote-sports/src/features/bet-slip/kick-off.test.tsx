/**
 * A pre-match pick whose match reaches its kick-off, restored from storage or while the page is
 * open. The API keeps a market's selections across kick-off (the same ids, quoted in play), takes
 * a live bet on them at the live price, and refuses a pre-match bet from a cut-off before kick-off
 * on (spec §8 "match starting soon or started"), which each match states (`prematch_closes_at`), in
 * its reads and its `match-update` messages (the feed may move a kick-off). The slip judges it on
 * the server's clock, as the page's answers correct it.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observeServerTime, palpiteStore } from '@palpite/shared';
import { resetServerClock } from '@palpite/shared/testing';
import { MatchRow } from '../../components/MatchRow.tsx';
import { addToSlip, resetSlipState, restoreSlip, slipAtom } from '../../lib/bet-slip/slip-state.ts';
import type { MatchDetail } from '../../lib/types.ts';
import { installFakeRealtime } from '../../testing/fake-realtime.ts';
import {
  expectOffButFocusable,
  json,
  logIn,
  logOut,
  matchDetail,
  matchRow,
  matchUpdate,
  mockApi,
  renderSports,
  slipSelection,
} from '../../testing/sports-testing.tsx';
import BetSlipWidget from './BetSlipWidget.tsx';

/** The fixtures' match (1001, CR Flamengo × SE Palmeiras) and its kick-off. */
const KICK_OFF_MS = Date.parse('2026-11-23T00:30:00.000Z');
const MINUTE_MS = 60_000;
/** The API's pre-match cut-off here: betting on the match closes a minute before its kick-off. */
const CUTOFF_MS = 60_000;
const CLOSES_AT = new Date(KICK_OFF_MS - CUTOFF_MS).toISOString();
/** The home win, picked before kick-off at 2.10. */
const PRE_MATCH_PICK = slipSelection({ match_status: 'Not Started' });
const PICK_ID = PRE_MATCH_PICK.selection_id;

let realtime: ReturnType<typeof installFakeRealtime>;

/** `GET sports/matches/1001` in play at `minute`: the same markets and selections, quoted in play. */
function inPlayRead(minute: number, homePrice: number): MatchDetail {
  const before = matchDetail({ id: 1001 });
  return {
    ...before,
    status: '1st Half',
    live: true,
    minute,
    period: 1,
    clock: { display: `${minute}'`, period: 1, minute, seconds_left: null },
    version: 9,
    groups: before.groups.map((group) => ({
      ...group,
      markets: group.markets.map((market) => ({
        ...market,
        in_play: true,
        selections: market.selections.map((selection) => (selection.id === PICK_ID ? { ...selection, price: homePrice } : selection)),
      })),
    })),
  };
}

/** The match's realtime news at kick-off: its clock, then its markets quoted in play. */
function publishKickOff(homePrice: number) {
  const read = inPlayRead(1, homePrice);
  act(() => {
    realtime.publish(
      'public:match.1001',
      'match-update',
      matchUpdate({
        league_id: read.league.id,
        status: read.status,
        live: true,
        minute: 1,
        period: 1,
        clock: "1'",
        score: read.score,
        red_cards: read.red_cards,
        version: 10,
      }),
    );
    realtime.publish('public:match.1001', 'markets', {
      match_id: 1001,
      version: 10,
      status: read.status,
      suspended: false,
      markets: read.groups.flatMap((group) => group.markets),
    });
  });
}

/** The feed moved the match's kick-off to `startsAtMs` before it started: its realtime `match-update` says so. */
function publishKickOffMoved(startsAtMs: number, version: number) {
  // The factory's match is this one not started (its league, no goals, no cards).
  act(() => {
    realtime.publish(
      'public:match.1001',
      'match-update',
      matchUpdate({ starts_at: new Date(startsAtMs).toISOString(), prematch_closes_at: new Date(startsAtMs - CUTOFF_MS).toISOString(), version }),
    );
  });
}

const placed = () => json(201, { success: true, translation_key: 'bets.placed', translation_params: {}, message: 'Your bet was placed.', bet: { id: 91 } });

/** The slip as a reload finds it (restored from storage), opened beside the page. */
async function openSlip(options: { restored: boolean }) {
  if (options.restored) restoreSlip();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await renderSports(<BetSlipWidget />);
  await user.click(screen.getByTestId('bet-slip-toggle'));
  const slip = screen.getByRole('region', { name: /Bet slip/ });
  return { user, slip, entry: () => slip.querySelector<HTMLElement>(`[data-bet-id="${PICK_ID}"]`)! };
}

const place = () => screen.getByRole('button', { name: 'Place bet' });

/** The pick's entry says pre-match betting closed, and Place Bet is off (disabled too while no stake is typed). */
function expectClosed(entry: () => HTMLElement) {
  expect(within(entry()).getByText('Pre-match betting closed')).toBeInTheDocument();
  expect(place()).toHaveAttribute('aria-disabled', 'true');
}

/** The legs the slip sent with its one `POST user/bet`. */
function sentLegs(api: ReturnType<typeof mockApi>) {
  const calls = api.callsTo('POST user/bet');
  expect(calls).toHaveLength(1);
  return (JSON.parse(calls[0]!.body) as { bet_details: Record<string, unknown>[] }).bet_details;
}

function startAt(nowMs: number) {
  vi.useFakeTimers({ now: nowMs, shouldAdvanceTime: true });
}

beforeEach(() => {
  localStorage.clear();
  resetSlipState();
  realtime = installFakeRealtime();
  logIn();
});
afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
  vi.restoreAllMocks();
  realtime.uninstall();
  logOut();
});

describe('a pre-match pick whose match is in play (the API keeps the selection and takes it live)', () => {
  it('restored after kick-off, becomes a live pick at the live price, and is placed live', async () => {
    startAt(KICK_OFF_MS + 11 * MINUTE_MS);
    addToSlip(PRE_MATCH_PICK);
    const api = mockApi({ 'GET sports/matches/1001': () => json(200, inPlayRead(11, 2.39)), 'POST user/bet': placed });
    const { user, slip, entry } = await openSlip({ restored: true });
    expect(await within(entry()).findByText("11'")).toBeInTheDocument();
    expect(within(entry()).getByText('Live')).toBeInTheDocument();
    expect(entry()).toHaveTextContent(/2\.39$/);
    expect(within(entry()).queryByText(/closed|suspended|finished/i)).toBeNull();

    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    expect(sentLegs(api)).toEqual([expect.objectContaining({ selection_id: PICK_ID, live: true, elapsed: 11, odd: 2.39 })]);
  });

  it('on the slip while its match kicks off, follows it in play and is placed live', async () => {
    startAt(KICK_OFF_MS - 5 * MINUTE_MS);
    addToSlip(PRE_MATCH_PICK);
    const api = mockApi({ 'GET sports/matches/1001': () => json(200, matchDetail({ id: 1001 })), 'POST user/bet': placed });
    const { user, slip, entry } = await openSlip({ restored: false });
    await vi.waitFor(() => expect(api.callsTo('GET sports/matches/1001')).toHaveLength(1));
    act(() => vi.advanceTimersByTime(5 * MINUTE_MS));
    publishKickOff(2.45);
    expect(within(entry()).getByText('Live')).toBeInTheDocument();
    expect(entry()).toHaveTextContent(/2\.45$/);
    expect(within(entry()).queryByText('Pre-match betting closed')).toBeNull();

    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    expect(sentLegs(api)).toEqual([expect.objectContaining({ selection_id: PICK_ID, live: true, elapsed: 1, odd: 2.45 })]);
  });
});

describe('a pre-match pick past its kick-off while its match has not started (the API refuses it until then)', () => {
  it('restored, says so on the entry of a delayed match and keeps Place Bet off, until the match starts and takes it live', async () => {
    startAt(KICK_OFF_MS + 10 * MINUTE_MS);
    addToSlip(PRE_MATCH_PICK);
    const api = mockApi({ 'GET sports/matches/1001': () => json(200, matchDetail({ id: 1001, status: 'Delayed' })), 'POST user/bet': placed });
    const { user, slip, entry } = await openSlip({ restored: true });
    expect(await within(entry()).findByText('Pre-match betting closed')).toBeInTheDocument();
    await user.type(within(slip).getByLabelText('Stake'), '10{Enter}');
    const why = 'Pre-match betting on this selection has closed: wait for the match to start to bet at live odds.';
    expect(within(slip).getByText(why)).toBeVisible();
    expectOffButFocusable(place());
    expect(place()).toHaveAccessibleDescription(why);
    expect(api.callsTo('POST user/bet')).toEqual([]);
    // Not gone for good: no removal offered for it, and its odd still counts.
    expect(within(slip).queryByRole('button', { name: /unavailable/ })).toBeNull();
    expect(slip).toHaveTextContent('Total odds2.10');
    expect(within(slip).getByText('CR Flamengo vs SE Palmeiras: Pre-match betting closed.').closest('[role="status"]')).not.toBeNull();

    publishKickOff(2.3);
    expect(within(entry()).queryByText('Pre-match betting closed')).toBeNull();
    expect(place()).toBeEnabled();
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    expect(sentLegs(api)).toEqual([expect.objectContaining({ selection_id: PICK_ID, live: true, odd: 2.3 })]);
  });

  it('on the slip, says so the moment its kick-off passes with no news of the start, of that pick only', async () => {
    startAt(KICK_OFF_MS - MINUTE_MS);
    addToSlip(PRE_MATCH_PICK);
    const later = slipSelection({
      selection_id: 200111,
      fixture_id: 2001,
      home_team_name: 'Santos FC',
      away_team_name: 'Grêmio FBPA',
      date: '2026-11-23T02:00:00.000Z',
    });
    addToSlip(later);
    mockApi({
      'GET sports/matches/1001': () => json(200, matchDetail({ id: 1001 })),
      'GET sports/matches/2001': () => json(200, { ...matchDetail({ id: 2001 }), starts_at: later.date }),
    });
    const { user, slip, entry } = await openSlip({ restored: false });
    await user.type(within(slip).getByLabelText('Stake'), '10');
    // Everything else the slip had to do is done a second before kick-off.
    act(() => vi.advanceTimersByTime(KICK_OFF_MS - 1000 - Date.now()));
    expect(place()).toBeEnabled();
    expect(within(entry()).queryByText('Pre-match betting closed')).toBeNull();

    act(() => vi.advanceTimersByTime(1000));
    expect(within(entry()).getByText('Pre-match betting closed')).toBeInTheDocument();
    expect(within(slip.querySelector<HTMLElement>('[data-bet-id="200111"]')!).queryByText('Pre-match betting closed')).toBeNull();
    expectOffButFocusable(place());
    expect(place()).toHaveAccessibleDescription(
      'Pre-match betting on a selection has closed: wait for its match to start to bet at live odds, or remove it to place the rest.',
    );
  });
});

describe('a pre-match pick within the API’s cut-off before kick-off (prematch_closes_at)', () => {
  /** The match as the list and its read give it: pre-match betting closing a minute before kick-off. */
  const closingRow = matchRow({ id: 1001, prematch_closes_at: CLOSES_AT });
  const closingRead = () => json(200, matchDetail({ id: 1001, prematch_closes_at: CLOSES_AT }));
  const startedAll = 'Pre-match betting on this selection has closed: wait for the match to start to bet at live odds.';

  /** The match's row in a list beside the slip. */
  async function renderListBesideSlip() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSports(
      <>
        <ul>
          <MatchRow row={closingRow} />
        </ul>
        <BetSlipWidget />
      </>,
    );
    return user;
  }

  /** The list beside the slip; the home win picked from its odds button, the slip opened. */
  async function pickFromList() {
    const user = await renderListBesideSlip();
    await user.click(screen.getByRole('button', { name: '1 2.10, Match result: CR Flamengo' }));
    await user.click(screen.getByTestId('bet-slip-toggle'));
    const slip = screen.getByRole('region', { name: /Bet slip/ });
    return { user, slip, entry: () => slip.querySelector<HTMLElement>(`[data-bet-id="${PICK_ID}"]`)! };
  }

  it('30 s before kick-off, finds the list’s odds button locked: no pick reaches the slip', async () => {
    startAt(KICK_OFF_MS - 30_000);
    mockApi({ 'GET sports/matches/1001': closingRead, 'POST user/bet': placed });
    const user = await renderListBesideSlip();
    const locked = screen.getByRole('button', { name: '1, Match result: CR Flamengo, suspended' });
    expect(locked).toBeDisabled();
    await user.click(locked);
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
  });

  it('2 minutes before kick-off, can be placed until the cut-off, then says pre-match betting closed the moment it passes', async () => {
    startAt(KICK_OFF_MS - 2 * MINUTE_MS);
    mockApi({ 'GET sports/matches/1001': closingRead, 'POST user/bet': placed });
    const { user, slip, entry } = await pickFromList();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    expect(place()).toBeEnabled();
    expect(within(entry()).queryByText('Pre-match betting closed')).toBeNull();

    act(() => vi.advanceTimersByTime(KICK_OFF_MS - CUTOFF_MS - 1000 - Date.now()));
    expect(place()).toBeEnabled();
    expect(within(entry()).queryByText('Pre-match betting closed')).toBeNull();

    act(() => vi.advanceTimersByTime(1000));
    expectClosed(entry);
    expect(place()).toHaveAccessibleDescription(startedAll);
    // The list's button locks at the same moment, still pressed: pressing it takes the pick off.
    expect(screen.getByRole('button', { name: '1, Match result: CR Flamengo, suspended' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('restored from a slip an older version stored (no closing), learns it from the read of its match', async () => {
    startAt(KICK_OFF_MS - 30_000);
    addToSlip(PRE_MATCH_PICK);
    const api = mockApi({ 'GET sports/matches/1001': closingRead, 'POST user/bet': placed });
    const { slip, entry } = await openSlip({ restored: true });
    expect(await within(entry()).findByText('Pre-match betting closed')).toBeInTheDocument();
    expect(within(slip).queryByRole('button', { name: /unavailable/ })).toBeNull();
    expect(api.callsTo('GET sports/matches/1001')).toHaveLength(1);
  });
});

describe('a pre-match pick whose kick-off the feed moves while it sits on the slip (the match’s match-update says so)', () => {
  const closingRead = () => json(200, matchDetail({ id: 1001, prematch_closes_at: CLOSES_AT }));
  const HOUR_MS = 60 * MINUTE_MS;

  it('blocked at the old closing, becomes placeable (pre-match, at the new kick-off) when the kick-off moves later, and closes at the new closing', async () => {
    startAt(KICK_OFF_MS - 30_000);
    addToSlip(PRE_MATCH_PICK);
    const api = mockApi({ 'GET sports/matches/1001': closingRead, 'POST user/bet': placed });
    const { user, slip, entry } = await openSlip({ restored: false });
    expect(await within(entry()).findByText('Pre-match betting closed')).toBeInTheDocument();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    expectOffButFocusable(place());

    const laterMs = KICK_OFF_MS + 2 * HOUR_MS;
    publishKickOffMoved(laterMs, 4);
    expect(within(entry()).queryByText('Pre-match betting closed')).toBeNull();
    expect(place()).toBeEnabled();

    // Still closing a cut-off before the new kick-off, with no other news.
    act(() => vi.advanceTimersByTime(laterMs - CUTOFF_MS - 1000 - Date.now()));
    expect(place()).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    expectClosed(entry);
    expect(api.callsTo('POST user/bet')).toEqual([]);
  });

  it('moved later, is placed as a pre-match bet on the new kick-off', async () => {
    startAt(KICK_OFF_MS - 30_000);
    addToSlip(PRE_MATCH_PICK);
    const api = mockApi({ 'GET sports/matches/1001': closingRead, 'POST user/bet': placed });
    const { user, slip, entry } = await openSlip({ restored: false });
    expect(await within(entry()).findByText('Pre-match betting closed')).toBeInTheDocument();
    const laterMs = KICK_OFF_MS + 2 * HOUR_MS;
    publishKickOffMoved(laterMs, 4);
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    expect(sentLegs(api)).toEqual([expect.objectContaining({ selection_id: PICK_ID, live: false, date: new Date(laterMs).toISOString() })]);
  });

  it('placeable, becomes blocked when the kick-off moves earlier past its closing, or at the earlier closing still to come', async () => {
    startAt(KICK_OFF_MS - HOUR_MS);
    addToSlip(PRE_MATCH_PICK);
    const api = mockApi({ 'GET sports/matches/1001': closingRead, 'POST user/bet': placed });
    const { user, slip, entry } = await openSlip({ restored: false });
    await vi.waitFor(() => expect(api.callsTo('GET sports/matches/1001')).toHaveLength(1));
    await user.type(within(slip).getByLabelText('Stake'), '10');
    expect(place()).toBeEnabled();

    // Kick-off in 5 minutes: pre-match betting closes in 4, not at the 59 minutes the read said.
    publishKickOffMoved(Date.now() + 5 * MINUTE_MS, 4);
    act(() => vi.advanceTimersByTime(4 * MINUTE_MS - 1000));
    expect(place()).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    expectClosed(entry);

    // Moved later again, then earlier than now plus the cut-off: closed at once.
    publishKickOffMoved(Date.now() + HOUR_MS, 5);
    expect(place()).toBeEnabled();
    publishKickOffMoved(Date.now() + 30_000, 6);
    expectClosed(entry);
    expect(api.callsTo('POST user/bet')).toEqual([]);
  });

  it('keeps the kick-off it knows when a match-update does not say it (an older API)', async () => {
    startAt(KICK_OFF_MS - 30_000);
    addToSlip(PRE_MATCH_PICK);
    mockApi({ 'GET sports/matches/1001': closingRead });
    const { entry } = await openSlip({ restored: false });
    expect(await within(entry()).findByText('Pre-match betting closed')).toBeInTheDocument();
    const read = matchDetail({ id: 1001 });
    act(() => {
      realtime.publish(
        'public:match.1001',
        'match-update',
        matchUpdate({ league_id: read.league.id, score: read.score, red_cards: read.red_cards, version: 4 }),
      );
    });
    expect(within(entry()).getByText('Pre-match betting closed')).toBeInTheDocument();
  });
});

describe('a pre-match pick on a slip left open while the server’s clock is corrected (an answer measures it anew)', () => {
  const closingRead = () => json(200, matchDetail({ id: 1001, prematch_closes_at: CLOSES_AT }));
  /** The server's clock is at `serverMs` now: the device's is that far off. */
  const serverSays = (serverMs: number) => act(() => observeServerTime(new Date(serverMs).toISOString(), Date.now()));

  /** The slip open beside the page, its match read, a stake typed. */
  async function openWithStake() {
    addToSlip(slipSelection({ match_status: 'Not Started', closes_at: CLOSES_AT }));
    const api = mockApi({ 'GET sports/matches/1001': closingRead, 'POST user/bet': placed });
    const { user, slip, entry } = await openSlip({ restored: false });
    await vi.waitFor(() => expect(api.callsTo('GET sports/matches/1001')).toHaveLength(1));
    await user.type(within(slip).getByLabelText('Stake'), '10');
    return { api, entry };
  }

  it('blocked at once when the server’s clock is past the closing (the device’s 5 minutes behind)', async () => {
    startAt(KICK_OFF_MS - 5 * MINUTE_MS);
    const { api, entry } = await openWithStake();
    expect(place()).toBeEnabled();

    serverSays(KICK_OFF_MS - 30_000);
    expectClosed(entry);
    expect(api.callsTo('POST user/bet')).toEqual([]);
  });

  it('closes at the closing on the server’s clock, not the device’s, when the correction leaves it still to come', async () => {
    startAt(KICK_OFF_MS - 10 * MINUTE_MS);
    const { entry } = await openWithStake();
    // The server is 7 minutes ahead: its closing comes in 2 minutes, the device's in 9.
    serverSays(KICK_OFF_MS - 3 * MINUTE_MS);
    expect(place()).toBeEnabled();
    act(() => vi.advanceTimersByTime(2 * MINUTE_MS - 1000));
    expect(place()).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    expectClosed(entry);
  });

  it('placeable at once when the server’s clock says a device clock ahead closed it early, until the server’s closing', async () => {
    startAt(KICK_OFF_MS - 30_000);
    const { entry } = await openWithStake();
    expectClosed(entry);

    // The device is 10 minutes ahead: on the server's clock betting closes in 9.
    serverSays(KICK_OFF_MS - 10 * MINUTE_MS - 30_000);
    expect(within(entry()).queryByText('Pre-match betting closed')).toBeNull();
    expect(place()).toBeEnabled();
    act(() => vi.advanceTimersByTime(9 * MINUTE_MS + 30_000 - 1000));
    expect(place()).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    expectClosed(entry);
  });
});
