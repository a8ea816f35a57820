/**
 * Test helpers for the wallet features (withdrawals, history): the real application as
 * `createTestApp` builds it, plus money helpers that act on the ledger the way deposits and games do.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createLedger, type Ledger } from '../../ledger/index.ts';
import { asPlayer, DESKTOP_CHROME, login, newPlayer, type PlayerInput } from '../../testing/players.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

export interface WalletTestApp extends TestApp {
  ledger: Ledger;
  /** Moves the application's clock (the ledger's own timestamps stay the database's). */
  setNow(date: Date): void;
}

/** The application on the real clock, or on `now` until a test moves it. */
export async function createWalletTestApp(options: { now?: Date } = {}): Promise<WalletTestApp> {
  let current: Date | null = options.now ?? null;
  const now = () => current ?? new Date();
  const base = await createTestApp({ now });
  return {
    ...base,
    ledger: createLedger({ now }),
    setNow(date) {
      current = date;
    },
  };
}

const centavos = (reais: number) => BigInt(Math.round(reais * 100));

/** Sete da Sorte, a slot of the catalogue (migration 009): its stakes count in full towards wagering. */
export const SLOT_GAME_UUID = '64190c38-439b-4608-a538-a5134ce454c2';

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

/**
 * A casino round from cash: stake `reais`, win `winReais` back (default: the stake, so the balance
 * is unchanged). The stake names its game as the casino's do (`gameUuid`): a slot unless `gameUuid`
 * says otherwise, so it counts in full towards the deposit's wagering.
 */
export async function casinoRound(
  t: WalletTestApp,
  userId: number | bigint,
  reais: number,
  winReais = reais,
  gameName = 'Fortune Tiger',
  gameUuid: string = SLOT_GAME_UUID,
): Promise<void> {
  const round = randomUUID();
  const player = { userId: BigInt(userId), purpose: 'cash' as const };
  const metadata = { gameName, gameUuid, roundId: round };
  await t.ledger.transfer(t.db, {
    id: `casino:${round}:bet`,
    kind: 'casino_bet',
    debit: player,
    credit: { system: 'house_revenue' },
    amountCentavos: centavos(reais),
    metadata,
  });
  if (winReais > 0) {
    await t.ledger.transfer(t.db, {
      id: `casino:${round}:win`,
      kind: 'casino_win',
      debit: { system: 'house_revenue' },
      credit: player,
      amountCentavos: centavos(winReais),
      metadata,
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
