/**
 * Free-spin campaigns (spec §3, §4): ops (or an external provider, through the seamless wallet)
 * give a player a number of spins on one slot, valid between two instants. A spin in the slot
 * while a campaign is usable consumes one (no stake; the round is played at the campaign's bet
 * value) and its win is paid to cash (a bonus's campaign: to the bonus wallet) and added to the
 * campaign's total. Stored status is active
 * or cancelled; the state shown adds the derived ones: scheduled (not yet valid), expired, used_up.
 * These functions run inside the caller's transaction. Not a feature: the casino (its slots) and the
 * seamless wallet (external games, provider campaigns) both spend the same campaigns.
 */
import type { Queryable } from '../db/database.ts';
import { reaisOf } from '../domain/money.ts';
import { exclusionsOf } from '../compliance/repo.ts';
import { exclusionInForce } from '../domain/responsible-gambling/exclusion.ts';

export interface CampaignRow {
  id: bigint;
  user_id: bigint;
  game_uuid: string;
  game_name: string;
  quantity: number;
  used: number;
  bet_value_centavos: bigint;
  status: 'active' | 'cancelled';
  valid_from: Date;
  valid_until: Date;
  total_win_centavos: bigint;
  source: 'ops' | 'provider' | 'bonus';
  provider_slug: string | null;
  external_id: string | null;
  created_by: string;
  created_at: Date;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
}

const COLUMNS = `c.id, c.user_id, c.game_uuid::text AS game_uuid, g.name AS game_name, c.quantity, c.used, c.bet_value_centavos, c.status, c.valid_from,
  c.valid_until, c.total_win_centavos, c.source, c.provider_slug, c.external_id, c.created_by, c.created_at, c.cancelled_at, c.cancelled_by, c.cancel_reason`;
const FROM = 'casino_free_spin_campaigns c JOIN casino_games g ON g.uuid = c.game_uuid';

export type CampaignState = 'active' | 'scheduled' | 'expired' | 'used_up' | 'cancelled';

export function campaignState(row: Pick<CampaignRow, 'status' | 'used' | 'quantity' | 'valid_from' | 'valid_until'>, now: Date): CampaignState {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.used >= row.quantity) return 'used_up';
  if (now.getTime() >= row.valid_until.getTime()) return 'expired';
  if (now.getTime() < row.valid_from.getTime()) return 'scheduled';
  return 'active';
}

/** Spec §3 fields: id, game name, quantity, quantity left, status, valid from, valid until, total win. */
export function campaignView(row: CampaignRow, now: Date) {
  return {
    id: Number(row.id),
    game_name: row.game_name,
    game_uuid: row.game_uuid,
    quantity: row.quantity,
    quantity_left: row.status === 'cancelled' ? 0 : row.quantity - row.used,
    status: row.status,
    state: campaignState(row, now),
    valid_from: row.valid_from.toISOString(),
    valid_until: row.valid_until.toISOString(),
    total_win: reaisOf(row.total_win_centavos),
    bet_value: reaisOf(row.bet_value_centavos),
    source: row.source,
    created_at: row.created_at.toISOString(),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
  };
}

export type CampaignView = ReturnType<typeof campaignView>;

export interface NewCampaign {
  userId: bigint;
  gameUuid: string;
  quantity: number;
  betValueCentavos: bigint;
  validFrom: Date;
  validUntil: Date;
  source: 'ops' | 'provider';
  providerSlug: string | null;
  externalId: string | null;
  createdBy: string;
  now: Date;
}

/**
 * Why a campaign cannot be created (a short reason code), or null. Checks the game and the player
 * exist, and that the player is not on a break or self-excluded: free spins are an inducement to play.
 */
