/** SQL of the seamless wallet: transactions by provider id, launch tokens, external rounds. */
import type { Queryable } from '../../db/database.ts';

export interface TransactionRow {
  provider_slug: string;
  transaction_id: string;
  action: string;
  request_hash: string;
  user_id: bigint | null;
  round_id: bigint | null;
  amount_centavos: bigint | null;
  cash_centavos: bigint;
  bonus_centavos: bigint;
  reference_transaction_id: string | null;
  outcome: 'ok' | 'error' | 'skipped';
  bet_state: 'open' | 'rolled_back' | 'refunded' | null;
  /** The first answer as sent (JSON text). */
  response: string;
  created_at: Date;
}

const TX_COLUMNS =
  'provider_slug, transaction_id, action, request_hash, user_id, round_id, amount_centavos, cash_centavos, bonus_centavos, reference_transaction_id, outcome, bet_state, response, created_at';

/** Serialises calls with the same transaction id (a transaction-scoped advisory lock). */
export async function lockTransactionId(q: Queryable, provider: string, transactionId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`seamless:${provider}:${transactionId}`]);
}

export async function findTransaction(q: Queryable, provider: string, transactionId: string, options: { lock?: boolean } = {}): Promise<TransactionRow | null> {
  const rows = await q.query<TransactionRow>(
    `SELECT ${TX_COLUMNS} FROM seamless_transactions WHERE provider_slug = $1 AND transaction_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [provider, transactionId],
  );
  return rows.rows[0] ?? null;
}

/** A rollback that named `betTransactionId` (possibly before the bet arrived). */
export async function rollbackOf(q: Queryable, provider: string, betTransactionId: string, userId: bigint): Promise<TransactionRow | null> {
  // The player's own: a rollback sent for another player names a bet that is not theirs.
  const rows = await q.query<TransactionRow>(
    `SELECT ${TX_COLUMNS} FROM seamless_transactions
      WHERE provider_slug = $1 AND reference_transaction_id = $2 AND action = 'rollback' AND user_id = $3 LIMIT 1`,
    [provider, betTransactionId, userId],
  );
  return rows.rows[0] ?? null;
}

export interface NewTransaction {
  provider: string;
  transactionId: string;
  action: string;
  requestHash: string;
  userId: bigint | null;
  roundId: bigint | null;
  amountCentavos: bigint | null;
  cashCentavos?: bigint;
  bonusCentavos?: bigint;
  referenceTransactionId?: string | null;
  outcome: 'ok' | 'error' | 'skipped';
  betState?: 'open' | null;
  response: Record<string, unknown>;
  now: Date;
}

export async function insertTransaction(q: Queryable, tx: NewTransaction): Promise<void> {
  await q.query(
    `INSERT INTO seamless_transactions (provider_slug, transaction_id, action, request_hash, user_id, round_id, amount_centavos, cash_centavos,
       bonus_centavos, reference_transaction_id, outcome, bet_state, response, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      tx.provider,
      tx.transactionId,
      tx.action,
      tx.requestHash,
      tx.userId,
      tx.roundId,
      tx.amountCentavos,
      tx.cashCentavos ?? 0n,
      tx.bonusCentavos ?? 0n,
      tx.referenceTransactionId ?? null,
      tx.outcome,
      tx.betState ?? null,
      JSON.stringify(tx.response),
      tx.now,
    ],
  );
}

export async function setBetState(q: Queryable, provider: string, transactionId: string, state: 'rolled_back' | 'refunded'): Promise<void> {
  await q.query('UPDATE seamless_transactions SET bet_state = $3 WHERE provider_slug = $1 AND transaction_id = $2', [provider, transactionId, state]);
}

/** The cash and bonus parts of a round's bets that still stand (not rolled back or refunded). */
export async function standingStake(q: Queryable, roundId: bigint): Promise<{ cashCentavos: bigint; bonusCentavos: bigint }> {
  const rows = await q.query<{ cash: bigint | null; bonus: bigint | null }>(
    `SELECT sum(cash_centavos) AS cash, sum(bonus_centavos) AS bonus FROM seamless_transactions WHERE round_id = $1 AND action = 'bet' AND bet_state = 'open'`,
    [roundId],
  );
  return { cashCentavos: BigInt(rows.rows[0]?.cash ?? 0n), bonusCentavos: BigInt(rows.rows[0]?.bonus ?? 0n) };
}

