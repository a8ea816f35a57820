/**
 * SQL of the casino: the catalogue, favourites, recently played, seed pairs, demo wallets and
 * rounds. Free-spin campaigns and live tables have their own files.
 */
import type { Queryable } from '../../db/database.ts';
import { containsPattern, foldedSql } from '../../db/text-search.ts';

export type PlayStyle = 'single' | 'hand' | 'live' | 'external';
export type LobbyCategory = 'slots' | 'live' | 'roulette' | 'blackjack' | 'table';

export interface GameRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  provider_slug: string;
  provider_name: string;
  provider_kind: 'in_house' | 'external';
  category: LobbyCategory;
  game_type: string;
  engine: string | null;
  play_style: PlayStyle;
  /** NUMERIC arrives as text. */
  rtp: string;
  rtp_min: string;
  rtp_max: string;
  rtp_basis: string;
  volatility: string;
  max_win_multiplier: string;
  real_available: boolean;
  demo_available: boolean;
  wagering_percent: number;
  min_stake_centavos: bigint;
  max_stake_centavos: bigint;
  popularity: number;
  details: Record<string, unknown>;
  created_at: Date;
}

const GAME_COLUMNS = `g.id, g.uuid::text AS uuid, g.slug, g.name, g.provider_slug, p.name AS provider_name, p.kind AS provider_kind, g.category,
  g.game_type, g.engine, g.play_style, g.rtp, g.rtp_min, g.rtp_max, g.rtp_basis, g.volatility, g.max_win_multiplier, g.real_available,
  g.demo_available, g.wagering_percent, g.min_stake_centavos, g.max_stake_centavos, g.popularity, g.details, g.created_at`;
const GAMES = 'casino_games g JOIN casino_providers p ON p.slug = g.provider_slug';

const FOLDED = foldedSql("g.name || ' ' || p.name");

export async function gameByUuidOrSlug(db: Queryable, key: string): Promise<GameRow | null> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  const rows = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAMES} WHERE ${isUuid ? 'g.uuid = $1::uuid' : 'g.slug = $1'}`, [key.toLowerCase()]);
  return rows.rows[0] ?? null;
}

export async function gamesByUuid(db: Queryable, uuids: readonly string[]): Promise<GameRow[]> {
  if (uuids.length === 0) return [];
  return (await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAMES} WHERE g.uuid = ANY ($1::uuid[])`, [uuids])).rows;
}

/** The `limit` most popular games (the pool the overlay's random picks come from). */
export async function popularGames(db: Queryable, limit: number): Promise<GameRow[]> {
  return (await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAMES} ORDER BY g.popularity DESC, g.id LIMIT $1`, [limit])).rows;
}

/** Games whose name or provider contains `folded` (already accent-folded, lower case). */
export async function searchGames(db: Queryable, folded: string, limit: number): Promise<GameRow[]> {
  const pattern = containsPattern(folded);
  return (
    await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAMES} WHERE ${FOLDED} LIKE $1 ESCAPE '\\' ORDER BY g.popularity DESC, g.name, g.id LIMIT $2`, [
      pattern,
      limit,
    ])
  ).rows;
}

export type GameSort = 'popular' | 'new' | 'name';

const ORDER: Record<GameSort, string> = {
  popular: 'g.popularity DESC, g.id',
  new: 'g.created_at DESC, g.id DESC',
  // A to Z as a player reads it: the database's C collation puts every capital before any small
  // letter and accented letters after z ("Bacará Punto Banco" before "Bacará ao Vivo").
  name: `${foldedSql('g.name')}, g.name, g.id`,
};

