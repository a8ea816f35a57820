/**
 * The bonus tables (migration 010): definitions, player bonuses and their transactions. Every
 * function runs on the caller's connection or transaction; the engine holds the locks.
 */
import type { Queryable } from '../db/database.ts';

export interface DefinitionRow {
  id: bigint;
  code: string;
  kind: 'deposit_match' | 'fixed' | 'free_spins';
  product: 'casino' | 'sports';
  percentage: number;
  max_bonus_centavos: bigint;
  min_deposit_centavos: bigint;
  wagering_multiple: string;
  validity_days: number;
  applicable_deposit_number: number | null;
  redemptions_per_player: number;
  win_cap_centavos: bigint | null;
  free_spins: number;
  free_spins_game_slug: string | null;
  free_spin_bet_centavos: bigint | null;
  registration_code: string | null;
  available_from: Date | null;
  available_until: Date | null;
  active: boolean;
}

export type PlayerBonusStatus = 'claimed' | 'active' | 'completed' | 'forfeited' | 'expired' | 'cancelled' | 'depleted';
/** Why a bonus closed; `depleted`: its bonus money was all lost before its wagering was met (migration 035). */
export type CloseReason = 'wagering_met' | 'expired' | 'withdrawal' | 'player_cancelled' | 'not_qualified' | 'ops' | 'depleted';
export type BonusSource = 'deposit' | 'promotion' | 'registration_code';

export interface PlayerBonusRow {
  id: bigint;
  user_id: bigint;
  definition_id: bigint;
  status: PlayerBonusStatus;
  source: BonusSource;
  deposit_id: string | null;
  bonus_centavos: bigint;
  wagering_target_centavos: bigint;
  wagered_centavos: bigint;
  converted_centavos: bigint;
  forfeited_centavos: bigint;
  win_cap_centavos: bigint | null;
  free_spin_campaign_id: bigint | null;
  claimed_at: Date;
  granted_at: Date | null;
  expires_at: Date | null;
  closed_at: Date | null;
  close_reason: CloseReason | null;
}

export type BonusTransactionKind =
  'claimed' | 'granted' | 'free_spins' | 'spin_win' | 'wagered' | 'wagering_reversed' | 'converted' | 'forfeited' | 'expired' | 'cancelled' | 'depleted';

export interface BonusTransactionRow {
  id: bigint;
  player_bonus_id: bigint;
  kind: BonusTransactionKind;
  amount_centavos: bigint;
  wagered_after_centavos: bigint;
  source_ref: string | null;
  created_at: Date;
}

const DEFINITION_COLUMNS = `id, code, kind, product, percentage, max_bonus_centavos, min_deposit_centavos, wagering_multiple::text AS wagering_multiple,
  validity_days, applicable_deposit_number, redemptions_per_player, win_cap_centavos, free_spins, free_spins_game_slug, free_spin_bet_centavos,
  registration_code, available_from, available_until, active`;

export async function definitionByCode(q: Queryable, code: string): Promise<DefinitionRow | null> {
  const { rows } = await q.query<DefinitionRow>(`SELECT ${DEFINITION_COLUMNS} FROM bonus_definitions WHERE code = $1`, [code]);
  return rows[0] ?? null;
}

export async function definitionByRegistrationCode(q: Queryable, registrationCode: string): Promise<DefinitionRow | null> {
  const { rows } = await q.query<DefinitionRow>(`SELECT ${DEFINITION_COLUMNS} FROM bonus_definitions WHERE registration_code = $1`, [registrationCode]);
  return rows[0] ?? null;
}

