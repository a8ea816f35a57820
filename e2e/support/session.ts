/**
 * A logged-in player for the checks that need a login-required page (the wallet remote has
 * nothing else): a fresh account registered and logged in through the API (spec §7) from inside
 * the page, so the session belongs to this browser, with the token stored where the site keeps
 * it (`auth_token`, spec §3). The login UI itself is the shell's to test.
 */
import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { PRODUCT } from './env.ts';

export interface Player {
  email: string;
  password: string;
}

/** Registers a new player and logs them in; the page must be on the site. */
export async function signUpAndLogIn(page: Page): Promise<Player> {
  const player = { email: `e2e-${randomUUID()}@example.com`, password: `e2e-${randomUUID()}` };
  const failure = await page.evaluate(
    async ({ api, email, password }) => {
      const post = (path: string, body: unknown) =>
        fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
      const registered = await post('/register', {
        first_name: 'Ana Clara',
        last_name: 'Souza',
        email,
        password,
        password_confirmation: password,
      });
      if (!registered.ok) return `POST /register answered ${registered.status}: ${await registered.text()}`;
      const login = await post('/login', { email, password });
      const body = (await login.json()) as { access_token?: string; requires_2fa?: boolean };
      if (!login.ok || !body.access_token) return `POST /login answered ${login.status}: ${JSON.stringify(body)}`;
      window.localStorage.setItem('auth_token', body.access_token);
      return null;
    },
    { api: `/api/${PRODUCT}`, ...player },
  );
  if (failure) throw new Error(failure);
  return player;
}
