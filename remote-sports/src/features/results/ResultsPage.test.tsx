import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultLeague } from '../../lib/types.ts';
import { json, mockApi, renderSports } from '../../testing/sports-testing.tsx';
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

afterEach(() => vi.restoreAllMocks());

describe('the results page', () => {
  it('speaks a final score in words from hidden text (a span’s aria-label is not read), the figures hidden from speech', async () => {
    mockApi({
      'GET sports/results/filters': () => json(200, { date: '2026-11-22', countries: [], leagues: [] }),
      'GET sports/results': () => json(200, { leagues: [LEAGUE] }),
    });
    await renderSports(<ResultsPage now={new Date('2026-11-22T23:00:00.000Z')} />, { route: '/results' });
    const spoken = await screen.findByText('Score 3 to 1');
    expect(spoken).toHaveClass('visually-hidden');
    const row = spoken.closest('li')!;
    expect(within(row).getByText('3–1')).toHaveAttribute('aria-hidden', 'true');
    expect(row.querySelector('span[aria-label], p[aria-label], div[aria-label]')).toBeNull();
  });
});