export async function openBetsOfRound(q: Queryable, roundId: bigint): Promise<number> {
  const rows = await q.query<{ count: bigint }>(
    `SELECT count(*) AS count FROM seamless_transactions WHERE round_id = $1 AND action = 'bet' AND bet_state = 'open'`,
    [roundId],
  );
  return Number(rows.rows[0]!.count);
}

export interface UserFacts {
  id: bigint;
  first_name: string;
  /** Banned, or closed (for inactivity): no new stake, as no login; what is owed (wins, refunds) is still paid. */
  banned: boolean;
}

export async function userFacts(q: Queryable, userId: bigint): Promise<UserFacts | null> {
  const rows = await q.query<UserFacts>('SELECT id, first_name, (banned_at IS NOT NULL OR closed_at IS NOT NULL) AS banned FROM users WHERE id = $1', [userId]);
  return rows.rows[0] ?? null;
}

export interface ExternalGame {
  uuid: string;
  name: string;
  provider_slug: string;
  game_type: string;
  wagering_percent: number;
  real_available: boolean;
  demo_available: boolean;
  play_style: string;
}

export async function externalGame(q: Queryable, provider: string, uuid: string): Promise<ExternalGame | null> {
  const rows = await q.query<ExternalGame>(
    `SELECT uuid::text AS uuid, name, provider_slug, game_type, wagering_percent, real_available, demo_available, play_style
     FROM casino_games WHERE uuid = $1 AND provider_slug = $2 AND play_style = 'external'`,
    [uuid, provider],
  );
  return rows.rows[0] ?? null;
}

export async function gameForLaunch(q: Queryable, key: string): Promise<(ExternalGame & { provider_kind: string }) | null> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  const rows = await q.query<ExternalGame & { provider_kind: string }>(
    `SELECT g.uuid::text AS uuid, g.name, g.provider_slug, g.game_type, g.wagering_percent, g.real_available, g.demo_available, g.play_style, p.kind AS provider_kind
     FROM casino_games g JOIN casino_providers p ON p.slug = g.provider_slug WHERE ${isUuid ? 'g.uuid = $1::uuid' : 'g.slug = $1'}`,
    [key.toLowerCase()],
  );
  return rows.rows[0] ?? null;
}

export async function providerExists(q: Queryable, provider: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM casino_providers WHERE slug = $1 AND kind = 'external'`, [provider])).rowCount > 0;
}

// ---------------------------------------------------------------- launch tokens

export async function insertLaunchToken(
  q: Queryable,
  token: { hash: string; userId: bigint; gameUuid: string; provider: string; mode: 'real' | 'demo'; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO seamless_launch_tokens (token_hash, user_id, game_uuid, provider_slug, mode, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [token.hash, token.userId, token.gameUuid, token.provider, token.mode, token.now, token.expiresAt],
  );
  // Old tokens are of no use: keep the table small.
  await q.query('DELETE FROM seamless_launch_tokens WHERE expires_at < $1', [new Date(token.now.getTime() - 86_400_000)]);
}

export async function launchToken(
  q: Queryable,
  hash: string,
): Promise<{ user_id: bigint; game_uuid: string; provider_slug: string; mode: 'real' | 'demo'; expires_at: Date } | null> {
  const rows = await q.query<{ user_id: bigint; game_uuid: string; provider_slug: string; mode: 'real' | 'demo'; expires_at: Date }>(
    'SELECT user_id, game_uuid::text AS game_uuid, provider_slug, mode, expires_at FROM seamless_launch_tokens WHERE token_hash = $1',
    [hash],
  );
  return rows.rows[0] ?? null;
}

// ---------------------------------------------------------------- external rounds (casino_rounds)

export interface ExternalRound {
  id: bigint;
  user_id: bigint;
  status: 'open' | 'settled' | 'cancelled';
  stake_centavos: bigint;
  returned_centavos: bigint;
  free_spin_campaign_id: bigint | null;
  game_uuid: string;
  provider_round_id: string;
  created_at: Date;
}

const ROUND_COLUMNS =
  'id, user_id, status, stake_centavos, returned_centavos, free_spin_campaign_id, game_uuid::text AS game_uuid, provider_round_id, created_at';

export async function lockRound(q: Queryable, gameUuid: string, providerRoundId: string): Promise<ExternalRound | null> {
  const rows = await q.query<ExternalRound>(`SELECT ${ROUND_COLUMNS} FROM casino_rounds WHERE game_uuid = $1 AND provider_round_id = $2 FOR UPDATE`, [
    gameUuid,
    providerRoundId,
  ]);
  return rows.rows[0] ?? null;
}

export async function roundById(q: Queryable, id: bigint): Promise<ExternalRound | null> {
  const rows = await q.query<ExternalRound>(`SELECT ${ROUND_COLUMNS} FROM casino_rounds WHERE id = $1 FOR UPDATE`, [id]);
  return rows.rows[0] ?? null;
}

export async function insertRound(
  q: Queryable,
  round: { userId: bigint; game: ExternalGame; providerRoundId: string; campaignId: bigint | null; now: Date },
): Promise<bigint> {
  const rows = await q.query<{ id: bigint }>(
    `INSERT INTO casino_rounds (user_id, game_uuid, mode, status, game_type, wagering_percent, provider_round_id, free_spin_campaign_id, bet, created_at, updated_at)
     VALUES ($1, $2, 'real', 'open', $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [
      round.userId,
      round.game.uuid,
      round.game.game_type,
      round.game.wagering_percent,
      round.providerRoundId,
      round.campaignId,
      JSON.stringify({ bets: [] }),
      round.now,
    ],
  );
  return rows.rows[0]!.id;
}

