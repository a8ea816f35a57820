/** The responsible-gambling tables (migration 011) and the sums limits are checked against. */
import type { Queryable } from '../db/database.ts';
import type { Exclusion, ExclusionKind, LimitKind, LimitPeriod, StoredLimit } from '../domain/responsible-gambling/index.ts';

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount_centavos: bigint | null;
  pending_amount_centavos: bigint | null;
  pending_from: Date | null;
}

export async function limitsOf(q: Queryable, userId: bigint, options: { lock?: boolean } = {}): Promise<Map<string, StoredLimit>> {
  const { rows } = await q.query<LimitRow>(
    `SELECT kind, period, amount_centavos, pending_amount_centavos, pending_from FROM player_limits WHERE user_id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return limitsByKey(rows);
}

function limitsByKey(rows: readonly LimitRow[]): Map<string, StoredLimit> {
  return new Map(
    rows.map((row) => [
      `${row.kind}:${row.period}`,
      {
        amountCentavos: row.amount_centavos === null ? null : BigInt(row.amount_centavos),
        pendingAmountCentavos: row.pending_amount_centavos === null ? null : BigInt(row.pending_amount_centavos),
        pendingFromMs: row.pending_from?.getTime() ?? null,
      },
    ]),
  );
}

export async function saveLimit(q: Queryable, userId: bigint, kind: LimitKind, period: LimitPeriod, limit: StoredLimit, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO player_limits (user_id, kind, period, amount_centavos, pending_amount_centavos, pending_from, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET amount_centavos = EXCLUDED.amount_centavos,
       pending_amount_centavos = EXCLUDED.pending_amount_centavos, pending_from = EXCLUDED.pending_from, updated_at = EXCLUDED.updated_at`,
    [userId, kind, period, limit.amountCentavos, limit.pendingAmountCentavos, limit.pendingFromMs === null ? null : new Date(limit.pendingFromMs), at],
  );
}

/** Deposits asked for since `since` that may still be credited or were (failed, expired and cancelled ones do not count). */
export async function depositedSince(q: Queryable, userId: bigint, since: Date): Promise<bigint> {
  const { rows } = await q.query<{ total: string }>(
    // A card deposit expires only when the acquirer's answer was lost: the card may have been
    // charged, and a confirmation coming later is credited, so it keeps its room under the limits.
    `SELECT COALESCE(sum(amount_centavos), 0)::text AS total FROM deposits
     WHERE user_id = $1 AND created_at >= $2
       AND (status NOT IN ('failed', 'expired', 'cancelled') OR (status = 'expired' AND method = 'card'))`,
    [userId, since],
  );
  return BigInt(rows[0]!.total);
}

/**
 * Net loss since `since`: what gambling took out of the player's wallets (stakes, a settled bet's
 * payout taken back) minus what it put in (wins, refunds, a provider's rollback of a stake), over
 * both wallets. A reservation counts when made; its void puts the stake back (a void keeps the
 * reservation's sides, so it is matched by its debit side) and its post moves nothing new.
 */
export async function netLossSince(q: Queryable, userId: bigint, since: Date): Promise<bigint> {
  const { rows } = await q.query<{ loss: string }>(
    `WITH wallets AS (SELECT id FROM ledger_accounts WHERE user_id = $1)
     SELECT COALESCE(sum(
       CASE WHEN t.phase = 'void_pending' THEN -1 ELSE 1 END
       * ((CASE WHEN t.debit_account_id IN (SELECT id FROM wallets) THEN t.amount_centavos ELSE 0 END)
          - (CASE WHEN t.credit_account_id IN (SELECT id FROM wallets) THEN t.amount_centavos ELSE 0 END))
     ), 0)::text AS loss
     FROM ledger_transfers t
     WHERE t.created_at >= $2
       AND t.kind IN ('casino_bet', 'bet_stake', 'casino_win', 'bet_win', 'refund', 'rollback')
       AND t.phase IN ('single', 'pending', 'void_pending')
       AND (t.debit_account_id IN (SELECT id FROM wallets) OR t.credit_account_id IN (SELECT id FROM wallets))`,
    [userId, since],
  );
  return BigInt(rows[0]!.loss);
}

interface ExclusionRow {
  kind: ExclusionKind;
  starts_at: Date;
  ends_at: Date | null;
}

export type StoredExclusion = Exclusion & { startsAt: Date };

const EXCLUSIONS = 'SELECT kind, starts_at, ends_at FROM player_exclusions WHERE user_id = $1 ORDER BY id DESC LIMIT 20';

