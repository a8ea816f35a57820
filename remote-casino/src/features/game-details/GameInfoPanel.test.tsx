import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../locales/index.ts';
import type { GameDetails, PlayStyle } from '../../lib/types.ts';
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

const renderPanel = (details: GameDetails) =>
  renderWithPlatform(<GameInfoPanel game={details} />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

afterEach(() => vi.restoreAllMocks());

describe('GameInfoPanel', () => {
  it('offers no Rounds or Fairness tab for a live game: its bets are not listed rounds and its rounds use the table’s seeds', async () => {
    mockApi({});
    await renderPanel(game('live', 'roulette'));
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Info', 'Paytable']);
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
