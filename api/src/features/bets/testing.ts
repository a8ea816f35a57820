/**
 * Test harness for the bets feature: the real application as `createTestApp` builds it (PGlite,
 * or PostgreSQL when DATABASE_URL is set) on a clock the tests move, a hook into the live-bet
 * delay, and helpers: players with sessions and money, sports fixtures (leagues, matches, markets,
 * selections inserted directly, as the feed would), and a bet slip as the front end sends it.
 */
import { randomUUID } from 'node:crypto';
import type { AppFeatures } from '../../app.ts';
import type { Queryable } from '../../db/database.ts';
import { createLedger, type Ledger } from '../../ledger/index.ts';
import { sessionPlayer, type TestPlayer } from '../../testing/money-players.ts';
import { DESKTOP_CHROME } from '../../testing/players.ts';
import { createTestApp, testClock, type TestApp, type TestClock } from '../../testing/test-app.ts';
import type { BetsConfig, BetsFeature } from './index.ts';
import { legOf, placeBetBody, stakeOf } from './schemas.ts';
import type { BetsService } from './service.ts';

export const START = new Date('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;

export interface BetsTestApp extends TestApp {
  bets: BetsFeature;
  /** The bonus engine bets settle with (its expiry job, for tests of a bonus ending). */
  bonuses: AppFeatures['bonuses'];
  ledger: Ledger;
  clock: TestClock;
  /** Runs once during the live delay (the test changes prices there). */
  duringDelay: { hook: (() => Promise<void>) | null; waits: number[] };
}

export async function createBetsTestApp(options: { config?: Partial<BetsConfig> } = {}): Promise<BetsTestApp> {
  const clock = testClock(START);
  const duringDelay: BetsTestApp['duringDelay'] = { hook: null, waits: [] };
  let bets!: BetsFeature;
  let bonuses!: AppFeatures['bonuses'];
  const base = await createTestApp({
    now: clock.now,
    betsOptions: {
      ...(options.config ? { config: options.config } : {}),
      sleep: async (ms) => {
        duringDelay.waits.push(ms);
        const hook = duringDelay.hook;
        duringDelay.hook = null;
        await hook?.();
      },
    },
    onFeatures: (features) => {
      bets = features.bets;
      bonuses = features.bonuses;
    },
  });
  return { ...base, bets, bonuses, ledger: createLedger({ now: clock.now }), clock, duringDelay };
}

export { balances, fund, grantBonus, type TestPlayer } from '../../testing/money-players.ts';

/** A player with an open session (inserted directly: logging in through argon2 would be slow for many players). */
export function player(t: { db: Queryable; clock: BetsTestApp['clock'] }, language = 'en'): Promise<TestPlayer> {
  return sessionPlayer(t, language, '203.0.113.7');
}

let counter = 0;

export interface MatchFixture {
  id: bigint;
  sport: 'football' | 'basketball';
  home: string;
  away: string;
  /** selection ids by `marketKey|selectionKey`. */
  selections: Map<string, bigint>;
  markets: Map<string, bigint>;
}

export interface MarketFixture {
  key: string;
  kind?: string;
  status?: 'open' | 'suspended' | 'closed' | 'settled';
  inPlay?: boolean;
  /** selection key → price (decimal) or null (no price). */
  prices: Record<string, number | null>;
}

/**
 * A league and a match with markets, inserted as the feed would. Defaults: football, Not Started,
 * kick-off in two hours, 1X2 at 2.10 / 3.40 / 3.50.
 */
export async function createMatch(
  t: { db: Queryable; clock: BetsTestApp['clock'] },
  options: { sport?: 'football' | 'basketball'; status?: string; startsAt?: Date; home?: number; away?: number; markets?: MarketFixture[] } = {},
): Promise<MatchFixture> {
  counter += 1;
  const sport = options.sport ?? 'football';
  const leagueId = `${sport}-test-league`;
  await t.db.query(
    `INSERT INTO sports_leagues (id, sport, name, country, country_code, season) VALUES ($1, $2, 'Test League', 'Brazil', 'BR', '2026')
     ON CONFLICT (id) DO NOTHING`,
    [leagueId, sport],
  );
  const home = sport === 'football' ? `Home FC ${counter}` : `Home Hoops ${counter}`;
  const away = sport === 'football' ? `Away FC ${counter}` : `Away Hoops ${counter}`;
  const inserted = await t.db.query<{ id: bigint }>(
    `INSERT INTO sports_matches (external_id, feed, sport, league_id, home_team, away_team, starts_at, status, home_score, away_score)
     VALUES ($1, 'simulator', $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      `test-${randomUUID()}`,
      sport,
      leagueId,
      home,
      away,
      options.startsAt ?? new Date(t.clock.now().getTime() + 2 * HOUR),
      options.status ?? 'Not Started',
      options.home ?? 0,
      options.away ?? 0,
    ],
  );
  const id = inserted.rows[0]!.id;
  const fixture: MatchFixture = { id, sport, home, away, selections: new Map(), markets: new Map() };
  const markets = options.markets ?? [{ key: '1x2', prices: { '1': 2.1, X: 3.4, '2': 3.5 } }];
  for (const market of markets) await addMarket(t, fixture, market);
  return fixture;
}

export async function addMarket(t: { db: Queryable }, match: MatchFixture, market: MarketFixture): Promise<void> {
  const inserted = await t.db.query<{ id: bigint }>(
    `INSERT INTO sports_markets (match_id, key, kind, status, in_play) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [match.id, market.key, market.kind ?? market.key.split(':')[0], market.status ?? 'open', market.inPlay ?? false],
  );
  const marketId = inserted.rows[0]!.id;
  match.markets.set(market.key, marketId);
  for (const [key, price] of Object.entries(market.prices)) {
    const selection = await t.db.query<{ id: bigint }>(
      `INSERT INTO sports_selections (market_id, key, price_hundredths, status) VALUES ($1, $2, $3, 'active') RETURNING id`,
      [marketId, key, price === null ? null : Math.round(price * 100)],
    );
    match.selections.set(`${market.key}|${key}`, selection.rows[0]!.id);
  }
}

export async function setPrice(t: { db: Queryable }, match: MatchFixture, marketKey: string, selectionKey: string, price: number): Promise<void> {
  await t.db.query('UPDATE sports_selections SET price_hundredths = $2, updated_at = now() WHERE id = $1', [
    match.selections.get(`${marketKey}|${selectionKey}`),
    Math.round(price * 100),
  ]);
}

/** Updates the match row as the feed would (status, scores, half-time score, periods…). */
export async function updateMatch(
  t: { db: Queryable },
  match: MatchFixture,
  fields: Partial<{
    status: string;
    home: number;
    away: number;
    htHome: number | null;
    htAway: number | null;
    periods: [number, number][];
    startsAt: Date;
    suspendedUntil: Date | null;
    updatedAt: Date;
    minute: number;
  }>,
): Promise<void> {
  const columns: Record<string, unknown> = {
    status: fields.status,
    home_score: fields.home,
    away_score: fields.away,
    ht_home_score: fields.htHome,
    ht_away_score: fields.htAway,
    periods: fields.periods === undefined ? undefined : JSON.stringify(fields.periods),
    starts_at: fields.startsAt,
    suspended_until: fields.suspendedUntil,
    updated_at: fields.updatedAt,
    minute: fields.minute,
  };
  const set = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (set.length === 0) return;
  await t.db.query(`UPDATE sports_matches SET ${set.map(([column], index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`, [
    match.id,
    ...set.map(([, value]) => value),
  ]);
}

/** One bet detail as the front end builds it from the match page. */
export function detail(match: MatchFixture, marketKey: string, outcome: string, odd: unknown, extra: Record<string, unknown> = {}) {
  return {
    fixture_id: Number(match.id),
    home_team_name: match.home,
    away_team_name: match.away,
    outcome,
    date: '2026-11-21',
    handicap: null,
    bet_type: marketKey,
    type: match.sport,
    odd,
    live: false,
    elapsed: null,
    bet_time: '12:00',
    ...extra,
  };
}

export function slip(stake: unknown, details: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const odds = details.reduce<number>((product, entry) => product * (typeof entry.odd === 'number' ? entry.odd : 1), 1);
  return {
    frontend_id: 1,
    stake,
    bet_details: details,
    odds: Number(odds.toFixed(2)),
    potential_win: typeof stake === 'number' ? Number((odds * stake).toFixed(2)) : 0,
    accept_odds_changes: false,
    ...extra,
  };
}

/** Ops ban the player (`POST /ops/users/:id/ban`), as the back office does. */
export function banByOps(t: BetsTestApp, who: TestPlayer, reason = 'chargeback fraud') {
  return t.app.inject({
    method: 'POST',
    url: `${t.prefix}/ops/users/${who.id}/ban`,
    headers: { authorization: `Bearer ${t.opsToken}` },
    payload: { reason },
  });
}

export function placeBet(t: BetsTestApp, who: TestPlayer | null, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${t.prefix}/user/bet`,
    headers: { ...(who ? who.headers : { 'user-agent': DESKTOP_CHROME, 'accept-language': 'en' }), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** POST /user/bet/resolve: what the request sent under `key` did (or its refusal: no key, no session). */
export function resolveBetKey(t: BetsTestApp, who: TestPlayer | null, key: string | null) {
  return t.app.inject({
    method: 'POST',
    url: `${t.prefix}/user/bet/resolve`,
    headers: { ...(who ? who.headers : { 'user-agent': DESKTOP_CHROME, 'accept-language': 'en' }), ...(key === null ? {} : { 'idempotency-key': key }) },
  });
}

export function myBets(t: BetsTestApp, who: TestPlayer, query = '') {
  return t.app.inject({ method: 'GET', url: `${t.prefix}/user/bets${query ? `?${query}` : ''}`, headers: who.headers });
}

/** Places a slip (`payload`, as the front end sends it) straight through `service`, as the route would for `who`, accepting odds changes. */
export function placeThrough(service: BetsService, who: TestPlayer, payload: unknown) {
  return service.place(
    {
      userId: who.id,
      frontendId: 1,
      stakeCentavos: stakeOf(payload),
      acceptOddsChanges: true,
      legs: placeBetBody.parse(payload).bet_details.map(legOf),
      idempotencyKey: null,
    },
    'en',
  );
}

/** A bet as My bets shows it to its player. */
export async function betOf(t: BetsTestApp, who: TestPlayer, id: number) {
  const list = await myBets(t, who, 'status=all&limit=100');
  return (list.json().bets as { id: number; status: string; payout: number | null; selections: { result: string | null }[] }[]).find((bet) => bet.id === id)!;
}

/** A bet's ledger transfers as `id kind phase amount`, by id. */
export async function betTransfers(t: { db: Queryable }, betId: number): Promise<string[]> {
  const rows = await t.db.query<{ id: string; kind: string; phase: string; amount_centavos: bigint }>(
    `SELECT id, kind, phase, amount_centavos FROM ledger_transfers WHERE id LIKE $1 ORDER BY id`,
    [`bet:${betId}:%`],
  );
  return rows.rows.map((row) => `${row.id} ${row.kind} ${row.phase} ${row.amount_centavos}`);
}

/** Stores a settlement instruction as the feed side does (features/sports/repo.ts insertInstruction). */
export async function instruct(t: BetsTestApp, match: MatchFixture, instruction: { id: string; kind: string } & Record<string, unknown>): Promise<void> {
  const full = {
    matchId: String(match.id),
    externalId: `test:${match.id}`,
    feed: 'simulator',
    sport: match.sport,
    issuedAt: t.clock.now().toISOString(),
    ...instruction,
  };
  await t.db.query('INSERT INTO sports_settlement_instructions (id, match_id, kind, instruction, created_at) VALUES ($1, $2, $3, $4, $5)', [
    full.id,
    match.id,
    full.kind,
    JSON.stringify(full),
    t.clock.now(),
  ]);
}

/** The feed's result on a market: settled, each named selection's result (a settle instruction's effect on the rows). */
export async function settleMarket(t: { db: Queryable }, match: MatchFixture, marketKey: string, results: Record<string, string>): Promise<void> {
  await t.db.query(`UPDATE sports_markets SET status = 'settled' WHERE id = $1`, [match.markets.get(marketKey)]);
  for (const [selectionKey, result] of Object.entries(results))
    await t.db.query('UPDATE sports_selections SET result = $2 WHERE id = $1', [match.selections.get(`${marketKey}|${selectionKey}`), result]);
}

/** A rollback of the market's settlement, as the feed side applies it (features/sports/repo.ts unsettleMarkets) and hands it on. */
export async function rollBackSettlement(t: BetsTestApp, match: MatchFixture, marketKey: string, id: string): Promise<void> {
  await t.db.query(
    `WITH m AS (UPDATE sports_markets SET status = 'suspended' WHERE id = $1 RETURNING id)
     UPDATE sports_selections s SET result = NULL, status = 'suspended' FROM m WHERE s.market_id = m.id`,
    [match.markets.get(marketKey)],
  );
  await instruct(t, match, { id, kind: 'rollback-settlement', markets: [marketKey] });
}
