/**
 * The player's realtime token through the whole app: short-lived, not renewed for a session that
 * ended, and revoked on the realtime server as the session ends (its revocation key is the
 * session), so a copied token stops hearing the player's private channel at once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_TOKEN_TTL_SECONDS } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { asPlayer, DESKTOP_CHROME, IPHONE_SAFARI, login, signedUpPlayer } from '../testing/players.ts';
import { formatAblyKey } from './keys.ts';
import { Action } from './protocol/constants.ts';
import { createRealtimePublisher } from './publisher.ts';
import { startRealtimeServer, type RealtimeServer } from './server/index.ts';
import { action, RawClient, type Frame } from './testing/raw-client.ts';
import { sessionTokenRevoker } from './wiring.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const errorCode = (frame: Frame) => (frame.error as { code: number } | undefined)?.code;

describe("a player's realtime token", () => {
  const sockets: RawClient[] = [];
  let server: RealtimeServer | undefined;
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    t.realtime.sessionRevocations.forwardTo = null;
    await server?.close();
    server = undefined;
  });

  const realtimeTokenOf = async (session: string, userAgent = DESKTOP_CHROME) => {
    const response = await t.app.inject({ method: 'GET', url: `${t.prefix}/auth/ably-subscribe`, headers: asPlayer(session, userAgent) });
    expect(response.statusCode).toBe(200);
    return (response.json() as { token: string }).token;
  };
  const sessionIdOf = async (session: string, userAgent = DESKTOP_CHROME) => {
    const response = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/sessions`, headers: asPlayer(session, userAgent) });
    return String((response.json() as { sessions: { id: number; current: boolean }[] }).sessions.find((listed) => listed.current)!.id);
  };

  it('lives 10 minutes at most, and is not given again once the session ended', async () => {
    const { token } = await signedUpPlayer(t);
    const ask = () => t.app.inject({ method: 'GET', url: `${t.prefix}/auth/ably-subscribe`, headers: asPlayer(token) });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.json().expires_in).toBe(REALTIME_TOKEN_TTL_SECONDS);
    expect(REALTIME_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(600);
    expect((await t.app.inject({ method: 'POST', url: `${t.prefix}/logout`, headers: asPlayer(token), payload: {} })).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(401);
  });

  it('is refused by the realtime server once its session logged out, and its open connection is ended, while the player’s phone goes on', async () => {
    server = await startRealtimeServer({ port: 0, ...t.realtime.ablyKey });
    const warnings: object[] = [];
    const publisher = createRealtimePublisher({ key: formatAblyKey(t.realtime.ablyKey), endpoint: '127.0.0.1', port: server.port });
    t.realtime.sessionRevocations.forwardTo = sessionTokenRevoker(publisher, { warn: (fields) => warnings.push(fields) });
    const connect = async (token: string) => {
      const socket = await RawClient.connect(server!.port, { access_token: token });
      sockets.push(socket);
      return socket;
    };

    const { player, token: desktop, id } = await signedUpPlayer(t);
    const phone = await login(t, player, IPHONE_SAFARI);
    const desktopToken = await realtimeTokenOf(desktop);
    const phoneToken = await realtimeTokenOf(phone, IPHONE_SAFARI);
    const open = await connect(desktopToken);
    await open.next(action(Action.CONNECTED));
    open.send({ action: Action.ATTACH, channel: `private:user.${id}` });
    await open.next(action(Action.ATTACHED));

    expect((await t.app.inject({ method: 'POST', url: `${t.prefix}/logout`, headers: asPlayer(desktop), payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(desktop) })).statusCode).toBe(401);

    expect(errorCode(await open.next(action(Action.DISCONNECTED)))).toBe(40141);
    const leaked = await connect(desktopToken);
    expect(await leaked.next((frame) => frame.action === Action.ERROR || frame.action === Action.CONNECTED)).toMatchObject({
      action: Action.ERROR,
      error: { code: 40141 },
    });
    const other = await connect(phoneToken);
    await other.next(action(Action.CONNECTED));
    other.send({ action: Action.ATTACH, channel: `private:user.${id}` });
    await other.next(action(Action.ATTACHED));
    expect(warnings).toEqual([]);
  });

  it('is revoked for every session that ends: by the player, another device, a password change, a break, a ban — once its force-logout is out', async () => {
    // Ended from elsewhere, a session's tokens go once its force-logout is published (the relay), so its page hears why first.
    const revoked = () => t.realtime.sessionRevocations.sessionIds;
    const relayed = async () => {
      await t.realtime.notifier.relayAccountEvents();
      return revoked();
    };
    const post = (path: string, session: string, payload: object = {}, userAgent = DESKTOP_CHROME) =>
      t.app.inject({ method: 'POST', url: `${t.prefix}${path}`, headers: asPlayer(session, userAgent), payload });

    // "End this session" and "end all the others", from the phone.
    const { player, token: desktop } = await signedUpPlayer(t);
    const phone = await login(t, player, IPHONE_SAFARI);
    const desktopSession = await sessionIdOf(desktop);
    const ended = await t.app.inject({ method: 'DELETE', url: `${t.prefix}/user/sessions/${desktopSession}`, headers: asPlayer(phone, IPHONE_SAFARI) });
    expect(ended.statusCode).toBe(200);
    expect(revoked()).not.toContain(desktopSession);
    expect(await relayed()).toContain(desktopSession);
    expect(
      t.realtime.publisher.published.some(
        (message) => message.name === 'force-logout' && ((message.data as { session_ids?: string[] }).session_ids ?? []).includes(String(desktopSession)),
      ),
    ).toBe(true);
    const tablet = await login(t, player);
    const tabletSession = await sessionIdOf(tablet);
    expect((await post('/user/sessions/end-others', phone, {}, IPHONE_SAFARI)).statusCode).toBe(200);
    expect(await relayed()).toContain(tabletSession);

    // A token presented from another device ends its session.
    const phoneSession = await sessionIdOf(phone, IPHONE_SAFARI);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(phone) })).statusCode).toBe(401);
    expect(await relayed()).toContain(phoneSession);

    // A password change ends every session, this one included.
    const again = await login(t, player);
    const againSession = await sessionIdOf(again);
    const changed = await post('/user/change-password', again, {
      current_password: player.password,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(changed.statusCode).toBe(200);
    expect(await relayed()).toContain(againSession);

    // A break.
    const resting = await signedUpPlayer(t);
    const restingSession = await sessionIdOf(resting.token);
    expect((await post('/user/responsible-gambling/break', resting.token, { length: { unit: 'hours', value: 24 } })).statusCode).toBe(200);
    expect(await relayed()).toContain(restingSession);

    // A ban by ops.
    const banned = await signedUpPlayer(t);
    const bannedSession = await sessionIdOf(banned.token);
    const ban = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/ops/users/${banned.id}/ban`,
      headers: { authorization: `Bearer ${t.opsToken}` },
      payload: { reason: 'fraud' },
    });
    expect(ban.statusCode).toBe(200);
    expect(await relayed()).toContain(bannedSession);
  });
});
