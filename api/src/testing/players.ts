/** Helpers that act as a player against a test app, through HTTP only. */
import { totpCode } from '../domain/identity/totp.ts';
import type { TestApp } from './test-app.ts';

export const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export interface PlayerInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

let counter = 0;

export function newPlayer(overrides: Partial<PlayerInput> = {}): PlayerInput {
  counter += 1;
  return { first_name: 'Ana', last_name: 'Souza', email: `ana.${process.pid}.${counter}@example.com`, password: 'correct horse 42', ...overrides };
}

export function asPlayer(token: string, userAgent = DESKTOP_CHROME) {
  return { authorization: `Bearer ${token}`, 'user-agent': userAgent };
}

/** `ip`: where the sign-up comes from (sign-ups are limited per address); `language`: the page's (Accept-Language). */
export async function register(t: TestApp, player: PlayerInput, ip?: string, language?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${t.prefix}/register`,
    headers: { 'user-agent': DESKTOP_CHROME, ...(language ? { 'accept-language': language } : {}) },
    ...(ip ? { remoteAddress: ip } : {}),
    payload: { ...player, password_confirmation: player.password, registration_code: '' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
}

export async function login(t: TestApp, player: Pick<PlayerInput, 'email' | 'password'>, userAgent = DESKTOP_CHROME, ip = '203.0.113.10'): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `${t.prefix}/login`, headers: { 'user-agent': userAgent }, remoteAddress: ip, payload: player });
  const body = response.json() as { access_token?: string };
  if (response.statusCode !== 200 || !body.access_token) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return body.access_token;
}

/**
 * POST as a desktop browser in English. With `network` (e.g. '10.7'), each call comes from an
 * address of its own there, so the per-address limits stay out of a test's way. `app` is read at
 * call time: test files build their app in `beforeAll`.
 */
export function englishPoster(app: () => TestApp, network?: string) {
  let calls = 0;
  return (path: string, payload: unknown, headers: Record<string, string> = {}) => {
    calls += 1;
    const t = app();
    return t.app.inject({
      method: 'POST',
      url: `${t.prefix}${path}`,
      headers: { 'user-agent': DESKTOP_CHROME, 'accept-language': 'en', ...headers },
      payload: payload as object,
      ...(network ? { remoteAddress: `${network}.${Math.floor(calls / 250)}.${calls % 250}` } : {}),
    });
  };
}

/** Registers and logs in; returns the token and the player's id. */
export async function signedUpPlayer(t: TestApp, overrides: Partial<PlayerInput> = {}, ip?: string, language?: string) {
  const player = newPlayer(overrides);
  await register(t, player, ip, language);
  const token = await login(t, player);
  const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
  return { player, token, id: (me.json() as { user: { id: number } }).user.id };
}

/**
 * A signed-up player who turned 2FA on, as the account page does (setup, then the app's code and
 * the password); with the authenticator's secret and the recovery codes shown once.
 */
export async function twoFactorPlayer(t: TestApp, nowMs: number, ip?: string) {
  const signedUp = await signedUpPlayer(t, {}, ip);
  const call = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `${t.prefix}${path}`, headers: asPlayer(signedUp.token), payload });
  const setup = await call('/user/2fa/setup', {});
  if (setup.statusCode !== 200) throw new Error(`2FA setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enabled = await call('/user/2fa/enable', { code: totpCode(secret, nowMs), current_password: signedUp.player.password });
  if (enabled.statusCode !== 200) throw new Error(`2FA enable failed: ${enabled.statusCode} ${enabled.body}`);
  return { ...signedUp, secret, recoveryCodes: (enabled.json() as { recovery_codes: string[] }).recovery_codes };
}

/** The newest mail to an address in the embedded outbox. */
export async function lastMailTo(t: TestApp, to: string): Promise<{ subject: string; text: string } | null> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${t.prefix}/ops/mail-outbox?to=${encodeURIComponent(to)}&limit=1`,
    headers: { authorization: `Bearer ${t.opsToken}` },
  });
  return (response.json() as { mails: Array<{ subject: string; text: string }> }).mails[0] ?? null;
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no 6-digit code in: ${text}`);
  return match[1]!;
}
