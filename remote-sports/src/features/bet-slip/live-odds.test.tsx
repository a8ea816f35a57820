import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore } from '@palpite/shared';
import { addToSlip, resetSlipState, slipAtom } from '../../lib/bet-slip/slip-state.ts';
import { slipSelections } from '../../lib/bet-slip/slip.ts';
import { FLASH_MS } from '../../lib/odds-flash.ts';
import { installFakeRealtime } from '../../testing/fake-realtime.ts';
import { json, matchRow, mockApi, renderSports, slipSelection } from '../../testing/sports-testing.tsx';
import { MatchRow } from '../../components/MatchRow.tsx';
import { SlipFeeds } from './SlipFeeds.tsx';

let realtime: ReturnType<typeof installFakeRealtime>;
const LIVE = matchRow({ id: 77, live: true, status: '1st Half', minute: 23, clock: "23'", score: { home: 0, away: 0 } });
const markets = (price: number | null, status = 'open') => ({
  match_id: 77,
  version: 9,
  status: '1st Half',
  suspended: status !== 'open',
  markets: [
    {
      ...LIVE.main_market!,
      status,
      kind: 'match-result',
      line: null,
      in_play: true,
      selections: [
        { ...LIVE.main_market!.selections[0]!, price, status: status === 'open' ? 'active' : 'suspended' },
        ...LIVE.main_market!.selections.slice(1),
      ],
    },
  ],
});

/** `GET sports/matches/77` as read at 58', with these markets. */
const matchRead = (version: number, markets: readonly unknown[]) => ({
  ...LIVE,
  time: '21:30',
  referee: null,
  venue: null,
  ht_score: null,
  penalties: null,
  clock: { display: "58'", period: 2, minute: 58, seconds_left: null },
  suspended_until: null,
  periods: [],
  version,
  groups: [{ key: 'main', markets }],
});

beforeEach(() => {
  localStorage.clear();
  resetSlipState();
  realtime = installFakeRealtime();
  // The slip reads a fixture's prices when it joins: unanswered unless a test says otherwise.
  mockApi({});
});
afterEach(() => {
  vi.restoreAllMocks();
  realtime.uninstall();
  vi.useRealTimers();
});

describe('live odds', () => {
  it('a live row follows its match: score and clock, prices flashing up/down with an arrow, a lock while suspended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderSports(
      <ul>
        <MatchRow row={LIVE} />
      </ul>,
    );
    const home = () => screen.getByRole('button', { name: /, Match result: CR Flamengo/ });
    expect(home()).toHaveAccessibleName('1 2.10, Match result: CR Flamengo');
    expect(realtime.listening('public:match.77', 'markets')).toBe(true);

    act(() =>
      realtime.publish('public:match.77', 'match-update', {
        ...LIVE,
        ht_score: null,
        penalties: null,
        suspended_until: null,
        league_id: 'x',
        version: 8,
        minute: 31,
        clock: "31'",
        score: { home: 1, away: 0 },
      }),
    );
    expect(screen.getByText("31'")).toBeInTheDocument();
    expect(screen.getAllByText('1')[0]).toBeInTheDocument();

    act(() => realtime.publish('public:match.77', 'markets', markets(2.4)));
    expect(home()).toHaveAccessibleName('1 2.40, Match result: CR Flamengo (rising)');
    expect(home()).toHaveAttribute('data-direction', 'up');
    expect(home()).toHaveTextContent('▲2.40');
    act(() => vi.advanceTimersByTime(FLASH_MS + 100));
    expect(home()).not.toHaveAttribute('data-direction');

    act(() => realtime.publish('public:match.77', 'markets', markets(1.9)));
    expect(home()).toHaveAttribute('data-direction', 'down');
    expect(home()).toHaveTextContent('▼1.90');

    act(() => realtime.publish('public:match.77', 'markets', markets(1.9, 'suspended')));
    expect(home()).toBeDisabled();
    expect(home()).toHaveAccessibleName('1, Match result: CR Flamengo, suspended');
    // A suspended market holds every price.
    expect(within(screen.getByRole('group', { name: /Odds for/ })).getByRole('button', { name: /Draw/ })).toHaveAccessibleName(
      'X, Match result: Draw, suspended',
    );
  });

  it('pressing adds the pick to the slip (pressed), and the slip follows its live price', async () => {
    const user = userEvent.setup();
    await renderSports(
      <>
        <ul>
          <MatchRow row={LIVE} />
        </ul>
        <SlipFeeds />
      </>,
    );
    const home = screen.getByRole('button', { name: /, Match result: CR Flamengo/ });
    await user.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    expect(slipSelections(palpiteStore.get(slipAtom))[0]).toMatchObject({ fixture_id: 77, odd: 2.1, live: true, elapsed: 23, current_time: "23'" });
    act(() => realtime.publish('public:match.77', 'markets', markets(2.35)));
    expect(slipSelections(palpiteStore.get(slipAtom))[0]).toMatchObject({ odd: 2.35, previous_odd: 2.1 });
    await user.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'false');
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
  });

  it('a fixture joining the slip is read once, so a price restored from storage is brought up to date; older news is ignored', async () => {
    addToSlip(slipSelection({ selection_id: LIVE.main_market!.selections[0]!.id, fixture_id: 77, odd: 2.1, live: true }));
    const now = markets(2.5);
    mockApi({ 'GET sports/matches/77': () => json(200, matchRead(10, now.markets)) });
    await renderSports(<SlipFeeds />);
    await vi.waitFor(() => expect(slipSelections(palpiteStore.get(slipAtom))[0]).toMatchObject({ odd: 2.5, previous_odd: 2.1, current_time: "58'" }));
    // A message sent before that read (version 9) arrives late: the slip keeps the newer price.
    act(() => realtime.publish('public:match.77', 'markets', markets(1.8)));
    expect(slipSelections(palpiteStore.get(slipAtom))[0]).toMatchObject({ odd: 2.5 });
    act(() => realtime.publish('public:match.77', 'markets', { ...markets(2.6), version: 11 }));
    expect(slipSelections(palpiteStore.get(slipAtom))[0]).toMatchObject({ odd: 2.6, previous_odd: 2.5 });
  });

  it('follows the match’s status to its end, and closes an entry whose selection a read no longer lists', async () => {
    addToSlip(slipSelection({ selection_id: LIVE.main_market!.selections[0]!.id, fixture_id: 77, odd: 2.1, live: true }));
    // The read lists no market any more.
    mockApi({ 'GET sports/matches/77': () => json(200, matchRead(10, [])) });
    await renderSports(<SlipFeeds />);
    const entry = () => slipSelections(palpiteStore.get(slipAtom))[0];
    await vi.waitFor(() => expect(entry()).toMatchObject({ closed: true, suspended: true, match_status: '1st Half' }));
    act(() =>
      realtime.publish('public:match.77', 'match-update', {
        ...LIVE,
        status: 'Finished',
        live: false,
        minute: null,
        clock: null,
        ht_score: null,
        penalties: null,
        suspended_until: null,
        league_id: 'x',
        version: 11,
      }),
    );
    expect(entry()).toMatchObject({ match_status: 'Finished', live: false, current_time: null });
  });
});
