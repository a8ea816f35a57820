/**
 * SQL of the bets feature. Reads matches, markets and selections (written by the feed and the
 * pricing job); writes only `bets` and `bet_selections`.
 */
import type { Queryable } from '../../db/database.ts';
import type { LegFacts, LegResult, Sport } from '../../domain/bets/index.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';

/** One leg to look up: by selection id, or by market and selection key aliases, within a match. */
export interface LegLookup {
  matchId: bigint | null;
  selectionId: bigint | null;
  marketKeys: string[];
  selectionKeys: string[];
}

interface LegRow {
  match_id: bigint;
  home_team: string;
  away_team: string;
  sport: Sport;
  match_status: string;
  starts_at: Date;
  suspended_until: Date | null;
  home_score: number;
  away_score: number;
  minute: number | null;
  period: number | null;
  selection_id: bigint | null;
  selection_key: string | null;
  market_key: string | null;
  market_status: string | null;
  in_play: boolean | null;
  price_hundredths: number | null;
  selection_status: string | null;
}

/** A leg's facts plus the team names (for the answer). */
export type LegFactsRow = LegFacts & { teams: { home: string; away: string } | null };

/** The legs' matches and every selection of them that any leg names; `$5`–`$8` are its parameters. */
const LEG_ROWS = `SELECT m.id AS match_id, m.home_team, m.away_team, m.sport, m.status AS match_status, m.starts_at, m.suspended_until, m.home_score,
            m.away_score, m.minute, m.period, x.selection_id, x.selection_key, x.market_key, x.market_status, x.in_play, x.price_hundredths,
            x.selection_status
       FROM sports_matches m
       LEFT JOIN LATERAL (
         SELECT s.id AS selection_id, s.key AS selection_key, mk.key AS market_key, mk.status AS market_status, mk.in_play,
                s.price_hundredths, s.status AS selection_status
           FROM sports_markets mk JOIN sports_selections s ON s.market_id = mk.id
          WHERE mk.match_id = m.id AND ((mk.key = ANY ($6::text[]) AND s.key = ANY ($7::text[])) OR s.id = ANY ($8::bigint[]))
       ) x ON true
      WHERE m.id = ANY ($5::bigint[])`;

function legParameters(lookups: readonly LegLookup[]): unknown[] {
  return [
    [...new Set(lookups.flatMap((lookup) => (lookup.matchId === null ? [] : [String(lookup.matchId)])))],
    [...new Set(lookups.flatMap((lookup) => lookup.marketKeys))],
    [...new Set(lookups.flatMap((lookup) => lookup.selectionKeys))],
    lookups.flatMap((lookup) => (lookup.selectionId === null ? [] : [String(lookup.selectionId)])),
  ];
}

/**
 * Each leg's facts, in order, from the rows of LEG_ROWS: a leg takes the rows of its own match and
 * names. `settleable` is left false for the caller to fill.
 */
function legFactsOf(rows: readonly LegRow[], lookups: readonly LegLookup[]): LegFactsRow[] {
  return lookups.map((lookup) => {
    const ofMatch = rows.filter((row) => row.match_id === lookup.matchId);
    const first = ofMatch[0];
    if (!first) return { teams: null, match: null, selection: null, settleable: false };
    const row = ofMatch.find((candidate) =>
      lookup.selectionId !== null
        ? candidate.selection_id === lookup.selectionId
        : candidate.selection_id !== null && lookup.marketKeys.includes(candidate.market_key!) && lookup.selectionKeys.includes(candidate.selection_key!),
    );
    return {
      teams: { home: first.home_team, away: first.away_team },
      match: {
        id: first.match_id,
        sport: first.sport,
        status: first.match_status,
        startsAtMs: first.starts_at.getTime(),
        suspendedUntilMs: first.suspended_until?.getTime() ?? null,
        homeScore: first.home_score,
        awayScore: first.away_score,
        minute: first.minute,
        period: first.period,
      },
      selection: row
        ? {
            id: row.selection_id!,
            key: row.selection_key!,
            marketKey: row.market_key!,
            marketStatus: row.market_status!,
            inPlay: row.in_play === true,
            priceHundredths: row.price_hundredths,
            status: row.selection_status!,
          }
        : null,
      settleable: false,
    };
  });
}

