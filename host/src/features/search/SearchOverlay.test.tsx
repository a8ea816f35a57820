import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { eventBus } from '@palpite/shared';
import { missingTexts, renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { SearchOverlay } from './SearchOverlay.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const game = (name: string, uuid: string) => ({ uuid, name, provider: 'Palpite Originals', image: `/images/games/${uuid}.webp` });
const POPULAR = ['Keno', 'Dice', 'Blackjack', 'Roleta Europeia', 'Sete da Sorte'].map((name, index) => game(name, `p${index}`));

/** Answers the overlay's calls; a search for `nada` finds nothing, a search for `erro` fails. */
function mockGames() {
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

afterEach(() => vi.restoreAllMocks());

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
});
