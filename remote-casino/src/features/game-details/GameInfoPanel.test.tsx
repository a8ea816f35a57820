import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../locales/index.ts';
import type { GameDetails, PlayStyle } from '../../lib/types.ts';
import { liveBaccaratTable } from '../../testing/casino-testing.tsx';
import { fairFloats, sha256Hex } from '../../lib/fair/stream.ts';
import { colourOf } from '../play/roulette/roulette-bets.ts';
import type { LiveTable } from '../live/api/types.ts';
import { shareLiveTable, stopSharingLiveTable } from '../live/table/shared-live-table.ts';
import { GameInfoPanel } from './GameInfoPanel.tsx';

const game = (playStyle: PlayStyle, gameType: string): GameDetails => ({
  id: 1,
  uuid: 'g1',
  slug: 'game',
  name: 'Game',
  provider: 'Samba Studios',
  provider_slug: 'samba',
  category: playStyle === 'live' ? 'live' : 'roulette',
  game_type: gameType,
  play_style: playStyle,
  image: '/images/games/g1.webp',
  rtp: 97.3,
  volatility: 'medium',
  max_win: 36,
  real_available: true,
  demo_available: false,
  wagering_contribution: 0,
  is_new: false,
  released_at: '2026-01-01T00:00:00.000Z',
  rtp_range: { min: 97.3, max: 97.3 },
  rtp_basis: 'same for every bet',
  min_stake: 1,
  max_stake: 1000,
  modes: { real: true, demo: false },
  rules: 'Rules.',
  rules_key: 'casino.rules.roulette_european',
  paytable: {},
  verify: { text: 'How to verify.', text_key: 'casino.verify.inHouse' },
});

/** The live roulette game (its table's id is its slug). */
const liveGame = (): GameDetails => ({ ...game('live', 'roulette'), slug: 'roleta-ao-vivo', uuid: 'r1' });

const liveRoulette = (history: LiveTable['history']): LiveTable => ({
  ...liveBaccaratTable({ history }),
  id: 'roleta-ao-vivo',
  name: 'Roleta ao Vivo',
  kind: 'roulette',
  game_uuid: 'r1',
  channel: 'public:live-casino.roleta-ao-vivo',
});

const renderPanel = (details: GameDetails) =>
  renderWithPlatform(<GameInfoPanel game={details} />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

afterEach(() => vi.restoreAllMocks());

describe('GameInfoPanel', () => {
  it('shows a live table’s commitment under Fairness: the open round’s server seed hash, published before any bet', async () => {
    const api = mockApi({ 'GET live-casino/tables/roleta-ao-vivo': () => json(200, { table: liveRoulette([]) }) });
    await renderPanel(liveGame());
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Info', 'Paytable', 'Fairness', 'Rounds']);
    await userEvent.click(screen.getByRole('tab', { name: 'Fairness' }));
    const current = await screen.findByRole('region', { name: 'Current round · #1041' });
    expect(within(current).getByText('f'.repeat(64))).toBeInTheDocument();
    expect(within(current).getByText('c0ffee')).toBeInTheDocument();
    // The player's own seed pair does not draw a live round: it is not read.
    expect(api.callsTo('GET user/fairness')).toHaveLength(0);
  });

  it('lists a live table’s settled rounds under Rounds with their revealed seeds, and recomputes one in the browser', async () => {
    const serverSeed = 'a'.repeat(64);
    const [float] = await fairFloats({ serverSeed, clientSeed: 'palpite-live:roleta-ao-vivo', nonce: 1040 }, 1);
    const pocket = Math.floor(float! * 37);
    const settled = {
      ...liveRoulette([]).current_round,
      round_id: 40,
      round_number: 1040,
      status: 'settled',
      server_seed_hash: await sha256Hex(serverSeed),
      server_seed: serverSeed,
      client_seed: 'palpite-live:roleta-ao-vivo',
      nonce: 1040,
      result: { pocket, color: colourOf(pocket) },
      settled_at: new Date().toISOString(),
    };
    mockApi({ 'GET live-casino/tables/roleta-ao-vivo': () => json(200, { table: liveRoulette([settled]) }) });
    await renderPanel(liveGame());
    await userEvent.click(await screen.findByRole('tab', { name: 'Rounds' }));
    const rounds = await screen.findByRole('list', { name: 'Rounds' });
    const row = within(rounds).getByRole('button');
    expect(row).toHaveTextContent(`${pocket} ${colourOf(pocket)}`);
    expect(row).toHaveTextContent('#1040');

    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Round #1040' });
    expect(within(dialog).getByText(serverSeed)).toBeInTheDocument();
    expect(within(dialog).getByText(settled.server_seed_hash)).toBeInTheDocument();
    expect(await within(dialog).findByText('The result matches')).toBeInTheDocument();
  });

  it('shows the rounds of the table the stage keeps current, without reading the table again', async () => {
    const api = mockApi({});
    shareLiveTable(liveRoulette([]));
    try {
      await renderPanel(liveGame());
      await userEvent.click(await screen.findByRole('tab', { name: 'Fairness' }));
      expect(await screen.findByText('f'.repeat(64))).toBeInTheDocument();
      expect(api.callsTo('GET live-casino/tables/roleta-ao-vivo')).toHaveLength(0);
    } finally {
      stopSharingLiveTable('roleta-ao-vivo');
    }
  });

  it('keeps both tabs for an in-house game, and the Rounds tab for an external one', async () => {
    mockApi({ 'GET user/fairness': () => json(200, { server_seed_hash: 'ab', client_seed: 'c', nonce: 0, previous: null }) });
    const inHouse = await renderPanel(game('single', 'roulette'));
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Info', 'Paytable', 'Fairness', 'Rounds']);
    inHouse.unmount();
    await renderPanel(game('external', 'slots'));
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Info', 'Paytable', 'Rounds']);
  });
});
