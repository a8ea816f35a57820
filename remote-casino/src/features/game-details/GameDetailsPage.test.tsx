import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { gameDetails, liveBaccaratTable } from '../../testing/casino-testing.tsx';
import { casinoGameTexts, casinoLocales } from '../../locales/index.ts';
import { GameDetailsPage } from './GameDetailsPage.tsx';

const keno = gameDetails({
  uuid: 'keno',
  slug: 'keno',
  name: 'Keno',
  provider: 'Samba Studios',
  category: 'table',
  game_type: 'keno',
  image: '/images/games/keno.webp',
  rules_key: 'casino.rules.keno',
  paytable: { unit: 'stake', drawn: 10, pool: 40, returns: [{ picks: 2, by_hits: [0, 1.5, 3.84] }] },
});

/** The page's headings as a screen reader lists them: "level name". */
const outline = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName.slice(1)} ${heading.textContent}`);

/** No heading is more than one level below the one before it (WCAG 1.3.1: h1 → h3 hides a level). */
function expectNoSkippedLevel(headings: string[]) {
  headings.reduce((previous, heading) => {
    const level = Number(heading.split(' ')[0]);
    expect(level, heading).toBeLessThanOrEqual(previous + 1);
    return level;
  }, 0);
}

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('GameDetailsPage headings', () => {
  it('puts the stage and the info panel under the game’s h1 as h2s, and their own headings under those', async () => {
    logIn();
    mockApi({
      'GET games/keno': () => json(200, { game: keno }),
      'GET user/games/favourites': () => json(200, { data: [] }),
    });
    await renderWithPlatform(<GameDetailsPage uuid="keno" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await screen.findByRole('heading', { name: 'Rules' });
    await screen.findByRole('heading', { name: 'Paytable' });

    expect(outline()).toEqual(['1 Keno', '2 Game area', '3 Paytable', '2 Game information', '3 Rules']);
    expectNoSkippedLevel(outline());
    // The hidden h2s name their regions as the labels did.
    expect(screen.getByRole('region', { name: 'Game area' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Game information' })).toBeInTheDocument();
  });

  it('puts a live table one level under the stage, and the table’s parts one under the table', async () => {
    logIn();
    const open = liveBaccaratTable();
    const banker = { result: 'banker' as const, player_total: 5, banker_total: 8, player_cards: ['5S', 'KH'], banker_cards: ['8D', 'QC'] };
    const lastRound = { ...open.current_round!, round_id: 40, round_number: 1040, status: 'settled' as const, result: banker, settled_at: open.server_time };
    const table = liveBaccaratTable({ history: [lastRound] });
    const live = gameDetails({ uuid: 'b1', slug: 'bacara-ao-vivo', name: 'Bacará ao Vivo', game_type: 'baccarat', play_style: 'live', paytable: {} });
    mockApi({
      'GET games/b1': () => json(200, { game: live }),
      'GET user/games/favourites': () => json(200, { data: [] }),
      'GET live-casino/tables/bacara-ao-vivo': () => json(200, { table }),
    });
    await renderWithPlatform(<GameDetailsPage uuid="b1" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await screen.findByRole('heading', { name: 'Last results' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Rules' })).toBeInTheDocument());

    expect(outline()).toEqual([
      '1 Bacará ao Vivo',
      '2 Game area',
      '3 Bacará ao Vivo',
      '4 Player',
      '4 Banker',
      '4 Last results',
      '2 Game information',
      '3 Rules',
    ]);
    expectNoSkippedLevel(outline());
    // Each bead of the history is read by its winner's name (hidden text; its letter is for the eye).
    const beads = within(screen.getByRole('heading', { name: 'Last results' }).parentElement!).getAllByRole('listitem');
    expect(beads.map((bead) => bead.querySelector('.visually-hidden')?.textContent)).toEqual(['Banker']);
    // On a phone the history scrolls sideways: a keyboard reaches it, and it is named.
    const history = screen.getByRole('list', { name: 'Last results' });
    expect(history.tabIndex).toBe(0);
  });
});

describe('GameDetailsPage of a game it cannot read', () => {
  const inPortuguese = { language: 'pt-BR', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } } as const;

  it('says an unknown game does not exist and leads to the game list, with no retry (asking again cannot help)', async () => {
    logIn();
    mockApi({ 'GET games/not-a-uuid': () => apiError(404, 'casino.errors.gameNotFound', 'Este jogo não existe.') });
    await renderWithPlatform(<GameDetailsPage uuid="not-a-uuid" />, inPortuguese);

    expect(await screen.findByText('Este jogo não existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os jogos' })).toHaveAttribute('href', '/Game');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server failed, and shows the game once it answers', async () => {
    logIn();
    const api = mockApi({
      'GET games/keno': [() => apiError(503, 'errors.unavailable', 'Serviço indisponível.'), () => json(200, { game: keno })],
      'GET user/games/favourites': () => json(200, { data: [] }),
    });
    await renderWithPlatform(<GameDetailsPage uuid="keno" />, inPortuguese);

    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Keno' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver todos os jogos' })).not.toBeInTheDocument();
    expect(api.callsTo('GET games/keno').length).toBeGreaterThanOrEqual(2);
  });
});
