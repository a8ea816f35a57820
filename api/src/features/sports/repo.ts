/**
 * SQL of the sports feeds: the one repository every feed (simulator, replay, odds-feed adapter)
 * writes the sportsbook's tables through. Times come from the app's clock, never `now()`.
 */
import type { Queryable } from '../../db/database.ts';
import type { MarketQuote, MarketStatus, MatchState, MatchStatus, PeriodScores, SelectionStatus, Sport, TimelineEvent } from '../../domain/sports/model.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import type { Script } from '../../domain/sports/script.ts';
import type { LeagueInfo } from './data.ts';

type Json = Record<string, unknown> | unknown[];

/** `($1, $2), ($3, $4)…` for rows of `width` parameters starting after `offset`. */
function placeholders(rows: number, width: number, offset = 0, casts: readonly string[] = []): string {
  return Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, c) => `$${offset + r * width + c + 1}${r === 0 && casts[c] ? `::${casts[c]}` : ''}`).join(', ')})`,
  ).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Lease: one feed runner across API nodes.

/** Takes or renews the lease; false when another holder has it. */
export async function acquireLease(db: Queryable, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO sports_feed_leases (name, holder, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
      WHERE sports_feed_leases.holder = EXCLUDED.holder OR sports_feed_leases.expires_at <= $4
     RETURNING holder`,
    [name, holder, until, now],
  );
  return result.rowCount === 1;
}

export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query('DELETE FROM sports_feed_leases WHERE name = $1 AND holder = $2', [name, holder]);
}

// ---------------------------------------------------------------------------------------------
// Leagues and fixtures.

export async function upsertLeagues(db: Queryable, leagues: readonly LeagueInfo[]): Promise<void> {
  if (leagues.length === 0) return;
  const params = leagues.flatMap((l) => [l.id, l.sport, l.name, l.country, l.countryCode, l.season, l.priority]);
  await db.query(
    `INSERT INTO sports_leagues (id, sport, name, country, country_code, season, priority)
     VALUES ${placeholders(leagues.length, 7, 0, ['text', 'text', 'text', 'text', 'text', 'text', 'integer'])}
     ON CONFLICT (id) DO UPDATE SET sport = EXCLUDED.sport, name = EXCLUDED.name, country = EXCLUDED.country,
       country_code = EXCLUDED.country_code, season = EXCLUDED.season, priority = EXCLUDED.priority`,
    params,
  );
}

export async function existingExternalIds(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.query<{ external_id: string }>('SELECT external_id FROM sports_matches WHERE external_id = ANY ($1::text[])', [ids]);
  return new Set(result.rows.map((row) => row.external_id));
}

export interface NewFixture {
  externalId: string;
  feed: 'simulator' | 'replay' | 'odds_feed';
  sport: Sport;
  leagueId: string;
  home: string;
  away: string;
  startsAt: Date;
  status: MatchStatus;
  referee: string | null;
  venue: string | null;
  pricing: Json;
  now: Date;
}

/** Inserts a fixture; null when it already exists. */
export async function insertFixture(tx: Queryable, fixture: NewFixture): Promise<bigint | null> {
  const result = await tx.query<{ id: bigint }>(
    `INSERT INTO sports_matches (external_id, feed, sport, league_id, home_team, away_team, starts_at, status, referee, venue, pricing, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (external_id) DO NOTHING RETURNING id`,
    [
      fixture.externalId,
      fixture.feed,
      fixture.sport,
      fixture.leagueId,
      fixture.home,
      fixture.away,
      fixture.startsAt,
      fixture.status,
      fixture.referee,
      fixture.venue,
      JSON.stringify(fixture.pricing),
      fixture.now,
    ],
  );
  return result.rows[0]?.id ?? null;
}

