import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock } from '@palpite/shared/testing';
import type { ResultLeague } from '../../lib/types.ts';
import { DECIDED_ON_PENALTIES, json, mockApi, renderSports } from '../../testing/sports-testing.tsx';
import { ResultsPage } from './ResultsPage.tsx';

const LEAGUE: ResultLeague = {
  id: 'bra-serie-a',
  name: 'Brasileirão Série A',
  country: 'Brazil',
  country_code: 'BR',
  sport: 'football',
  matches: [
    {
      id: 9001,
      sport: 'football',
      home: 'CR Flamengo',
      away: 'SE Palmeiras',
      starts_at: '2026-11-22T19:00:00.000Z',
      status: 'Finished',
      score: { home: 3, away: 1 },
      ht_score: { home: 1, away: 0 },
      penalties: null,
      periods: [],
    },
  ],
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetServerClock();
});

/** The results page opened at 23:59:30 on 22 November (device time: the strip's days are the device's). */
async function openHalfAMinuteBeforeMidnight() {
  vi.useFakeTimers({ now: new Date(2026, 10, 22, 23, 59, 30), shouldAdvanceTime: true });
  const api = mockApi({
    'GET sports/results/filters': (call) => json(200, { date: call.query.get('date'), countries: [], leagues: [] }),
    'GET sports/results': () => json(200, { leagues: [LEAGUE] }),
  });
  const askedDay = () => api.callsTo('GET sports/results').at(-1)!.query.get('date');
  await renderSports(<ResultsPage />, { route: '/results' });
  await screen.findByText('Score 3 to 1');
  return { api, askedDay, strip: screen.getByRole('group', { name: 'Choose a day' }) };
}

describe('the results page', () => {
  it('speaks a final score in words from hidden text (a span’s aria-label is not read), the figures hidden from speech', async () => {
    mockApi({
      'GET sports/results/filters': () => json(200, { date: '2026-11-22', countries: [], leagues: [] }),
      'GET sports/results': () => json(200, { leagues: [LEAGUE] }),
    });
    await renderSports(<ResultsPage />, { route: '/results' });
    const spoken = await screen.findByText('Score 3 to 1');
    expect(spoken).toHaveClass('visually-hidden');
    const row = spoken.closest('li')!;
    expect(within(row).getByText('3–1')).toHaveAttribute('aria-hidden', 'true');
    expect(row.querySelector('span[aria-label], p[aria-label], div[aria-label]')).toBeNull();
  });

  it('shows a match decided after extra time with its 90 minutes’ score, and its penalties', async () => {
    const cup: ResultLeague = {
      ...LEAGUE,
      matches: [
        {
          ...LEAGUE.matches[0]!,
          id: 9002,
          ...DECIDED_ON_PENALTIES,
        },
      ],
    };
    mockApi({
      'GET sports/results/filters': () => json(200, { date: '2026-11-22', countries: [], leagues: [] }),
      'GET sports/results': () => json(200, { leagues: [cup] }),
    });
    await renderSports(<ResultsPage />, { route: '/results' });
    const row = (await screen.findByText('Score 2 to 2')).closest('li')!;
    expect(row).toHaveTextContent("AET · 90' 1–1");
    expect(row).toHaveTextContent('Pens 3–4');
  });

  it('says when the country and league lists failed (the filters would offer only "All"), and reads them again on retry', async () => {
    mockApi({
      'GET sports/results/filters': [
        () => json(500, {}),
        () => json(200, { date: '2026-11-22', countries: [{ code: 'BR', name: 'Brazil', count: 1 }], leagues: [] }),
      ],
      'GET sports/results': () => json(200, { leagues: [LEAGUE] }),
    });
    await renderSports(<ResultsPage />, { route: '/results' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The country and league filters could not be loaded.');
    // The day's results are there all the same.
    expect(await screen.findByText('Score 3 to 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Brazil \(1\)|Brasil \(1\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens on the server’s today when the device’s clock is a day behind, once the page’s first answer tells the time', async () => {
    const serverNow = new Date('2026-11-22T15:00:00Z');
    vi.useFakeTimers({ now: serverNow.getTime() - 86_400_000, toFake: ['Date'] });
    const serverDate = { Date: serverNow.toUTCString() };
    const api = mockApi({
      'GET sports/results/filters': (call) => json(200, { date: call.query.get('date'), countries: [], leagues: [] }, serverDate),
      'GET sports/results': () => json(200, { leagues: [LEAGUE] }, serverDate),
    });
    await renderSports(<ResultsPage />, { route: '/results' });
    await waitFor(() => expect(api.callsTo('GET sports/results').at(-1)!.query.get('date')).toBe('2026-11-22'));
    const strip = screen.getByRole('group', { name: 'Choose a day' });
    expect(within(strip).getByRole('button', { pressed: true })).toHaveTextContent('Today11/22');
  });

  it('left open across midnight, names its days anew and moves on to the new today, but keeps a day the player picked', async () => {
    const { api, askedDay, strip } = await openHalfAMinuteBeforeMidnight();
    const pressed = () => within(strip).getByRole('button', { pressed: true });
    expect(pressed()).toHaveTextContent('Today11/22');

    act(() => vi.advanceTimersByTime(30_000));
    expect(within(strip).getAllByRole('button')[0]).toHaveTextContent('Today11/23');
    expect(within(strip).getAllByRole('button')[1]).toHaveTextContent('Yesterday11/22');
    // Today's results were on show: the page follows today.
    expect(pressed()).toHaveTextContent('Today11/23');
    await waitFor(() => expect(askedDay()).toBe('2026-11-23'));

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(strip).getByRole('button', { name: /^Yesterday/ }));
    await waitFor(() => expect(askedDay()).toBe('2026-11-22'));
    const asked = api.callsTo('GET sports/results').length;
    act(() => vi.advanceTimersByTime(24 * 3_600_000));
    expect(within(strip).getAllByRole('button')[0]).toHaveTextContent('Today11/24');
    // The day picked stays, now two days ago (named by its weekday), and nothing else is asked.
    expect(pressed()).toHaveTextContent('Sun11/22');
    expect(api.callsTo('GET sports/results')).toHaveLength(asked);
  });

  it('keeps a picked day that midnight moves off the seven days on the strip, pressed, while it stays picked', async () => {
    const { api, askedDay, strip } = await openHalfAMinuteBeforeMidnight();
    const days = () => within(strip).getAllByRole('button');
    const pressed = () => within(strip).getByRole('button', { pressed: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    // The oldest of the seven days.
    expect(days()).toHaveLength(7);
    await user.click(days()[6]!);
    await waitFor(() => expect(askedDay()).toBe('2026-11-16'));
    const asked = api.callsTo('GET sports/results').length;

    act(() => vi.advanceTimersByTime(30_000));
    expect(days()[0]).toHaveTextContent('Today11/23');
    // The seven days now end on the 17th: the day on show stays, as an eighth, pressed, and the list is not asked anew.
    expect(days()).toHaveLength(8);
    expect(days()[6]).toHaveTextContent('11/17');
    expect(pressed()).toBe(days()[7]);
    expect(pressed()).toHaveTextContent('Mon11/16');
    expect(api.callsTo('GET sports/results')).toHaveLength(asked);

    // Another day picked, the strip is back to its seven.
    await user.click(days()[0]!);
    await waitFor(() => expect(askedDay()).toBe('2026-11-23'));
    expect(days()).toHaveLength(7);
    expect(pressed()).toHaveTextContent('Today11/23');
  });
});