export async function exclusionsOf(q: Queryable, userId: bigint): Promise<StoredExclusion[]> {
  const { rows } = await q.query<ExclusionRow>(EXCLUSIONS, [userId]);
  return rows.map(exclusionOfRow);
}

function exclusionOfRow(row: ExclusionRow): StoredExclusion {
  return { kind: row.kind, untilMs: row.ends_at?.getTime() ?? null, startsAt: row.starts_at };
}

/**
 * A player's exclusions and limits in one round trip: every stake reads both, on the hot path of
 * bets and spins. Rows travel as JSON (amounts as text: centavos can outgrow a double).
 */
/** The SQL expression of a player's stake facts (migration 014); `$1` is the user id. */
export const STAKE_FACTS_SQL = 'compliance_stake_facts($1)';

export interface StakeFacts {
  exclusions: StoredExclusion[];
  limits: Map<string, StoredLimit>;
  /** Ops banned the account (its sessions ended; a stake already on its way is refused too). */
  banned: boolean;
}

/** What the stake guard looks at: the latest exclusions and every limit, in one round trip. */
export async function stakeFactsOf(q: Queryable, userId: bigint): Promise<StakeFacts> {
  const { rows } = await q.query<{ facts: unknown }>(`SELECT ${STAKE_FACTS_SQL} AS facts`, [userId]);
  return stakeFactsOfValue(rows[0]!.facts);
}

/** Reads a value of {@link STAKE_FACTS_SQL}, selected by this module or by a caller's own query. */
export function stakeFactsOfValue(value: unknown): StakeFacts {
  const facts = parsedJson(value as { exclusions: JsonExclusion[]; limits: JsonLimit[]; banned: boolean });
  const date = (text: string | null) => (text === null ? null : new Date(text));
  const centavos = (text: string | null) => (text === null ? null : BigInt(text));
  return {
    exclusions: facts.exclusions.map((e) => exclusionOfRow({ kind: e.kind, starts_at: new Date(e.starts_at), ends_at: date(e.ends_at) })),
    limits: limitsByKey(
      facts.limits.map((l) => ({
        kind: l.kind,
        period: l.period,
        amount_centavos: centavos(l.amount_centavos),
        pending_amount_centavos: centavos(l.pending_amount_centavos),
        pending_from: date(l.pending_from),
      })),
    ),
    banned: facts.banned === true,
  };
}

interface JsonExclusion {
  kind: ExclusionKind;
  starts_at: string;
  ends_at: string | null;
}

interface JsonLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amount_centavos: string | null;
  pending_amount_centavos: string | null;
  pending_from: string | null;
}

/** node-postgres parses json columns; PGlite may hand them over as text. */
function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export async function insertExclusion(q: Queryable, userId: bigint, kind: ExclusionKind, startsAt: Date, endsAt: Date | null): Promise<void> {
  await q.query('INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, $2, $3, $4, $3)', [userId, kind, startsAt, endsAt]);
}

/** Every launch token of the player's external games (migration 009): none may open a game once they are excluded. */
export async function deleteLaunchTokensOf(q: Queryable, userId: bigint): Promise<void> {
  await q.query('DELETE FROM seamless_launch_tokens WHERE user_id = $1', [userId]);
}

export async function realityCheckMinutes(q: Queryable, userId: bigint): Promise<number | null> {
  const { rows } = await q.query<{ reality_check_minutes: number | null }>('SELECT reality_check_minutes FROM player_rg_settings WHERE user_id = $1', [userId]);
  return rows[0]?.reality_check_minutes ?? null;
}

export async function saveRealityCheck(q: Queryable, userId: bigint, minutes: number | null, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO player_rg_settings (user_id, reality_check_minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes, updated_at = EXCLUDED.updated_at`,
    [userId, minutes, at],
  );
}

export async function firstLimitsChosen(q: Queryable, userId: bigint): Promise<boolean> {
  const { rows } = await q.query<{ chosen: boolean }>('SELECT first_limits_chosen_at IS NOT NULL AS chosen FROM player_rg_settings WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.chosen ?? false;
}

/** The first limits and the reminder, chosen together. */
export async function saveFirstLimitsChoice(q: Queryable, userId: bigint, realityCheckMinutes: number | null, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO player_rg_settings (user_id, reality_check_minutes, updated_at, first_limits_chosen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes, updated_at = EXCLUDED.updated_at,
       first_limits_chosen_at = COALESCE(player_rg_settings.first_limits_chosen_at, EXCLUDED.first_limits_chosen_at)`,
    [userId, realityCheckMinutes, at],
  );
}