export async function insertFeedMatch(
  tx: Queryable,
  row: { matchId: bigint; feed: string; script: Script | null; state: MatchState | null; nextAt: Date | null; producer: number | null; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO sports_feed_matches (match_id, feed, script, applied, state, producer, next_at, updated_at)
     VALUES ($1, $2, $3, 0, $4, $5, $6, $7) ON CONFLICT (match_id) DO NOTHING`,
    [row.matchId, row.feed, row.script === null ? null : JSON.stringify(row.script), JSON.stringify(row.state ?? {}), row.producer, row.nextAt, row.now],
  );
}

// ---------------------------------------------------------------------------------------------
// Scripted matches due for play.

export async function dueMatchIds(db: Queryable, now: Date, limit: number, after: readonly string[]): Promise<bigint[]> {
  const result = await db.query<{ match_id: bigint }>(
    `SELECT match_id FROM sports_feed_matches
      WHERE next_at IS NOT NULL AND next_at <= $1 AND NOT (match_id = ANY ($3::bigint[]))
      ORDER BY next_at, match_id LIMIT $2`,
    [now, limit, after],
  );
  return result.rows.map((row) => row.match_id);
}

export interface FeedMatchRow {
  id: bigint;
  external_id: string;
  feed: 'simulator' | 'replay' | 'odds_feed';
  sport: Sport;
  league_id: string;
  starts_at: Date;
  status: MatchStatus;
  minute: number | null;
  version: number;
  pricing: Json;
  suspended_until: Date | null;
  script: Script | null;
  applied: number;
  state: MatchState | Record<string, never>;
  producer: number | null;
  priced_at: number | null;
}

/** Locks a match's feed row (another node working on it is skipped: null). */
export async function lockFeedMatch(tx: Queryable, matchId: bigint): Promise<FeedMatchRow | null> {
  const result = await tx.query<FeedMatchRow>(
    `SELECT m.id, m.external_id, m.feed, m.sport, m.league_id, m.starts_at, m.status, m.minute, m.version, m.pricing, m.suspended_until,
            f.script, f.applied, f.state, f.producer, f.priced_at
       FROM sports_feed_matches f JOIN sports_matches m ON m.id = f.match_id
      WHERE f.match_id = $1 FOR UPDATE OF f SKIP LOCKED`,
    [matchId],
  );
  return result.rows[0] ?? null;
}

export async function lockFeedMatchByExternalId(tx: Queryable, externalId: string): Promise<FeedMatchRow | null> {
  const result = await tx.query<FeedMatchRow>(
    `SELECT m.id, m.external_id, m.feed, m.sport, m.league_id, m.starts_at, m.status, m.minute, m.version, m.pricing, m.suspended_until,
            f.script, f.applied, f.state, f.producer, f.priced_at
       FROM sports_matches m JOIN sports_feed_matches f ON f.match_id = m.id
      WHERE m.external_id = $1 FOR UPDATE OF f`,
    [externalId],
  );
  return result.rows[0] ?? null;
}

export async function updateFeedMatch(
  tx: Queryable,
  matchId: bigint,
  row: { applied: number; state: MatchState; nextAt: Date | null; pricedAt: number | null; now: Date },
): Promise<void> {
  await tx.query('UPDATE sports_feed_matches SET applied = $2, state = $3, next_at = $4, priced_at = $5, updated_at = $6 WHERE match_id = $1', [
    matchId,
    row.applied,
    JSON.stringify(row.state),
    row.nextAt,
    row.pricedAt,
    row.now,
  ]);
}

export async function setFeedProducer(tx: Queryable, matchId: bigint, producer: number, now: Date): Promise<void> {
  await tx.query('UPDATE sports_feed_matches SET producer = $2, updated_at = $3 WHERE match_id = $1 AND producer IS DISTINCT FROM $2', [
    matchId,
    producer,
    now,
  ]);
}

// ---------------------------------------------------------------------------------------------
// The match row.

/** The live columns a feed writes. `score` is what markets settle on (football: regular time). */
export interface MatchColumns {
  status: MatchStatus;
  minute: number | null;
  period: number | null;
  homeScore: number;
  awayScore: number;
  htHome: number | null;
  htAway: number | null;
  homeRed: number;
  awayRed: number;
  periods: PeriodScores;
  events: readonly TimelineEvent[];
  suspendedUntil: Date | null;
  finishedAt: Date | null;
}

/** Writes the live columns and bumps the version; returns the new version. */
export async function updateMatch(tx: Queryable, matchId: bigint, columns: MatchColumns, now: Date): Promise<number> {
  const result = await tx.query<{ version: number }>(
    `UPDATE sports_matches SET status = $2, minute = $3, period = $4, home_score = $5, away_score = $6, ht_home_score = $7, ht_away_score = $8,
            home_red_cards = $9, away_red_cards = $10, periods = $11, events = $12, suspended_until = $13,
            finished_at = COALESCE(finished_at, $14), version = version + 1, updated_at = $15,
            status_since = CASE WHEN status IS DISTINCT FROM $2 THEN $15 ELSE status_since END
      WHERE id = $1 RETURNING version`,
    [
      matchId,
      columns.status,
      columns.minute,
      columns.period,
      columns.homeScore,
      columns.awayScore,
      columns.htHome,
      columns.htAway,
      columns.homeRed,
      columns.awayRed,
      JSON.stringify(columns.periods),
      JSON.stringify(columns.events),
      columns.suspendedUntil,
      columns.finishedAt,
      now,
    ],
  );
  return result.rows[0]?.version ?? 0;
}

/** Bumps the match's version (markets changed) and returns it. */
export async function bumpMatchVersion(tx: Queryable, matchId: bigint, now: Date): Promise<number> {
  const result = await tx.query<{ version: number }>('UPDATE sports_matches SET version = version + 1, updated_at = $2 WHERE id = $1 RETURNING version', [
    matchId,
    now,
  ]);
  return result.rows[0]?.version ?? 0;
}

export async function setKickoff(tx: Queryable, matchId: bigint, startsAt: Date, now: Date): Promise<void> {
  await tx.query('UPDATE sports_matches SET starts_at = $2, version = version + 1, updated_at = $3 WHERE id = $1', [matchId, startsAt, now]);
}

export interface MatchRowLite {
  id: bigint;
  external_id: string;
  sport: Sport;
  league_id: string;
  home_team: string;
  away_team: string;
  starts_at: Date;
  status: MatchStatus;
  minute: number | null;
  period: number | null;
  home_score: number;
  away_score: number;
  ht_home_score: number | null;
  ht_away_score: number | null;
  home_red_cards: number;
  away_red_cards: number;
  periods: PeriodScores;
  events: TimelineEvent[];
  suspended_until: Date | null;
  version: number;
}

export async function matchLite(db: Queryable, matchId: bigint): Promise<MatchRowLite | null> {
  const result = await db.query<MatchRowLite>(
    `SELECT id, external_id, sport, league_id, home_team, away_team, starts_at, status, minute, period, home_score, away_score, ht_home_score,
            ht_away_score, home_red_cards, away_red_cards, periods, events, suspended_until, version
       FROM sports_matches WHERE id = $1`,
    [matchId],
  );
  return result.rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Markets and selections.

export interface StoredSelection {
  id: bigint;
  key: string;
  price_hundredths: number | null;
  status: SelectionStatus;
  result: string | null;
}

export interface StoredMarket {
  id: bigint;
  key: string;
  kind: string;
  line: string | null;
  status: MarketStatus | 'settled';
  in_play: boolean;
  version: number;
  selections: StoredSelection[];
}

export async function loadMarkets(db: Queryable, matchId: bigint): Promise<StoredMarket[]> {
  const result = await db.query<{
    id: bigint;
    key: string;
    kind: string;
    line: string | null;
    status: StoredMarket['status'];
    in_play: boolean;
    version: number;
    sid: bigint | null;
    skey: string | null;
    price_hundredths: number | null;
    sstatus: SelectionStatus | null;
    result: string | null;
  }>(
    `SELECT mk.id, mk.key, mk.kind, mk.line, mk.status, mk.in_play, mk.version,
            s.id AS sid, s.key AS skey, s.price_hundredths, s.status AS sstatus, s.result
       FROM sports_markets mk LEFT JOIN sports_selections s ON s.market_id = mk.id
      WHERE mk.match_id = $1 ORDER BY mk.id, s.id`,
    [matchId],
  );
  const markets = new Map<string, StoredMarket>();
  for (const row of result.rows) {
    let market = markets.get(String(row.id));
    if (!market) {
      market = { id: row.id, key: row.key, kind: row.kind, line: row.line, status: row.status, in_play: row.in_play, version: row.version, selections: [] };
      markets.set(String(row.id), market);
    }
    if (row.sid !== null)
      market.selections.push({
        id: row.sid,
        key: row.skey as string,
        price_hundredths: row.price_hundredths,
        status: row.sstatus as SelectionStatus,
        result: row.result,
      });
  }
  return [...markets.values()];
}

/** A market as it changed, with ids (what the match channel publishes). */
export interface ChangedMarket {
  id: bigint;
  key: string;
  kind: string;
  line: number | null;
  status: MarketStatus | 'settled';
  in_play: boolean;
  version: number;
  selections: { id: bigint; key: string; price_hundredths: number | null; status: SelectionStatus }[];
}

const asLine = (line: string | number | null) => (line === null ? null : Number(line));

function changedView(market: StoredMarket): ChangedMarket {
  return {
    id: market.id,
    key: market.key,
    kind: market.kind,
    line: asLine(market.line),
    status: market.status,
    in_play: market.in_play,
    version: market.version,
    selections: market.selections.map((s) => ({ id: s.id, key: s.key, price_hundredths: s.price_hundredths, status: s.status })),
  };
}

/**
 * Brings a match's markets to the quotes: inserts new markets and selections, updates what
 * changed (bumping each changed market's version), and treats markets missing from the quotes as
 * `missing` says (keep as they are, suspend, or close). Settled markets are left alone, and so
 * are closed ones with `reopenClosed: false` (the odds feed: only a rollback reopens a market it
 * closed). Returns the markets that changed.
 */
export async function writeMarkets(
  tx: Queryable,
  matchId: bigint,
  quotes: readonly MarketQuote[],
  now: Date,
  missing: 'keep' | 'suspend' | 'close' | ((key: string) => 'keep' | 'suspend' | 'close'),
  options: { reopenClosed?: boolean } = {},
): Promise<ChangedMarket[]> {
  const stored = await loadMarkets(tx, matchId);
  const byKey = new Map(stored.map((market) => [market.key, market]));
  const quoted = new Set(quotes.map((q) => q.key));
  const newMarkets: MarketQuote[] = [];
  const marketUpdates: { market: StoredMarket; status: StoredMarket['status']; inPlay: boolean }[] = [];
  const selectionUpdates: { id: bigint; price: number | null; status: SelectionStatus }[] = [];
  const newSelections: { market: StoredMarket; key: string; price: number | null; status: SelectionStatus }[] = [];
  const touched = new Set<StoredMarket>();

  for (const q of quotes) {
    const market = byKey.get(q.key);
    if (!market) {
      newMarkets.push(q);
      continue;
    }
    if (market.status === 'settled') continue;
    if (market.status === 'closed' && options.reopenClosed === false) continue;
    if (market.status !== q.status || market.in_play !== q.inPlay) {
      marketUpdates.push({ market, status: q.status, inPlay: q.inPlay });
      touched.add(market);
    }
    const selections = new Map(market.selections.map((s) => [s.key, s]));
    for (const s of q.selections) {
      const current = selections.get(s.key);
      if (!current) {
        newSelections.push({ market, key: s.key, price: s.priceHundredths, status: s.status });
        touched.add(market);
      } else if (current.price_hundredths !== s.priceHundredths || current.status !== s.status) {
        selectionUpdates.push({ id: current.id, price: s.priceHundredths, status: s.status });
        current.price_hundredths = s.priceHundredths;
        current.status = s.status;
        touched.add(market);
      }
    }
  }
  const missingFor = typeof missing === 'function' ? missing : () => missing;
  for (const market of stored) {
    if (quoted.has(market.key) || market.status === 'settled' || market.status === 'closed') continue;
    const rule = missingFor(market.key);
    if (rule === 'keep') continue;
    const target: MarketStatus = rule === 'close' ? 'closed' : 'suspended';
    if (market.status === target) continue;
    marketUpdates.push({ market, status: target, inPlay: market.in_play });
    for (const s of market.selections) {
      if (s.status !== 'suspended') {
        selectionUpdates.push({ id: s.id, price: s.price_hundredths, status: 'suspended' });
        s.status = 'suspended';
      }
    }
    touched.add(market);
  }

  const changed: ChangedMarket[] = [];
  if (newMarkets.length > 0) {
    const inserted = await tx.query<{ id: bigint; key: string }>(
      `INSERT INTO sports_markets (match_id, key, kind, line, status, in_play, version, updated_at)
       SELECT $1::bigint, v.key, v.kind, v.line, v.status, v.in_play, 1, $2::timestamptz
         FROM (VALUES ${placeholders(newMarkets.length, 5, 2, ['text', 'text', 'numeric', 'text', 'boolean'])}) AS v(key, kind, line, status, in_play)
       ON CONFLICT (match_id, key) DO NOTHING RETURNING id, key`,
      [matchId, now, ...newMarkets.flatMap((q) => [q.key, q.kind, q.line === null ? null : String(q.line), q.status, q.inPlay])],
    );
    const ids = new Map(inserted.rows.map((row) => [row.key, row.id]));
    const rows = newMarkets.flatMap((q) => {
      const id = ids.get(q.key);
      return id === undefined ? [] : q.selections.map((s) => ({ id, q, s }));
    });
    if (rows.length > 0) {
      const sels = await tx.query<{ id: bigint; market_id: bigint; key: string }>(
        `INSERT INTO sports_selections (market_id, key, price_hundredths, status, updated_at)
         SELECT v.market_id, v.key, v.price, v.status, $1::timestamptz
           FROM (VALUES ${placeholders(rows.length, 4, 1, ['bigint', 'text', 'integer', 'text'])}) AS v(market_id, key, price, status)
         RETURNING id, market_id, key`,
        [now, ...rows.flatMap(({ id, s }) => [String(id), s.key, s.priceHundredths, s.status])],
      );
      const selectionIds = new Map(sels.rows.map((row) => [`${row.market_id}:${row.key}`, row.id]));
      for (const q of newMarkets) {
        const id = ids.get(q.key);
        if (id === undefined) continue;
        changed.push({
          id,
          key: q.key,
          kind: q.kind,
          line: q.line,
          status: q.status,
          in_play: q.inPlay,
          version: 1,
          selections: q.selections.map((s) => ({
            id: selectionIds.get(`${id}:${s.key}`) as bigint,
            key: s.key,
            price_hundredths: s.priceHundredths,
            status: s.status,
          })),
        });
      }
    }
  }
  if (newSelections.length > 0) {
    const sels = await tx.query<{ id: bigint; market_id: bigint; key: string }>(
      `INSERT INTO sports_selections (market_id, key, price_hundredths, status, updated_at)
       SELECT v.market_id, v.key, v.price, v.status, $1::timestamptz
         FROM (VALUES ${placeholders(newSelections.length, 4, 1, ['bigint', 'text', 'integer', 'text'])}) AS v(market_id, key, price, status)
       ON CONFLICT (market_id, key) DO NOTHING RETURNING id, market_id, key`,
      [now, ...newSelections.flatMap((n) => [String(n.market.id), n.key, n.price, n.status])],
    );
    for (const row of sels.rows) {
      const added = newSelections.find((n) => n.market.id === row.market_id && n.key === row.key);
      if (added) added.market.selections.push({ id: row.id, key: row.key, price_hundredths: added.price, status: added.status, result: null });
    }
  }
  if (selectionUpdates.length > 0) {
    await tx.query(
      `UPDATE sports_selections s SET price_hundredths = v.price, status = v.status, updated_at = $1
         FROM (VALUES ${placeholders(selectionUpdates.length, 3, 1, ['bigint', 'integer', 'text'])}) AS v(id, price, status)
        WHERE s.id = v.id`,
      [now, ...selectionUpdates.flatMap((u) => [String(u.id), u.price, u.status])],
    );
  }
  const versionBumps = [...touched];
  if (versionBumps.length > 0) {
    const statusOf = new Map(marketUpdates.map((u) => [u.market, u]));
    const rows = versionBumps.map((market) => {
      const update = statusOf.get(market);
      return { market, status: update?.status ?? market.status, inPlay: update?.inPlay ?? market.in_play };
    });
    const result = await tx.query<{ id: bigint; version: number }>(
      `UPDATE sports_markets mk SET status = v.status, in_play = v.in_play, version = mk.version + 1, updated_at = $1
         FROM (VALUES ${placeholders(rows.length, 3, 1, ['bigint', 'text', 'boolean'])}) AS v(id, status, in_play)
        WHERE mk.id = v.id RETURNING mk.id, mk.version`,
      [now, ...rows.flatMap((r) => [String(r.market.id), r.status, r.inPlay])],
    );
    const versions = new Map(result.rows.map((row) => [String(row.id), row.version]));
    for (const { market, status, inPlay } of rows) {
      market.status = status;
      market.in_play = inPlay;
      market.version = versions.get(String(market.id)) ?? market.version + 1;
      changed.push(changedView(market));
    }
  }
  return changed;
}

/**
 * Sets the status of a match's markets (all, or those keys), prices kept; returns what changed.
 * Opening a market makes its priced selections active, except those `inactive` lists for it (by
 * market key: what the feed last gave as inactive, which reopening must not make bettable).
 */
export async function setMarketStatus(
  tx: Queryable,
  matchId: bigint,
  keys: readonly string[] | 'all',
  status: MarketStatus,
  now: Date,
  inactive: Readonly<Record<string, readonly string[]>> = {},
): Promise<ChangedMarket[]> {
  const stored = await loadMarkets(tx, matchId);
  const quotes: MarketQuote[] = [];
  for (const market of stored) {
    if (market.status === 'settled' || (keys !== 'all' && !keys.includes(market.key))) continue;
    if (market.status === 'closed' && status !== 'closed') continue;
    quotes.push({
      key: market.key,
      kind: market.kind,
      line: asLine(market.line),
      status,
      inPlay: market.in_play,
      selections: market.selections.map((s) => ({
        key: s.key,
        priceHundredths: s.price_hundredths,
        status: status === 'open' && s.price_hundredths !== null && !inactive[market.key]?.includes(s.key) ? 'active' : 'suspended',
      })),
    });
  }
  return writeMarkets(tx, matchId, quotes, now, 'keep');
}

/** Every market of every odds-feed event a producer prices, suspended; returns the match ids touched. */
export async function suspendProducerMarkets(tx: Queryable, producer: number, now: Date): Promise<bigint[]> {
  const result = await tx.query<{ match_id: bigint }>(
    `WITH m AS (
       UPDATE sports_markets mk SET status = 'suspended', version = mk.version + 1, updated_at = $2
         FROM sports_feed_matches f
        WHERE f.producer = $1 AND f.feed = 'odds_feed' AND mk.match_id = f.match_id AND mk.status = 'open'
        RETURNING mk.id, mk.match_id)
     , s AS (UPDATE sports_selections s SET status = 'suspended', updated_at = $2 FROM m WHERE s.market_id = m.id AND s.status = 'active' RETURNING s.id)
     SELECT DISTINCT match_id FROM m`,
    [producer, now],
  );
  return result.rows.map((row) => row.match_id);
}

/** Records results on selections and marks the markets settled. */
export async function settleMarkets(
  tx: Queryable,
  matchId: bigint,
  markets: readonly { marketKey: string; outcomes: readonly { selectionKey: string; result: string }[] }[],
  now: Date,
): Promise<void> {
  for (const market of markets) {
    const updated = await tx.query<{ id: bigint }>(
      `UPDATE sports_markets SET status = 'settled', version = version + 1, updated_at = $3 WHERE match_id = $1 AND key = $2 RETURNING id`,
      [matchId, market.marketKey, now],
    );
    const id = updated.rows[0]?.id;
    if (id === undefined || market.outcomes.length === 0) continue;
    await tx.query(
      `UPDATE sports_selections s SET result = v.result, status = 'suspended', updated_at = $2
         FROM (VALUES ${placeholders(market.outcomes.length, 2, 2, ['text', 'text'])}) AS v(key, result)
        WHERE s.market_id = $1 AND s.key = v.key`,
      [id, now, ...market.outcomes.flatMap((o) => [o.selectionKey, o.result])],
    );
  }
}

/** Takes results back: the markets are suspended again and their selections' results cleared. */
export async function unsettleMarkets(tx: Queryable, matchId: bigint, keys: readonly string[], now: Date): Promise<void> {
  await tx.query(
    `WITH m AS (UPDATE sports_markets SET status = 'suspended', version = version + 1, updated_at = $3
                 WHERE match_id = $1 AND key = ANY ($2::text[]) RETURNING id)
     UPDATE sports_selections s SET result = NULL, status = 'suspended', updated_at = $3 FROM m WHERE s.market_id = m.id`,
    [matchId, keys, now],
  );
}

/**
 * Closed markets back to suspended (a whole-market cancel taken back): the next odds reopen them.
 * Settled markets and selection results stay as they are.
 */
export async function reopenClosedMarkets(tx: Queryable, matchId: bigint, keys: readonly string[] | 'all', now: Date): Promise<void> {
  await tx.query(
    `WITH m AS (UPDATE sports_markets SET status = 'suspended', version = version + 1, updated_at = $3
                 WHERE match_id = $1 AND status = 'closed' AND ($2::text[] IS NULL OR key = ANY ($2::text[])) RETURNING id)
     UPDATE sports_selections s SET status = 'suspended', updated_at = $3 FROM m WHERE s.market_id = m.id`,
    [matchId, keys === 'all' ? null : keys, now],
  );
}

// ---------------------------------------------------------------------------------------------
// Settlement instructions and adapter state.

export async function insertInstruction(tx: Queryable, instruction: SettlementInstruction, now: Date): Promise<boolean> {
  const result = await tx.query(
    `INSERT INTO sports_settlement_instructions (id, match_id, kind, instruction, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [instruction.id, instruction.matchId, instruction.kind, JSON.stringify(instruction), now],
  );
  return result.rowCount === 1;
}

export async function loadCursor<T>(db: Queryable, feed: string): Promise<T | null> {
  const result = await db.query<{ state: T }>('SELECT state FROM sports_feed_cursors WHERE feed = $1', [feed]);
  return result.rows[0]?.state ?? null;
}

export async function saveCursor(db: Queryable, feed: string, state: unknown, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO sports_feed_cursors (feed, state, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (feed) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`,
    [feed, JSON.stringify(state), now],
  );
}
