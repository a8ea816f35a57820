import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
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
});