export async function addStake(
  q: Queryable,
  roundId: bigint,
  change: { transactionId: string; amountCentavos: bigint; cashCentavos: bigint; bonusCentavos: bigint; cashAfter: bigint; bonusAfter: bigint; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE casino_rounds SET stake_centavos = stake_centavos + $2, stake_cash_centavos = stake_cash_centavos + $3, stake_bonus_centavos = stake_bonus_centavos + $4,
       bet = jsonb_set(bet, '{bets}', (bet -> 'bets') || jsonb_build_array(jsonb_build_object('transaction_id', $5::text, 'amount', $6::text))),
       cash_after_centavos = $7, bonus_after_centavos = $8, updated_at = $9
     WHERE id = $1`,
    [
      roundId,
      change.amountCentavos,
      change.cashCentavos,
      change.bonusCentavos,
      change.transactionId,
      (Number(change.amountCentavos) / 100).toFixed(2),
      change.cashAfter,
      change.bonusAfter,
      change.now,
    ],
  );
}

export async function settleRound(
  q: Queryable,
  roundId: bigint,
  change: { payoutCentavos: bigint; transactionId: string; cashAfter: bigint; bonusAfter: bigint; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE casino_rounds SET status = 'settled', payout_centavos = payout_centavos + $2,
       outcome = jsonb_build_object('win_transaction_id', $3::text, 'win', $4::text), cash_after_centavos = $5, bonus_after_centavos = $6, updated_at = $7, settled_at = $7
     WHERE id = $1`,
    [roundId, change.payoutCentavos, change.transactionId, (Number(change.payoutCentavos) / 100).toFixed(2), change.cashAfter, change.bonusAfter, change.now],
  );
}

/** Money given back by a rollback or a refund; the round is cancelled when no bet of it stands and no win came. */
export async function returnStake(
  q: Queryable,
  roundId: bigint,
  change: { amountCentavos: bigint; cancel: boolean; cashAfter: bigint; bonusAfter: bigint; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE casino_rounds SET returned_centavos = returned_centavos + $2, cash_after_centavos = $3, bonus_after_centavos = $4, updated_at = $5::timestamptz,
       status = CASE WHEN $6::boolean THEN 'cancelled' ELSE status END, settled_at = CASE WHEN $6::boolean THEN $5::timestamptz ELSE settled_at END
     WHERE id = $1`,
    [roundId, change.amountCentavos, change.cashAfter, change.bonusAfter, change.now, change.cancel],
  );
}
