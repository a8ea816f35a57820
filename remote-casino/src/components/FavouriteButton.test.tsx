import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoLocales } from '../locales/index.ts';
import { game, json, logIn, logOut, mockApi } from '../testing/casino-testing.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';

afterEach(() => {
  cleanup();
  logOut();
  vi.restoreAllMocks();
});

const KENO = game({ uuid: 'keno-uuid', name: 'Keno' });

async function pressHeart(reply: () => Response) {
  // Each test is another player: the list of favourites is read for them afresh.
  logIn(Math.floor(Math.random() * 1e6));
  mockApi({ 'GET user/games/favourites': () => json(200, { data: [] }), 'POST user/games/keno-uuid/favourite': reply });
  const toasts: unknown[] = [];
  const off = eventBus.on('toast', (toast) => toasts.push(toast));
  await renderWithPlatform(<FavouriteButton game={KENO} />, { language: 'pt-BR', namespaces: { casino: casinoLocales } });
  const heart = screen.getByRole('button', { name: 'Favorito: Keno' });
  await userEvent.click(heart);
  return { heart, toasts, off };
}

describe('favourite button', () => {
  it('confirms a saved favourite with a toast', async () => {
    const { heart, toasts, off } = await pressHeart(() => json(200, { favourite: true }));
    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', id: 'favourite:keno-uuid', message: 'Adicionado aos favoritos: Keno' }]));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    off();
  });

  it('undoes the heart and says so in a toast when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { heart, toasts, off } = await pressHeart(() => json(500, { success: false, message: 'boom' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ tone: 'error', id: 'favourite:keno-uuid', message: 'Não foi possível salvar o favorito: Keno. Tente novamente.' }]),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    off();
  });
});
