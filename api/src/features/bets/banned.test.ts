/**
 * The bet calls with the token of a banned account answer as every player call does: 401
 * `auth.banned`, so the page shows the banned notice rather than "log in" (the host's session
 * expiry keys on it); a token that is no session at all stays `auth.unauthenticated`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balances,
  banByOps,
  createBetsTestApp,
  createMatch,
  detail,
  fund,
  placeBet,
  player,
  resolveBetKey,
  slip,
  type BetsTestApp,
  type TestPlayer,
} from './testing.ts';

let t: BetsTestApp;

beforeAll(async () => {
  t = await createBetsTestApp();
});

afterAll(async () => {
  await t.close();
});

async function bannedPlayer(): Promise<TestPlayer> {
  const who = await player(t);
  await fund(t, who.id, 50);
  const banned = await banByOps(t, who);
  expect(banned.statusCode, banned.body).toBe(200);
  return who;
}

function expect401(response: { statusCode: number; json(): unknown }, key: string) {
  expect(response.statusCode).toBe(401);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, message_key: key, translation_key: key, translation_params: {} });
  return body;
}

describe('the bet calls with a banned account’s token', () => {
  it('POST /user/bet answers 401 auth.banned with the banned notice, and places nothing', async () => {
    const who = await bannedPlayer();
    const match = await createMatch(t);
    const body = expect401(await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.1)])), 'auth.banned');
    expect(body.message).toBe('Your account has been banned. Please contact support.');
    expect((await t.db.query('SELECT 1 FROM bets WHERE user_id = $1', [who.id])).rowCount).toBe(0);
    expect(await balances(t, who.id)).toEqual({ cash: 50_00n, bonus: 0n });
  });

  it('in the request’s language', async () => {
    const who = await bannedPlayer();
    const match = await createMatch(t);
    const response = await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.1)]), { 'accept-language': 'pt-BR' });
    expect(expect401(response, 'auth.banned').message).toBe('Sua conta foi banida. Entre em contato com o suporte.');
  });

  it('POST /user/bet/resolve and GET /user/bets answer auth.banned too', async () => {
    const who = await bannedPlayer();
    expect401(await resolveBetKey(t, who, 'slip-1'), 'auth.banned');
    const list = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/bets`, headers: who.headers });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toMatchObject({ message_key: 'auth.banned' });
  });

  it('a token that is no session stays auth.unauthenticated on both bet calls', async () => {
    const stranger = { ...(await player(t)), token: 'not-a-session' };
    stranger.headers = { ...stranger.headers, authorization: 'Bearer not-a-session' };
    const match = await createMatch(t);
    expect401(await placeBet(t, stranger, slip(10, [detail(match, '1x2', '1', 2.1)])), 'auth.unauthenticated');
    expect401(await resolveBetKey(t, stranger, 'slip-2'), 'auth.unauthenticated');
    expect401(await placeBet(t, null, slip(10, [detail(match, '1x2', '1', 2.1)])), 'auth.unauthenticated');
  });
});