export interface NewBet {
  userId: bigint;
  frontendId: number;
  kind: 'single' | 'accumulator';
  live: boolean;
  stakeCentavos: bigint;
  stakeCashCentavos: bigint;
  stakeBonusCentavos: bigint;
  totalOddsHundredths: bigint;
  potentialWinCentavos: bigint;
  acceptOddsChanges: boolean;
  placedAt: Date;
}

export interface NewBetSelection {
  selectionId: bigint;
  matchId: bigint;
  marketKey: string;
  selectionKey: string;
  priceHundredths: number;
  details: Record<string, unknown>;
  scoreAtBet: Record<string, unknown> | null;
}

/** The bet as the JSON object the SQL function bets_insert takes (migration 014). */
function betJson(bet: NewBet, id: bigint | null): string {
  return JSON.stringify({
    id: id === null ? null : String(id),
    user_id: String(bet.userId),
    frontend_id: bet.frontendId,
    kind: bet.kind,
    live: bet.live,
    stake_centavos: String(bet.stakeCentavos),
    stake_cash_centavos: String(bet.stakeCashCentavos),
    stake_bonus_centavos: String(bet.stakeBonusCentavos),
    total_odds_hundredths: String(bet.totalOddsHundredths),
    potential_win_centavos: String(bet.potentialWinCentavos),
    accept_odds_changes: bet.acceptOddsChanges,
    placed_at: bet.placedAt.toISOString(),
  });
}

function legsJson(selections: readonly NewBetSelection[]): string {
  return JSON.stringify(
    selections.map((selection) => ({
      selection_id: String(selection.selectionId),
      match_id: String(selection.matchId),
      market_key: selection.marketKey,
      selection_key: selection.selectionKey,
      price_hundredths: selection.priceHundredths,
      details: selection.details,
      score_at_bet: selection.scoreAtBet,
    })),
  );
}

/** Inserts the bet and its legs in one statement; returns the bet id. */
export async function insertBet(q: Queryable, bet: NewBet, selections: readonly NewBetSelection[]): Promise<bigint> {
  const inserted = await q.query<{ id: bigint }>('SELECT bets_insert($1::jsonb, $2::jsonb) AS id', [betJson(bet, null), legsJson(selections)]);
  return inserted.rows[0]!.id;
}

/** What `bets_by_idempotency_key` answers for a withdrawn key (migration 031): no bet may be placed under it. */
export const WITHDRAWN_KEY = 0n;

/**
 * The bet an idempotency key already placed for this player (recent bets only), or WITHDRAWN_KEY.
 * The caller holds the player's wallet locks, so two requests with one key cannot both miss it.
 */
export async function findByIdempotencyKey(q: Queryable, userId: bigint, key: string, since: Date): Promise<bigint | null> {
  const result = await q.query<{ id: bigint | null }>('SELECT bets_by_idempotency_key($1, $2, $3) AS id', [userId, key, since]);
  return result.rows[0]?.id ?? null;
}

/**
 * Withdraws a key no bet was placed under (the caller holds the player's wallet locks), and forgets
 * the player's keys withdrawn before `since`: a request that old is refused by its age anyway, so
 * the table holds at most one window's withdrawals per player without a clean-up job.
 */
export async function withdrawKey(q: Queryable, userId: bigint, key: string, at: Date, since: Date): Promise<void> {
  await q.query('DELETE FROM bet_withdrawn_keys WHERE user_id = $1 AND withdrawn_at < $2', [userId, since]);
  await q.query(
    `INSERT INTO bet_withdrawn_keys (user_id, idempotency_key, withdrawn_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, idempotency_key) DO UPDATE SET withdrawn_at = EXCLUDED.withdrawn_at`,
    [userId, key, at],
  );
}

/** What placing a bet reads, in one round trip and without locks. */
export interface PlacingSnapshot {
  /** Drawn from the bets' sequence for the bet about to be written (a refusal leaves a gap). */
  nextBetId: bigint;
  /** The bet the idempotency key already placed, or WITHDRAWN_KEY. */
  existingBetId: bigint | null;
  /** A `ledger_player_wallets` value (see Ledger.walletsSnapshot). */
  wallets: unknown;
  /** The value of the stake guard's facts expression, when one is given. */
  stakeFacts: unknown;
  /** Each leg's facts, in the order of the lookups. */
  legs: LegFactsRow[];
}

