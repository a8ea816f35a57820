/**
 * A player's money-moving requests in flight at once, through the real application on the real
 * database: each admitted one waits for the player's wallet lock on a pooled connection, so the
 * excess is refused before it takes one, and other players keep being served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MONEY_ROUTES } from '../app.ts';
import { lockPlayerWallets } from '../ledger/index.ts';
import { as, createCasinoTestApp, fund, GAMES, player, type CasinoTestApp } from '../features/casino/testing.ts';
import { holdLock, whenAnswered } from '../testing/held-lock.ts';
import { createInFlightCounter, IN_FLIGHT_RETRY_AFTER_SECONDS, MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER } from './in-flight-limit.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
/**
 * How long a test waits for the refusals before it lets the admitted requests go. On PostgreSQL
 * they come while the wallets are held, and a busy CI machine took over 500 ms to send them all: a
 * request arriving after the release found a free place. On PGlite nothing answers while they are held.
 */
const REFUSALS_WAIT_MS = onPostgres ? 15_000 : 500;

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp({ moneyRequestsInFlightPerPlayer: MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER });
});
afterAll(async () => {
  await t.close();
});

const TOO_MANY = {
  'pt-BR': 'Muitas solicitações ao mesmo tempo. Aguarde as anteriores terminarem e tente novamente.',
  en: 'Too many requests at once. Wait for the previous ones to finish and try again.',
  tr: 'Aynı anda çok fazla istek. Öncekilerin bitmesini bekleyip tekrar deneyin.',
};

/** Holds the player's wallets until the returned release: the requests admitted wait for them, still in flight. */
const holdWallets = (userId: bigint) => holdLock(t.db, (tx) => lockPlayerWallets(tx, userId));

const statusCounts = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.statusCode]: (counts[answer.statusCode] ?? 0) + 1 }), {});

const play = (api: ReturnType<typeof as>, stake = 1) => api.post(`/games/${GAMES.sete}/play`, { mode: 'real', stake });

describe('money-moving requests in flight per player', () => {
  it.each(['pt-BR', 'en', 'tr'] as const)(
    'plays 4 of 12 plays sent at once and refuses the other 8 with 429 and Retry-After, in the player’s language (%s)',
    async (language) => {
      const who = await player(t, language);
      await fund(t, who.id, 100);
      const release = await holdWallets(who.id);
      const sent = Array.from({ length: 12 }, () => play(as(t, who)));
      await whenAnswered(sent, 8, REFUSALS_WAIT_MS);
      await release();
      const answers = await Promise.all(sent);
      expect(statusCounts(answers)).toEqual({ 200: MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER, 429: 12 - MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER });
      for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
        expect(refused.headers['retry-after']).toBe(String(IN_FLIGHT_RETRY_AFTER_SECONDS));
        expect(refused.json()).toMatchObject({ success: false, message_key: 'http.tooManyRequestsInFlight', message: TOO_MANY[language] });
      }
      const rounds = await t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM casino_rounds WHERE user_id = $1', [who.id]);
      expect(rounds.rows[0]!.count).toBe(BigInt(MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER));
    },
  );

  it('frees a player’s places as the requests end, refused or played', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const api = as(t, who);
    const failed = await Promise.all(Array.from({ length: MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER }, () => play(api, 0)));
    expect(failed.map((answer) => answer.statusCode)).toEqual(failed.map(() => 400));
    const played = await Promise.all(Array.from({ length: MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER }, () => play(api)));
    expect(played.map((answer) => answer.statusCode)).toEqual(played.map(() => 200));
    const release = await holdWallets(who.id);
    const sent = Array.from({ length: MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER }, () => play(api));
    await release();
    expect((await Promise.all(sent)).map((answer) => answer.statusCode)).toEqual(sent.map(() => 200));
  });

  it('counts each player on their own, and requests that move no money not at all', async () => {
    const [busy, other] = [await player(t), await player(t)];
    await fund(t, busy.id, 100);
    await fund(t, other.id, 100);
    const release = await holdWallets(busy.id);
    const busyPlays = Array.from({ length: MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER }, () => play(as(t, busy)));
    const reads = Array.from({ length: 6 }, () => as(t, busy).get('/user/games/demo-balance'));
    const otherPlays = Array.from({ length: MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER }, () => play(as(t, other)));
    await whenAnswered([...reads, ...otherPlays], 10, 500);
    await release();
    expect(statusCounts(await Promise.all([...busyPlays, ...reads, ...otherPlays]))).toEqual({ 200: 14 });
  });

  it.skipIf(!onPostgres)('keeps serving other players while one sends more plays at once than the pool has connections', { timeout: 60_000 }, async () => {
    const [busy, other] = [await player(t), await player(t)];
    await fund(t, busy.id, 100);
    await fund(t, other.id, 100);
    const release = await holdWallets(busy.id);
    // The test database's pool has 30 connections: without the limit these would take all of them.
    const flood = Array.from({ length: 60 }, () => play(as(t, busy)));
    await whenAnswered(flood, 60 - MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER, 5_000);
    const started = Date.now();
    const [profile, otherPlay] = await Promise.all([as(t, other).get('/user'), play(as(t, other))]);
    expect([profile.statusCode, otherPlay.statusCode]).toEqual([200, 200]);
    expect(Date.now() - started).toBeLessThan(2_000);
    await release();
    expect(statusCounts(await Promise.all(flood))).toEqual({ 200: MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER, 429: 60 - MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER });
  });

  it('names only routes the application serves (a renamed route would lose its limit)', () => {
    const missing = MONEY_ROUTES.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return !t.app.hasRoute({ method: method as 'POST', url: `${t.prefix}${path}` });
    });
    expect(missing).toEqual([]);
  });
});

describe('the in-flight counter', () => {
  it('gives each key its own places, and a place back once however often it is left', () => {
    const counter = createInFlightCounter(2);
    const first = counter.tryEnter('1');
    expect(counter.tryEnter('1')).not.toBeNull();
    expect(counter.tryEnter('1')).toBeNull();
    expect(counter.tryEnter('2')).not.toBeNull();
    first!.leave();
    first!.leave();
    expect(counter.tryEnter('1')).not.toBeNull();
    expect(counter.tryEnter('1')).toBeNull();
  });

  it('forgets a key with nothing in flight', () => {
    const counter = createInFlightCounter(1);
    counter.tryEnter('7')!.leave();
    expect(counter.keys()).toBe(0);
  });
});