export async function campaignProblem(q: Queryable, campaign: NewCampaign): Promise<string | null> {
  if (!Number.isSafeInteger(campaign.quantity) || campaign.quantity < 1 || campaign.quantity > 10_000) return 'quantity_invalid';
  if (campaign.validUntil.getTime() <= campaign.validFrom.getTime()) return 'dates_invalid';
  if (campaign.validUntil.getTime() <= campaign.now.getTime()) return 'already_expired';
  const game = await q.query<{ game_type: string; real_available: boolean; min: bigint; max: bigint; provider_slug: string }>(
    'SELECT game_type, real_available, min_stake_centavos AS min, max_stake_centavos AS max, provider_slug FROM casino_games WHERE uuid = $1',
    [campaign.gameUuid],
  );
  const row = game.rows[0];
  if (!row) return 'game_not_found';
  if (row.game_type !== 'slots' || !row.real_available) return 'game_not_eligible';
  if (campaign.providerSlug !== null && row.provider_slug !== campaign.providerSlug) return 'game_not_eligible';
  if (campaign.betValueCentavos < row.min || campaign.betValueCentavos > row.max) return 'bet_value_invalid';
  const user = await q.query('SELECT 1 FROM users WHERE id = $1', [campaign.userId]);
  if (user.rowCount === 0) return 'user_not_found';
  if (exclusionInForce(await exclusionsOf(q, campaign.userId), campaign.now.getTime())) return 'player_excluded';
  return null;
}

export async function insertCampaign(q: Queryable, campaign: NewCampaign): Promise<bigint> {
  const rows = await q.query<{ id: bigint }>(
    `INSERT INTO casino_free_spin_campaigns (user_id, game_uuid, quantity, bet_value_centavos, status, valid_from, valid_until, source, provider_slug,
       external_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      campaign.userId,
      campaign.gameUuid,
      campaign.quantity,
      campaign.betValueCentavos,
      campaign.validFrom,
      campaign.validUntil,
      campaign.source,
      campaign.providerSlug,
      campaign.externalId,
      campaign.createdBy,
      campaign.now,
    ],
  );
  return rows.rows[0]!.id;
}

export async function campaignById(q: Queryable, id: bigint, options: { lock?: boolean } = {}): Promise<CampaignRow | null> {
  return (await q.query<CampaignRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1${options.lock ? ' FOR UPDATE OF c' : ''}`, [id])).rows[0] ?? null;
}

export async function campaignByExternalId(
  q: Queryable,
  providerSlug: string,
  externalId: string,
  options: { lock?: boolean } = {},
): Promise<CampaignRow | null> {
  return (
    (
      await q.query<CampaignRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.provider_slug = $1 AND c.external_id = $2${options.lock ? ' FOR UPDATE OF c' : ''}`, [
        providerSlug,
        externalId,
      ])
    ).rows[0] ?? null
  );
}

export async function cancelCampaign(q: Queryable, id: bigint, by: string, reason: string | null, now: Date): Promise<void> {
  await q.query(`UPDATE casino_free_spin_campaigns SET status = 'cancelled', cancelled_at = $2, cancelled_by = $3, cancel_reason = $4 WHERE id = $1`, [
    id,
    now,
    by,
    reason,
  ]);
}

/** The player's usable campaign for the game (soonest to expire first), locked; null when none. */
export async function claimUsableCampaign(q: Queryable, userId: bigint, gameUuid: string, now: Date, campaignId?: bigint): Promise<CampaignRow | null> {
  const rows = await q.query<CampaignRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE c.user_id = $1 AND c.game_uuid = $2 AND c.status = 'active' AND c.used < c.quantity AND c.valid_from <= $3 AND c.valid_until > $3
       AND ($4::bigint IS NULL OR c.id = $4)
     ORDER BY c.valid_until, c.id LIMIT 1 FOR UPDATE OF c`,
    [userId, gameUuid, now, campaignId ?? null],
  );
  return rows.rows[0] ?? null;
}

/** One spin used. */
export async function useSpin(q: Queryable, id: bigint): Promise<number> {
  const rows = await q.query<{ left: number }>('UPDATE casino_free_spin_campaigns SET used = used + 1 WHERE id = $1 RETURNING quantity - used AS left', [id]);
  return rows.rows[0]!.left;
}

export async function addWin(q: Queryable, id: bigint, winCentavos: bigint): Promise<void> {
  if (winCentavos > 0n) await q.query('UPDATE casino_free_spin_campaigns SET total_win_centavos = total_win_centavos + $2 WHERE id = $1', [id, winCentavos]);
}

export async function playerCampaigns(q: Queryable, userId: bigint, gameUuid: string | null = null): Promise<CampaignRow[]> {
  return (
    await q.query<CampaignRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE c.user_id = $1 AND ($2::uuid IS NULL OR c.game_uuid = $2::uuid) ORDER BY c.id DESC LIMIT 200`,
      [userId, gameUuid],
    )
  ).rows;
}
