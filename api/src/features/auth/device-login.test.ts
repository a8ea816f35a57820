/**
 * Login attempts from a browser the account has been used from (device token, OWASP's device
 * cookie) are counted apart: strangers guessing at an account cannot lock its owner out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { totpCode } from '../../domain/identity/totp.ts';
import { asPlayer, DESKTOP_CHROME, newPlayer, register } from '../../testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const logIn = (credentials: { email: string; password: string }, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${t.prefix}/login`,
    headers: { 'user-agent': DESKTOP_CHROME, ...(cookie ? { cookie } : {}) },
    payload: credentials,
    remoteAddress,
  });

/** The `name=value` part of the answer's device cookie. */
function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie']);
  expect(header).toMatch(new RegExp(`^palpite_device=[^;]+; Path=${t.prefix}; Max-Age=15552000; HttpOnly; SameSite=Strict$`));
  return header.split(';')[0]!;
}

/** Twenty wrong passwords from twenty addresses: the account's shared budget is spent. */
async function strangersGuess(email: string, network: string) {
  for (let attempt = 0; attempt < 20; attempt++) expect((await logIn({ email, password: 'wrong password' }, `${network}.${attempt + 1}`)).statusCode).toBe(401);
}

describe('POST /login from a known browser', () => {
  it('gives a browser that logged in a device cookie, and no cookie for a wrong password', async () => {
    const player = newPlayer();
    await register(t, player, '203.0.113.90');
    expect((await logIn({ email: player.email, password: 'wrong password' }, '203.0.113.90')).headers['set-cookie']).toBeUndefined();
    const right = await logIn(player, '203.0.113.90');
    expect(right.statusCode).toBe(200);
    expect(right.json()).not.toHaveProperty('device_token');
    deviceCookieOf(right);
  });

  it('lets the owner in from their browser while strangers have locked the account for everyone else', async () => {
    const player = newPlayer();
    await register(t, player, '203.0.113.91');
    const cookie = deviceCookieOf(await logIn(player, '203.0.113.91'));
    await strangersGuess(player.email, '192.0.2');

    expect((await logIn(player, '203.0.113.92')).statusCode).toBe(429);
    const owner = await logIn(player, '203.0.113.91', cookie);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token.length).toBeGreaterThan(30);
  });

  it("counts a known browser's own wrong passwords: ten an hour, then 429 even for the right one", async () => {
    const player = newPlayer();
    await register(t, player, '203.0.113.93');
    const cookie = deviceCookieOf(await logIn(player, '203.0.113.93'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => logIn({ email: player.email, password: `wrong ${attempt}` }, `198.18.0.${attempt + 1}`, cookie)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect((await logIn(player, '203.0.113.93', cookie)).statusCode).toBe(429);
    // Its guesses did not touch the account's shared budget: another browser still gets in.
    expect((await logIn(player, '203.0.113.94')).statusCode).toBe(200);
  });

  it("does not let another account's cookie, or a forged one, escape the shared budget", async () => {
    const [owner, victim] = [newPlayer(), newPlayer()];
    await register(t, owner, '203.0.113.95');
    await register(t, victim, '203.0.113.95');
    const ownersCookie = deviceCookieOf(await logIn(owner, '203.0.113.95'));
    await strangersGuess(victim.email, '198.18.1');

    expect((await logIn(victim, '203.0.113.96', ownersCookie)).statusCode).toBe(429);
    const [device, issuedAt] = ownersCookie.split('=')[1]!.split('.');
    expect((await logIn(victim, '203.0.113.96', `palpite_device=${device}.${issuedAt}.forged`)).statusCode).toBe(429);
  });

  it('is voided by a new password: the old cookie counts in the shared budget again', async () => {
    const player = newPlayer();
    await register(t, player, '203.0.113.97');
    const signedIn = await logIn(player, '203.0.113.97');
    const cookie = deviceCookieOf(signedIn);
    const changed = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/user/change-password`,
      headers: asPlayer(signedIn.json().access_token),
      payload: { current_password: player.password, password: 'a brand new password', password_confirmation: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    await strangersGuess(player.email, '198.18.2');
    expect((await logIn({ email: player.email, password: 'a brand new password' }, '203.0.113.97', cookie)).statusCode).toBe(429);
  });

  it('is given only once the 2FA step is passed, and then lets the owner in past a lockout', async () => {
    const player = newPlayer();
    await register(t, player, '203.0.113.98');
    const token = (await logIn(player, '203.0.113.98')).json().access_token as string;
    const post = (path: string, payload: object, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${t.prefix}${path}`,
        headers: { 'user-agent': DESKTOP_CHROME, ...headers },
        payload,
        remoteAddress: '203.0.113.98',
      });
    const { secret } = (await post('/user/2fa/setup', {}, asPlayer(token))).json();
    const nowMs = Date.now();
    expect((await post('/user/2fa/enable', { code: totpCode(secret, nowMs), current_password: player.password }, asPlayer(token))).statusCode).toBe(200);

    const passwordStep = await logIn(player, '203.0.113.98');
    expect(passwordStep.json()).toMatchObject({ requires_2fa: true });
    expect(passwordStep.headers['set-cookie']).toBeUndefined();
    const codeStep = await post(
      '/user/2fa/login',
      { code: totpCode(secret, nowMs + 30_000) },
      { authorization: `Bearer ${passwordStep.json().temporary_token}` },
    );
    expect(codeStep.statusCode).toBe(200);
    const cookie = deviceCookieOf(codeStep);

    await strangersGuess(player.email, '198.18.3');
    expect((await logIn(player, '203.0.113.99')).statusCode).toBe(429);
    expect((await logIn(player, '203.0.113.98', cookie)).json()).toMatchObject({ requires_2fa: true });
  });
});
