/** SQL for sessions and the user fields authentication needs. */
import type { Queryable } from '../db/database.ts';
import { userColumns, type UserRow } from './users.ts';

export type SessionEndReason =
  'logout' | 'ended_by_player' | 'other_device' | 'banned' | 'password_changed' | 'password_reset' | 'expired' | 'excluded' | 'two_factor_reset';

/**
 * Revokes the realtime tokens of sessions that were just ended (Ably's token revocation; the token's
 * revocation key is its session), so that a copied token stops hearing the player's private channel
 * at once instead of at its expiry. Called after the ending is committed; never rejects (a failure
 * is logged: the tokens then expire within their 10 minutes, and cannot be renewed).
 */
export type RevokeSessionTokens = (sessionIds: readonly bigint[]) => Promise<void>;

/** For services built without realtime (tests of their own). */
export const noSessionTokens: RevokeSessionTokens = async () => undefined;

export interface SessionRow {
  id: bigint;
  user_id: bigint;
  device_signature: string;
  device: string;
  browser: string;
  os: string;
  ip: string;
  created_at: Date;
  last_active_at: Date;
}

export interface NewSession {
  userId: bigint;
  tokenHash: Buffer;
  deviceSignature: string;
  device: string;
  browser: string;
  os: string;
  ip: string;
  userAgent: string;
  now: Date;
}

const SESSION_COLUMNS = 's.id, s.user_id, s.device_signature, s.device, s.browser, s.os, s.ip, s.created_at, s.last_active_at';

export async function insertSession(db: Queryable, session: NewSession): Promise<bigint> {
  const result = await db.query<{ id: bigint }>(
    `INSERT INTO sessions (user_id, token_hash, device_signature, device, browser, os, ip, user_agent, created_at, last_active_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [session.userId, session.tokenHash, session.deviceSignature, session.device, session.browser, session.os, session.ip, session.userAgent, session.now],
  );
  return result.rows[0]!.id;
}

const SESSION_FIELDS = ['id', 'user_id', 'device_signature', 'device', 'browser', 'os', 'ip', 'created_at', 'last_active_at'] as const;

/**
 * An open session and its player in one round trip: every authenticated request starts here.
 * Session columns come back prefixed (`session_id`, …) beside the user's own.
 */
export async function findOpenSessionWithUser(db: Queryable, tokenHash: Buffer): Promise<{ session: SessionRow; user: UserRow } | null> {
  const result = await db.query<UserRow & Record<`session_${(typeof SESSION_FIELDS)[number]}`, unknown>>(
    `SELECT ${SESSION_FIELDS.map((field) => `s.${field} AS session_${field}`).join(', ')}, ${userColumns('u')}
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.ended_at IS NULL`,
    [tokenHash],
  );
  const row = result.rows[0];
  if (!row) return null;
  const session = Object.fromEntries(SESSION_FIELDS.map((field) => [field, row[`session_${field}`]])) as unknown as SessionRow;
  const user = Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('session_'))) as unknown as UserRow;
  return { session, user };
}

/** Whether a token (open or ended) belongs to an account that is banned now: its holder is told why (spec §6). */
export async function isTokenOfBannedAccount(db: Queryable, tokenHash: Buffer): Promise<boolean> {
  const result = await db.query<{ banned: boolean }>(
    'SELECT u.banned_at IS NOT NULL AS banned FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1',
    [tokenHash],
  );
  return result.rows[0]?.banned === true;
}

export async function touchSession(db: Queryable, sessionId: bigint, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_active_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now]);
}

/** Ends one open session; false if it was already ended (or is not the player's). */
export async function endSession(db: Queryable, sessionId: bigint, userId: bigint, reason: SessionEndReason, now: Date): Promise<boolean> {
  const result = await db.query('UPDATE sessions SET ended_at = $3, end_reason = $4 WHERE id = $1 AND user_id = $2 AND ended_at IS NULL', [
    sessionId,
    userId,
    now,
    reason,
  ]);
  return result.rowCount === 1;
}

/**
 * Ends every open session of a player except `keepSessionId`; returns the ended ids. A 2FA login
 * step in flight is a session about to open and ends with them (a step begun with the old password,
 * or by whoever is being shut out, could still be completed) — except for an exclusion, which keeps a
 * player from staking and depositing, not from logging in to withdraw (`endLoginSteps: false`).
 */
export async function endSessionsOf(
  db: Queryable,
  userId: bigint,
  reason: SessionEndReason,
  now: Date,
  keepSessionId: bigint | null = null,
  options: { endLoginSteps?: boolean } = {},
): Promise<bigint[]> {
  if (options.endLoginSteps !== false) await db.query('UPDATE login_challenges SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
  const result = await db.query<{ id: bigint }>(
    `UPDATE sessions SET ended_at = $2, end_reason = $3
     WHERE user_id = $1 AND ended_at IS NULL AND ($4::bigint IS NULL OR id <> $4::bigint) RETURNING id`,
    [userId, now, reason, keepSessionId],
  );
  return result.rows.map((row) => row.id);
}

/** The player's live sessions: not ended, and used since `activeSince` (an older one ends on its next use). */
export async function listOpenSessions(db: Queryable, userId: bigint, since: { activeSince: Date; createdSince: Date }): Promise<SessionRow[]> {
  const result = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM sessions s
     WHERE s.user_id = $1 AND s.ended_at IS NULL AND s.last_active_at >= $2 AND s.created_at >= $3 ORDER BY s.last_active_at DESC`,
    [userId, since.activeSince, since.createdSince],
  );
  return result.rows;
}