/**
 * The player (wallets, stake-guard facts, idempotency key, the next bet id) and every leg's
 * match, market and selection, in one query: the player's row is joined to the legs' rows.
 */
export async function placingSnapshot(
  q: Queryable,
  input: { userId: bigint; currency: string; idempotencyKey: string | null; since: Date; stakeFactsSql: string | null; lookups: readonly LegLookup[] },
): Promise<PlacingSnapshot> {
  const { rows } = await q.query<{ next_bet_id: bigint; existing_bet_id: bigint | null; wallets: unknown; stake_facts: unknown } & LegRow>(
    `WITH player AS MATERIALIZED (
       SELECT nextval('bets_id_seq') AS next_bet_id, bets_by_idempotency_key($1, $2, $3) AS existing_bet_id,
              ledger_player_wallets($1, $4) AS wallets, ${input.stakeFactsSql ?? 'NULL'} AS stake_facts
     )
     SELECT player.*, legs.* FROM player LEFT JOIN (${LEG_ROWS}) legs ON true`,
    [input.userId, input.idempotencyKey, input.since, input.currency, ...legParameters(input.lookups)],
  );
  const player = rows[0]!;
  return {
    nextBetId: player.next_bet_id,
    existingBetId: player.existing_bet_id,
    wallets: player.wallets,
    stakeFacts: player.stake_facts,
    legs: legFactsOf(
      rows.filter((row) => row.match_id !== null),
      input.lookups,
    ),
  };
}

/** SQLSTATE of bets_place_checked when the ledger refused a reservation (nothing was written). */
export const LEDGER_REFUSED_SQLSTATE = 'PB001';

/**
 * Writes bet `id`, its legs and its reservations (`plannedTransfers`, from Ledger.planTransfers)
 * in one statement, if the wallets are still `expectedWallets` and the idempotency key unused;
 * false (nothing written) otherwise.
 */
export async function placeChecked(
  q: Queryable,
  input: {
    id: bigint;
    bet: NewBet;
    selections: readonly NewBetSelection[];
    currency: string;
    expectedWallets: string;
    /** The stake guard's facts as the read selected them (compliance_stake_facts); null without a guard. */
    expectedStakeFacts: unknown;
    idempotencyKey: string | null;
    since: Date;
    plannedTransfers: string;
  },
): Promise<boolean> {
  const { rows } = await q.query<{ placed: boolean }>(
    'SELECT bets_place_checked($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb) AS placed',
    [
      input.bet.userId,
      input.currency,
      input.expectedWallets,
      jsonText(input.expectedStakeFacts),
      input.idempotencyKey,
      input.since,
      betJson(input.bet, input.id),
      legsJson(input.selections),
      input.plannedTransfers,
    ],
  );
  return rows[0]?.placed === true;
}

/** A json value as selected (node-postgres parses it, PGlite may hand over its text) back to text. */
function jsonText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface BetRow {
  id: bigint;
  user_id: bigint;
  frontend_id: number;
  kind: 'single' | 'accumulator';
  live: boolean;
  stake_centavos: bigint;
  stake_cash_centavos: bigint;
  stake_bonus_centavos: bigint;
  total_odds_hundredths: bigint;
  potential_win_centavos: bigint;
  accept_odds_changes: boolean;
  status: 'pending' | 'approved' | 'rejected' | 'void' | 'unknown';
  payout_centavos: bigint | null;
  placed_at: Date;
  settled_at: Date | null;
  /** How many times a feed's rollback reopened it (migration 017); names this settlement's transfers. */
  settlement_round: number;
}

export interface BetSelectionRow {
  bet_id: bigint;
  selection_id: bigint;
  match_id: bigint;
  market_key: string;
  selection_key: string;
  price_hundredths: number;
  details: Record<string, unknown>;
  score_at_bet: { home: number; away: number } | null;
  result: LegResult | null;
  /** The dead-heat factor the recorded result was decided with (null: none). */
  dead_heat_millionths: number | null;
  sport: Sport;
  home_team: string;
  away_team: string;
  starts_at: Date;
  match_status: string;
  home_score: number;
  away_score: number;
  ht_home_score: number | null;
  ht_away_score: number | null;
  periods: unknown;
  /** When the match entered its current status. */
  match_status_since: Date;
  market_status: string | null;
  selection_result: LegResult | null;
  /** When the bet was placed (a feed's cancel applies to bets placed in its window). */
  placed_at: Date;
}