export async function definitionById(q: Queryable, id: bigint): Promise<DefinitionRow | null> {
  const { rows } = await q.query<DefinitionRow>(`SELECT ${DEFINITION_COLUMNS} FROM bonus_definitions WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function activeDefinitions(q: Queryable, product: 'casino' | 'sports' | null): Promise<DefinitionRow[]> {
  const { rows } = await q.query<DefinitionRow>(
    `SELECT ${DEFINITION_COLUMNS} FROM bonus_definitions WHERE active AND ($1::text IS NULL OR product = $1) ORDER BY id`,
    [product],
  );
  return rows;
}

export interface DefinitionInput {
  code: string;
  kind: DefinitionRow['kind'];
  product: DefinitionRow['product'];
  percentage: number;
  maxBonusCentavos: bigint;
  minDepositCentavos: bigint;
  wageringMultiple: number;
  validityDays: number;
  applicableDepositNumber: number | null;
  redemptionsPerPlayer: number;
  winCapCentavos: bigint | null;
  freeSpins: number;
  freeSpinsGameSlug: string | null;
  freeSpinBetCentavos: bigint | null;
  registrationCode: string | null;
}

/** Creates or updates the definition with `input.code` (grants already made keep their copied terms). */
export async function upsertDefinition(q: Queryable, input: DefinitionInput): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO bonus_definitions (code, kind, product, percentage, max_bonus_centavos, min_deposit_centavos, wagering_multiple, validity_days,
       applicable_deposit_number, redemptions_per_player, win_cap_centavos, free_spins, free_spins_game_slug, free_spin_bet_centavos, registration_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (code) DO UPDATE SET kind = EXCLUDED.kind, product = EXCLUDED.product, percentage = EXCLUDED.percentage,
       max_bonus_centavos = EXCLUDED.max_bonus_centavos, min_deposit_centavos = EXCLUDED.min_deposit_centavos,
       wagering_multiple = EXCLUDED.wagering_multiple, validity_days = EXCLUDED.validity_days,
       applicable_deposit_number = EXCLUDED.applicable_deposit_number, redemptions_per_player = EXCLUDED.redemptions_per_player,
       win_cap_centavos = EXCLUDED.win_cap_centavos, free_spins = EXCLUDED.free_spins, free_spins_game_slug = EXCLUDED.free_spins_game_slug,
       free_spin_bet_centavos = EXCLUDED.free_spin_bet_centavos, registration_code = EXCLUDED.registration_code, updated_at = now()
     RETURNING id`,
    [
      input.code,
      input.kind,
      input.product,
      input.percentage,
      input.maxBonusCentavos,
      input.minDepositCentavos,
      input.wageringMultiple,
      input.validityDays,
      input.applicableDepositNumber,
      input.redemptionsPerPlayer,
      input.winCapCentavos,
      input.freeSpins,
      input.freeSpinsGameSlug,
      input.freeSpinBetCentavos,
      input.registrationCode,
    ],
  );
  return rows[0]!.id;
}

const BONUS_COLUMNS = `id, user_id, definition_id, status, source, deposit_id::text AS deposit_id, bonus_centavos, wagering_target_centavos, wagered_centavos,
  converted_centavos, forfeited_centavos, win_cap_centavos, free_spin_campaign_id, claimed_at, granted_at, expires_at, closed_at, close_reason`;

