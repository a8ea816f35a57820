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

  it('tells a picked number by its pressed state and a check mark, not by its colour alone, and a drawn or hit one in its name', async () => {
    logIn();
    const outcome = { drawn: [4, 5, 9, 12, 17, 21, 26, 30, 33, 38], hits: [4], multiplier: 1.5 };
    mockApi({
      'GET games/keno': () => json(200, { game: KENO }),
      'POST games/keno/play': () =>
        json(200, {
          round: { id: 1, mode: 'real', status: 'settled', stake: 1, payout: 1.5, returned: 0, profit: 0.5, bet: { stake: 1, picks: [4, 8] }, outcome },
          balance: { cash: 1235, bonus: 50 },
          free_spin: null,
        }),
    });
    await renderWithPlatform(<GameStage uuid="keno" />, { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const four = await screen.findByRole('button', { name: '4' });
    expect(four).toHaveAttribute('aria-pressed', 'false');
    expect(four).not.toHaveTextContent('✓');

    await userEvent.click(four);
    expect(four).toHaveAttribute('aria-pressed', 'true');
    // The mark is for the eye: the name stays the number, aria-pressed says it is picked.
    expect(four).toHaveTextContent('✓');
    expect(four).toHaveAccessibleName('4');
    await userEvent.click(screen.getByRole('button', { name: '8' }));

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: '4, hit' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5, drawn' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '5, drawn' })).not.toHaveTextContent('✓');
    expect(screen.getByRole('button', { name: '8' })).toHaveAttribute('aria-pressed', 'true');
  });
});
