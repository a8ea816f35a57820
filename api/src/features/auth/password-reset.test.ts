import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import { CODE_TTL_MINUTES } from '../../auth/one-time-codes.ts';
import { asPlayer, codeIn, DESKTOP_CHROME, englishPoster, lastMailTo, login, signedUpPlayer } from '../../testing/players.ts';

let t: TestApp;
let clockMs = Date.parse('2026-11-21T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clockMs) });
});
afterAll(async () => {
  await t.close();
});

// A fresh address per call keeps the per-address limits out of these tests.
const post = englishPoster(() => t, '10.1');

async function requestCode(email: string): Promise<string> {
  expect((await post('/forgot-password', { email })).statusCode).toBe(200);
  const mail = await lastMailTo(t, email);
  return codeIn(mail!.text);
}

describe('forgot password (spec §4, §5, §7)', () => {
  it('answers the same whether or not the email is registered', async () => {
    const { player } = await signedUpPlayer(t);
    const known = await post('/forgot-password', { email: player.email });
    const unknown = await post('/forgot-password', { email: 'stranger@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('If this email is registered, we sent a verification code to it.');
    expect(await lastMailTo(t, 'stranger@example.com')).toBeNull();
    expect((await lastMailTo(t, player.email))!.subject).toContain('Palpite');
  });

  it('mails the code in the account’s language, whatever the language of whoever asked', async () => {
    const { player } = await signedUpPlayer(t, {}, '198.51.100.90', 'pt-BR');
    expect((await post('/forgot-password', { email: player.email }, { 'accept-language': 'tr' })).statusCode).toBe(200);
    const mail = await lastMailTo(t, player.email);
    expect(mail!.subject).toBe(passwordResetMail(player.email, '000000', CODE_TTL_MINUTES, 'pt-BR').subject);
  });

  it('resets the password with the emailed code after the verify step, and ends every session', async () => {
    const { player, token } = await signedUpPlayer(t);
    const code = await requestCode(player.email);
    const verify = await post('/verify-code', { email: player.email, first_name: 'ana', last_name: 'SOUZA', verification_code: code });
    expect(verify.statusCode).toBe(200);
    const reset = await post('/reset-password', { email: player.email, password: 'brand new secret', password_confirmation: 'brand new secret', token: code });
    expect(reset.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) })).statusCode).toBe(401);
    await expect(login(t, player)).rejects.toThrow();
    await expect(login(t, { email: player.email, password: 'brand new secret' })).resolves.toBeTruthy();
    // If it was not the player, their mailbox says so.
    await vi.waitFor(async () => expect(await lastMailTo(t, player.email)).toMatchObject({ subject: 'Palpite: a senha da sua conta foi alterada' }));
    // The code is spent.
    const again = await post('/reset-password', { email: player.email, password: 'another secret 1', password_confirmation: 'another secret 1', token: code });
    expect(again.json().message_key).toBe('auth.codeInvalidOrExpired');
  });

  it('refuses a reset whose code was not verified first', async () => {
    const { player } = await signedUpPlayer(t);
    const code = await requestCode(player.email);
    const reset = await post('/reset-password', { email: player.email, password: 'brand new secret', password_confirmation: 'brand new secret', token: code });
    expect(reset.statusCode).toBe(422);
    await expect(login(t, player)).resolves.toBeTruthy();
  });

  it('answers an unknown email at the reset step exactly as a registered one without a verified code', async () => {
    const reset = (email: string, token: string) =>
      post('/reset-password', { email, password: 'brand new secret', password_confirmation: 'brand new secret', token });
    const { player: withoutCode } = await signedUpPlayer(t);
    const { player: withUnverifiedCode } = await signedUpPlayer(t);
    const code = await requestCode(withUnverifiedCode.email);
    const wrong = code === '000000' ? '111111' : '000000';

    const answers = [
      await reset('stranger.reset@example.com', wrong),
      await reset(withoutCode.email, wrong),
      await reset(withUnverifiedCode.email, wrong),
      await reset(withUnverifiedCode.email, code),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    expect(answers[0]!.json()).toMatchObject({ message_key: 'auth.codeInvalidOrExpired', message: 'Invalid or expired code.' });
  });

  it('does not let wrong guesses at the reset step spend a code still waiting for the verify step', async () => {
    const { player } = await signedUpPlayer(t);
    const code = await requestCode(player.email);
    const wrong = code === '000000' ? '111111' : '000000';
    // Someone who knows only the email tries the reset step more times than a code allows.
    for (let attempt = 0; attempt < 5; attempt++) {
      const guess = await post('/reset-password', { email: player.email, password: 'attacker secret', password_confirmation: 'attacker secret', token: wrong });
      expect(guess.statusCode).toBe(422);
    }
    const verify = await post('/verify-code', { email: player.email, first_name: 'Ana', last_name: 'Souza', verification_code: code });
    expect(verify.statusCode).toBe(200);
    const reset = await post('/reset-password', { email: player.email, password: 'brand new secret', password_confirmation: 'brand new secret', token: code });
    expect(reset.statusCode).toBe(200);
    await expect(login(t, { email: player.email, password: 'brand new secret' })).resolves.toBeTruthy();
  });

  it('counts wrong guesses at the reset step against a verified code, up to the attempt limit', async () => {
    const { player } = await signedUpPlayer(t);
    const code = await requestCode(player.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/verify-code', { email: player.email, first_name: 'Ana', last_name: 'Souza', verification_code: code })).statusCode).toBe(200);
    const resetWith = (token: string) =>
      post('/reset-password', { email: player.email, password: 'brand new secret', password_confirmation: 'brand new secret', token });
    const first = await resetWith(wrong);
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe('Invalid code.');
    for (let attempt = 1; attempt < 5; attempt++) await resetWith(wrong);
    const blocked = await resetWith(code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Request a new code.');
    await expect(login(t, player)).resolves.toBeTruthy();
  });

  it('checks the names against the account', async () => {
    const { player } = await signedUpPlayer(t);
    const code = await requestCode(player.email);
    const response = await post('/verify-code', { email: player.email, first_name: 'Bia', last_name: 'Souza', verification_code: code });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('User not found or the details do not match.');
  });

  it('rejects a wrong code, then after five wrong tries asks for a new code', async () => {
    const { player } = await signedUpPlayer(t);
    const code = await requestCode(player.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/verify-code', { email: player.email, first_name: 'Ana', last_name: 'Souza', verification_code: wrong });
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe('Invalid code.');
    for (let attempt = 1; attempt < 5; attempt++)
      await post('/verify-code', { email: player.email, first_name: 'Ana', last_name: 'Souza', verification_code: wrong });
    const blocked = await post('/verify-code', { email: player.email, first_name: 'Ana', last_name: 'Souza', verification_code: code });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Request a new code.');
    const fresh = await requestCode(player.email);
    expect((await post('/verify-code', { email: player.email, first_name: 'Ana', last_name: 'Souza', verification_code: fresh })).statusCode).toBe(200);
  });

  it('expires a code after 15 minutes, and a new code replaces the old one', async () => {
    const { player } = await signedUpPlayer(t);
    const old = await requestCode(player.email);
    const current = await requestCode(player.email);
    if (old !== current) {
      expect((await post('/verify-code', { email: player.email, first_name: 'Ana', last_name: 'Souza', verification_code: old })).json().message_key).toBe(
        'auth.codeInvalid',
      );
    }
    clockMs += 16 * 60_000;
    const late = await post('/verify-code', { email: player.email, first_name: 'Ana', last_name: 'Souza', verification_code: current });
    expect(late.json()).toMatchObject({ message_key: 'auth.codeInvalidOrExpired', message: 'Invalid or expired code.' });
  });

  it('validates the forms as spec §5 says', async () => {
    const verify = await post('/verify-code', { email: 'a@b.co', first_name: 'A', last_name: 'B', verification_code: '123' });
    expect(verify.json().errors.verification_code[0]).toBe('Verification code must be exactly 6 digits.');
    const reset = await post('/reset-password', { email: 'a@b.co', password: 'long enough 1', password_confirmation: 'different 123', token: '123456' });
    expect(reset.json().errors.password_confirmation[0]).toBe('Passwords do not match.');
    const short = await post('/reset-password', { email: 'a@b.co', password: 'short', password_confirmation: 'short', token: '123456' });
    expect(short.json().errors.password[0]).toBe('Password must be at least 8 characters long.');
  });

  it('limits code requests per address', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 11; attempt++) {
      status = (
        await t.app.inject({
          method: 'POST',
          url: `${t.prefix}/forgot-password`,
          headers: { 'user-agent': DESKTOP_CHROME },
          payload: { email: `p${attempt}@example.com` },
          remoteAddress: '10.9.9.9',
        })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});
