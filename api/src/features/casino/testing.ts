/**
 * Test harness of the casino (and, when a test passes it, the seamless wallet: features do not
 * import each other, test files may): the real application (`buildApp`) over a real database
 * (PGlite, or PostgreSQL when DATABASE_URL is set) with the features registered in the API scope
 * — unless app.ts already wires them — a clock the tests move, a recorder of the public realtime
 * messages, and helpers: players with sessions and money, and calls as a player.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPrefix, buildApp, type AppFeatures } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { createLedger, type Ledger } from '../../ledger/index.ts';
import { recordingRealtimeDeps } from '../../realtime/wiring.ts';
import { sessionPlayer, type TestPlayer } from '../../testing/money-players.ts';
import { createTestDatabase, createTestStore, type TestApp } from '../../testing/test-app.ts';
import type { CasinoConfig, CasinoFeature } from './index.ts';

/** A Thursday afternoon: round 0 of the live tables is far behind. */
export const START = new Date('2026-11-19T15:00:00Z');

export interface PublicMessage {
  channel: string;
  name: string;
  data: Record<string, unknown>;
}

export interface CasinoTestApp extends TestApp {
  casino: CasinoFeature;
  seamless: AppFeatures['seamless'];
  bonuses: AppFeatures['bonuses'];
  ledger: Ledger;
  clock: { now(): Date; advance(ms: number): void; set(date: Date): void };
  publicMessages: PublicMessage[];
  balanceUpdates(userId: bigint): unknown[];
}

export async function createCasinoTestApp(
  options: {
    config?: Partial<CasinoConfig>;
    random?: () => number;
    env?: Record<string, string>;
    jurisdiction?: 'default' | 'br';
  } = {},
): Promise<CasinoTestApp> {
  let current = START;
  const clock = {
    now: () => current,
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
    set: (date: Date) => {
      current = date;
    },
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'palpite-casino-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST_DIST_DIR: join(dataDir, 'host-dist'),
    SERVE_FRONTEND: 'false',
    JURISDICTION: options.jurisdiction ?? 'default',
  });
  const { db, drop } = await createTestDatabase();
  const kv = createTestStore();
  const opsToken = randomBytes(24).toString('base64url');
  const secretKey = randomBytes(32).toString('base64url');
  const realtime = recordingRealtimeDeps(db, { keyName: 'test.key', keySecret: randomBytes(24).toString('base64url') });
  let casino!: CasinoFeature;
  let seamless!: AppFeatures['seamless'];
  let bonuses!: AppFeatures['bonuses'];
  const app = await buildApp({
    config,
    db,
    kv,
    opsToken,
    ...realtime,
    secretKey,
    now: clock.now,
    loadHostShared: async () => ({}),
    paymentsEnv: { PAYMENTS_JOB_INTERVAL_MS: '0' },
    betsOptions: { config: { settlementIntervalMs: 0, liveDelayMs: 0 } },
    casinoOptions: {
      env: { CASINO_JOB_INTERVAL_MS: '0', ...options.env },
      ...(options.config ? { config: options.config } : {}),
      ...(options.random ? { random: options.random } : {}),
    },
    seamlessEnv: {},
    bonusJobIntervalMs: 0,
    onFeatures: (features) => {
      casino = features.casino;
      seamless = features.seamless;
      bonuses = features.bonuses;
    },
  });
  const ledger = createLedger({ now: clock.now });
  const prefix = apiPrefix(config.product);
  const publicMessages = realtime.publisher.publicMessages as PublicMessage[];
  await app.ready();
  return {
    app,
    db,
    kv,
    config,
    opsToken,
    realtime,
    prefix,
    casino,
    seamless,
    bonuses,
    ledger,
    clock,
    publicMessages,
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

export { balances, fund, grantBonus, type TestPlayer } from '../../testing/money-players.ts';

/** A player with an open session (inserted directly: logging in through argon2 would be slow for many players). */
export function player(t: { db: Queryable; clock: CasinoTestApp['clock'] }, language = 'en'): Promise<TestPlayer> {
  return sessionPlayer(t, language, '203.0.113.9');
}

/** Calls as the player. */
export function as(t: CasinoTestApp, who: TestPlayer) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `${t.prefix}${path}`, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, payload?: unknown) => call('POST', path, payload ?? {}),
    put: (path: string, payload?: unknown) => call('PUT', path, payload ?? {}),
    delete: (path: string) => call('DELETE', path),
  };
}

export function ops(t: CasinoTestApp, method: 'GET' | 'POST', path: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${t.prefix}${path}`,
    headers: { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': 'ana.ops', 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

/** Ledger transfers whose id starts with `prefix`, oldest first. */
export async function transfersLike(t: { db: Queryable }, prefix: string) {
  return (
    await t.db.query<{ id: string; kind: string; phase: string; amount_centavos: bigint; debit: string; credit: string }>(
      `SELECT t.id, t.kind, t.phase, t.amount_centavos, d.purpose AS debit, c.purpose AS credit FROM ledger_transfers t
       JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
       WHERE t.id LIKE $1 ORDER BY t.seq`,
      [`${prefix}%`],
    )
  ).rows;
}

export const GAMES = {
  sete: '64190c38-439b-4608-a538-a5134ce454c2',
  carnaval: '1ffd8fad-9fa7-4e83-bc50-a055fa11c607',
  amazonia: 'a8932a9c-6e11-49e0-b915-4e5e3562fd0f',
  roulette: '6a7ca7c1-ce48-463a-a775-e6ae7a1fd3de',
  blackjack: 'd04ca334-1498-4944-9c84-50f6a8101dbc',
  baccarat: '6310d569-8cdc-4c5b-a2d2-431a9309ade9',
  videoPoker: '740e3b31-89c8-4eae-b253-a899bab36db0',
  keno: 'e461f58d-1a83-4b97-80dc-d497c738fa66',
  dice: '79d3d300-7156-40cb-b56c-f20ba3a7c83b',
  liveRoulette: '51045c22-669f-46e0-9435-712f16a8b2be',
  liveBaccarat: 'bc0d1a5c-c9cc-46da-b4ec-4591ff730af3',
  solDoSertao: '9bba3606-517f-4396-be93-c646d949050e',
} as const;
