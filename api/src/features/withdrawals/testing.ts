/**
 * Test helpers for the wallet features: the real application (`buildApp`) over a real database,
 * with the caller's features registered inside the API prefix before it starts — unless app.ts
 * already wires them, in which case its wiring is what gets tested — plus money helpers that act
 * on the ledger the way deposits and games will.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPrefix, buildApp } from '../../app.ts';
import { createAuthenticator, type Authenticator } from '../../auth/authenticator.ts';
import { loadConfig } from '../../config.ts';
import { createSecretBox, type SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/database.ts';
import { createLedger, type Ledger } from '../../ledger/index.ts';
import { recordingRealtimeDeps } from '../../realtime/wiring.ts';
import { asPlayer, DESKTOP_CHROME, login, newPlayer, type PlayerInput } from '../../testing/players.ts';
import { createTestDatabase, createTestStore, type TestApp } from '../../testing/test-app.ts';

/** What wallet features get from app.ts. */
export interface WalletFeatureDeps {
  db: Database;
  ledger: Ledger;
  authenticator: Authenticator;
  secrets: SecretBox;
  opsToken: string;
  now: () => Date;
  onBalanceChanged: (userId: bigint) => Promise<void>;
}

export interface WalletTestApp extends TestApp {
  ledger: Ledger;
  /** The balance-updated messages published to a player so far (the realtime publisher only records). */
  balanceUpdates(userId: number | bigint): unknown[];
  /** Moves the application's clock (the ledger's own timestamps stay the database's). */
  setNow(date: Date): void;
}

export async function createWalletTestApp(
  register: (api: FastifyInstance, deps: WalletFeatureDeps) => void,
  options: { now?: Date } = {},
): Promise<WalletTestApp> {
  let current: Date | null = options.now ?? null;
  const now = () => current ?? new Date();
  const dataDir = mkdtempSync(join(tmpdir(), 'palpite-wallet-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, HOST_DIST_DIR: join(dataDir, 'host-dist'), SERVE_FRONTEND: 'false' });
  const { db, drop } = await createTestDatabase();
  const kv = createTestStore();
  const opsToken = randomBytes(24).toString('base64url');
  const realtime = recordingRealtimeDeps(db, { keyName: 'test.key', keySecret: randomBytes(24).toString('base64url') });
  const app = await buildApp({
    config,
    db,
    kv,
    opsToken,
    ...realtime,
    secretKey: randomBytes(32).toString('base64url'),
    now,
    loadHostShared: async () => ({}),
    // Other features' background jobs run only when a test asks (one embedded connection).
    paymentsEnv: { PAYMENTS_JOB_INTERVAL_MS: '0' },
    casinoOptions: { env: { CASINO_JOB_INTERVAL_MS: '0' } },
    bonusJobIntervalMs: 0,
  });
  const ledger = createLedger({ now });
  const prefix = apiPrefix(config.product);
  if (!app.hasRoute({ method: 'GET', url: `${prefix}/wallet/withdrawal-methods` })) {
    const deps: WalletFeatureDeps = {
      db,
      ledger,
      authenticator: createAuthenticator({ db, now }),
      secrets: createSecretBox(randomBytes(32).toString('base64url')),
      opsToken,
      now,
      // As app.ts is to wire it: the notifier publishes balance-updated with the new balances.
      onBalanceChanged: (userId) => realtime.notifier.balanceChanged(userId),
    };
    await app.register(async (api) => register(api, deps), { prefix });
  }
  await app.ready();
  return {
    app,
    db,
    kv,
    config,
    opsToken,
    realtime,
    prefix,
    ledger,
    balanceUpdates: (userId) =>
      realtime.publisher.published.filter((message) => message.userId === String(userId) && message.name === 'balance-updated').map((message) => message.data),
    setNow(date) {
      current = date;
    },
    async close() {
      await app.close();
      await kv.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const centavos = (reais: number) => BigInt(Math.round(reais * 100));

/** A completed Pix deposit, as the deposits feature records it in the ledger. */
export async function deposit(t: WalletTestApp, userId: number | bigint, reais: number, paymentId: string = randomUUID()): Promise<string> {
  const id = `deposit:${paymentId}`;
  await t.ledger.transfer(t.db, {
    id,
    kind: 'deposit',
    debit: { system: 'clearing:pix' },
    credit: { userId: BigInt(userId), purpose: 'cash' },
    amountCentavos: centavos(reais),
    metadata: { paymentId, method: 'pix' },
  });
  return id;
}

/** A casino round from cash: stake `reais`, win `winReais` back (default: the stake, so the balance is unchanged). */
export async function casinoRound(t: WalletTestApp, userId: number | bigint, reais: number, winReais = reais, gameName = 'Fortune Tiger'): Promise<void> {
  const round = randomUUID();
  const player = { userId: BigInt(userId), purpose: 'cash' as const };
  await t.ledger.transfer(t.db, {
    id: `casino:${round}:bet`,
    kind: 'casino_bet',
    debit: player,
    credit: { system: 'house_revenue' },
    amountCentavos: centavos(reais),
    metadata: { gameName, roundId: round },
  });
  if (winReais > 0) {
    await t.ledger.transfer(t.db, {
      id: `casino:${round}:win`,
      kind: 'casino_win',
      debit: { system: 'house_revenue' },
      credit: player,
      amountCentavos: centavos(winReais),
      metadata: { gameName, roundId: round },
    });
  }
}

/** Marks the player's identity as verified: an approved identity document. */
export async function approveIdentity(t: TestApp, userId: number | bigint): Promise<void> {
  await t.db.query(
    `INSERT INTO identity_documents (user_id, kind, status, storage_key, mime_type, size_bytes, sha256, reviewed_at, reviewed_by)
     VALUES ($1, 'identity', 'approved', $2, 'image/png', 100, $3, now(), 'test')`,
    [BigInt(userId), `${userId}/identity.png`, randomBytes(32).toString('hex')],
  );
}

let addressCounter = 0;

/**
 * Registers and logs in a player from an address of its own (TEST-NET-2), so that suites with
 * many players stay under the per-address sign-up limit. Returns the token and the player's id.
 */
export async function walletPlayer(t: TestApp, overrides: Partial<PlayerInput> = {}) {
  addressCounter += 1;
  const ip = `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
  const player = newPlayer(overrides);
  const registered = await t.app.inject({
    method: 'POST',
    url: `${t.prefix}/register`,
    headers: { 'user-agent': DESKTOP_CHROME },
    remoteAddress: ip,
    payload: { ...player, password_confirmation: player.password, registration_code: '' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const token = await login(t, player, DESKTOP_CHROME, ip);
  const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
  return { player, token, id: (me.json() as { user: { id: number } }).user.id };
}
