/**
 * Two-factor recovery codes: ten shown once when 2FA is turned on, each logs in once instead of
 * the authenticator's code; new ones need the password and the app's code and retire the old;
 * turning 2FA off (or support's reset) retires them all.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../../domain/identity/totp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asPlayer, lastMailTo, twoFactorPlayer, englishPoster } from '../../testing/players.ts';

let t: TestApp;
let clockMs = Date.parse('2026-11-21T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clockMs) });
});
afterAll(async () => {
  await t.close();
});

const post = englishPoster(() => t, '10.7');

/** The password step; answers the temporary token of the 2FA step. */
async function passwordStep(player: { email: string; password: string }): Promise<string> {
  const answer = await post('/login', { email: player.email, password: player.password });
  expect(answer.json().requires_2fa).toBe(true);
  return answer.json().temporary_token as string;
}

const withRecoveryCode = (temporary: string, recovery_code: string) =>
  post('/user/2fa/login/recovery', { recovery_code }, { authorization: `Bearer ${temporary}` });
const left = async (token: string) => (await t.app.inject({ method: 'GET', url: `${t.prefix}/user/2fa/recovery-codes`, headers: asPlayer(token) })).json();

describe('two-factor recovery codes', () => {
  it('are ten distinct codes shown once; each logs in once, typed loosely, and the player is told how many are left', async () => {
    const { player, token, recoveryCodes } = await twoFactorPlayer(t, clockMs, '203.0.113.150');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(await left(token)).toEqual({ remaining: 10, total: 10 });
    const stored = await t.db.query<{ code_hash: Buffer }>('SELECT code_hash FROM two_factor_recovery_codes');
    expect(JSON.stringify(stored.rows)).not.toContain(recoveryCodes[0]!.replace('-', ''));

    const typed = recoveryCodes[0]!.toLowerCase().replace('-', ' ');
    const answer = await withRecoveryCode(await passwordStep(player), typed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ recovery_codes_left: 9, message: 'You are logged in with a recovery code. 9 left.' });
    // If it was not the player, they learn it from this mail: in the account's language (they signed
    // up in Portuguese), not the English of whoever logged in.
    await vi.waitFor(async () =>
      expect(await lastMailTo(t, player.email)).toMatchObject({ subject: 'Palpite: um código de recuperação foi usado para entrar na sua conta' }),
    );
    const session = answer.json().access_token as string;
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(session) })).statusCode).toBe(200);

    const reused = await withRecoveryCode(await passwordStep(player), recoveryCodes[0]!);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.recovery_code).toEqual(['This recovery code is not valid or was already used.']);
    expect(await left(session)).toEqual({ remaining: 9, total: 10 });
  });

  it('counts a wrong code against the login step like a wrong app code, and refuses one without a step or with a bad format', async () => {
    const { player, recoveryCodes } = await twoFactorPlayer(t, clockMs, '203.0.113.151');
    const temporary = await passwordStep(player);
    for (let attempt = 0; attempt < 5; attempt++) expect((await withRecoveryCode(temporary, 'ZZZZ-ZZZZ')).statusCode).toBe(422);
    // The step is spent after five wrong codes: even a right one needs a new password step.
    expect((await withRecoveryCode(temporary, recoveryCodes[1]!)).statusCode).toBe(429);
    expect((await post('/user/2fa/login/recovery', { recovery_code: recoveryCodes[1] })).statusCode).toBe(401);
    const short = await withRecoveryCode(await passwordStep(player), 'ABC');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.recovery_code).toEqual(['A recovery code has 8 letters and digits, like K7QM-3XWP.']);
    expect((await withRecoveryCode(await passwordStep(player), recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('log in once when the same code is sent twice at once', async () => {
    const { player, recoveryCodes } = await twoFactorPlayer(t, clockMs, '203.0.113.157');
    const [first, second] = [await passwordStep(player), await passwordStep(player)];
    const answers = await Promise.all([withRecoveryCode(first, recoveryCodes[3]!), withRecoveryCode(second, recoveryCodes[3]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('belong to their player only', async () => {
    const alice = await twoFactorPlayer(t, clockMs, '203.0.113.152');
    const bob = await twoFactorPlayer(t, clockMs, '203.0.113.153');
    expect((await withRecoveryCode(await passwordStep(bob.player), alice.recoveryCodes[2]!)).statusCode).toBe(422);
  });

  it('can be replaced with the password and the app’s code; the old ones stop working', async () => {
    const { player, token, secret, recoveryCodes } = await twoFactorPlayer(t, clockMs, '203.0.113.154');
    clockMs += 30_000;
    const noPassword = await post('/user/2fa/recovery-codes', { code: totpCode(secret, clockMs), current_password: 'wrong one' }, asPlayer(token));
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.current_password).toEqual(['The current password is not correct.']);
    const wrongCode = await post('/user/2fa/recovery-codes', { code: '000000', current_password: player.password }, asPlayer(token));
    expect(wrongCode.statusCode).toBe(422);
    expect(await left(token)).toEqual({ remaining: 10, total: 10 });

    const renewed = await post('/user/2fa/recovery-codes', { code: totpCode(secret, clockMs), current_password: player.password }, asPlayer(token));
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe('New recovery codes created. The old ones no longer work.');
    const fresh = renewed.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    expect((await withRecoveryCode(await passwordStep(player), recoveryCodes[0]!)).statusCode).toBe(422);
    expect((await withRecoveryCode(await passwordStep(player), fresh[0]!)).statusCode).toBe(200);
    // The app's code that made them is spent: it cannot make another set, nor log in.
    const again = await post('/user/2fa/recovery-codes', { code: totpCode(secret, clockMs), current_password: player.password }, asPlayer(token));
    expect(again.statusCode).toBe(422);
    const login = await post('/user/2fa/login', { code: totpCode(secret, clockMs) }, { authorization: `Bearer ${await passwordStep(player)}` });
    expect(login.statusCode).toBe(422);
  });

  it('are retired when 2FA is turned off, by the player or by support', async () => {
    const byPlayer = await twoFactorPlayer(t, clockMs, '203.0.113.155');
    clockMs += 30_000;
    expect(
      (await post('/user/2fa/disable', { code: totpCode(byPlayer.secret, clockMs), current_password: byPlayer.player.password }, asPlayer(byPlayer.token)))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user/2fa/recovery-codes`, headers: asPlayer(byPlayer.token) })).statusCode).toBe(409);

    const bySupport = await twoFactorPlayer(t, clockMs, '203.0.113.156');
    const reset = await post(
      `/ops/users/${bySupport.id}/two-factor/reset`,
      { reason: 'lost phone, identity checked' },
      { authorization: `Bearer ${t.opsToken}` },
    );
    expect(reset.json()).toMatchObject({ reset: true });
    const unused = await t.db.query('SELECT 1 FROM two_factor_recovery_codes WHERE user_id = ANY($1::bigint[]) AND used_at IS NULL', [
      [byPlayer.id, bySupport.id],
    ]);
    expect(unused.rowCount).toBe(0);
  });
});
