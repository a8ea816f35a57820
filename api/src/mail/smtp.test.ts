import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { asPlayer, codeIn, signedUpPlayer, englishPoster } from '../testing/players.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';

let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Palpite <no-reply@palpite.test>' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
afterEach(() => {
  sink.refusing = false;
  sink.onMessage = null;
});

const post = englishPoster(() => t, '10.9');

const mailsTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email));

async function liveCodes(userId: number, purpose: string): Promise<number> {
  const lookup = t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM one_time_codes WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL', [
    userId,
    purpose,
  ]);
  // Inside the sender's transaction the embedded database (one connection) would wait for it forever.
  const stalled = new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000));
  const result = await Promise.race([lookup, stalled]);
  return result === null ? -1 : Number(result.rows[0]!.count);
}

describe('mail through SMTP', () => {
  it('sends the reset code only once it is committed, from MAIL_FROM', async () => {
    const { player, id } = await signedUpPlayer(t, {}, '203.0.113.90', 'en');
    let committedWhenSent: number | null = null;
    sink.onMessage = async () => {
      committedWhenSent = await liveCodes(id, 'password_reset');
    };
    const answer = await post('/forgot-password', { email: player.email });
    expect(answer.statusCode).toBe(200);
    expect(committedWhenSent).toBe(1);
    const [mail] = mailsTo(player.email);
    expect(mail!.from).toBe('no-reply@palpite.test');
    expect(mail!.data).toContain('Subject: Palpite: your password reset code');
    const verify = await post('/verify-code', {
      email: player.email,
      first_name: player.first_name,
      last_name: player.last_name,
      verification_code: codeIn(mail!.data),
    });
    expect(verify.statusCode).toBe(200);
  });

  it('tells the player when the mail server refuses the code, and the next request sends a code that works', async () => {
    const { player } = await signedUpPlayer(t, {}, '203.0.113.91');
    sink.refusing = true;
    const refused = await post('/forgot-password', { email: player.email });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('We could not send the code. Please try again.');
    expect(mailsTo(player.email)).toEqual([]);

    sink.refusing = false;
    expect((await post('/forgot-password', { email: player.email })).statusCode).toBe(200);
    const code = codeIn(mailsTo(player.email)[0]!.data);
    const verify = await post('/verify-code', { email: player.email, first_name: player.first_name, last_name: player.last_name, verification_code: code });
    expect(verify.statusCode).toBe(200);
  });

  it('sends the email verification code once it is committed; a refused mail is a translated 502', async () => {
    const { player, id, token } = await signedUpPlayer(t, {}, '203.0.113.92');
    sink.refusing = true;
    const refused = await post('/user/email/send-code', {}, asPlayer(token));
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('We could not send the code. Please try again.');

    sink.refusing = false;
    let committedWhenSent: number | null = null;
    sink.onMessage = async () => {
      committedWhenSent = await liveCodes(id, 'email_verification');
    };
    expect((await post('/user/email/send-code', {}, asPlayer(token))).statusCode).toBe(200);
    expect(committedWhenSent).toBe(1);
    const verified = await post('/user/email/verify', { code: codeIn(mailsTo(player.email)[0]!.data) }, asPlayer(token));
    expect(verified.statusCode).toBe(200);
  });

  it('mails nothing to an address stored before the email rule refused lists: “x,you@evil.example” is not two mailboxes', async () => {
    const { id, token } = await signedUpPlayer(t, {}, '203.0.113.94');
    await t.db.query('UPDATE users SET email = $1 WHERE id = $2', ['x,you@evil.example', id]);
    const answer = await post('/user/email/send-code', {}, asPlayer(token));
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toBe('We could not send the code. Please try again.');
    expect(sink.received.filter((mail) => mail.to.some((to) => to.includes('evil.example')))).toEqual([]);
  });

  it('mails the reset code to an account registered under the older email rule (“ana..souza@…” is one mailbox)', async () => {
    const { id } = await signedUpPlayer(t, {}, '203.0.113.95');
    const email = `ana..souza.${process.pid}@example.com`;
    await t.db.query('UPDATE users SET email = $1, email_normalized = $1 WHERE id = $2', [email, id]);
    expect((await post('/forgot-password', { email })).statusCode).toBe(200);
    // Sent to that one mailbox, its local part quoted as SMTP needs for two dots in a row.
    expect(sink.received.at(-1)!.to).toEqual([`"ana..souza.${process.pid}"@example.com`]);
  });

  it('keeps support’s 2FA reset when its notice cannot be mailed, and says so', async () => {
    const { player, id, token } = await signedUpPlayer(t, {}, '203.0.113.93');
    await t.db.query("UPDATE users SET two_factor_secret = 'sealed', two_factor_enabled_at = now() WHERE id = $1", [id]);
    sink.refusing = true;
    const answer = await post(`/ops/users/${id}/two-factor/reset`, { reason: 'identity checked', language: 'en' }, { authorization: `Bearer ${t.opsToken}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, reset: true, sessions_ended: 1, mailed: false });
    const user = await t.db.query<{ two_factor_enabled_at: Date | null }>('SELECT two_factor_enabled_at FROM users WHERE id = $1', [id]);
    expect(user.rows[0]!.two_factor_enabled_at).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) })).statusCode).toBe(401);
    expect(mailsTo(player.email)).toEqual([]);
  });
});