/** The player's claimed or active bonus (at most one), locked when `lock`. */
export async function openBonusOf(q: Queryable, userId: bigint, options: { lock?: boolean } = {}): Promise<PlayerBonusRow | null> {
  const { rows } = await q.query<PlayerBonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM player_bonuses WHERE user_id = $1 AND status IN ('claimed', 'active')${options.lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Adds a free spin's win to the active bonus of that campaign (amount and its wagering); the bonus
 * after, or null. Not to a bonus past its expiry: its progress is final then (a later target would
 * undo a requirement met in time).
 */
export async function addSpinWin(q: Queryable, userId: bigint, campaignId: bigint, winCentavos: bigint, at: Date): Promise<PlayerBonusRow | null> {
  const { rows } = await q.query<PlayerBonusRow>(
    `UPDATE player_bonuses SET bonus_centavos = bonus_centavos + $3,
       wagering_target_centavos = wagering_target_centavos + ($3 * (SELECT d.wagering_multiple FROM bonus_definitions d WHERE d.id = definition_id))::bigint
     WHERE user_id = $1 AND free_spin_campaign_id = $2 AND status = 'active' AND (expires_at IS NULL OR expires_at > $4)
     RETURNING ${BONUS_COLUMNS}`,
    [userId, campaignId, winCentavos, at],
  );
  return rows[0] ?? null;
}

export async function bonusesOf(q: Queryable, userId: bigint, limit: number): Promise<PlayerBonusRow[]> {
  const { rows } = await q.query<PlayerBonusRow>(`SELECT ${BONUS_COLUMNS} FROM player_bonuses WHERE user_id = $1 ORDER BY id DESC LIMIT $2`, [userId, limit]);
  return rows;
}

/** Grants of a definition the player received (a claim that never became a grant does not count). */
export async function redemptionsOf(q: Queryable, userId: bigint, definitionId: bigint): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM player_bonuses WHERE user_id = $1 AND definition_id = $2 AND (granted_at IS NOT NULL OR status = 'claimed')`,
    [userId, definitionId],
  );
  return rows[0]!.count;
}

/** `redemptionsOf` for every definition the player has received, in one read. */
export async function redemptionsByDefinition(q: Queryable, userId: bigint): Promise<Map<string, number>> {
  const { rows } = await q.query<{ definition_id: string; count: number }>(
    `SELECT definition_id::text AS definition_id, count(*)::int AS count FROM player_bonuses
     WHERE user_id = $1 AND (granted_at IS NOT NULL OR status = 'claimed') GROUP BY definition_id`,
    [userId],
  );
  return new Map(rows.map((row) => [row.definition_id, row.count]));
}

export async function completedDepositCount(q: Queryable, userId: bigint): Promise<number> {
  const { rows } = await q.query<{ count: number }>(`SELECT count(*)::int AS count FROM deposits WHERE user_id = $1 AND status = 'completed'`, [userId]);
  return rows[0]!.count;
}

/** Whether the player has ever staked cash on a bet or a casino round (the `br` profile's pre-bet rule). */
export async function hasStakedCash(q: Queryable, userId: bigint): Promise<boolean> {
  const { rows } = await q.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
       WHERE a.user_id = $1 AND a.purpose = 'cash' AND t.kind IN ('bet_stake', 'casino_bet')) AS found`,
    [userId],
  );
  return rows[0]!.found;
}

/**
 * The condition that the player `user` (an SQL expression) has a stake paid (partly) with bonus
 * money still open: a sports bet (pending, unknown, or reopened by the feed), an in-house hand or a
 * provider's round, a live-table bet; or a provider's round on a bonus free spin (its win is bonus
 * money). Its return goes to the bonus wallet. The casino round `exceptRound` (an SQL expression,
 * NULL for none) is left out.
 */
function openBonusStakesOf(user: string, exceptRound = 'NULL'): string {
  return `(EXISTS (SELECT 1 FROM bets WHERE user_id = ${user} AND status IN ('pending', 'unknown') AND stake_bonus_centavos > 0)
       OR EXISTS (
         SELECT 1 FROM casino_rounds r WHERE r.user_id = ${user} AND r.status = 'open' AND r.mode = 'real' AND r.id IS DISTINCT FROM ${exceptRound}
           AND (r.stake_bonus_centavos > 0
             OR EXISTS (SELECT 1 FROM casino_free_spin_campaigns c WHERE c.id = r.free_spin_campaign_id AND c.source = 'bonus')))
       OR EXISTS (SELECT 1 FROM casino_live_bets WHERE user_id = ${user} AND status = 'open' AND stake_bonus_centavos > 0))`;
}

/**
 * Whether the player has a stake paid with bonus money still open ({@link openBonusStakesOf}). A
 * casino round being settled in the caller's transaction (`exceptRoundId`), whose row closes after
 * the bonus hook, is no longer open.
 */
