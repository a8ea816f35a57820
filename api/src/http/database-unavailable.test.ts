/**
 * No database connection in time (the pool used up, the server away) is no bug of the request:
 * it answers 503 with Retry-After in the caller's language, never a 500, and is logged for ops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/postgres.ts';
import { sessionPlayer } from '../testing/money-players.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** createTestDatabase's pool size on PostgreSQL. */
const TEST_POOL_CONNECTIONS = 30;

const BUSY = {
  'pt-BR': 'O serviço está ocupado no momento. Tente novamente em alguns segundos.',
  en: 'The service is busy right now. Try again in a few seconds.',
  tr: 'Hizmet şu anda yoğun. Birkaç saniye sonra tekrar deneyin.',
};

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (line) => void logLines.push(line) },
    register: async (app) => {
      app.get('/probe/pool-timeout', async () => {
        throw new DatabaseUnavailableError(new Error('timeout exceeded when trying to connect'));
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('no database connection in time', () => {
  it.each(['pt-BR', 'en', 'tr'] as const)('answers 503 with Retry-After in the caller’s language (%s), telling nothing of the pool', async (language) => {
    const answer = await t.app.inject({ method: 'GET', url: '/probe/pool-timeout', headers: { 'accept-language': language } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(answer.json()).toEqual({
      success: false,
      message_key: 'http.serviceUnavailable',
      message: BUSY[language],
      details: { retry_after_seconds: SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS },
    });
  });

  it('is logged as an error for ops, with its cause', async () => {
    logLines.length = 0;
    await t.app.inject({ method: 'GET', url: '/probe/pool-timeout' });
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'no database connection in time',
        err: expect.objectContaining({ message: expect.stringContaining('timeout exceeded') }),
      }),
    );
  });

  it.skipIf(!onPostgres)('answers a player 503, not 500, while every connection of the pool is held', { timeout: 60_000 }, async () => {
    const who = await sessionPlayer({ db: t.db, clock: { now: () => new Date() } }, 'en', '203.0.113.7');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    let allHeld!: () => void;
    const poolHeld = new Promise<void>((resolve) => (allHeld = resolve));
    const holders = Array.from({ length: TEST_POOL_CONNECTIONS }, () =>
      t.db.transaction(async () => {
        if (++held === TEST_POOL_CONNECTIONS) allHeld();
        await released;
      }),
    );
    await poolHeld;
    try {
      const answer = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: who.headers });
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(answer.json()).toMatchObject({ message_key: 'http.serviceUnavailable', message: BUSY.en });
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: who.headers })).statusCode).toBe(200);
  });
});
