import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asPlayer, codeIn, DESKTOP_CHROME, lastMailTo, login, signedUpPlayer } from '../../testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-21T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${t.prefix}${path}`,
    headers: { ...(token ? asPlayer(token) : { 'user-agent': DESKTOP_CHROME }), 'accept-language': 'en' },
    ...(payload ? { payload: payload as object } : {}),
  });

describe('account language', () => {
  it('is the page’s language at sign-up, then the one the player picks', async () => {
    const { token } = await signedUpPlayer(t, {}, '203.0.113.180', 'tr-TR,tr;q=0.9');
    expect((await call('GET', '/user', token)).json().user.language).toBe('tr');

    const picked = await call('PUT', '/user/language', token, { language: 'en' });
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toEqual({ language: 'en' });
    expect((await call('GET', '/user', token)).json().user.language).toBe('en');
  });

  it('refuses a language we do not offer, or anything else in the body, and changes nothing', async () => {
    const { token } = await signedUpPlayer(t, {}, '203.0.113.181');
    expect((await call('GET', '/user', token)).json().user.language).toBe('pt-BR');
    for (const payload of [{ language: 'de' }, { language: 'pt' }, { language: null }, {}, { language: 'en', city: 'Natal' }]) {
      const refused = await call('PUT', '/user/language', token, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Check the highlighted fields.');
    }
    expect((await call('PUT', '/user/language', token, { language: 'tr' })).statusCode).toBe(200);
    const refused = await call('PUT', '/user/language', token, { language: 'de' });
    expect(refused.json().errors.language).toEqual(['This value is not valid.']);
    expect((await call('GET', '/user', token)).json().user.language).toBe('tr');
    expect((await call('PUT', '/user/language', undefined, { language: 'en' })).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('updates address, city, country, birthdate and the email-marketing choice', async () => {
    const { token } = await signedUpPlayer(t);
    const response = await call('PUT', '/user/profile', token, {
      address: 'Rua A, 1',
      city: 'Recife',
      country: 'Brasil',
      birthdate: '1990-05-17',
      email_marketing: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ address: 'Rua A, 1', city: 'Recife', country: 'Brasil', birthdate: '1990-05-17', email_marketing: true });
  });

  it('answers a malformed update with “Profile update failed.” and the field, and changes nothing', async () => {
    const { token } = await signedUpPlayer(t, {}, '203.0.113.182');
    const refused = await call('PUT', '/user/profile', token, { city: 'Natal', email_marketing: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Profile update failed.', errors: { email_marketing: ['This value is not valid.'] } });
    expect((await call('GET', '/user', token)).json().user).toMatchObject({ city: null, email_marketing: false });
  });

  it('refuses an update sent as a form (multipart) instead of saying it saved nothing', async () => {
    const { token } = await signedUpPlayer(t, {}, '203.0.113.183');
    const boundary = 'palpite-form';
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${t.prefix}/user/profile`,
      headers: { ...asPlayer(token), 'accept-language': 'en', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="city"\r\n\r\nNatal\r\n--${boundary}--\r\n`,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ message_key: 'http.unsupportedMediaType', message: 'This kind of content is not accepted here.' });
    expect((await call('GET', '/user', token)).json().user).toMatchObject({ city: null });
  });

  it('never changes the registered email', async () => {
    const { token, player } = await signedUpPlayer(t);
    const response = await call('PUT', '/user/profile', token, { email: 'new@example.com', city: 'Natal' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email[0]).toBe('The registered email cannot be changed.');
    const me = await call('GET', '/user', token);
    expect(me.json().user).toMatchObject({ email: player.email, city: null });
  });

  it('refuses players under 18, impossible dates and over-long fields', async () => {
    const { token } = await signedUpPlayer(t);
    expect((await call('PUT', '/user/profile', token, { birthdate: '2009-01-01' })).json().errors.birthdate[0]).toBe('You must be 18 or older.');
    expect((await call('PUT', '/user/profile', token, { birthdate: '1990-02-31' })).json().errors.birthdate[0]).toBe('Enter a valid date of birth.');
    // A date in the wrong format and an impossible one are the same field error, answered alike.
    for (const birthdate of ['01/02/1990', '1990-02-30']) {
      const refused = await call('PUT', '/user/profile', token, { birthdate });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message_key: 'auth.profileUpdateFailed',
        message: 'Profile update failed.',
        errors: { birthdate: ['Enter a valid date of birth.'] },
      });
    }
    // Too long says how long it may be.
    const long = (await call('PUT', '/user/profile', token, { address: 'R'.repeat(201), city: 'N'.repeat(101) })).json();
    expect({ address: long.errors.address[0], city: long.errors.city[0] }).toEqual({
      address: 'Use at most 200 characters.',
      city: 'Use at most 100 characters.',
    });
    expect((await call('PUT', '/user/profile', token, { birthdate: '2030-01-01' })).json().errors.birthdate[0]).toBe('Enter a valid date of birth.');
    // 18 today on the São Paulo calendar (the test's clock: 2026-11-21, 09:00 there).
    expect((await call('PUT', '/user/profile', token, { birthdate: '2008-11-21' })).statusCode).toBe(200);
    expect((await call('PUT', '/user/profile', token, { birthdate: '2008-11-22' })).json().errors.birthdate[0]).toBe('You must be 18 or older.');
    expect((await call('PUT', '/user/profile', token, { favourite_team: 'Sport' })).statusCode).toBe(400);
    // Control characters and direction overrides are refused, and nothing is written.
    const unprintable = (await call('PUT', '/user/profile', token, { address: 'Rua A\u001b[2J', city: '\u202eNatal', country: 'Brasil' })).json();
    expect({ address: unprintable.errors.address[0], city: unprintable.errors.city[0] }).toEqual({
      address: 'This value is not valid.',
      city: 'This value is not valid.',
    });
    expect((await call('GET', '/user', token)).json().user).toMatchObject({ address: null, city: null, country: null });
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const { token } = await signedUpPlayer(t);
    const response = await call('POST', '/user/change-password', token, {
      current_password: 'wrong password',
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Check your information and try again.');
  });

  it('allows ten wrong current passwords an hour, then refuses even the right one', async () => {
    const { token, player } = await signedUpPlayer(t);
    const change = (current: string) =>
      call('POST', '/user/change-password', token, { current_password: current, password: 'new password 1', password_confirmation: 'new password 1' });
    for (let attempt = 0; attempt < 10; attempt++) expect((await change(`wrong password ${attempt}`)).statusCode).toBe(422);
    const blocked = await change(player.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message_key).toBe('auth.tooManyRequests');
    expect((await login(t, player)).length).toBeGreaterThan(30);
  });

  it('counts wrong current passwords sent in parallel one by one: ten, then 429', async () => {
    const { token } = await signedUpPlayer(t, {}, '203.0.113.61');
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, attempt) =>
        call('POST', '/user/change-password', token, {
          current_password: `wrong password ${attempt}`,
          password: 'new password 1',
          password_confirmation: 'new password 1',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(422), ...Array<number>(4).fill(429)]);
  });

  it('ends every session; the player logs in again with the new password', async () => {
    const { token, player } = await signedUpPlayer(t);
    const response = await call('POST', '/user/change-password', token, {
      current_password: player.password,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(response.json()).toMatchObject({ logged_out: true });
    expect((await call('GET', '/user', token)).statusCode).toBe(401);
    await expect(login(t, { email: player.email, password: 'new password 1' })).resolves.toBeTruthy();
    // If it was not the player, their mailbox says so (in the account's language).
    await vi.waitFor(async () => expect(await lastMailTo(t, player.email)).toMatchObject({ subject: 'Palpite: a senha da sua conta foi alterada' }));
  });

  it('validates confirmation and a new password different from the current one', async () => {
    const { token, player } = await signedUpPlayer(t);
    expect(
      (
        await call('POST', '/user/change-password', token, {
          current_password: player.password,
          password: 'new password 1',
          password_confirmation: 'nope nope 1',
        })
      ).json().errors.password_confirmation[0],
    ).toBe('Passwords do not match.');
    expect(
      (
        await call('POST', '/user/change-password', token, {
          current_password: player.password,
          password: player.password,
          password_confirmation: player.password,
        })
      ).json().errors.password[0],
    ).toBe('The new password must be different from the current one.');
  });
});

describe('email verification', () => {
  it('sends a 6-digit code and verifies the email with it', async () => {
    const { token, player } = await signedUpPlayer(t);
    expect((await call('POST', '/user/email/send-code', token)).statusCode).toBe(200);
    const code = codeIn((await lastMailTo(t, player.email))!.text);
    const wrong = await call('POST', '/user/email/verify', token, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect((await call('POST', '/user/email/verify', token, { code })).statusCode).toBe(200);
    expect((await call('GET', '/user', token)).json().user.email_verified).toBe(true);
    expect((await call('POST', '/user/email/send-code', token)).statusCode).toBe(409);
  });
});

describe('success notices', () => {
  /** As the account page calls: in its language, here pt-BR. */
  const inPortuguese = (method: 'POST' | 'PUT', path: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${t.prefix}${path}`, headers: { ...asPlayer(token), 'accept-language': 'pt-BR' }, ...(payload ? { payload } : {}) });

  it('name their key, as an error answer does, so the page can say them in another language', async () => {
    const { token, player } = await signedUpPlayer(t, {}, '203.0.113.184');
    expect((await inPortuguese('PUT', '/user/profile', token, { city: 'Recife' })).json()).toMatchObject({
      message_key: 'auth.profileUpdated',
      message: 'Perfil atualizado.',
    });
    expect((await inPortuguese('POST', '/user/email/send-code', token)).json()).toEqual({
      message_key: 'auth.emailCodeSent',
      message: 'Enviamos um código de 6 dígitos para o seu e-mail.',
    });
    const code = codeIn((await lastMailTo(t, player.email))!.text);
    expect((await inPortuguese('POST', '/user/email/verify', token, { code })).json()).toEqual({
      message_key: 'auth.emailVerified',
      message: 'E-mail verificado.',
    });
    expect((await inPortuguese('POST', '/user/email/verify', token, { code })).json()).toEqual({
      message_key: 'auth.emailAlreadyVerified',
      message: 'Seu e-mail já está verificado.',
    });
    const changed = await inPortuguese('POST', '/user/change-password', token, {
      current_password: player.password,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(changed.json()).toEqual({ message_key: 'auth.passwordChanged', message: 'Senha alterada. Entre novamente com a nova senha.', logged_out: true });
  });
});

describe('ban and unban (ops)', () => {
  const ops = (path: string, payload: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${t.prefix}${path}`,
      headers: { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': 'rita@ops' },
      payload: payload as object,
    });

  it('ends every session with reason banned and blocks login with the spec message', async () => {
    const { token, player, id } = await signedUpPlayer(t);
    expect((await ops(`/ops/users/${id}/ban`, { reason: 'fraud' })).json()).toMatchObject({ success: true, sessions_ended: 1 });
    // The page that comes back with the old token learns why (spec §6: the banned notice), not just "log in".
    const refused = await call('GET', '/user', token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message_key: 'auth.banned', message: 'Your account has been banned. Please contact support.' });
    // Whichever request of that page is refused first says so: the realtime token's too.
    expect((await call('GET', '/auth/ably-subscribe', token)).json()).toMatchObject({ message_key: 'auth.banned' });
    const attempt = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/login`,
      headers: { 'accept-language': 'en', 'user-agent': DESKTOP_CHROME },
      payload: { email: player.email, password: player.password },
    });
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().message).toBe('Your account has been banned. Please contact support.');
    const event = await t.db.query<{ payload: { reason: string } }>("SELECT payload FROM account_events WHERE user_id = $1 AND name = 'force-logout'", [id]);
    expect(event.rows[0]!.payload.reason).toBe('banned');

    expect((await ops(`/ops/users/${id}/unban`)).statusCode).toBe(200);
    // Lifted: the old token is an ended session like any other.
    expect((await call('GET', '/user', token)).json()).toMatchObject({ message_key: 'auth.unauthenticated' });
    await expect(login(t, player)).resolves.toBeTruthy();
    const audit = await t.db.query<{ action: string; actor: string }>('SELECT action, actor FROM ops_audit_log WHERE subject = $1 ORDER BY id', [`user:${id}`]);
    expect(audit.rows).toEqual([
      { action: 'user.ban', actor: 'rita@ops' },
      { action: 'user.unban', actor: 'rita@ops' },
    ]);
  });

  it('needs the ops token and an existing player', async () => {
    const { token, id } = await signedUpPlayer(t);
    expect(
      (await t.app.inject({ method: 'POST', url: `${t.prefix}/ops/users/${id}/ban`, headers: asPlayer(token), payload: { reason: 'x' } })).statusCode,
    ).toBe(401);
    expect((await ops('/ops/users/999999/ban', { reason: 'x' })).statusCode).toBe(404);
    const noReason = await ops(`/ops/users/${id}/ban`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: [expect.stringMatching(/1 (a|to|ile) 500/)] });
    expect((await t.db.query('SELECT 1 FROM users WHERE id = $1 AND banned_at IS NOT NULL', [id])).rowCount).toBe(0);
  });
});