export async function hasOpenBonusStakes(q: Queryable, userId: bigint, exceptRoundId: bigint | null = null): Promise<boolean> {
  const { rows } = await q.query<{ found: boolean }>(`SELECT ${openBonusStakesOf('$1', '$2::bigint')} AS found`, [userId, exceptRoundId]);
  return rows[0]!.found;
}

/** Free spins of a bonus's campaign still to play at `at` (none once it is cancelled or past its end). */
export async function campaignSpinsLeft(q: Queryable, campaignId: bigint, at: Date): Promise<number> {
  const { rows } = await q.query<{ left: number }>(
    `SELECT (quantity - used)::int AS left FROM casino_free_spin_campaigns WHERE id = $1 AND status = 'active' AND valid_until > $2`,
    [campaignId, at],
  );
  return rows[0]?.left ?? 0;
}

/** Bonus money reserved for stakes not settled yet (the bonus wallet's pending debits). */
export async function bonusPendingCentavos(q: Queryable, userId: bigint): Promise<bigint> {
  const { rows } = await q.query<{ pending: bigint }>(`SELECT debits_pending AS pending FROM ledger_accounts WHERE user_id = $1 AND purpose = 'bonus'`, [
    userId,
  ]);
  return rows[0] ? BigInt(rows[0].pending) : 0n;
}

export async function insertClaim(
  q: Queryable,
  input: { userId: bigint; definitionId: bigint; source: BonusSource; depositId: string | null; at: Date },
): Promise<PlayerBonusRow> {
  const { rows } = await q.query<PlayerBonusRow>(
    `INSERT INTO player_bonuses (user_id, definition_id, status, source, deposit_id, claimed_at) VALUES ($1, $2, 'claimed', $3, $4, $5)
     RETURNING ${BONUS_COLUMNS}`,
    [input.userId, input.definitionId, input.source, input.depositId, input.at],
  );
  return rows[0]!;
}

