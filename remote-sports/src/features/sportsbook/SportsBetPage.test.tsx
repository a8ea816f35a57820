import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock } from '@palpite/shared/testing';
import { AddressBar, json, matchRow, mockApi, renderSports } from '../../testing/sports-testing.tsx';
import { SportsBetPage } from './SportsBetPage.tsx';

const NOW = new Date('2026-11-22T12:00:00Z');
const SERIE_A = {
  id: 'bra-serie-a',
  name: 'Brasileirão Série A',
  country: 'Brazil',
  country_code: 'BR',
  sport: 'football',
  season: '2026',
  upcoming: 7,
  live: 0,
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetServerClock();
});

describe('the sports betting page (/sportsbet)', () => {
  it("asks football's own lists, so a league shows every upcoming match, not the home page's five", async () => {
    const matches = Array.from({ length: 7 }, (_, index) =>
      matchRow({ id: 2000 + index, home: `Home ${index}`, starts_at: new Date(NOW.getTime() + (index + 1) * 3_600_000).toISOString() }),
    );
    const api = mockApi({
      'GET sports/leagues': () => json(200, { leagues: [SERIE_A] }),
      'GET sports/home': () => json(200, { sport: 'football', live: [], leagues: [{ ...SERIE_A, matches }] }),
    });
    await renderSports(<SportsBetPage />);
    expect(await screen.findByText('Home 6')).toBeInTheDocument();
    expect(api.callsTo('GET sports/home')[0]!.query.get('sport')).toBe('football');
    expect(api.callsTo('GET sports/leagues')[0]!.query.get('sport')).toBe('football');
  });

  it('counts beside a league the matches choosing it lists: every upcoming one, its live ones left out as the list leaves them', async () => {
    const matches = Array.from({ length: 23 }, (_, index) =>
      matchRow({ id: 4000 + index, home: `Home ${index}`, starts_at: new Date(NOW.getTime() + (index + 1) * 3_600_000).toISOString() }),
    );
    mockApi({
      'GET sports/leagues': () => json(200, { leagues: [{ ...SERIE_A, upcoming: 23, live: 2 }] }),
      'GET sports/home': () => json(200, { sport: 'football', live: [], leagues: [{ ...SERIE_A, matches }] }),
    });
    await renderSports(<SportsBetPage />);
    const panel = await screen.findByRole('complementary');
    const serieA = await within(panel).findByRole('button', { name: 'Brasileirão Série A 23' });
    await userEvent.click(serieA);
    expect(await screen.findByText('Home 22')).toBeInTheDocument();
    expect(screen.getAllByText(/^Home \d+$/)).toHaveLength(23);
  });

  it('says when the leagues could not load, and reads them again on retry', async () => {
    let fail = true;
    mockApi({
      'GET sports/leagues': () => (fail ? json(500, {}) : json(200, { leagues: [SERIE_A] })),
      'GET sports/home': () => json(200, { sport: 'football', live: [], leagues: [] }),
    });
    await renderSports(<SportsBetPage />);
    const panel = await screen.findByRole('complementary');
    const retry = await within(panel).findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await within(panel).findByRole('button', { name: /Brasileirão Série A/ })).toBeInTheDocument();
  });

  it('calls today’s match “Today” and keeps it under the Today chip when the device’s clock is a day behind the server’s', async () => {
    const serverNow = new Date('2026-11-22T12:00:00Z');
    vi.useFakeTimers({ now: serverNow.getTime() - 86_400_000, toFake: ['Date'] });
    // Every answer of the API says the server's time in its Date header.
    const serverDate = { Date: serverNow.toUTCString() };
    const today = matchRow({ id: 3001, home: 'CR Flamengo', starts_at: new Date(serverNow.getTime() + 2 * 3_600_000).toISOString() });
    mockApi({
      'GET sports/leagues': () => json(200, { leagues: [SERIE_A] }, serverDate),
      'GET sports/home': () => json(200, { sport: 'football', live: [], leagues: [{ ...SERIE_A, matches: [today] }] }, serverDate),
    });
    await renderSports(<SportsBetPage />);
    const row = (await screen.findByText('CR Flamengo')).closest('li')!;
    expect(row).toHaveTextContent('Today');
    expect(row).not.toHaveTextContent('Tomorrow');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('CR Flamengo')).toBeInTheDocument();
  });
});

