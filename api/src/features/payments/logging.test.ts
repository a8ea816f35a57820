/**
 * Card numbers and CVVs never reach the logs: Fastify's request logging (its default serializers
 * log method, URL and addresses, never bodies) at the most verbose level, plus everything the
 * payments feature logs, across an approved card, a declined one, refused input and a provider error.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticator } from '../../auth/authenticator.ts';
import type { UserRow } from '../../auth/users.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { createMemoryStore } from '../../kv/kv.ts';
import { createLedger } from '../../ledger/index.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.ts';
import { paymentsFeature } from './index.ts';

const lines: string[] = [];
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const inserted = await database.db.query<{ id: bigint }>(
    "INSERT INTO users (first_name, last_name, email, email_normalized, password_hash, email_verified_at) VALUES ('Ana', 'Souza', 'a@example.com', 'a@example.com', 'x', now()) RETURNING id",
  );
  const user = { id: inserted.rows[0]!.id, email_verified_at: new Date() } as UserRow;
  const authenticator = { requireUser: async () => ({ user }), authenticate: async () => ({ user }) } as unknown as Authenticator;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'trace', stream } });
  await app.register(
    async (api) => {
      paymentsFeature(api, {
        db: database.db,
        authenticator,
        ledger: createLedger(),
        limiter: createRateLimiter(createMemoryStore()),
        secretKey: 'k'.repeat(43),
        nodeEnv: 'test',
        env: { PAYMENTS_JOB_INTERVAL_MS: '0' },
      });
    },
    { prefix: '/api/palpite' },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('logs', () => {
  it('never contain a card number or CVV, whatever happens to the deposit', async () => {
    const deposit = (number: string, extra: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/palpite/wallet/deposits',
        payload: { method: 'card', amount: 100, number, expiry_month: 12, expiry_year: 2030, cvv: '735', holder: 'Ana Souza', ...extra },
      });
    expect((await deposit('4111 1111 1111 1111')).json().deposit.status).toBe('completed');
    expect((await deposit('4000 0000 0000 0002')).json().deposit.status).toBe('failed');
    expect((await deposit('4000 0000 0000 0119')).json().deposit.failure_reason).toBe('processing_error');
    expect((await deposit('4111 1111 1111 1112')).statusCode).toBe(422);
    expect((await deposit('4111 1111 1111 1111', { amount: 'lots' })).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/palpite/wallet/deposits',
          headers: { 'content-type': 'application/json' },
          payload: '{"number":"4111111111111111",',
        })
      ).statusCode,
    ).toBe(400);

    // Timestamps, the pid and response times are digits that may contain the CVV by chance
    // (`"time":1795768777350` holds 735): they are left out of what is searched.
    const log = lines
      .map((line) => {
        try {
          const { time: _time, pid: _pid, responseTime: _responseTime, ...rest } = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify(rest);
        } catch {
          return line;
        }
      })
      .join('\n');
    expect(log).toContain('"url":"/api/palpite/wallet/deposits"');
    for (const secret of [
      '4111111111111111',
      '4111 1111 1111 1111',
      '4000000000000002',
      '4000 0000 0000 0119',
      '4111 1111 1111 1112',
      '735',
      '"cvv"',
      'Ana Souza',
    ])
      expect(log, secret).not.toContain(secret);
  });
});
