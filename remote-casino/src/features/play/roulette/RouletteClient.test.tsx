import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../../game-details/GameStage.tsx';

const ROULETTE = {
  uuid: 'roleta',
  slug: 'roleta-europeia',
  name: 'Roleta Europeia',
  provider: 'Samba Studios',
  game_type: 'roulette',
  play_style: 'single',
  image: '/images/games/roleta.webp',
  real_available: true,
  demo_available: true,
  min_stake: 1,
  max_stake: 1000,
  paytable: {},
};

const round = (id: number, pocket: number, color: 'red' | 'black') => ({
  id,
  mode: 'real',
  status: 'settled',
  stake: 1,
  payout: 0,
  returned: 0,
  profit: -1,
  bet: { bets: [{ type: 'red', stake: 1 }] },
  outcome: { pocket, color, returns: [0] },
  free_spin_campaign_id: null,
  created_at: '2026-11-22T03:45:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('RouletteClient', () => {
  it('lists a spin once when the first read of the history answers after it and holds it too', async () => {
    logIn();
    let answerHistory: (response: Response) => void = () => undefined;
    const history = new Promise<Response>((resolve) => (answerHistory = resolve));
    mockApi({
      'GET games/roleta': () => json(200, { game: ROULETTE }),
      'GET user/games/rounds': () => history,
      'POST games/roleta/play': () => json(200, { round: round(11, 17, 'black'), balance: { cash: 19, bonus: 0 }, free_spin: null }),
    });
    await renderWithPlatform(<GameStage uuid="roleta" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: /^Red/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByRole('listitem', { name: '17 black' });

    answerHistory(json(200, { data: [round(11, 17, 'black'), round(10, 3, 'red')] }));
    await screen.findByRole('listitem', { name: '3 red' });
    const pockets = within(screen.getByRole('heading', { name: 'Last numbers' }).parentElement!).getByRole('list');
    await waitFor(() =>
      expect(
        within(pockets)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['17 black', '3 red']),
    );
  });
});
