/**
 * Test helpers of the wallet remote: render inside the platform with the `wallet` texts, a
 * logged-in player in the store, and a fetch mock that answers the API by method and path.
 */
import type { ReactElement } from 'react';
import type { Language } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { walletLocales } from '../locales/index.ts';

export function renderWallet(ui: ReactElement, { language = 'en', route = '/' }: { language?: Language; route?: string } = {}) {
  return renderWithPlatform(ui, { language, route, namespaces: { wallet: walletLocales } });
}

export { apiError, json, logIn, logOut, makeUser, mockApi, type ApiCall } from '@palpite/shared/testing';
