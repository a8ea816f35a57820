/**
 * Test helpers of the account remote: render inside the platform with the `account` texts, a
 * logged-in player in the store, and a fetch mock that answers the API by method and path.
 */
import type { ReactElement } from 'react';
import type { Language, User } from '@palpite/shared';
import { logIn as sdkLogIn, makeUser as makeSdkUser, renderWithPlatform } from '@palpite/shared/testing';
import { accountLocales } from '../locales/index.ts';

export function renderAccount(ui: ReactElement, { language = 'en', route = '/' }: { language?: Language; route?: string } = {}) {
  return renderWithPlatform(ui, { language, route, namespaces: { account: accountLocales } });
}

export { json, logOut, mockApi, type ApiCall } from '@palpite/shared/testing';

/** The account remote's player: identity not verified yet. */
export function makeUser(overrides: Partial<User> = {}): User {
  return makeSdkUser({ identity_verified: false, ...overrides });
}

export function logIn(user: User = makeUser()): User {
  return sdkLogIn(user);
}