export async function markGranted(
  q: Queryable,
  id: bigint,
  input: {
    bonusCentavos: bigint;
    wageringTargetCentavos: bigint;
    winCapCentavos: bigint | null;
    depositId: string | null;
    freeSpinCampaignId: bigint | null;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await q.query(
    `UPDATE player_bonuses SET status = 'active', bonus_centavos = $2, wagering_target_centavos = $3, win_cap_centavos = $4,
       deposit_id = COALESCE($5::uuid, deposit_id), free_spin_campaign_id = $6, granted_at = $7, expires_at = $8
     WHERE id = $1`,
    [id, input.bonusCentavos, input.wageringTargetCentavos, input.winCapCentavos, input.depositId, input.freeSpinCampaignId, input.at, input.expiresAt],
  );
}

export async function setWagered(q: Queryable, id: bigint, wageredCentavos: bigint): Promise<void> {
  await q.query('UPDATE player_bonuses SET wagered_centavos = $2 WHERE id = $1', [id, wageredCentavos]);
}

export async function close(
  q: Queryable,
  id: bigint,
  input: { status: PlayerBonusStatus; reason: CloseReason; convertedCentavos: bigint; forfeitedCentavos: bigint; at: Date },
): Promise<void> {
  await q.query(
    `UPDATE player_bonuses SET status = $2, close_reason = $3, converted_centavos = converted_centavos + $4,
       forfeited_centavos = forfeited_centavos + $5, closed_at = $6
     WHERE id = $1`,
    [id, input.status, input.reason, input.convertedCentavos, input.forfeitedCentavos, input.at],
  );
}

/** What a closed bonus converted or forfeited later, from a stake that came back after it closed. */
export async function addLateConversion(q: Queryable, id: bigint, convertedCentavos: bigint, forfeitedCentavos: bigint): Promise<void> {
  await q.query('UPDATE player_bonuses SET converted_centavos = converted_centavos + $2, forfeited_centavos = forfeited_centavos + $3 WHERE id = $1', [
    id,
    convertedCentavos,
    forfeitedCentavos,
  ]);
}

/** Records a step; a wager with a source already counted for this bonus records nothing and answers false. */
export async function insertTransaction(
  q: Queryable,
  input: {
    bonusId: bigint;
    userId: bigint;
    kind: BonusTransactionKind;
    amountCentavos: bigint;
    wageredAfterCentavos: bigint;
    sourceRef: string | null;
    ledgerTransferId: string | null;
    at: Date;
  },
): Promise<boolean> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO bonus_transactions (player_bonus_id, user_id, kind, amount_centavos, wagered_after_centavos, source_ref, ledger_transfer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (player_bonus_id, source_ref) WHERE kind = 'wagered' DO NOTHING RETURNING id`,
    [input.bonusId, input.userId, input.kind, input.amountCentavos, input.wageredAfterCentavos, input.sourceRef, input.ledgerTransferId, input.at],
  );
  return rows.length > 0;
}

/**
 * The wagering steps of a bet (every settlement round: `bet:<id>`, `bet:<id>:r<round>`) counted
 * towards a bonus and not given back since, newest first, each with what it added: its progress over
 * the step before (a bonus's steps are written under its row lock, so in id order), less than its
 * amount when the target capped it.
 */
export async function betWageringOf(q: Queryable, bonusId: bigint, betId: bigint): Promise<{ sourceRef: string; addedCentavos: bigint }[]> {
  const { rows } = await q.query<{ source_ref: string; added_centavos: bigint }>(
    `SELECT w.source_ref,
       w.wagered_after_centavos - COALESCE((SELECT p.wagered_after_centavos FROM bonus_transactions p
         WHERE p.player_bonus_id = w.player_bonus_id AND p.id < w.id ORDER BY p.id DESC LIMIT 1), 0) AS added_centavos
     FROM bonus_transactions w
     WHERE w.player_bonus_id = $1 AND w.kind = 'wagered' AND (w.source_ref = $2 OR w.source_ref LIKE $2 || ':r%')
       AND NOT EXISTS (SELECT 1 FROM bonus_transactions r WHERE r.player_bonus_id = w.player_bonus_id AND r.kind = 'wagering_reversed' AND r.source_ref = w.source_ref)
     ORDER BY w.id DESC`,
    [bonusId, `bet:${betId}`],
  );
  return rows.map((row) => ({ sourceRef: row.source_ref, addedCentavos: BigInt(row.added_centavos) }));
}

const TRANSACTION_COLUMNS = 'id, player_bonus_id, kind, amount_centavos, wagered_after_centavos, source_ref, created_at';

/**
 * The latest `perBonus` steps of each bonus, newest first: a bonus wagered on thousands of bets has
 * thousands of steps, so a history never reads them all (older ones: {@link transactionsBefore}).
 */
export async function latestTransactionsOf(q: Queryable, bonusIds: readonly bigint[], perBonus: number): Promise<BonusTransactionRow[]> {
  if (bonusIds.length === 0) return [];
  const { rows } = await q.query<BonusTransactionRow>(
    `SELECT t.* FROM unnest($1::bigint[]) AS b(id)
     CROSS JOIN LATERAL (
       SELECT ${TRANSACTION_COLUMNS} FROM bonus_transactions WHERE player_bonus_id = b.id ORDER BY id DESC LIMIT $2
     ) t
     ORDER BY t.player_bonus_id DESC, t.id DESC`,
    [bonusIds.map(String), perBonus],
  );
  return rows;
}

/** How many steps each bonus has, by bonus id (a bonus without any is absent). */
export async function transactionCountsOf(q: Queryable, bonusIds: readonly bigint[]): Promise<Map<string, number>> {
  if (bonusIds.length === 0) return new Map();
  const { rows } = await q.query<{ player_bonus_id: string; count: number }>(
    `SELECT player_bonus_id::text AS player_bonus_id, count(*)::int AS count FROM bonus_transactions
     WHERE player_bonus_id = ANY($1::bigint[]) GROUP BY player_bonus_id`,
    [bonusIds.map(String)],
  );
  return new Map(rows.map((row) => [row.player_bonus_id, row.count]));
}

/** Up to `limit` steps of one bonus older than the step `beforeId` (null: from the newest), newest first. */
export async function transactionsBefore(q: Queryable, bonusId: bigint, beforeId: bigint | null, limit: number): Promise<BonusTransactionRow[]> {
  const { rows } = await q.query<BonusTransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM bonus_transactions
     WHERE player_bonus_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint) ORDER BY id DESC LIMIT $3`,
    [bonusId, beforeId, limit],
  );
  return rows;
}