export async function listGames(
  db: Queryable,
  filters: { category: string | null; provider: string | null; sort: GameSort; limit: number; offset: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const rows = await db.query<GameRow & { total: bigint }>(
    `SELECT ${GAME_COLUMNS}, count(*) OVER () AS total FROM ${GAMES}
     WHERE ($1::text IS NULL OR g.category = $1) AND ($2::text IS NULL OR g.provider_slug = $2)
     ORDER BY ${ORDER[filters.sort]} LIMIT $3 OFFSET $4`,
    [filters.category, filters.provider, filters.limit, filters.offset],
  );
  let total = rows.rows[0] ? Number(rows.rows[0].total) : 0;
  if (rows.rows.length === 0 && filters.offset > 0) {
    const counted = await db.query<{ total: bigint }>(
      `SELECT count(*) AS total FROM casino_games g WHERE ($1::text IS NULL OR g.category = $1) AND ($2::text IS NULL OR g.provider_slug = $2)`,
      [filters.category, filters.provider],
    );
    total = Number(counted.rows[0]!.total);
  }
  return { rows: rows.rows, total };
}

export async function providers(db: Queryable): Promise<{ slug: string; name: string; kind: string; games_count: bigint }[]> {
  return (
    await db.query<{ slug: string; name: string; kind: string; games_count: bigint }>(
      `SELECT p.slug, p.name, p.kind, count(g.uuid) AS games_count FROM casino_providers p LEFT JOIN casino_games g ON g.provider_slug = p.slug
       GROUP BY p.slug, p.name, p.kind, p.sort_order ORDER BY p.sort_order, p.name`,
    )
  ).rows;
}

// ---------------------------------------------------------------- favourites and recently played

export async function favourites(db: Queryable, userId: bigint): Promise<GameRow[]> {
  return (
    await db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM casino_favourites f JOIN ${GAMES} ON g.uuid = f.game_uuid WHERE f.user_id = $1 ORDER BY f.created_at DESC`,
      [userId],
    )
  ).rows;
}

export async function addFavourite(db: Queryable, userId: bigint, gameUuid: string, now: Date): Promise<void> {
  await db.query('INSERT INTO casino_favourites (user_id, game_uuid, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, gameUuid, now]);
}

export async function removeFavourite(db: Queryable, userId: bigint, gameUuid: string): Promise<void> {
  await db.query('DELETE FROM casino_favourites WHERE user_id = $1 AND game_uuid = $2', [userId, gameUuid]);
}

/** The games the player played last (in-house, external and live), most recent first. */
export async function recentGames(db: Queryable, userId: bigint, limit: number): Promise<(GameRow & { last_played_at: Date })[]> {
  return (
    await db.query<GameRow & { last_played_at: Date }>(
      `WITH played AS (
         SELECT game_uuid, max(created_at) AS last_played_at FROM casino_rounds WHERE user_id = $1 GROUP BY game_uuid
         UNION ALL
         SELECT t.game_uuid, max(b.created_at) FROM casino_live_bets b JOIN casino_live_rounds r ON r.id = b.round_id
           JOIN casino_live_tables t ON t.id = r.table_id WHERE b.user_id = $1 GROUP BY t.game_uuid
       ), latest AS (SELECT game_uuid, max(last_played_at) AS last_played_at FROM played GROUP BY game_uuid)
       SELECT ${GAME_COLUMNS}, l.last_played_at FROM latest l JOIN ${GAMES} ON g.uuid = l.game_uuid ORDER BY l.last_played_at DESC LIMIT $2`,
      [userId, limit],
    )
  ).rows;
}

// ---------------------------------------------------------------- seed pairs

export interface SeedPairRow {
  id: bigint;
  user_id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: bigint;
  status: 'active' | 'revealed';
  created_at: Date;
  revealed_at: Date | null;
  /** The server seed the player's next pair will use, drawn in advance (never shown); null once revealed. */
  next_server_seed: string | null;
  /** Its commitment, shown before the player picks the next client seed. */
  next_server_seed_hash: string | null;
}

const SEED_COLUMNS = 'id, user_id, server_seed, server_seed_hash, client_seed, nonce, status, created_at, revealed_at, next_server_seed, next_server_seed_hash';

export async function activeSeedPair(db: Queryable, userId: bigint, options: { lock?: boolean } = {}): Promise<SeedPairRow | null> {
  const rows = await db.query<SeedPairRow>(
    `SELECT ${SEED_COLUMNS} FROM casino_seed_pairs WHERE user_id = $1 AND status = 'active'${options.lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows.rows[0] ?? null;
}

export async function lastRevealedSeedPair(db: Queryable, userId: bigint): Promise<SeedPairRow | null> {
  const rows = await db.query<SeedPairRow>(
    `SELECT ${SEED_COLUMNS} FROM casino_seed_pairs WHERE user_id = $1 AND status = 'revealed' ORDER BY revealed_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return rows.rows[0] ?? null;
}

export async function seedPairById(db: Queryable, id: bigint): Promise<SeedPairRow | null> {
  return (await db.query<SeedPairRow>(`SELECT ${SEED_COLUMNS} FROM casino_seed_pairs WHERE id = $1`, [id])).rows[0] ?? null;
}

/** Opens a pair unless the player has one (a concurrent opener may win: then nothing happens and the answer is false). */
export async function insertSeedPair(
  db: Queryable,
  pair: { userId: bigint; serverSeed: string; serverSeedHash: string; clientSeed: string; nextServerSeed: string; nextServerSeedHash: string; now: Date },
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO casino_seed_pairs (user_id, server_seed, server_seed_hash, client_seed, status, created_at, next_server_seed, next_server_seed_hash)
     VALUES ($1, $2, $3, $4, 'active', $5, $6, $7) ON CONFLICT DO NOTHING`,
    [pair.userId, pair.serverSeed, pair.serverSeedHash, pair.clientSeed, pair.now, pair.nextServerSeed, pair.nextServerSeedHash],
  );
  return inserted.rowCount > 0;
}

/**
 * Holds the player's seed pairs until the transaction ends, so rotations run one after another: a
 * second one waiting on the active pair's row lock would otherwise find it revealed when the
 * first commits, and (READ COMMITTED) not yet see the pair that replaced it.
 */
export async function holdSeedPairs(db: Queryable, userId: bigint): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`casino-seeds:${userId}`]);
}

