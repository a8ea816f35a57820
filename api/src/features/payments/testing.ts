/**
 * Test harness: the real app (as `createTestApp` builds it, on PGlite or on PostgreSQL when
 * DATABASE_URL is set) with the payments feature registered in the API scope, a clock the tests
 * move, and helpers that act as a player over HTTP.
 */
import { createTestApp, testClock, type TestApp, type TestClock } from '../../testing/test-app.ts';
import { asPlayer, codeIn, DESKTOP_CHROME, lastMailTo, login, newPlayer } from '../../testing/players.ts';
import type { PaymentsFeature } from './index.ts';

export const START = new Date('2026-11-21T12:00:00Z');

export interface PaymentsTestApp extends TestApp {
  payments: PaymentsFeature;
  clock: TestClock;
  /** Users whose balance changed, in order (the onBalanceChanged hook). */
  balanceChanges: bigint[];
}

export async function createPaymentsTestApp(
  options: { env?: Record<string, string>; nodeEnv?: 'development' | 'production' | 'test' } = {},
): Promise<PaymentsTestApp> {
  const clock = testClock(START);
  let payments!: PaymentsFeature;
  const base = await createTestApp({
    ...(options.nodeEnv ? { nodeEnv: options.nodeEnv } : {}),
    now: clock.now,
    ...(options.env ? { paymentsEnv: options.env } : {}),
    onFeatures: (features) => {
      payments = features.payments;
    },
  });
  return {
    ...base,
    payments,
    clock,
    // Users whose balance changed: the notifier publishes `balance-updated` for each (recorded here).
    get balanceChanges() {
      return base.realtime.publisher.published.filter((entry) => entry.name === 'balance-updated').map((entry) => BigInt(entry.userId));
    },
  };
}

let playerCount = 0;

/**
 * A registered, logged-in player, each from its own address: sign-ups are rate-limited per
 * address and these tests need many players.
 */
export async function player(t: PaymentsTestApp) {
  playerCount += 1;
  const ip = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${playerCount % 250}`;
  const input = newPlayer();
  const registered = await t.app.inject({
    method: 'POST',
    url: `${t.prefix}/register`,
    headers: { 'user-agent': DESKTOP_CHROME },
    remoteAddress: ip,
    payload: { ...input, password_confirmation: input.password, registration_code: '' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const token = await login(t, input, DESKTOP_CHROME, ip);
  const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
  return { player: input, token, id: (me.json() as { user: { id: number } }).user.id };
}

/** A player whose email is verified (through the API, as a player does it). */
export async function verifiedPlayer(t: PaymentsTestApp) {
  const signedUp = await player(t);
  const headers = asPlayer(signedUp.token);
  const sent = await t.app.inject({ method: 'POST', url: `${t.prefix}/user/email/send-code`, headers });
  if (sent.statusCode !== 200) throw new Error(`send-code failed: ${sent.body}`);
  const code = codeIn((await lastMailTo(t, signedUp.player.email))!.text);
  const verified = await t.app.inject({ method: 'POST', url: `${t.prefix}/user/email/verify`, headers, payload: { code } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return signedUp;
}

export function playerApi(t: PaymentsTestApp, token: string, language = 'en') {
  const headers = { ...asPlayer(token), 'accept-language': language };
  return {
    deposit: (payload: Record<string, unknown>, extraHeaders: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `${t.prefix}/wallet/deposits`, headers: { ...headers, ...extraHeaders }, payload }),
    get: (path: string) => t.app.inject({ method: 'GET', url: `${t.prefix}${path}`, headers }),
    post: (path: string, payload?: object) => t.app.inject({ method: 'POST', url: `${t.prefix}${path}`, headers, ...(payload ? { payload } : {}) }),
    /** Cash balance in reais, as GET /user shows it. */
    balance: async () => (await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers })).json().user.balance as number,
  };
}

/** The sandbox control endpoints (as a tester or the e2e suite calls them). */
export function sandboxControl(t: PaymentsTestApp, depositId: string, action: 'approve' | 'fail', payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${t.prefix}/sandbox/payments/${depositId}/${action}`, ...(payload ? { payload } : {}) });
}

/** Every row of every table of the database, as text (to prove something is stored nowhere). */
export async function databaseDump(t: PaymentsTestApp): Promise<string> {
  const tables = await t.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = await t.db.query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t`);
    parts.push(...rows.rows.map((row) => `${table}: ${row.row}`));
  }
  return parts.join('\n');
}

/** A card deposit request the sandbox acquirer approves at once. */
export const approvedCardDeposit = (amount: number, extra: Record<string, unknown> = {}) => ({
  method: 'card',
  amount,
  number: '4111 1111 1111 1111',
  expiry_month: 12,
  expiry_year: 2030,
  cvv: '123',
  holder: 'Ana Souza',
  ...extra,
});