/** Whether the bonus `bonusId` is the player's own. */
export async function isBonusOf(q: Queryable, userId: bigint, bonusId: bigint): Promise<boolean> {
  const { rows } = await q.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM player_bonuses WHERE id = $1 AND user_id = $2) AS found', [bonusId, userId]);
  return rows[0]!.found;
}

/** Active bonuses past their validity, oldest first. */
export async function dueForExpiry(q: Queryable, at: Date, limit: number): Promise<{ id: bigint; user_id: bigint }[]> {
  const { rows } = await q.query<{ id: bigint; user_id: bigint }>(
    `SELECT id, user_id FROM player_bonuses WHERE status = 'active' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
    [at, limit],
  );
  return rows;
}

/**
 * Players whose active bonus, short of its wagering and not yet expired, has no bonus money left and
 * nothing that could bring any back (no reserved or open bonus stake, no free spin left), for the
 * sweep: it ends them as depleted. Mostly the stake's own settlement has already done so; not a
 * live-table bet's, which does not reach the engine.
 */
export async function depletedBonusHolders(q: Queryable, at: Date, limit: number): Promise<bigint[]> {
  const { rows } = await q.query<{ user_id: bigint }>(
    `SELECT b.user_id FROM player_bonuses b
     JOIN ledger_accounts a ON a.user_id = b.user_id AND a.purpose = 'bonus'
     WHERE b.status = 'active' AND b.expires_at > $1 AND b.wagered_centavos < b.wagering_target_centavos
       AND a.credits_posted - a.debits_posted - a.debits_pending <= 0 AND a.debits_pending = 0
       AND NOT EXISTS (
         SELECT 1 FROM casino_free_spin_campaigns c
         WHERE c.id = b.free_spin_campaign_id AND c.status = 'active' AND c.valid_until > $1 AND c.quantity > c.used)
       AND NOT ${openBonusStakesOf('b.user_id')}
     ORDER BY b.id
     LIMIT $2`,
    [at, limit],
  );
  return rows.map((row) => row.user_id);
}

/** Players holding bonus money without an active bonus (late returns on bonus stakes), for the sweep. */
export async function orphanBonusHolders(q: Queryable, limit: number): Promise<bigint[]> {
  const { rows } = await q.query<{ user_id: bigint }>(
    `SELECT a.user_id FROM ledger_accounts a
     WHERE a.purpose = 'bonus' AND a.user_id IS NOT NULL AND a.credits_posted - a.debits_posted - a.debits_pending > 0
       AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.user_id = a.user_id AND b.status = 'active')
     LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.user_id);
}

