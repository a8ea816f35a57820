import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../../domain/identity/totp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asPlayer, DESKTOP_CHROME, lastMailTo, signedUpPlayer, twoFactorPlayer, englishPoster } from '../../testing/players.ts';

let t: TestApp;
let clockMs = Date.parse('2026-11-21T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clockMs) });
});
afterAll(async () => {
  await t.close();
});

const post = englishPoster(() => t);

/** A player with 2FA on; the setup's own checks are in the first test. */
const playerWithTwoFactor = (signUpIp?: string) => twoFactorPlayer(t, clockMs, signUpIp);

describe('two-factor authentication', () => {
  it('is enabled only with a correct current code and the account’s password', async () => {
    const { token, player } = await signedUpPlayer(t);
    const { secret, otpauth_uri, qr_svg } = (await post('/user/2fa/setup', {}, asPlayer(token))).json();
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg/);
    const code = totpCode(secret, clockMs);
    const wrong = await post('/user/2fa/enable', { code: '000000' === code ? '111111' : '000000', current_password: player.password }, asPlayer(token));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code[0]).toBe('Invalid code. Please try again.');
    // A stolen session alone cannot put another authenticator app on the account.
    const noPassword = await post('/user/2fa/enable', { code }, asPlayer(token));
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors.current_password).toEqual(['Password is required.']);
    const wrongPassword = await post('/user/2fa/enable', { code, current_password: 'not the password' }, asPlayer(token));
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.current_password).toEqual(['The current password is not correct.']);
    expect((await post('/user/2fa/enable', { code, current_password: player.password }, asPlayer(token))).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
    expect(me.json().user.two_factor_enabled).toBe(true);
  });

  it('turns login into two steps: temporary token, then the code', async () => {
    const { player, secret } = await playerWithTwoFactor();
    clockMs += 30_000;
    const first = await post('/login', { email: player.email, password: player.password });
    expect(first.json()).toMatchObject({ requires_2fa: true });
    expect(first.json().access_token).toBeUndefined();
    const temporary = first.json().temporary_token as string;
    expect(temporary.length).toBeGreaterThanOrEqual(30);

    // The temporary token is not a session.
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(temporary) })).statusCode).toBe(401);

    const second = await post('/user/2fa/login', { code: totpCode(secret, clockMs) }, { authorization: `Bearer ${temporary}` });
    expect(second.statusCode).toBe(200);
    const token = second.json().access_token as string;
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) })).statusCode).toBe(200);

    // The challenge is spent.
    expect((await post('/user/2fa/login', { code: totpCode(secret, clockMs) }, { authorization: `Bearer ${temporary}` })).statusCode).toBe(401);
  });

  it('accepts each code once: the same code cannot open a second session', async () => {
    const { player, secret } = await playerWithTwoFactor();
    clockMs += 30_000;
    const code = totpCode(secret, clockMs);
    const one = (await post('/login', { email: player.email, password: player.password })).json().temporary_token;
    const two = (await post('/login', { email: player.email, password: player.password })).json().temporary_token;
    expect((await post('/user/2fa/login', { code }, { authorization: `Bearer ${one}` })).statusCode).toBe(200);
    const replay = await post('/user/2fa/login', { code }, { authorization: `Bearer ${two}` });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message_key).toBe('auth.twoFactorInvalid');
  });

  it('a break that began after the password step does not keep the player out at the code step: they may log in to withdraw', async () => {
    const { player, secret, token } = await playerWithTwoFactor();
    clockMs += 30_000;
    const temporary = (await post('/login', { email: player.email, password: player.password })).json().temporary_token as string;
    const started = await post('/user/responsible-gambling/break', { length: { unit: 'hours', value: 24 } }, asPlayer(token));
    expect(started.statusCode, started.body).toBe(200);
    const second = await post('/user/2fa/login', { code: totpCode(secret, clockMs) }, { authorization: `Bearer ${temporary}` });
    expect(second.statusCode, second.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(second.json().access_token as string) });
    expect(me.statusCode).toBe(200);
  });

  it('a password change ends a login step begun before it: the old password cannot finish logging in', async () => {
    const { player, secret, token } = await playerWithTwoFactor('10.4.2.2');
    clockMs += 30_000;
    const temporary = (await post('/login', { email: player.email, password: player.password })).json().temporary_token as string;
    clockMs += 30_000;
    const changed = await post(
      '/user/change-password',
      { current_password: player.password, password: 'N3w-passw0rd!', password_confirmation: 'N3w-passw0rd!', code: totpCode(secret, clockMs) },
      asPlayer(token),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    clockMs += 30_000;
    const late = await post('/user/2fa/login', { code: totpCode(secret, clockMs) }, { authorization: `Bearer ${temporary}` });
    expect(late.statusCode).toBe(401);
    expect(late.json().message_key).toBe('auth.twoFactorExpired');
  });

  it('expires the login step after five minutes', async () => {
    const { player, secret } = await playerWithTwoFactor();
    clockMs += 30_000;
    const temporary = (await post('/login', { email: player.email, password: player.password })).json().temporary_token;
    clockMs += 5 * 60_000 + 1_000;
    const late = await post('/user/2fa/login', { code: totpCode(secret, clockMs) }, { authorization: `Bearer ${temporary}` });
    expect(late.statusCode).toBe(401);
    expect(late.json().message_key).toBe('auth.twoFactorExpired');
  });

  it('allows five wrong codes per login step, then asks to start over', async () => {
    const { player, secret } = await playerWithTwoFactor();
    clockMs += 30_000;
    const temporary = (await post('/login', { email: player.email, password: player.password })).json().temporary_token;
    const right = totpCode(secret, clockMs);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await post('/user/2fa/login', { code: wrong }, { authorization: `Bearer ${temporary}` })).statusCode).toBe(422);
    const blocked = await post('/user/2fa/login', { code: right }, { authorization: `Bearer ${temporary}` });
    expect(blocked.statusCode).toBe(429);
    // Not 'request a new code': this step has none to give; a new login does.
    expect(blocked.json()).toMatchObject({
      message_key: 'auth.twoFactorTooManyAttempts',
      message: 'Too many wrong codes. Go back to email and password and log in again.',
    });
  });

  it('requires a 6-digit code (spec §5)', async () => {
    const response = await post('/user/2fa/login', { code: '12' }, { authorization: 'Bearer whatever-token-of-some-length-000000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code[0]).toBe('Verification code must be exactly 6 digits.');
  });

  it('is disabled only with the password and a current code not used before, and the owner is told by mail', async () => {
    const { token, secret, player } = await playerWithTwoFactor();
    clockMs += 30_000;
    const right = totpCode(secret, clockMs);
    const disable = (payload: object) => post('/user/2fa/disable', payload, asPlayer(token));
    expect((await disable({ code: right })).statusCode).toBe(400);
    const wrongPassword = await disable({ code: right, current_password: 'not the password' });
    expect([wrongPassword.statusCode, wrongPassword.json().errors]).toEqual([422, { current_password: ['The current password is not correct.'] }]);
    expect((await disable({ code: right === '999999' ? '888888' : '999999', current_password: player.password })).statusCode).toBe(422);
    // A code already spent (here on new recovery codes) does not work again: a thief who saw it go by cannot use it.
    expect((await post('/user/2fa/recovery-codes', { code: right, current_password: player.password }, asPlayer(token))).statusCode).toBe(200);
    expect((await disable({ code: right, current_password: player.password })).statusCode).toBe(422);

    clockMs += 30_000;
    expect((await disable({ code: totpCode(secret, clockMs), current_password: player.password })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
    expect(me.json().user.two_factor_enabled).toBe(false);
    await vi.waitFor(async () => expect(await lastMailTo(t, player.email)).toMatchObject({ subject: 'Palpite: a verificação em duas etapas foi desativada' }));
  });

  it('names the key of its notices when turned on, on new recovery codes and when turned off, so the page can say them in another language', async () => {
    const { token, player } = await signedUpPlayer(t, {}, '203.0.113.74');
    // As the account page calls: in its language, here pt-BR.
    const inPortuguese = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `${t.prefix}${path}`, headers: { ...asPlayer(token), 'accept-language': 'pt-BR' }, payload });
    const { secret } = (await inPortuguese('/user/2fa/setup', {})).json();
    const withCode = () => ({ code: totpCode(secret, clockMs), current_password: player.password });
    expect((await inPortuguese('/user/2fa/enable', withCode())).json()).toMatchObject({
      message_key: 'auth.twoFactorEnabled',
      message: 'A verificação em duas etapas está ativada.',
      two_factor_enabled: true,
    });
    // Each code works once.
    clockMs += 30_000;
    expect((await inPortuguese('/user/2fa/recovery-codes', withCode())).json()).toMatchObject({
      message_key: 'auth.recoveryCodesGenerated',
      message: 'Novos códigos de recuperação criados. Os antigos não funcionam mais.',
    });
    clockMs += 30_000;
    expect((await inPortuguese('/user/2fa/disable', withCode())).json()).toEqual({
      message_key: 'auth.twoFactorDisabled',
      message: 'A verificação em duas etapas está desativada.',
      two_factor_enabled: false,
    });
  });

  it('gives a session as many wrong codes to disable it as the login step has, then refuses even the right one', async () => {
    const { token, secret, player } = await playerWithTwoFactor();
    clockMs += 30_000;
    const right = totpCode(secret, clockMs);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await post('/user/2fa/disable', { code: wrong, current_password: player.password }, asPlayer(token))).statusCode).toBe(422);
    const blocked = await post('/user/2fa/disable', { code: right, current_password: player.password }, asPlayer(token));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message_key).toBe('auth.tooManyRequests');
    const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
    expect(me.json().user.two_factor_enabled).toBe(true);
  });

  it('judges wrong codes sent in parallel one by one: never more than the account’s budgets, the rest 429', async () => {
    const { token, secret, player } = await playerWithTwoFactor('203.0.113.72');
    clockMs += 30_000;
    const wrong = totpCode(secret, clockMs) === '123456' ? '654321' : '123456';
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => post('/user/2fa/disable', { code: wrong, current_password: player.password }, asPlayer(token))),
    );
    // Each request holds one of the ten password checks an account has in flight, then one of its twenty wrong codes.
    const judged = answers.filter((answer) => answer.statusCode === 422).length;
    expect(answers.every((answer) => answer.statusCode === 422 || answer.statusCode === 429)).toBe(true);
    expect(judged).toBeGreaterThanOrEqual(10);
    expect(judged).toBeLessThanOrEqual(20);
  });

  it('keeps the seed encrypted at rest', async () => {
    const { id, secret } = await playerWithTwoFactor();
    const stored = (await t.db.query<{ two_factor_secret: string }>('SELECT two_factor_secret FROM users WHERE id = $1', [id])).rows[0]!;
    expect(stored.two_factor_secret).toMatch(/^v1\./);
    expect(stored.two_factor_secret).not.toContain(secret);
  });
});

