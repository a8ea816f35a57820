/**
 * Test harness: the real application (`buildApp`, as `createTestApp` builds it, on PGlite or on
 * PostgreSQL when DATABASE_URL is set) with the sports feature registered inside the API prefix
 * before it starts, a clock the tests move, and a publisher that records every public message
 * with its data. Other features' jobs (payments, bets settlement) run only by hand, as in
 * `createTestApp`. If app.ts already wires the feature, this one is registered under its own prefix
 * (`/api/sports-test`) so the routes do not clash; `t.prefix` points at the instance under test.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPrefix, buildApp, type AppFeatures } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { recordingRealtimeDeps } from '../../realtime/wiring.ts';
import { createTestDatabase, createTestStore, type TestApp } from '../../testing/test-app.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { sportsFeature, type RecoveryRequest, type SportsFeature } from './index.ts';

export interface Published {
  channel: string;
  name: string;
  data: unknown;
}

export interface SportsTestApp extends TestApp {
  sports: SportsFeature;
  clock: { now(): Date; set(date: Date): void; advance(ms: number): void };
  /** Every public message the feature published, in order. */
  published: Published[];
  settlements: SettlementInstruction[];
  recoveries: RecoveryRequest[];
  /** The features app.ts wires (bets settlement runs by hand through them). */
  features: AppFeatures;
  /** Problems the feed logged (tests expect none). */
  problems: { level: 'error' | 'warn'; details: object; message: string }[];
  get(path: string, language?: string): Promise<LightMyRequestResponse>;
}

export async function createSportsTestApp(options: { now: Date; env?: Record<string, string> }): Promise<SportsTestApp> {
  let current = options.now;
  const clock = {
    now: () => current,
    set: (date: Date) => {
      current = date;
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'palpite-sports-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, HOST_DIST_DIR: join(dataDir, 'host-dist'), SERVE_FRONTEND: 'false' });
  const { db, drop } = await createTestDatabase();
  const kv = createTestStore();
  let features!: AppFeatures;
  const opsToken = randomBytes(24).toString('base64url');
  const realtime = recordingRealtimeDeps(db, { keyName: 'test.key', keySecret: randomBytes(24).toString('base64url') });
  const app = await buildApp({
    config,
    db,
    kv,
    opsToken,
    ...realtime,
    secretKey: randomBytes(32).toString('base64url'),
    now: clock.now,
    loadHostShared: async () => ({}),
    // Other features' background jobs run only when a test asks, as in createTestApp.
    paymentsEnv: { PAYMENTS_JOB_INTERVAL_MS: '0' },
    betsOptions: { config: { settlementIntervalMs: 0, liveDelayMs: 0 } },
    onFeatures: (wired) => {
      features = wired;
    },
  });
  const published: Published[] = [];
  const settlements: SettlementInstruction[] = [];
  const recoveries: RecoveryRequest[] = [];
  const problems: SportsTestApp['problems'] = [];
  const mainPrefix = apiPrefix(config.product);
  const prefix = app.hasRoute({ method: 'GET', url: `${mainPrefix}/sports/home` }) ? '/api/sports-test' : mainPrefix;
  let sports!: SportsFeature;
  await app.register(
    async (api) => {
      sports = sportsFeature(api, {
        db,
        now: clock.now,
        nodeEnv: 'test',
        env: { SPORTS_TICK_MS: '0', ...options.env },
        publisher: {
          async publishPublic(channel, name, data) {
            published.push({ channel, name, data });
          },
        },
        onSettlement: (instruction) => {
          settlements.push(instruction);
        },
        onRecoveryRequest: (request) => {
          recoveries.push(request);
        },
        log: {
          error: (details, message) => void problems.push({ level: 'error', details, message }),
          warn: (details, message) => void problems.push({ level: 'warn', details, message }),
        },
      });
    },
    { prefix },
  );
  await app.ready();
  return {
    app,
    db,
    kv,
    config,
    opsToken,
    realtime,
    prefix,
    sports,
    clock,
    published,
    settlements,
    recoveries,
    problems,
    features,
    get: (path: string, language = 'en') => app.inject({ method: 'GET', url: `${prefix}${path}`, headers: { 'accept-language': language } }),
    async close() {
      await app.close();
      await kv.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
