import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveUpdatesWantedAtom, palpiteStore } from '@palpite/shared';
import { installFakeRealtime } from '../../testing/fake-realtime.ts';
import { json, matchRow, matchUpdate, mockApi, renderSports } from '../../testing/sports-testing.tsx';
import { BasketballPage } from './BasketballPage.tsx';
import { SportsHomePage } from './SportsHomePage.tsx';

/** A basketball game in the first quarter, as `GET /sports/home` lists it under `live`. */
const IN_PLAY = matchRow({
  id: 5001,
  sport: 'basketball',
  home: 'Boston Celtics',
  away: 'Miami Heat',
  live: true,
  status: 'Live',
  period: 1,
  clock: 'Q1 10:57',
  score: { home: 3, away: 2 },
});
const UPCOMING = matchRow({ id: 5002, sport: 'basketball', home: 'Denver Nuggets', away: 'Utah Jazz' });
const LEAGUE = { id: 'nba', name: 'NBA', country: 'USA', country_code: 'US', sport: 'basketball', matches: [UPCOMING] };

/** How many mounted parts of the page ask the host for the realtime connection a visitor lacks off the live routes. */
const askingForLiveUpdates = () => palpiteStore.get(liveUpdatesWantedAtom);

/**
 * A card asks from an effect, which React runs after the card shows: in a later task, past the
 * check that found the text when the machine is busy. So the count is awaited, not the text.
 */
async function expectAskingOnce() {
  await waitFor(() => expect(askingForLiveUpdates()).toBe(1));
}

function answerHome(live: readonly unknown[]) {
  return mockApi({ 'GET sports/home': (call) => json(200, { sport: call.query.get('sport'), live, leagues: [LEAGUE] }) });
}

afterEach(() => vi.restoreAllMocks());

describe('a sports page a visitor sees live matches on asks for live updates (spec §4 "Start-up")', () => {
  for (const sport of ['home', 'football', 'basketball']) {
    it(`/sports?sport=${sport}: its “Live now” strip with a match in play asks, and stops asking when the page goes`, async () => {
      answerHome([IN_PLAY]);
      const { unmount } = await renderSports(<SportsHomePage sportType={sport} />, { route: `/sports?sport=${sport}` });
      expect(await screen.findByText('Boston Celtics')).toBeInTheDocument();
      await expectAskingOnce();
      unmount();
      expect(askingForLiveUpdates()).toBe(0);
    });
  }

  it('/basketball: its games in play ask', async () => {
    answerHome([IN_PLAY]);
    await renderSports(<BasketballPage />, { route: '/basketball' });
    expect(await screen.findByText('Boston Celtics')).toBeInTheDocument();
    await expectAskingOnce();
  });

  it('does not ask while nothing is live: the upcoming matches alone open no connection', async () => {
    answerHome([]);
    await renderSports(<SportsHomePage />, { route: '/sports' });
    expect(await screen.findByText('No matches live right now. See the upcoming ones below.')).toBeInTheDocument();
    expect(await screen.findByText('Denver Nuggets')).toBeInTheDocument();
    expect(askingForLiveUpdates()).toBe(0);
  });

  it('does not ask while the live matches load', async () => {
    mockApi({ 'GET sports/home': () => new Promise<Response>(() => undefined) });
    await renderSports(<BasketballPage />, { route: '/basketball' });
    expect(screen.getByRole('list', { name: 'Live now' })).toBeInTheDocument();
    expect(askingForLiveUpdates()).toBe(0);
  });
});

describe('the live strip once it hears the game move', () => {
  let realtime: ReturnType<typeof installFakeRealtime>;
  beforeEach(() => {
    realtime = installFakeRealtime();
  });
  afterEach(() => realtime.uninstall());

  it('shows the new clock and score, and stops asking when the game ends', async () => {
    answerHome([IN_PLAY]);
    await renderSports(<BasketballPage />, { route: '/basketball' });
    const card = (await screen.findByText('Boston Celtics')).closest('li')!;
    // The card listens from an effect too (the one that asks): a message published before it runs is lost.
    await waitFor(() => expect(realtime.listening('public:match.5001', 'match-update')).toBe(true));
    const moved = { id: IN_PLAY.id, sport: 'basketball' as const, league_id: 'nba', status: 'Live', live: true, period: 1 };
    act(() => realtime.publish('public:match.5001', 'match-update', matchUpdate({ ...moved, clock: 'Q1 07:59', score: { home: 9, away: 6 } })));
    expect(card).toHaveTextContent('07:59');
    expect(card).toHaveTextContent(/Boston Celtics9/);
    expect(askingForLiveUpdates()).toBe(1);

    act(() => realtime.publish('public:match.5001', 'match-update', matchUpdate({ ...moved, status: 'Finished', live: false, clock: null })));
    expect(askingForLiveUpdates()).toBe(0);
  });
});
