import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { eventBus, modeAtom, palpiteStore } from '@palpite/shared';
import { missingTexts, renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { SearchOverlay } from './SearchOverlay.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const game = (name: string, uuid: string) => ({ uuid, name, provider: 'Palpite Originals', image: `/images/games/${uuid}.webp` });
const match = (id: number, sport: string, home: string, away: string, live: boolean, clock = "67'", status = live ? '2nd Half' : 'Not Started') => ({
  id,
  sport,
  league: { id: 'l', name: sport === 'basketball' ? 'NBA' : 'Premier League', country: '', country_code: sport === 'basketball' ? 'US' : 'GB-ENG' },
  home,
  away,
  starts_at: '2026-11-28T19:00:00Z',
  status,
  live,
  clock: live ? clock : null,
  score: live ? { home: 2, away: 1 } : null,
});
const FEATURED = [
  match(1, 'football', 'Chelsea FC', 'Burnley FC', true),
  match(4, 'football', 'Santos FC', 'Ceará SC', true, 'HT'),
  match(2, 'basketball', 'Utah Jazz', 'Phoenix Suns', false),
];
const POPULAR = ['Keno', 'Dice', 'Blackjack', 'Roleta Europeia', 'Sete da Sorte'].map((name, index) => game(name, `p${index}`));

/** Answers the overlay's calls (`featured` for a blank match search); a search for `nada` finds nothing, a search for `erro` fails. */
function mockGames(featured: readonly unknown[] = FEATURED) {
  const calls: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    if (url.pathname.endsWith('/games/providers'))
      return json({
        data: [
          { slug: 'sertao-gaming', name: 'Sertão Gaming', kind: 'external', games_count: 1 },
          { slug: 'samba-studios', name: 'Samba Studios', kind: 'in_house', games_count: 2 },
        ],
      });
    if (url.pathname.endsWith('/sports/search')) {
      const q = url.searchParams.get('q');
      if (q === '') return json({ kind: 'featured', matches: featured });
      if (q === 'erro') return json({ success: false, message: 'boom' }, 500);
      if (q === 'nada') return json({ kind: 'results', matches: [] });
      return json({ kind: 'results', matches: [match(3, 'football', 'West Ham United FC', 'Chelsea FC', false)] });
    }
    const search = url.searchParams.get('search');
    if (url.searchParams.get('random') === 'true') return json({ data: POPULAR });
    if (search === 'erro') return json({ success: false, message: 'boom' }, 500);
    if (search === 'nada') return json({ data: [] });
    return json({ data: [game('Roleta Europeia', 'r1'), game('Roleta ao Vivo', 'r2')] });
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

async function renderOverlay(language: 'en' | 'pt-BR' = 'en') {
  return renderWithPlatform(
    <>
      <button type="button">opener</button>
      <SearchOverlay />
      <Where />
    </>,
    { language, namespaces: { shell: shellLocales } },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  palpiteStore.set(modeAtom, 'Casino');
});

describe('search overlay (spec §2, §4, §7, §9)', () => {
  it('opens with Ctrl+K on the search box and lists the 5 popular games', async () => {
    const calls = mockGames();
    await renderOverlay('pt-BR');
    await userEvent.setup().keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('searchbox', { name: 'Buscar jogos' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Atalho: Ctrl+K');
    expect(await screen.findByRole('heading', { name: 'Buscas populares' })).toBeInTheDocument();
    // Only the shell's base texts were registered: the dialog brought its own.
    expect(missingTexts()).toEqual([]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
    const popular = calls.find((url) => url.searchParams.get('random') === 'true')!;
    expect(Object.fromEntries(popular.searchParams)).toEqual({ per_page: '5', search: '', random: 'true' });
  });

  it('searches 300 ms after typing, shows noGamesFound for nothing and for a failure, and a blank box brings popular back', async () => {
    const calls = mockGames();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderOverlay();
    act(() => eventBus.emit('open-search', {}));
    const box = await screen.findByRole('searchbox', { name: 'Search for Games' });
    await screen.findByRole('heading', { name: 'Popular Searches' });

    await user.type(box, 'rol');
    expect(await screen.findByRole('button', { name: /Roleta ao Vivo/ })).toBeInTheDocument();
    const searches = calls.filter((url) => url.searchParams.get('search') && url.searchParams.get('random') === null);
    // One request for the whole word, not one per key.
    expect(searches.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ search: 'rol', per_page: '12' }]);

    await user.clear(box);
    await user.type(box, 'nada');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'erro');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('game search failed', expect.anything());

    await user.clear(box);
    await user.type(box, '   ');
    expect(await screen.findByRole('heading', { name: 'Popular Searches' })).toBeInTheDocument();
  });

  it('goes to the game picked with the keyboard and closes, returning focus', async () => {
    mockGames();
    const user = userEvent.setup();
    await renderOverlay();
    screen.getByRole('button', { name: 'opener' }).focus();
    act(() => eventBus.emit('open-search', {}));
    await screen.findByRole('button', { name: /Sete da Sorte/ });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Keno/ })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/game/p4');
  });

  it('finds providers on the Providers tab and opens their games; Escape closes and forgets the query', async () => {
    mockGames();
    const user = userEvent.setup();
    await renderOverlay();
    act(() => eventBus.emit('open-search', {}));
    const box = await screen.findByRole('searchbox');
    await user.type(box, 'sertao');
    await user.click(screen.getByRole('tab', { name: 'Providers' }));
    expect(screen.getByRole('tab', { name: 'Providers' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByRole('button', { name: /Sertão Gaming/ }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/Game?provider=sertao-gaming');

    act(() => eventBus.emit('open-search', {}));
    expect(await screen.findByRole('searchbox')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a failed provider list failed, with a retry that reads it again (not "no providers")', async () => {
    let fail = true;
    mockGames();
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/games/providers') && fail) return json({ success: false, message: 'boom' }, 500);
      return answer(input, init);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderOverlay();
    act(() => eventBus.emit('open-search', {}));
    await screen.findByRole('searchbox');
    await user.click(screen.getByRole('tab', { name: 'Providers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The providers could not be loaded.');
    expect(screen.queryByText('No providers found')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Sertão Gaming/ })).toBeInTheDocument();
  });

  it('opens on the Matches tab in Sports mode: featured matches, then teams searched, and a pick opens the match', async () => {
    const calls = mockGames();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    palpiteStore.set(modeAtom, 'Sports');
    const user = userEvent.setup();
    await renderOverlay();
    act(() => eventBus.emit('open-search', {}));
    expect(await screen.findByRole('tab', { name: 'Matches' })).toHaveAttribute('aria-selected', 'true');
    const box = screen.getByRole('searchbox', { name: 'Search teams or leagues' });
    expect(await screen.findByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    const live = screen.getByRole('button', { name: /Chelsea FC v Burnley FC/ });
    expect(live).toHaveTextContent(/Live 67' 2–1 · Premier League/);
    expect(screen.getByRole('button', { name: /Santos FC v Ceará SC/ })).toHaveTextContent(/Live Half-time 2–1/);
    expect(screen.getByRole('button', { name: /Utah Jazz v Phoenix Suns/ })).toHaveTextContent(/NBA/);
    expect(missingTexts()).toEqual([]);

    await user.type(box, 'chel');
    expect(await screen.findByRole('button', { name: /West Ham United FC v Chelsea FC/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(calls.filter((url) => url.pathname.endsWith('/sports/search')).map((url) => url.searchParams.get('q'))).toEqual(['', 'chel']);
    await user.clear(box);
    await user.type(box, 'nada');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'erro');
    expect(await screen.findByRole('alert')).toHaveTextContent('The matches could not be searched.');
    expect(screen.queryByText('No matches found')).toBeNull();
    expect(warn).toHaveBeenCalledWith('match search failed', expect.anything());

    await user.clear(box);
    await user.click(await screen.findByRole('button', { name: /Chelsea FC v Burnley FC/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/live-types/1');

    act(() => eventBus.emit('open-search', {}));
    await user.click(await screen.findByRole('button', { name: /Utah Jazz v Phoenix Suns/ }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/basket-types/2');
  });

  it('says a refused match search failed, not that no match was found, with a retry that searches again', async () => {
    // The box takes 100 characters; an API that refuses a long query (it took 60) must not read as "no matches".
    const longQuery = 'Sociedade Esportiva Palmeiras contra Sport Club Corinthians Paulista';
    let refuse = true;
    let searchesOfLongQuery = 0;
    mockGames();
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/sports/search') && url.searchParams.get('q') === longQuery) searchesOfLongQuery += 1;
      if (url.pathname.endsWith('/sports/search') && url.searchParams.get('q') === longQuery && refuse)
        return json({ success: false, message: 'errors.validation', errors: { q: ['validation.max'] } }, 400);
      return answer(input, init);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    palpiteStore.set(modeAtom, 'Sports');
    const user = userEvent.setup();
    await renderOverlay('pt-BR');
    act(() => eventBus.emit('open-search', {}));
    const box = await screen.findByRole('searchbox', { name: 'Buscar times ou ligas' });
    await screen.findByRole('heading', { name: 'Em destaque' });
    await user.click(box);
    await user.paste(longQuery);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível buscar as partidas.');
    expect(screen.queryByText('Nenhuma partida encontrada')).toBeNull();
    expect(missingTexts()).toEqual([]);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: /West Ham United FC x Chelsea FC/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searchesOfLongQuery).toBe(2);
  });

  it('says a live match’s basketball period and a stopped match’s status in the player’s language, not as the API sends them', async () => {
    mockGames([
      match(5, 'basketball', 'Boston Celtics', 'Miami Heat', true, 'Q3 05:12', 'Live'),
      match(6, 'basketball', 'Denver Nuggets', 'Utah Jazz', true, 'OT2 01:10', 'Live'),
      match(7, 'football', 'Santos FC', 'Ceará SC', true, "10'", 'Interrupted'),
      match(8, 'football', 'Bahia', 'Vitória', true, "71'", 'Suspended'),
    ]);
    palpiteStore.set(modeAtom, 'Sports');
    await renderOverlay('pt-BR');
    act(() => eventBus.emit('open-search', {}));
    expect(await screen.findByRole('button', { name: /Boston Celtics x Miami Heat/ })).toHaveTextContent(/Ao vivo 3º Q 05:12 2–1 · NBA/);
    expect(screen.getByRole('button', { name: /Denver Nuggets x Utah Jazz/ })).toHaveTextContent(/Ao vivo Prorr\. 2 01:10 2–1/);
    const interrupted = screen.getByRole('button', { name: /Santos FC x Ceará SC/ });
    expect(interrupted).toHaveTextContent(/Ao vivo Interrompido 2–1/);
    expect(interrupted).not.toHaveTextContent("10'");
    expect(screen.getByRole('button', { name: /Bahia x Vitória/ })).toHaveTextContent(/Ao vivo Suspenso 2–1/);
    expect(missingTexts()).toEqual([]);
  });

  it('keeps the Game tab first in Casino mode, with Matches one tab away', async () => {
    mockGames();
    const user = userEvent.setup();
    await renderOverlay('pt-BR');
    act(() => eventBus.emit('open-search', {}));
    expect(await screen.findByRole('tab', { name: 'Jogos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Jogos', 'Provedores', 'Partidas']);
    await user.click(screen.getByRole('tab', { name: 'Partidas' }));
    expect(screen.getByRole('searchbox', { name: 'Buscar times ou ligas' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Chelsea FC x Burnley FC/ })).toHaveTextContent(/Ao vivo 67' 2–1/);
    expect(missingTexts()).toEqual([]);
  });
});
