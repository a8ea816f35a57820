import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../GameStage.tsx';
import { FairnessPanel } from './FairnessPanel.tsx';

const DICE = {
  uuid: 'dice',
  slug: 'dice',
  name: 'Dice',
  provider: 'Samba Studios',
  game_type: 'dice',
  play_style: 'single',
  image: '/images/games/dice.webp',
  real_available: true,
  demo_available: true,
  min_stake: 1,
  max_stake: 100,
  paytable: { max_return: 9900 },
};

const ROUND = {
  id: 1,
  mode: 'demo',
  status: 'settled',
  stake: 1,
  payout: 0,
  returned: 0,
  profit: -1,
  bet: { stake: 1, target: 50, direction: 'over' },
  outcome: { roll: 12.34, multiplier: 0 },
  free_spin_campaign_id: null,
  created_at: '2026-11-22T03:45:00.000Z',
};

const pair = (nonce: number) => () => json(200, { server_seed_hash: 'a1b2', client_seed: 'my-seed', nonce, previous: null });

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('FairnessPanel', () => {
  it('shows the nonce after each round played on the stage, in demo too (no platform balance moves)', async () => {
    logIn();
    mockApi({
      'GET games/dice': () => json(200, { game: DICE }),
      'GET user/games/demo-balance': () => json(200, { balance: 1000 }),
      'GET user/fairness': [pair(4), pair(5)],
      'POST games/dice/play': () => json(200, { round: ROUND, balance: { demo: 999 }, free_spin: null }),
    });
    await renderWithPlatform(
      <>
        <GameStage uuid="dice" mode="demo" onModeChange={() => undefined} />
        <FairnessPanel onRotated={() => undefined} />
      </>,
      { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } },
    );
    const nonce = () => screen.getByText('Nonce').nextElementSibling;
    await screen.findByText('Nonce');
    expect(nonce()).toHaveTextContent(/^4$/);
    await userEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    await screen.findByText('Rolled 12,34', { exact: false });
    await waitFor(() => expect(nonce()).toHaveTextContent(/^5$/));
  });
});
