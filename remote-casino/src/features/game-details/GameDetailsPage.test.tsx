import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../locales/index.ts';
import type { GameDetails } from '../../lib/types.ts';
import { GameDetailsPage } from './GameDetailsPage.tsx';

const details = (overrides: Partial<GameDetails>): GameDetails => ({
  id: 1,
  uuid: 'keno',
  slug: 'keno',
  name: 'Keno',
  provider: 'Samba Studios',
  provider_slug: 'samba',
  category: 'table',
  game_type: 'keno',
  play_style: 'single',
  image: '/images/games/keno.webp',
  rtp: 96,
  volatility: 'medium',
  max_win: 1000,
  real_available: true,
  demo_available: true,
  wagering_contribution: 0,
  is_new: false,
  released_at: '2026-01-01T00:00:00.000Z',
  rtp_range: { min: 96, max: 96 },
  rtp_basis: 'same for every bet',
  min_stake: 1,
  max_stake: 100,
  modes: { real: true, demo: true },
  rules: 'Rules.',
  rules_key: 'casino.rules.keno',
  paytable: { unit: 'stake', drawn: 10, pool: 40, returns: [{ picks: 2, by_hits: [0, 1.5, 3.84] }] },
  verify: { text: 'How to verify.', text_key: 'casino.verify.inHouse' },
  ...overrides,
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
      'GET games/keno': () => json(200, { game: details({}) }),
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
    const now = Date.now();
    const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    const currentRound = {
      round_id: 41,
      round_number: 1041,
      opens_at: at(-1_000),
      closes_at: at(14_000),
      next_opens_at: at(19_000),
      status: 'open',
      server_seed_hash: 'f'.repeat(64),
      server_seed: null,
      client_seed: 'c0ffee',
      nonce: 1041,
      result: null,
      settled_at: null,
    };
    const banker = { result: 'banker', player_total: 5, banker_total: 8, player_cards: ['5S', 'KH'], banker_cards: ['8D', 'QC'] };
    const table = {
      id: 'bacara-ao-vivo',
      name: 'Bacará ao Vivo',
      kind: 'baccarat',
      game_uuid: 'b1',
      image: '/images/games/b1.webp',
      min_stake: 1,
      max_stake: 1000,
      channel: 'public:live-casino.bacara-ao-vivo',
      phase: 'betting',
      ms_left: 14_000,
      betting_ms: 15_000,
      result_ms: 5_000,
      server_time: at(0),
      current_round: currentRound,
      history: [{ ...currentRound, round_id: 40, round_number: 1040, status: 'settled', result: banker, settled_at: at(-2_000) }],
      my_bets: [],
    };
    const live = details({ uuid: 'b1', slug: 'bacara-ao-vivo', name: 'Bacará ao Vivo', game_type: 'baccarat', play_style: 'live', paytable: {} });
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
  });
});
