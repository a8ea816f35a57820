/**
 * Test harness of the casino (and of the seamless wallet and bonuses it works with): the real
 * application as `createTestApp` builds it (PGlite, or PostgreSQL when DATABASE_URL is set) on a
 * clock the tests move, with the public realtime messages it sent, and helpers: players with
 * sessions and money, and calls as a player.
 */
import { randomBytes } from 'node:crypto';
import type { AppFeatures } from '../../app.ts';
import type { Queryable } from '../../db/database.ts';
import { hashServerSeed } from '../../domain/casino/fair/seeds.ts';
import { createLedger, type Ledger } from '../../ledger/index.ts';
import { sessionPlayer, type TestPlayer } from '../../testing/money-players.ts';
import { createTestApp, testClock, type TestApp, type TestClock } from '../../testing/test-app.ts';
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
  clock: TestClock;
  publicMessages: PublicMessage[];
}

export async function createCasinoTestApp(
  options: {
    config?: Partial<CasinoConfig>;
    random?: () => number;
    /** Draws the server seeds of new seed pairs (and their successors); random when omitted. */
    newServerSeed?: () => string;
    env?: Record<string, string>;
    /** SEAMLESS_* variables of the seamless wallet. */
    seamlessEnv?: Record<string, string>;
    jurisdiction?: 'default' | 'br';
    /** The production limit, for its own tests; past any test's requests otherwise. */
    moneyRequestsInFlightPerPlayer?: number;
  } = {},
): Promise<CasinoTestApp> {
  const clock = testClock(START);
  let features!: AppFeatures;
  const base = await createTestApp({
    env: { JURISDICTION: options.jurisdiction ?? 'default' },
    now: clock.now,
    casinoOptions: {
      ...(options.env ? { env: options.env } : {}),
      ...(options.config ? { config: options.config } : {}),
      ...(options.random ? { random: options.random } : {}),
      ...(options.newServerSeed ? { newServerSeed: options.newServerSeed } : {}),
    },
    seamlessEnv: options.seamlessEnv ?? {},
    ...(options.moneyRequestsInFlightPerPlayer === undefined ? {} : { moneyRequestsInFlightPerPlayer: options.moneyRequestsInFlightPerPlayer }),
    onFeatures: (wired) => {
      features = wired;
    },
  });
  return {
    ...base,
    casino: features.casino,
    seamless: features.seamless,
    bonuses: features.bonuses,
    ledger: createLedger({ now: clock.now }),
    clock,
    publicMessages: base.realtime.publisher.publicMessages as PublicMessage[],
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

/** Server seeds a test chooses: each one queued is the next drawn (pass `draw` as `newServerSeed`); random when none is queued. */
export function chosenServerSeeds() {
  const queued: string[] = [];
  return { queued, draw: () => queued.shift() ?? randomBytes(32).toString('hex') };
}

/**
 * Makes the player's next in-house rounds use `serverSeed` and `clientSeed` from nonce 0, the way a
 * player gets there: a rotation draws `serverSeed` as the next seed (its hash shown), then setting
 * the client seed makes it the active one.
 */
export async function useSeeds(t: CasinoTestApp, who: TestPlayer, seeds: ReturnType<typeof chosenServerSeeds>, serverSeed: string, clientSeed: string) {
  const api = as(t, who);
  await api.get('/user/fairness');
  seeds.queued.push(serverSeed);
  const rotated = (await api.post('/user/fairness/rotate')).json();
  if (rotated.current?.next_server_seed_hash !== hashServerSeed(serverSeed))
    throw new Error(`the seed was not drawn as the next one: ${JSON.stringify(rotated)}`);
  const answer = await api.put('/user/fairness/client-seed', { client_seed: clientSeed });
  const current = answer.json().current;
  if (current?.server_seed_hash !== hashServerSeed(serverSeed) || current.client_seed !== clientSeed || current.nonce !== 0)
    throw new Error(`the seeds were not set: ${answer.body}`);
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
