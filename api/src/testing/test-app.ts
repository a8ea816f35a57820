/**
 * A real application over a real database for tests: PostgreSQL when DATABASE_URL is set (each
 * test file gets its own schema, dropped afterwards), else an in-memory PGlite. Redis when
 * REDIS_URL is set (own key prefix), else the memory store. Requests go through `app.inject()`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteHandle } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../kv/kv.ts';
import { recordingRealtimeDeps } from '../realtime/wiring.ts';
import { readPgliteTemplate } from './pglite-template.ts';

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = inject('pgliteTemplate');
    const { database: db } = await openPgliteHandle(undefined, template ? { template: readPgliteTemplate(template) } : {});
    // Applies nothing when the template is current; all of the migrations without one.
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres({ connectionString: url, schema, maxConnections: 30 });
  await migrate(db);
  return {
    db,
    async drop() {
      await db.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.end();
    },
  };
}

export function createTestStore(): KeyValueStore {
  const url = process.env.REDIS_URL;
  return url ? createRedisStore(url, `palpite-test:${randomBytes(4).toString('hex')}:`) : createMemoryStore();
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  kv: KeyValueStore;
  config: AppConfig;
  opsToken: string;
  /** What the app published to players and public channels, and its notifier (run the relay by hand). */
  realtime: ReturnType<typeof recordingRealtimeDeps>;
  /** `/api/palpite` */
  prefix: string;
  /** The balance-updated messages published to a player so far. */
  balanceUpdates(userId: number | bigint): unknown[];
  close(): Promise<void>;
}

/** A clock the tests move by hand. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start: Date): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    set: (date) => {
      current = date;
    },
  };
}

export interface TestAppOptions extends Partial<Omit<AppDeps, 'db' | 'kv' | 'config' | 'secretKey'>> {
  /** Environment of the configuration (JURISDICTION, …). */
  env?: Record<string, string>;
  /** Runs the app as in production where a test needs it (the configuration's checks stay those of a test). */
  nodeEnv?: AppConfig['nodeEnv'];
  /** Registers more routes before the app starts (a feature instance of the test's own). */
  register?: (app: FastifyInstance, db: Database) => Promise<void>;
}

/** Past any test's concurrent notifications of one payment provider. */
const TEST_WEBHOOKS_IN_FLIGHT_PER_PROVIDER = 10_000;

/** Past any test's concurrent calls of one seamless-wallet provider. */
const TEST_SEAMLESS_CALLS_IN_FLIGHT_PER_PROVIDER = 10_000;

/** Past any test's concurrent requests for one player. */
const TEST_MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER = 10_000;

export async function createTestApp(overrides: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'palpite-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST_DIST_DIR: join(dataDir, 'host-dist'),
    SERVE_FRONTEND: 'false',
    ...overrides.env,
  });
  const { db, drop } = await createTestDatabase();
  const kv = createTestStore();
  const opsToken = overrides.opsToken ?? randomBytes(24).toString('base64url');
  const realtime = recordingRealtimeDeps(db, { keyName: 'test.key', keySecret: randomBytes(24).toString('base64url') });
  const app = await buildApp({
    config: overrides.nodeEnv ? { ...config, nodeEnv: overrides.nodeEnv } : config,
    db,
    kv,
    opsToken,
    ...realtime,
    secretKey: randomBytes(32).toString('base64url'),
    ...(overrides.now ? { now: overrides.now } : {}),
    // The concurrency tests race one player's requests at the database, which the production limit
    // (4 in flight) would mostly refuse before they got there: the limit's own tests set it.
    moneyRequestsInFlightPerPlayer: overrides.moneyRequestsInFlightPerPlayer ?? TEST_MONEY_REQUESTS_IN_FLIGHT_PER_PLAYER,
    // Background jobs run only when a test asks (features' runJobsOnce). Tests of concurrent
    // notifications race them at the database: the limit's own tests set it (PAYMENT_WEBHOOKS_IN_FLIGHT).
    paymentsEnv: { PAYMENTS_JOB_INTERVAL_MS: '0', PAYMENT_WEBHOOKS_IN_FLIGHT: String(TEST_WEBHOOKS_IN_FLIGHT_PER_PROVIDER), ...overrides.paymentsEnv },
    // Background jobs of other features run only when a test asks: a production-mode app would
    // otherwise start the sports feed and the live casino tables on the one embedded connection.
    sportsEnv: { SPORTS_TICK_MS: '0', ...overrides.sportsEnv },
    betsOptions: { ...overrides.betsOptions, config: { settlementIntervalMs: 0, liveDelayMs: 0, ...overrides.betsOptions?.config } },
    bonusJobIntervalMs: overrides.bonusJobIntervalMs ?? 0,
    housekeepingIntervalMs: 0,
    casinoOptions: { ...overrides.casinoOptions, env: { CASINO_JOB_INTERVAL_MS: '0', ...overrides.casinoOptions?.env } },
    // The concurrency tests race a provider's calls at the database: the limit's own tests set it (SEAMLESS_CALLS_IN_FLIGHT).
    seamlessEnv: { SEAMLESS_CALLS_IN_FLIGHT: String(TEST_SEAMLESS_CALLS_IN_FLIGHT_PER_PROVIDER), ...overrides.seamlessEnv },
    ...(overrides.onFeatures ? { onFeatures: overrides.onFeatures } : {}),
    loadHostShared: overrides.loadHostShared ?? (async () => ({})),
    ...(overrides.logStream ? { logStream: overrides.logStream } : {}),
  });
  await overrides.register?.(app, db);
  await app.ready();
  return {
    app,
    db,
    kv,
    config,
    opsToken,
    realtime,
    prefix: `/api/${config.product}`,
    balanceUpdates: (userId) =>
      realtime.publisher.published.filter((message) => message.userId === String(userId) && message.name === 'balance-updated').map((message) => message.data),
    async close() {
      await app.close();
      await kv.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
