import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { GameStage } from '../../game-details/GameStage.tsx';

const KENO = {
  uuid: 'keno',
  slug: 'keno',
  name: 'Keno',
  provider: 'Samba Studios',
  game_type: 'keno',
  play_style: 'single',
  image: '/images/games/keno.webp',
  real_available: true,
  demo_available: true,
  min_stake: 1,
  max_stake: 100,
  paytable: { unit: 'stake', drawn: 10, pool: 40, returns: [{ picks: 2, by_hits: [0, 1.5, 3.84] }] },
};

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('KenoClient', () => {
  it('writes the paytable’s returns as the player’s language writes numbers', async () => {
    logIn();
    mockApi({ 'GET games/keno': () => json(200, { game: KENO }) });
    await renderWithPlatform(<GameStage uuid="keno" />, { language: 'pt-BR', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    await userEvent.click(await screen.findByRole('button', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: '8' }));
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['2', '3,84×', '1', '1,5×']);
  });
});
