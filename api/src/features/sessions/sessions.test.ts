import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asPlayer, IPHONE_SAFARI, login, signedUpPlayer } from '../../testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string, ua?: string) => t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token, ua) });
const sessionsOf = async (token: string, ua?: string) =>
  (await t.app.inject({ method: 'GET', url: `${t.prefix}/user/sessions`, headers: asPlayer(token, ua) })).json().sessions as Array<{
    id: number;
    current: boolean;
    browser: string;
  }>;

describe('active sessions', () => {
  it('lists device, browser, IP, created, last active and which one is current', async () => {
    const { token } = await signedUpPlayer(t);
    const [session] = await sessionsOf(token);
    expect(session).toMatchObject({ device: 'desktop', browser: 'Chrome', os: 'Linux', ip: '203.0.113.10', current: true });
    expect(Date.parse((session as unknown as { created_at: string }).created_at)).not.toBeNaN();
    expect(Date.parse((session as unknown as { last_active_at: string }).last_active_at)).not.toBeNaN();
  });

  it('ending a session from another browser makes its token fail on its next request', async () => {
    const { token: desktop, player, id } = await signedUpPlayer(t);
    const phone = await login(t, player, IPHONE_SAFARI);
    const desktopSession = (await sessionsOf(phone, IPHONE_SAFARI)).find((session) => !session.current)!;
    const ended = await t.app.inject({ method: 'DELETE', url: `${t.prefix}/user/sessions/${desktopSession.id}`, headers: asPlayer(phone, IPHONE_SAFARI) });
    expect(ended.statusCode).toBe(200);
    expect((await me(desktop)).statusCode).toBe(401);
    expect((await me(phone, IPHONE_SAFARI)).statusCode).toBe(200);
    const events = await t.db.query<{ payload: { reason: string; session_ids: string[] } }>(
      "SELECT payload FROM account_events WHERE user_id = $1 AND name = 'force-logout'",
      [id],
    );
    expect(events.rows[0]!.payload).toEqual({ reason: 'session_ended', session_ids: [String(desktopSession.id)] });
  });

  it('does not list a session idle past the limit: it is over, and ends on its next use', async () => {
    const { token: desktop, player, id } = await signedUpPlayer(t);
    const phone = await login(t, player, IPHONE_SAFARI);
    await t.db.query(`UPDATE sessions SET last_active_at = now() - interval '31 days' WHERE user_id = $1 AND browser = 'Chrome'`, [id]);
    expect((await sessionsOf(phone, IPHONE_SAFARI)).map((session) => session.browser)).toEqual(['Safari']);
    expect((await me(desktop)).statusCode).toBe(401);
  });

  it('ends a session 90 days after its login however active it is, and does not list it', async () => {
    const { token: desktop, player, id } = await signedUpPlayer(t);
    const phone = await login(t, player, IPHONE_SAFARI);
    await t.db.query(`UPDATE sessions SET created_at = now() - interval '89 days' WHERE user_id = $1 AND browser = 'Chrome'`, [id]);
    expect((await me(desktop)).statusCode).toBe(200);
    await t.db.query(`UPDATE sessions SET created_at = now() - interval '91 days', last_active_at = now() WHERE user_id = $1 AND browser = 'Chrome'`, [id]);
    expect((await sessionsOf(phone, IPHONE_SAFARI)).map((session) => session.browser)).toEqual(['Safari']);
    expect((await me(desktop)).statusCode).toBe(401);
    const ended = await t.db.query<{ end_reason: string }>(`SELECT end_reason FROM sessions WHERE user_id = $1 AND browser = 'Chrome'`, [id]);
    expect(ended.rows).toEqual([{ end_reason: 'expired' }]);
    expect((await me(phone, IPHONE_SAFARI)).statusCode).toBe(200);
  });

  it('ends all the other sessions and keeps the current one', async () => {
    const { token, player } = await signedUpPlayer(t);
    const second = await login(t, player);
    const third = await login(t, player, IPHONE_SAFARI);
    const response = await t.app.inject({ method: 'POST', url: `${t.prefix}/user/sessions/end-others`, headers: asPlayer(token) });
    expect(response.json()).toMatchObject({ success: true, ended: 2 });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(third, IPHONE_SAFARI)).statusCode).toBe(401);
  });

  it('names the key of its “session ended” notices, as an error answer does, so the page can say them in another language', async () => {
    const { token, player } = await signedUpPlayer(t);
    await login(t, player, IPHONE_SAFARI);
    const phone = (await sessionsOf(token)).find((session) => !session.current)!;
    const ended = await t.app.inject({ method: 'DELETE', url: `${t.prefix}/user/sessions/${phone.id}`, headers: asPlayer(token) });
    expect(ended.json()).toEqual({ success: true, message_key: 'auth.sessionEnded', message: 'Sessão encerrada.' });
    await login(t, player, IPHONE_SAFARI);
    const others = await t.app.inject({ method: 'POST', url: `${t.prefix}/user/sessions/end-others`, headers: asPlayer(token) });
    expect(others.json()).toEqual({ success: true, ended: 1, message_key: 'auth.otherSessionsEnded', message: 'Todas as outras sessões foram encerradas.' });
  });

  it("cannot end another player's session", async () => {
    const alice = await signedUpPlayer(t);
    const bob = await signedUpPlayer(t);
    const [bobSession] = await sessionsOf(bob.token);
    const attempt = await t.app.inject({ method: 'DELETE', url: `${t.prefix}/user/sessions/${bobSession!.id}`, headers: asPlayer(alice.token) });
    expect(attempt.statusCode).toBe(404);
    expect((await me(bob.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${t.prefix}/user/sessions/abc`, headers: asPlayer(alice.token) })).statusCode).toBe(400);
  });
});
