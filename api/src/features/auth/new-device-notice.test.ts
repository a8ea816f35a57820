/** A login from a device the account has not been used from is mailed to its owner (a stolen password shows). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { totpCode } from '../../domain/identity/totp.ts';
import { DESKTOP_CHROME, IPHONE_SAFARI, newPlayer, register, twoFactorPlayer } from '../../testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const logIn = (credentials: { email: string; password: string }, from: { ip: string; userAgent: string; cookie?: string }) =>
  t.app.inject({
    method: 'POST',
    url: `${t.prefix}/login`,
    headers: { 'user-agent': from.userAgent, ...(from.cookie ? { cookie: from.cookie } : {}) },
    payload: credentials,
    remoteAddress: from.ip,
  });

async function newDeviceMails(email: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${t.prefix}/ops/mail-outbox?to=${encodeURIComponent(email)}&limit=50`,
    headers: { authorization: `Bearer ${t.opsToken}` },
  });
  const mails = (response.json() as { mails: Array<{ subject: string; text: string }> }).mails;
  return mails.filter((mail) => /new login|novo acesso|yeni bir giriş/.test(mail.subject));
}

/** The mail is sent after the answer (a login does not wait for a mail server): a moment to let it land. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the new-device login notice', () => {
  it('mails the owner, in the account’s language, when the account is entered from a browser and address it has not seen', async () => {
    const player = newPlayer();
    await register(t, player, '203.0.113.201', 'en');
    const home = { ip: '203.0.113.201', userAgent: DESKTOP_CHROME };
    const first = await logIn(player, home);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect((await logIn(player, { ...home, cookie })).statusCode).toBe(200);
    // Cookies cleared, same browser at the same address: still the owner's device.
    expect((await logIn(player, home)).statusCode).toBe(200);
    await settled();
    expect(await newDeviceMails(player.email)).toEqual([]);

    expect((await logIn(player, { ip: '198.51.100.77', userAgent: IPHONE_SAFARI })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await newDeviceMails(player.email)).toHaveLength(1));
    const [mail] = await newDeviceMails(player.email);
    expect(mail!.subject).toBe('Palpite: a new login to your account');
    expect(mail!.text).toContain('Safari · iOS, IP address 198.51.100.77');
    expect(mail!.text).toContain('My account → Active sessions');
  });

  it('mails once the 2FA step is passed, not for the password alone', async () => {
    const nowMs = Date.now();
    const { player, secret } = await twoFactorPlayer(t, nowMs, '203.0.113.202');
    const stranger = { ip: '198.51.100.78', userAgent: IPHONE_SAFARI };
    const passwordStep = await logIn(player, stranger);
    expect(passwordStep.json()).toMatchObject({ requires_2fa: true });
    await settled();
    expect(await newDeviceMails(player.email)).toEqual([]);

    const codeStep = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/user/2fa/login`,
      headers: { 'user-agent': IPHONE_SAFARI, authorization: `Bearer ${passwordStep.json().temporary_token}` },
      payload: { code: totpCode(secret, nowMs + 30_000) },
      remoteAddress: stranger.ip,
    });
    expect(codeStep.statusCode, codeStep.body).toBe(200);
    await vi.waitFor(async () => expect(await newDeviceMails(player.email)).toHaveLength(1));
    expect((await newDeviceMails(player.email))[0]!.text).toContain('Safari · iOS, endereço IP 198.51.100.78');
  });
});
