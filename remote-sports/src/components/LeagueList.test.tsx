import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveUpdatesWantedAtom, palpiteStore } from '@palpite/shared';
import { FIRST_ROWS } from '../lib/use-progressive-count.ts';
import type { League } from '../lib/types.ts';
import { matchRow, renderSports } from '../testing/sports-testing.tsx';
import { LeagueList } from './LeagueList.tsx';
import card from './LeagueCard.module.css';

afterEach(cleanup);

/** Four leagues of ten matches: more than the first screens hold. */
const LEAGUES: League[] = Array.from({ length: 4 }, (_, league) => ({
  id: `league-${league}`,
  name: `League ${league}`,
  country: 'Brazil',
  country_code: 'BR',
  sport: 'football',
  matches: Array.from({ length: 10 }, (_, index) => {
    const id = 1000 + league * 10 + index;
    return matchRow({ id, home: `Home ${id}`, away: `Away ${id}` });
  }),
}));

const rows = () => document.querySelectorAll('[data-match-id]');

describe('a long list of leagues', () => {
  it('draws its first screens at once and every other match soon after, the rows drawn first kept as they are', async () => {
    await renderSports(<LeagueList label="Upcoming matches" leagues={LEAGUES} />);
    expect(FIRST_ROWS).toBeLessThan(40);
    expect(rows()).toHaveLength(FIRST_ROWS);
    const firstRow = rows()[0];

    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(rows()[0]).toBe(firstRow);
    const list = screen.getByRole('list', { name: 'Upcoming matches' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['BRLeague 0Brazil', 'BRLeague 1Brazil', 'BRLeague 2Brazil', 'BRLeague 3Brazil']);
    expect(within(list).getAllByRole('button', { pressed: false })).toHaveLength(120);
    expect(screen.getByText('Home 1039')).toBeInTheDocument();
  });

  it('holds each card’s height by its number of rows until the browser lays it out', async () => {
    await renderSports(<LeagueList label="Upcoming matches" leagues={LEAGUES.slice(0, 2)} />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    const cards = within(screen.getByRole('list', { name: 'Upcoming matches' }))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(cards.map((item) => item.style.getPropertyValue('--match-rows'))).toEqual(['10', '10']);
    for (const item of cards) expect(item).toHaveClass(card.paintedNearScreen!);
  });
});

describe('the league headings’ level', () => {
  const headingLevels = () =>
    within(screen.getByRole('list', { name: 'Leagues' }))
      .getAllByRole('heading')
      .map((heading) => heading.tagName);

  it('is h3 by default, under a section’s h2', async () => {
    await renderSports(<LeagueList label="Leagues" leagues={LEAGUES.slice(0, 1)} />);
    expect(headingLevels()).toEqual(['H3']);
  });

  it('is h2 when asked, right under the page’s h1, so no level is skipped', async () => {
    await renderSports(<LeagueList label="Leagues" leagues={LEAGUES.slice(0, 1)} headingLevel={2} />);
    expect(headingLevels()).toEqual(['H2']);
  });
});

describe('a team name too long for its column', () => {
  it('keeps the whole name in its title, where the row cuts it to two lines', async () => {
    const long = { ...LEAGUES[0]!, matches: [matchRow({ id: 2001, home: 'Borussia Mönchengladbach', away: 'Wolverhampton Wanderers' })] };
    await renderSports(<LeagueList label="Upcoming matches" leagues={[long]} />);
    expect(screen.getByText('Borussia Mönchengladbach')).toHaveAttribute('title', 'Borussia Mönchengladbach');
    expect(screen.getByText('Wolverhampton Wanderers')).toHaveAttribute('title', 'Wolverhampton Wanderers');
  });
});

describe('a list with matches in play (spec §4 "Start-up")', () => {
  const league = (matches: League['matches']): League => ({ ...LEAGUES[0]!, matches });
  const askingForLiveUpdates = () => palpiteStore.get(liveUpdatesWantedAtom);

  it('asks for live updates while a live row is shown, so a visitor’s clocks, scores and prices move off the live routes', async () => {
    const live = matchRow({ id: 9001, live: true, status: '2nd Half', minute: 58, clock: "58'", score: { home: 1, away: 0 } });
    const { unmount } = await renderSports(<LeagueList label="Live" leagues={[league([live, matchRow({ id: 9002 })])]} />);
    expect(rows()).toHaveLength(2);
    expect(askingForLiveUpdates()).toBe(1);
    unmount();
    expect(askingForLiveUpdates()).toBe(0);
  });

  it('does not ask when no row is live', async () => {
    await renderSports(<LeagueList label="Upcoming matches" leagues={LEAGUES.slice(0, 1)} />);
    expect(rows()).toHaveLength(10);
    expect(askingForLiveUpdates()).toBe(0);
  });
});
