import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { json, logIn, logOut, makeUser, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoLocales } from '../../locales/index.ts';
import { PromoHero } from './PromoHero.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('the lobby banner', () => {
  it("leaves no endless placeholder when a player's offers cannot be read", async () => {
    logIn();
    const api = mockApi({ 'GET bonuses/offers': () => json(500, {}) });
    const { container } = await renderWithPlatform(<PromoHero />, { language: 'en', namespaces: { casino: casinoLocales } });
    await waitFor(() => expect(api.callsTo('GET bonuses/offers')).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows nothing to a player on a break, not even the bonus they hold', async () => {
    logIn({ ...makeUser(), exclusion: { kind: 'break', starts_at: '2099-01-14T18:31:00.000Z', ends_at: '2099-01-15T18:31:00.000Z' } });
    mockApi({
      'GET bonuses/offers': () => json(200, { data: [] }),
      'GET user/bonuses/current': () => json(200, { bonus: { id: 1, status: 'active', balance: 50, free_spins_left: 10 } }),
    });
    const { container } = await renderWithPlatform(<PromoHero />, { language: 'en', namespaces: { casino: casinoLocales } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
