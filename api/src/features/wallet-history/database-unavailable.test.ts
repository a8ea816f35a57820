/**
 * The history tabs while the database pool has no free connection: 503 http.serviceUnavailable
 * with Retry-After, as every other route answers, not the tab's 500 "could not load".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticator } from '../../auth/authenticator.ts';
import type { Database } from '../../db/database.ts';
import { DatabaseUnavailableError } from '../../db/postgres.ts';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/errors.ts';
import { createLedger } from '../../ledger/index.ts';
import { asPlayer, login, newPlayer, register } from '../../testing/players.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { walletHistoryRoutes } from './routes.ts';
import { createWalletHistoryService } from './service.ts';

/** The history's own reads go here: a database whose pool never hands out a connection. */
const PROBE_PREFIX = '/probe-busy-pool';

const BUSY = {
  'pt-BR': 'O serviço está ocupado no momento. Tente novamente em alguns segundos.',
  en: 'The service is busy right now. Try again in a few seconds.',
  tr: 'Hizmet şu anda yoğun. Birkaç saniye sonra tekrar deneyin.',
};

function poolWithoutConnections(db: Database): Database {
  const refuse = async (): Promise<never> => {
    throw new DatabaseUnavailableError(new Error('timeout exceeded when trying to connect'));
  };
  return { kind: db.kind, query: refuse, execScript: refuse, transaction: refuse, close: () => db.close() };
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    register: async (app, db) => {
      const now = () => new Date();
      // The session is read from the real database; only the history's reads find the pool used up.
      const authenticator = createAuthenticator({ db, now });
      const service = createWalletHistoryService({ db: poolWithoutConnections(db), ledger: createLedger({ now }), now });
      await app.register(async (probe) => walletHistoryRoutes(probe, { service, authenticator }), { prefix: PROBE_PREFIX });
    },
  });
  const player = newPlayer();
  await register(t, player);
  token = await login(t, player);
});
afterAll(async () => {
  await t.close();
});

describe('wallet history without a free database connection', () => {
  it.each([
    ['transactions', '/wallet/transactions'],
    ['export', '/wallet/transactions/export'],
    ['financial transactions', '/wallet/financial-transactions'],
    ['bonus transactions', '/wallet/bonus-transactions'],
  ])('answers %s with 503 and Retry-After, in the caller’s language', async (_tab, path) => {
    for (const language of ['pt-BR', 'en', 'tr'] as const) {
      const answer = await t.app.inject({ method: 'GET', url: `${PROBE_PREFIX}${path}`, headers: { ...asPlayer(token), 'accept-language': language } });
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(answer.json()).toMatchObject({ success: false, message_key: 'http.serviceUnavailable', message: BUSY[language] });
    }
  });
});
