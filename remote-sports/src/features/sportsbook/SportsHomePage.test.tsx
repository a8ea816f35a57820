import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomeAnswer, MatchRow } from '../../lib/types.ts';
import { fakeRealtimePerTest } from '../../testing/fake-realtime.ts';
import { json, matchRow, matchUpdate, mockApi, renderSports } from '../../testing/sports-testing.tsx';
import { SportsHomePage } from './SportsHomePage.tsx';

/** A kick-off is read with the others 2 s after it is heard (RELOAD_AFTER_MS): this is past it. */
const PAST_RELOAD_MS = 2600;

const IN_PLAY = matchRow({ id: 601, live: true, status: '2nd Half', minute: 88, period: 2, clock: "88'", home: 'Grêmio', away: 'Internacional' });
const UPCOMING = matchRow({ id: 602, home: 'Bahia', away: 'Vitória' });
const KICKED_OFF = { ...UPCOMING, status: '1st Half', live: true, minute: 1, period: 1, clock: "1'", prematch_closes_at: null };
const LEAGUE = { id: 'bra-serie-a', name: 'Brasileirão Série A', country: 'Brazil', country_code: 'BR', sport: 'football' as const };

const answer = (live: MatchRow[], upcoming: MatchRow[]): HomeAnswer => ({
  sport: 'home',
  live,
  leagues: upcoming.length > 0 ? [{ ...LEAGUE, matches: upcoming }] : [],
});

/** `GET /sports/home` answering each read with the next answer (the last one again once they run out). */
function answerHome(...answers: HomeAnswer[]) {
  let reads = 0;
  const api = mockApi({ 'GET sports/home': () => json(200, answers[Math.min(reads++, answers.length - 1)]) });
  return { reads: () => api.callsTo('GET sports/home').length };
}

const liveStrip = () => screen.getByRole('list', { name: 'Live now' });
const upcomingList = () => screen.getByRole('list', { name: 'Upcoming matches' });

const realtime = fakeRealtimePerTest();

async function openHome(sportType?: string) {
  await renderSports(<SportsHomePage sportType={sportType} />, { route: '/sports' });
  await screen.findByText('Grêmio');
  // The rows listen from effects, which React may run after the rows show: a message before them is lost.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(realtime.listening('public:sports.live', 'match-update')).toBe(true);
}

describe('the sports home following kick-offs and full time without a reload', () => {
  it('moves a match that kicks off from the upcoming matches into “Live now”', async () => {
    const home = answerHome(answer([IN_PLAY], [UPCOMING]), answer([IN_PLAY, KICKED_OFF], []));
    await openHome();
    expect(within(upcomingList()).getByText('Bahia')).toBeInTheDocument();

    act(() =>
      realtime.publish(
        'public:sports.live',
        'match-update',
        matchUpdate({ id: UPCOMING.id, status: '1st Half', live: true, minute: 1, period: 1, clock: "1'" }),
      ),
    );
    // The row says so at once, before the lists are read again.
    const row = within(upcomingList()).getByText('Bahia').closest('li')!;
    expect(row).toHaveTextContent(/Live1'/);

    await waitFor(() => expect(within(liveStrip()).getByText('Bahia')).toBeInTheDocument(), { timeout: PAST_RELOAD_MS + 2000 });
    expect(screen.queryByRole('list', { name: 'Upcoming matches' })).toBeNull();
    expect(home.reads()).toBe(2);
  });

  it('takes a match at full time out of “Live now”, and says none is live once the last one ends', async () => {
    const home = answerHome(answer([IN_PLAY], [UPCOMING]));
    await openHome();
    expect(within(liveStrip()).getByText('Grêmio')).toBeInTheDocument();

    act(() =>
      realtime.publish('public:sports.live', 'match-update', matchUpdate({ id: IN_PLAY.id, status: 'Finished', live: false, score: { home: 2, away: 1 } })),
    );
    expect(screen.queryByText('Grêmio')).toBeNull();
    expect(screen.getByText('No matches live right now. See the upcoming ones below.')).toBeInTheDocument();
    expect(home.reads()).toBe(1);
  });

  it('reads nothing again for a kick-off of a sport the page does not list', async () => {
    const home = answerHome({ ...answer([IN_PLAY], [UPCOMING]), sport: 'football' });
    await openHome('football');
    act(() =>
      realtime.publish(
        'public:sports.live',
        'match-update',
        matchUpdate({ id: 9001, sport: 'basketball', status: 'Live', live: true, period: 1, clock: 'Q1 12:00' }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, PAST_RELOAD_MS));
    expect(home.reads()).toBe(1);
  });

  it('reads again once for a live match the API’s list leaves out, not at every minute of it', async () => {
    const home = answerHome(answer([IN_PLAY], [UPCOMING]));
    await openHome();
    const elsewhere = (minute: number) => matchUpdate({ id: 777, status: '1st Half', live: true, minute, period: 1, clock: `${minute}'` });
    act(() => realtime.publish('public:sports.live', 'match-update', elsewhere(30)));
    await waitFor(() => expect(home.reads()).toBe(2), { timeout: PAST_RELOAD_MS + 2000 });
    act(() => realtime.publish('public:sports.live', 'match-update', elsewhere(31)));
    await new Promise((resolve) => setTimeout(resolve, PAST_RELOAD_MS));
    expect(home.reads()).toBe(2);
  });
});

describe('a match stopped in play on the sports home', () => {
  it('says it is interrupted in “Live now”, not a running minute', async () => {
    answerHome(answer([{ ...IN_PLAY, status: 'Interrupted', minute: 10, period: 1, clock: "10'" }], []));
    await renderSports(<SportsHomePage />, { route: '/sports' });
    const card = (await within(liveStrip()).findByText('Grêmio')).closest('li')!;
    expect(card).toHaveTextContent('Interrupted');
    expect(card).not.toHaveTextContent("10'");
  });
});
