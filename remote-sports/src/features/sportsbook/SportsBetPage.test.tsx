import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock } from '@palpite/shared/testing';
import { json, matchRow, mockApi, renderSports } from '../../testing/sports-testing.tsx';
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