/** Takes the next nonce of the player's active pair, atomically; null when the player has none. */
export async function takeNonce(db: Queryable, userId: bigint): Promise<SeedPairRow | null> {
  const rows = await db.query<SeedPairRow>(
    `UPDATE casino_seed_pairs SET nonce = nonce + 1 WHERE user_id = $1 AND status = 'active'
     RETURNING id, user_id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce, status, created_at, revealed_at, next_server_seed,
       next_server_seed_hash`,
    [userId],
  );
  return rows.rows[0] ?? null;
}

/** Reveals a pair; its successor's seed goes (it becomes the next pair's own), its hash stays as the link to that pair. */
export async function revealSeedPair(db: Queryable, id: bigint, now: Date): Promise<void> {
  await db.query(`UPDATE casino_seed_pairs SET status = 'revealed', revealed_at = $2, next_server_seed = NULL WHERE id = $1`, [id, now]);
}

// ---------------------------------------------------------------- demo wallets

/** The player's play money, opened at `startCentavos` if new; locked with `lock`. */
export async function demoBalance(db: Queryable, userId: bigint, startCentavos: bigint, now: Date, options: { lock?: boolean } = {}): Promise<bigint> {
  const select = `SELECT balance_centavos FROM casino_demo_wallets WHERE user_id = $1${options.lock ? ' FOR UPDATE' : ''}`;
  let rows = await db.query<{ balance_centavos: bigint }>(select, [userId]);
  if (rows.rows.length === 0) {
    await db.query('INSERT INTO casino_demo_wallets (user_id, balance_centavos, updated_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      userId,
      startCentavos,
      now,
    ]);
    rows = await db.query<{ balance_centavos: bigint }>(select, [userId]);
  }
  return rows.rows[0]!.balance_centavos;
}

/** Adds `deltaCentavos` (negative for a stake); null when it would go below zero. */
export async function moveDemoBalance(db: Queryable, userId: bigint, deltaCentavos: bigint, now: Date): Promise<bigint | null> {
  const rows = await db.query<{ balance_centavos: bigint }>(
    `UPDATE casino_demo_wallets SET balance_centavos = balance_centavos + $2, updated_at = $3
     WHERE user_id = $1 AND balance_centavos + $2 >= 0 RETURNING balance_centavos`,
    [userId, deltaCentavos, now],
  );
  return rows.rows[0]?.balance_centavos ?? null;
}

export async function resetDemoBalance(db: Queryable, userId: bigint, startCentavos: bigint, now: Date): Promise<bigint> {
  await db.query(
    `INSERT INTO casino_demo_wallets (user_id, balance_centavos, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET balance_centavos = EXCLUDED.balance_centavos, updated_at = EXCLUDED.updated_at`,
    [userId, startCentavos, now],
  );
  return startCentavos;
}

// ---------------------------------------------------------------- rounds

