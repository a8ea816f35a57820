import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoLocales } from '../../locales/index.ts';
import { game, json, logIn, logOut, mockApi } from '../../testing/casino-testing.tsx';
import { PlayerRows } from './PlayerRows.tsx';

afterEach(() => {
  cleanup();
  logOut();
  vi.restoreAllMocks();
});

const FAVOURITES = [game({ uuid: 'keno', name: 'Keno' }), game({ uuid: 'dice', name: 'Dice' }), game({ uuid: 'mines', name: 'Mines' })];

describe('the lobby’s rows of the player’s own games', () => {
  it('hands the focus of a heart that took its tile out of the favourites to the next tile’s heart, else the previous one’s, else the row’s heading', async () => {
    // Another player than the other tests': the favourites are read for them afresh.
    logIn(Math.floor(Math.random() * 1e6));
    mockApi({
      'GET user/games/recent': () => json(200, { data: [] }),
      'GET user/games/favourites': () => json(200, { data: FAVOURITES }),
      'DELETE user/games/keno/favourite': () => json(200, { favourite: false }),
      'DELETE user/games/dice/favourite': () => json(200, { favourite: false }),
      'DELETE user/games/mines/favourite': () => json(200, { favourite: false }),
    });
    await renderWithPlatform(<PlayerRows />, { language: 'en', namespaces: { casino: casinoLocales } });
    const row = screen.getByRole('region', { name: 'Your favourites' });
    const heart = (name: string) => within(row).getByRole('button', { name: `Favourite: ${name}` });
    const user = userEvent.setup();
    const press = async (name: string) => {
      heart(name).focus();
      await user.keyboard('{Enter}');
    };

    await within(row).findByRole('button', { name: 'Favourite: Dice' });
    await press('Dice');
    expect(within(row).queryByRole('article', { name: 'Dice' })).toBeNull();
    expect(heart('Mines')).toHaveFocus();

    await press('Mines');
    expect(heart('Keno')).toHaveFocus();

    await press('Keno');
    expect(within(row).getByRole('heading', { name: 'Your favourites' })).toHaveFocus();
    await waitFor(() => expect(within(row).getByText('No favourites yet')).toBeInTheDocument());
  });
});