describe('two-factor rate limit per account', () => {
  it('counts codes sent in parallel on several login steps one by one: no more than 20 get a verdict', async () => {
    const { player, secret } = await playerWithTwoFactor('10.4.2.1');
    clockMs += 30_000;
    const right = totpCode(secret, clockMs);
    const wrong = right === '123456' ? '654321' : '123456';
    const steps = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      steps.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `${t.prefix}/login`,
            headers: { 'user-agent': DESKTOP_CHROME },
            payload: { email: player.email, password: player.password },
            remoteAddress: `10.4.0.${attempt}`,
          })
        ).json().temporary_token as string,
      );
    }
    const answers = await Promise.all(
      steps.map((temporary, attempt) =>
        t.app.inject({
          method: 'POST',
          url: `${t.prefix}/user/2fa/login`,
          headers: { authorization: `Bearer ${temporary}`, 'user-agent': DESKTOP_CHROME },
          payload: { code: wrong },
          remoteAddress: `10.4.1.${attempt}`,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
  });

  it('stops guessing after 20 wrong codes in an hour, whatever the number of login steps', async () => {
    const { player, secret } = await playerWithTwoFactor();
    clockMs += 30_000;
    const right = totpCode(secret, clockMs);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 20; attempt++) {
      const temporary = (
        await t.app.inject({
          method: 'POST',
          url: `${t.prefix}/login`,
          headers: { 'user-agent': DESKTOP_CHROME },
          payload: { email: player.email, password: player.password },
          remoteAddress: `10.3.0.${attempt}`,
        })
      ).json().temporary_token;
      await t.app.inject({
        method: 'POST',
        url: `${t.prefix}/user/2fa/login`,
        headers: { authorization: `Bearer ${temporary}`, 'user-agent': DESKTOP_CHROME },
        payload: { code: wrong },
        remoteAddress: `10.3.1.${attempt}`,
      });
    }
    const temporary = (
      await t.app.inject({
        method: 'POST',
        url: `${t.prefix}/login`,
        headers: { 'user-agent': DESKTOP_CHROME },
        payload: { email: player.email, password: player.password },
        remoteAddress: '10.3.2.1',
      })
    ).json().temporary_token;
    const blocked = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/user/2fa/login`,
      headers: { authorization: `Bearer ${temporary}`, 'user-agent': DESKTOP_CHROME },
      payload: { code: right },
      remoteAddress: '10.3.2.2',
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('support turning off 2FA for a player who lost their authenticator', () => {
  const reset = (id: number, payload: unknown, headers: Record<string, string> = { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': 'rita@ops' }) =>
    t.app.inject({ method: 'POST', url: `${t.prefix}/ops/users/${id}/two-factor/reset`, headers, payload: payload as object });

  it('turns it off, ends every session and login step in flight, tells the player by mail and audits it', async () => {
    const { player, token, id } = await playerWithTwoFactor('203.0.113.70');
    clockMs += 30_000;
    const pendingStep = (await post('/login', { email: player.email, password: player.password })).json().temporary_token as string;

    const answer = await reset(id, { reason: 'identity checked on a video call', language: 'en' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, reset: true, sessions_ended: 1, mailed: true });
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) })).statusCode).toBe(401);
    clockMs += 30_000;
    expect((await post('/user/2fa/login', { code: '123456' }, { authorization: `Bearer ${pendingStep}` })).statusCode).toBe(401);
    const event = await t.db.query<{ payload: { reason: string } }>("SELECT payload FROM account_events WHERE user_id = $1 AND name = 'force-logout'", [id]);
    expect(event.rows.map((row) => row.payload.reason)).toContain('two_factor_reset');
    expect(await lastMailTo(t, player.email)).toMatchObject({ subject: 'Palpite: two-step verification was turned off on your account' });
    const audit = await t.db.query<{ actor: string; detail: { reason: string } }>(
      'SELECT actor, detail FROM ops_audit_log WHERE subject = $1 AND action = $2',
      [`user:${id}`, 'user.two_factor_reset'],
    );
    expect(audit.rows).toEqual([{ actor: 'rita@ops', detail: { reason: 'identity checked on a video call', sessions_ended: 1 } }]);

    // The password alone logs in now, and 2FA can be set up again.
    const login = await post('/login', { email: player.email, password: player.password });
    expect(login.json()).toMatchObject({ requires_2fa: false });
    const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(login.json().access_token) });
    expect(me.json().user.two_factor_enabled).toBe(false);
    expect((await post('/user/2fa/setup', {}, asPlayer(login.json().access_token))).statusCode).toBe(200);
  });

  it('mails the player in the language of their account unless support names one', async () => {
    const { player, token, id } = await playerWithTwoFactor('203.0.113.73');
    expect((await t.app.inject({ method: 'PUT', url: `${t.prefix}/user/language`, headers: asPlayer(token), payload: { language: 'tr' } })).statusCode).toBe(
      200,
    );
    // Support works in English; the player reads Turkish.
    expect((await reset(id, { reason: 'identity checked on a video call' })).json()).toMatchObject({ reset: true, mailed: true });
    expect(await lastMailTo(t, player.email)).toMatchObject({ subject: 'Palpite: hesabınızın iki adımlı doğrulaması kapatıldı' });
  });

  it('is a no-op for a player without 2FA; needs the ops token, a reason and an existing player', async () => {
    const { id, token } = await signedUpPlayer(t, {}, '203.0.113.71');
    expect((await reset(id, { reason: 'asked by phone' })).json()).toEqual({ success: true, reset: false, sessions_ended: 0 });
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) })).statusCode).toBe(200);
    expect((await reset(id, { reason: 'x' }, asPlayer(token))).statusCode).toBe(401);
    expect((await reset(id, { reason: '  ' })).statusCode).toBe(400);
    expect((await reset(id, { reason: 'x', language: 'de' })).statusCode).toBe(400);
    expect((await reset(999_999, { reason: 'x' })).statusCode).toBe(404);
  });
});