export interface RoundRow {
  id: bigint;
  user_id: bigint;
  game_uuid: string;
  mode: 'real' | 'demo';
  status: 'open' | 'settled' | 'cancelled';
  game_type: string;
  wagering_percent: number;
  stake_centavos: bigint;
  stake_cash_centavos: bigint;
  stake_bonus_centavos: bigint;
  payout_centavos: bigint;
  returned_centavos: bigint;
  bet: Record<string, unknown>;
  outcome: Record<string, unknown> | null;
  state: Record<string, unknown> | null;
  steps: number;
  seed_pair_id: bigint | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: bigint | null;
  free_spin_campaign_id: bigint | null;
  provider_round_id: string | null;
  cash_after_centavos: bigint | null;
  bonus_after_centavos: bigint | null;
  demo_after_centavos: bigint | null;
  created_at: Date;
  updated_at: Date;
  settled_at: Date | null;
  expires_at: Date | null;
}

export const ROUND_COLUMNS = `id, user_id, game_uuid::text AS game_uuid, mode, status, game_type, wagering_percent, stake_centavos, stake_cash_centavos,
  stake_bonus_centavos, payout_centavos, returned_centavos, bet, outcome, state, steps, seed_pair_id, server_seed_hash, client_seed, nonce,
  free_spin_campaign_id, provider_round_id, cash_after_centavos, bonus_after_centavos, demo_after_centavos, created_at, updated_at, settled_at, expires_at`;

export interface NewRound {
  userId: bigint;
  game: Pick<GameRow, 'uuid' | 'game_type' | 'wagering_percent'>;
  mode: 'real' | 'demo';
  status: 'open' | 'settled';
  stakeCentavos: bigint;
  stakeCashCentavos: bigint;
  stakeBonusCentavos: bigint;
  payoutCentavos: bigint;
  bet: unknown;
  outcome: unknown;
  state: unknown;
  seeds: { pairId: bigint; serverSeedHash: string; clientSeed: string; nonce: bigint };
  freeSpinCampaignId: bigint | null;
  cashAfterCentavos: bigint | null;
  bonusAfterCentavos: bigint | null;
  demoAfterCentavos: bigint | null;
  now: Date;
  expiresAt: Date | null;
  /** The request's Idempotency-Key (single-step plays). */
  idempotencyKey?: string | null;
}

export async function insertRound(db: Queryable, round: NewRound): Promise<bigint> {
  const rows = await db.query<{ id: bigint }>(
    `INSERT INTO casino_rounds (user_id, game_uuid, mode, status, game_type, wagering_percent, stake_centavos, stake_cash_centavos, stake_bonus_centavos,
       payout_centavos, bet, outcome, state, seed_pair_id, server_seed_hash, client_seed, nonce, free_spin_campaign_id, cash_after_centavos,
       bonus_after_centavos, demo_after_centavos, created_at, updated_at, settled_at, expires_at, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22, $23, $24, $25) RETURNING id`,
    [
      round.userId,
      round.game.uuid,
      round.mode,
      round.status,
      round.game.game_type,
      round.game.wagering_percent,
      round.stakeCentavos,
      round.stakeCashCentavos,
      round.stakeBonusCentavos,
      round.payoutCentavos,
      JSON.stringify(round.bet),
      round.outcome === null ? null : JSON.stringify(round.outcome),
      round.state === null ? null : JSON.stringify(round.state),
      round.seeds.pairId,
      round.seeds.serverSeedHash,
      round.seeds.clientSeed,
      round.seeds.nonce,
      round.freeSpinCampaignId,
      round.cashAfterCentavos,
      round.bonusAfterCentavos,
      round.demoAfterCentavos,
      round.now,
      round.status === 'settled' ? round.now : null,
      round.expiresAt,
      round.idempotencyKey ?? null,
    ],
  );
  return rows.rows[0]!.id;
}

/**
 * Holds a player's Idempotency-Key of a casino play (`play`) or of a live-table bet (`live-bet`) until
 * the transaction ends, so the same key sent at once (even for the other mode, whose plays lock
 * another wallet) is used once. Each kind has its own keys, as each has its own table.
 */
export async function holdPlayKey(db: Queryable, kind: 'play' | 'live-bet', userId: bigint, idempotencyKey: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`casino-${kind}:${userId}:${idempotencyKey}`]);
}