describe('the sports betting page’s filters in the address', () => {
  // Local times, so that "today" and "tomorrow" hold in any time zone.
  const LOCAL_NOW = new Date(2026, 10, 22, 12, 0);
  const PREMIER = { ...SERIE_A, id: 'eng-premier-league', name: 'Premier League', country: 'England', country_code: 'GB' };
  const todayInBrazil = matchRow({ id: 5001, home: 'Today Brazil', starts_at: new Date(2026, 10, 22, 18, 0).toISOString() });
  const tomorrowInBrazil = matchRow({ id: 5002, home: 'Tomorrow Brazil', starts_at: new Date(2026, 10, 23, 18, 0).toISOString() });
  const tomorrowInEngland = matchRow({ id: 5003, home: 'Tomorrow England', starts_at: new Date(2026, 10, 23, 15, 0).toISOString() });

  function answerLists(leagues: () => Response = () => json(200, { leagues: [SERIE_A, PREMIER] })) {
    vi.useFakeTimers({ now: LOCAL_NOW, toFake: ['Date'] });
    mockApi({
      'GET sports/leagues': leagues,
      'GET sports/home': () =>
        json(200, {
          sport: 'football',
          live: [],
          leagues: [
            { ...SERIE_A, matches: [todayInBrazil, tomorrowInBrazil] },
            { ...PREMIER, matches: [tomorrowInEngland] },
          ],
        }),
    });
  }
  const periodChip = (name: string) => within(screen.getByRole('group', { name: 'Period' })).getByRole('button', { name });
  const leagueButton = async (name: RegExp) => within(await screen.findByRole('complementary')).findByRole('button', { name });

  it('shows the period and league a reload or a shared link asks', async () => {
    answerLists();
    await renderSports(<SportsBetPage />, { route: '/sportsbet?period=tomorrow&league=bra-serie-a' });
    expect(await screen.findByText('Tomorrow Brazil')).toBeInTheDocument();
    expect(screen.queryByText('Today Brazil')).toBeNull();
    expect(screen.queryByText('Tomorrow England')).toBeNull();
    expect(periodChip('Tomorrow')).toHaveAttribute('aria-pressed', 'true');
    expect(await leagueButton(/Brasileirão Série A/)).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['?period=yesterday&league=no-such-league', '?period=&league=', '?period=TODAY&league=%3Cb%3E'])(
    'lists every match for an address asking a period or league it does not know (%s), never an error or an empty page',
    async (search) => {
      answerLists();
      await renderSports(<SportsBetPage />, { route: `/sportsbet${search}` });
      expect(await screen.findByText('Today Brazil')).toBeInTheDocument();
      expect(screen.getByText('Tomorrow England')).toBeInTheDocument();
      expect(periodChip('All')).toHaveAttribute('aria-pressed', 'true');
      expect(await leagueButton(/All leagues/)).toHaveAttribute('aria-pressed', 'true');
    },
  );

  it('still filters by the league asked when the leagues’ list failed, by the leagues the matches’ list has', async () => {
    answerLists(() => json(500, {}));
    await renderSports(<SportsBetPage />, { route: '/sportsbet?league=eng-premier-league' });
    expect(await screen.findByText('Tomorrow England')).toBeInTheDocument();
    expect(screen.queryByText('Today Brazil')).toBeNull();
  });

  it('writes the filters chosen into the address without a history entry per choice: Back leaves the page, Forward brings them back', async () => {
    answerLists();
    await renderSports(
      <>
        <Routes>
          <Route path="/" element={<Link to="/sportsbet">Go betting</Link>} />
          <Route path="/sportsbet" element={<SportsBetPage />} />
        </Routes>
        <AddressBar />
      </>,
    );
    const address = screen.getByTestId('address');
    await userEvent.click(screen.getByRole('link', { name: 'Go betting' }));
    await screen.findByText('Today Brazil');

    await userEvent.click(periodChip('Today'));
    await userEvent.click(periodChip('Tomorrow'));
    await userEvent.click(await leagueButton(/Premier League/));
    expect(address).toHaveTextContent(/^\/sportsbet\?period=tomorrow&league=eng-premier-league$/);
    expect(await screen.findByText('Tomorrow England')).toBeInTheDocument();
    expect(screen.queryByText('Tomorrow Brazil')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address).toHaveTextContent(/^\/$/);
    await userEvent.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(await screen.findByText('Tomorrow England')).toBeInTheDocument();
    expect(screen.queryByText('Tomorrow Brazil')).toBeNull();
    expect(periodChip('Tomorrow')).toHaveAttribute('aria-pressed', 'true');

    // The defaults (every period, every league) leave the address clean.
    await userEvent.click(periodChip('All'));
    await userEvent.click(await leagueButton(/All leagues/));
    expect(address).toHaveTextContent(/^\/sportsbet$/);
    expect(await screen.findByText('Today Brazil')).toBeInTheDocument();
  });
});