export async function lastBonusOf(q: Queryable, userId: bigint): Promise<PlayerBonusRow | null> {
  const { rows } = await q.query<PlayerBonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM player_bonuses WHERE user_id = $1 AND granted_at IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * The player's waiting claim is carried by this deposit too (the deposit form chose its offer): a
 * claim is every such deposit's, not only the newest's, so the first of them credited takes it.
 */
export async function tieClaimToDeposit(q: Queryable, userId: bigint, depositId: string): Promise<void> {
  await q.query(
    `UPDATE deposits d SET player_bonus_id = b.id FROM player_bonuses b
     WHERE d.id = $2 AND d.user_id = $1 AND b.user_id = $1 AND b.status = 'claimed'`,
    [userId, depositId],
  );
}

/**
 * The deposits `d` sent with the waiting claim `b`'s offer (SQL aliases): each names the claim
 * (`deposits.player_bonus_id`); a claim tied before that names its one deposit in its own row.
 */
const CARRIES_CLAIM = `d.user_id = b.user_id AND (d.player_bonus_id = b.id OR d.id = b.deposit_id)`;

/** Deposits that ended without money: a claim none of whose deposits can still be paid is released. */
const ENDED_DEPOSIT = `d.status IN ('failed', 'cancelled', 'expired')`;

export interface ClaimCarrier {
  depositId: string;
  /** Failed, cancelled or expired: it will not credit the claim (an expired one paid in time still may, but is not waited for). */
  ended: boolean;
}

/** The deposits sent with a waiting claim's offer (none: the claim waits for any deposit). */
export async function claimCarriers(q: Queryable, claimId: bigint): Promise<ClaimCarrier[]> {
  const { rows } = await q.query<{ deposit_id: string; ended: boolean }>(
    `SELECT d.id::text AS deposit_id, ${ENDED_DEPOSIT} AS ended FROM player_bonuses b JOIN deposits d ON ${CARRIES_CLAIM} WHERE b.id = $1`,
    [claimId],
  );
  return rows.map((row) => ({ depositId: row.deposit_id, ended: row.ended }));
}

/** Players whose waiting claim was sent with deposits that have all ended without money (for the sweep). */
export async function holdersOfEndedDepositClaims(q: Queryable, limit: number): Promise<bigint[]> {
  const { rows } = await q.query<{ user_id: bigint }>(
    `SELECT b.user_id FROM player_bonuses b JOIN deposits d ON ${CARRIES_CLAIM}
      WHERE b.status = 'claimed'
      GROUP BY b.id, b.user_id
      HAVING bool_and(${ENDED_DEPOSIT})
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.user_id);
}

/** The deposit that took the bonus (one sent with its offer already names it). */
export async function linkDeposit(q: Queryable, depositId: string, bonusId: bigint): Promise<void> {
  await q.query('UPDATE deposits SET player_bonus_id = $2 WHERE id = $1', [depositId, bonusId]);
}

export async function slotUuidBySlug(q: Queryable, slug: string): Promise<string | null> {
  const { rows } = await q.query<{ uuid: string }>(`SELECT uuid::text AS uuid FROM casino_games WHERE slug = $1 AND game_type = 'slots'`, [slug]);
  return rows[0]?.uuid ?? null;
}

export async function insertBonusCampaign(
  q: Queryable,
  input: { userId: bigint; gameUuid: string; quantity: number; betValueCentavos: bigint; validFrom: Date; validUntil: Date; bonusId: bigint },
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO casino_free_spin_campaigns (user_id, game_uuid, quantity, bet_value_centavos, status, valid_from, valid_until, source, created_by, created_at)
     VALUES ($1, $2, $3, $4, 'active', $5, $6, 'bonus', $7, $5) RETURNING id`,
    [input.userId, input.gameUuid, input.quantity, input.betValueCentavos, input.validFrom, input.validUntil, `bonus:${input.bonusId}`],
  );
  return rows[0]!.id;
}

export async function cancelBonusCampaign(q: Queryable, campaignId: bigint, at: Date, reason: string): Promise<void> {
  await q.query(
    `UPDATE casino_free_spin_campaigns SET status = 'cancelled', cancelled_at = $2, cancelled_by = 'bonus', cancel_reason = $3
     WHERE id = $1 AND status = 'active'`,
    [campaignId, at, reason],
  );
}