/** The round a player's Idempotency-Key played, if any (under `holdPlayKey`). */
export async function roundByIdempotencyKey(db: Queryable, userId: bigint, idempotencyKey: string): Promise<RoundRow | null> {
  await holdPlayKey(db, 'play', userId, idempotencyKey);
  return (
    (await db.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM casino_rounds WHERE user_id = $1 AND idempotency_key = $2`, [userId, idempotencyKey])).rows[0] ??
    null
  );
}

export async function roundById(db: Queryable, id: bigint, options: { lock?: boolean } = {}): Promise<RoundRow | null> {
  return (await db.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM casino_rounds WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id])).rows[0] ?? null;
}

export async function openHand(db: Queryable, userId: bigint, gameUuid: string, options: { lock?: boolean } = {}): Promise<RoundRow | null> {
  const rows = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM casino_rounds WHERE user_id = $1 AND game_uuid = $2 AND status = 'open' AND provider_round_id IS NULL${options.lock ? ' FOR UPDATE' : ''}`,
    [userId, gameUuid],
  );
  return rows.rows[0] ?? null;
}

/**
 * Holds the player's hands of one game until the transaction ends, whichever the mode: real deals
 * are serialised by the wallet lock, demo ones by nothing else, and a real and a demo deal lock
 * different wallets. Taken before looking for the open hand, so a second deal waits, then sees the
 * first one's hand (409) instead of colliding with it on `casino_rounds_open_hand`.
 */
export async function holdHands(db: Queryable, userId: bigint, gameUuid: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`casino-hand:${userId}:${gameUuid}`]);
}

/** Whether the player has a hand of ours in play (of either mode, or of `mode` only). */
export async function hasOpenHands(db: Queryable, userId: bigint, mode?: 'real' | 'demo'): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM casino_rounds WHERE user_id = $1 AND status = 'open' AND provider_round_id IS NULL AND ($2::text IS NULL OR mode = $2) LIMIT 1`,
    [userId, mode ?? null],
  );
  return rows.rowCount > 0;
}

export async function updateHand(
  db: Queryable,
  id: bigint,
  change: {
    status: 'open' | 'settled';
    stakeCentavos: bigint;
    stakeCashCentavos: bigint;
    stakeBonusCentavos: bigint;
    payoutCentavos: bigint;
    outcome: unknown;
    state: unknown;
    steps: number;
    cashAfterCentavos: bigint | null;
    bonusAfterCentavos: bigint | null;
    demoAfterCentavos: bigint | null;
    now: Date;
    expiresAt: Date | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE casino_rounds SET status = $2, stake_centavos = $3, stake_cash_centavos = $4, stake_bonus_centavos = $5, payout_centavos = $6,
       outcome = $7, state = $8, steps = $9, cash_after_centavos = $10, bonus_after_centavos = $11, demo_after_centavos = $12, updated_at = $13::timestamptz,
       settled_at = CASE WHEN $2::text = 'settled' THEN $13::timestamptz ELSE NULL END, expires_at = $14
     WHERE id = $1`,
    [
      id,
      change.status,
      change.stakeCentavos,
      change.stakeCashCentavos,
      change.stakeBonusCentavos,
      change.payoutCentavos,
      JSON.stringify(change.outcome),
      change.state === null ? null : JSON.stringify(change.state),
      change.steps,
      change.cashAfterCentavos,
      change.bonusAfterCentavos,
      change.demoAfterCentavos,
      change.now,
      change.expiresAt,
    ],
  );
}

/** Open hands whose time ran out, claimed for this node (SKIP LOCKED: other nodes take others). */
export async function claimExpiredHands(db: Queryable, now: Date, limit: number): Promise<RoundRow[]> {
  return (
    await db.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM casino_rounds WHERE status = 'open' AND expires_at IS NOT NULL AND expires_at <= $1
       ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    )
  ).rows;
}

export async function playerRounds(
  db: Queryable,
  userId: bigint,
  filters: { gameUuid: string | null; limit: number; beforeId: bigint | null },
): Promise<RoundRow[]> {
  return (
    await db.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM casino_rounds WHERE user_id = $1 AND ($2::uuid IS NULL OR game_uuid = $2::uuid) AND ($3::bigint IS NULL OR id < $3)
       ORDER BY id DESC LIMIT $4`,
      [userId, filters.gameUuid, filters.beforeId, filters.limit],
    )
  ).rows;
}