/** A `BetRow`'s columns, the bets table aliased `b`. */
export const BET_COLUMNS = `b.id, b.user_id, b.frontend_id, b.kind, b.live, b.stake_centavos, b.stake_cash_centavos, b.stake_bonus_centavos, b.total_odds_hundredths,
  b.potential_win_centavos, b.accept_odds_changes, b.status, b.payout_centavos, b.placed_at, b.settled_at, b.settlement_round`;

export async function betById(q: Queryable, id: bigint): Promise<BetRow | null> {
  const result = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets b WHERE b.id = $1`, [id]);
  return result.rows[0] ?? null;
}

/** Locks an unsettled bet for settlement; null when another node holds it or it is settled. */
export async function lockUnsettledBet(q: Queryable, id: bigint): Promise<BetRow | null> {
  const result = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets b WHERE b.id = $1 AND b.status IN ('pending', 'unknown') FOR UPDATE SKIP LOCKED`, [id]);
  return result.rows[0] ?? null;
}

/** The legs of bets with their matches' facts and their markets' settlement, in leg order. */
export async function selectionsOf(q: Queryable, betIds: readonly bigint[]): Promise<BetSelectionRow[]> {
  if (betIds.length === 0) return [];
  const result = await q.query<BetSelectionRow>(
    `SELECT bs.bet_id, bs.selection_id, bs.match_id, bs.market_key, bs.selection_key, bs.price_hundredths, bs.details, bs.score_at_bet, bs.result, bs.dead_heat_millionths,
            m.sport, m.home_team, m.away_team, m.starts_at, m.status AS match_status, m.home_score, m.away_score, m.ht_home_score, m.ht_away_score,
            m.periods, COALESCE(m.status_since, m.updated_at) AS match_status_since, mk.status AS market_status, s.result AS selection_result, b.placed_at
       FROM bet_selections bs
       JOIN bets b ON b.id = bs.bet_id
       JOIN sports_matches m ON m.id = bs.match_id
       LEFT JOIN sports_selections s ON s.id = bs.selection_id
       LEFT JOIN sports_markets mk ON mk.id = s.market_id
      WHERE bs.bet_id = ANY ($1::bigint[])
      ORDER BY bs.bet_id, (bs.details ->> 'leg')::integer NULLS LAST, bs.selection_id`,
    [betIds.map(String)],
  );
  return result.rows;
}

const DECIDABLE_MATCH_STATUSES = ['Finished', 'Postponed', 'Cancelled', 'Abandoned', 'Awarded', 'Walkover', 'Interrupted', 'Suspended'];

/**
 * Bets that may be settleable now: unsettled, with a leg whose match is over, called off or
 * stopped, or whose market is settled; and every bet flagged unknown (its match may have resumed).
 * Whether every leg is decided is the domain's call.
 */
export async function settlementCandidates(q: Queryable, afterId: bigint, limit: number): Promise<{ id: bigint; status: BetRow['status'] }[]> {
  const result = await q.query<{ bet_id: bigint; status: BetRow['status'] }>(
    `SELECT DISTINCT bs.bet_id, b.status
       FROM bets b
       JOIN bet_selections bs ON bs.bet_id = b.id
       JOIN sports_matches m ON m.id = bs.match_id
       LEFT JOIN sports_selections s ON s.id = bs.selection_id
       LEFT JOIN sports_markets mk ON mk.id = s.market_id
      WHERE b.status IN ('pending', 'unknown') AND b.id > $1
        AND (m.status = ANY ($2::text[]) OR mk.status = 'settled' OR b.status = 'unknown'
             OR EXISTS (SELECT 1 FROM sports_settlement_instructions i WHERE i.match_id = bs.match_id AND i.kind = 'cancel')
             -- A feed's settlement of the leg's market decides it while the match is still on (a
             -- dead heat or a void factor leaves the market closed, without results on its rows).
             OR EXISTS (SELECT 1 FROM sports_settlement_instructions i
                         WHERE i.match_id = bs.match_id AND i.kind = 'settle'
                           AND i.instruction -> 'markets' @> jsonb_build_array(jsonb_build_object('marketKey', mk.key))))
      ORDER BY bs.bet_id
      LIMIT $3`,
    [afterId, DECIDABLE_MATCH_STATUSES, limit],
  );
  return result.rows.map((row) => ({ id: row.bet_id, status: row.status }));
}

/** The feeds' settlement instructions for these matches, each match's in the order they were issued. */
export async function instructionsFor(q: Queryable, matchIds: readonly bigint[]): Promise<Map<string, SettlementInstruction[]>> {
  const byMatch = new Map<string, SettlementInstruction[]>();
  if (matchIds.length === 0) return byMatch;
  const result = await q.query<{ match_id: bigint; instruction: SettlementInstruction }>(
    `SELECT match_id, instruction FROM sports_settlement_instructions WHERE match_id = ANY ($1::bigint[]) ORDER BY match_id, seq`,
    [[...new Set(matchIds.map(String))]],
  );
  for (const row of result.rows) byMatch.set(String(row.match_id), [...(byMatch.get(String(row.match_id)) ?? []), row.instruction]);
  return byMatch;
}

export async function recordLegResults(
  q: Queryable,
  betId: bigint,
  results: readonly { selectionId: bigint; result: LegResult; deadHeatMillionths?: number }[],
): Promise<void> {
  if (results.length === 0) return;
  await q.query(
    `UPDATE bet_selections bs SET result = r.result, dead_heat_millionths = r.dead_heat_millionths
       FROM jsonb_to_recordset($2::jsonb) AS r(selection_id bigint, result text, dead_heat_millionths integer)
      WHERE bs.bet_id = $1 AND bs.selection_id = r.selection_id`,
    [
      betId,
      JSON.stringify(results.map((r) => ({ selection_id: String(r.selectionId), result: r.result, dead_heat_millionths: r.deadHeatMillionths ?? null }))),
    ],
  );
}

/** The distinct matches of a bet's legs, in id order (the order the settlement locks them in). */
export async function matchesOf(q: Queryable, betId: bigint): Promise<bigint[]> {
  const { rows } = await q.query<{ match_id: bigint }>('SELECT DISTINCT match_id FROM bet_selections WHERE bet_id = $1 ORDER BY match_id', [betId]);
  return rows.map((row) => row.match_id);
}

/**
 * A match's settlement lock, for the transaction: shared while a bet on it is settled, exclusive
 * while a feed's instruction on it is checked against the bets (rollbacks.ts), so that no bet is
 * decided on facts the instruction has just changed without the check seeing it.
 */
export async function lockMatchSettlement(q: Queryable, matchId: bigint, mode: 'shared' | 'exclusive'): Promise<void> {
  const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await q.query(`SELECT ${lock}(hashtextextended('bets.settlement.match:' || $1::text, 0))`, [matchId]);
}

export async function recordSettlement(
  q: Queryable,
  betId: bigint,
  status: BetRow['status'],
  payoutCentavos: bigint | null,
  settledAt: Date | null,
): Promise<void> {
  await q.query('UPDATE bets SET status = $2, payout_centavos = $3, settled_at = $4 WHERE id = $1', [betId, status, payoutCentavos, settledAt]);
}

export interface ListFilter {
  statuses: BetRow['status'][] | null;
  from: Date | null;
  to: Date | null;
  limit: number;
  cursor: { placedAt: Date; id: bigint } | null;
}

/** A player's bets, newest first (keyset on placed_at, id). */
export async function listBets(q: Queryable, userId: bigint, filter: ListFilter): Promise<BetRow[]> {
  const result = await q.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets b
      WHERE b.user_id = $1
        AND ($2::text[] IS NULL OR b.status = ANY ($2::text[]))
        AND ($3::timestamptz IS NULL OR b.placed_at >= $3)
        AND ($4::timestamptz IS NULL OR b.placed_at < $4)
        AND ($5::timestamptz IS NULL OR (b.placed_at, b.id) < ($5::timestamptz, $6::bigint))
      ORDER BY b.placed_at DESC, b.id DESC
      LIMIT $7`,
    [userId, filter.statuses, filter.from, filter.to, filter.cursor?.placedAt ?? null, filter.cursor?.id ?? null, filter.limit],
  );
  return result.rows;
}
