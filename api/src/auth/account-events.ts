/**
 * Facts for the realtime layer to deliver to a player, written in the same transaction as the
 * change that causes them (an outbox). The realtime publisher reads unpublished rows; listeners
 * registered here are told after commit so delivery is prompt.
 */
import type { Queryable } from '../db/database.ts';

export type ForceLogoutReason = 'other_device' | 'banned' | 'password_changed' | 'password_reset' | 'session_ended' | 'excluded' | 'two_factor_reset';

export interface AccountEvent {
  id: bigint;
  userId: bigint;
  name: string;
  payload: Record<string, unknown>;
}

export async function recordAccountEvent(db: Queryable, userId: bigint, name: string, payload: Record<string, unknown>): Promise<AccountEvent> {
  const result = await db.query<{ id: bigint }>('INSERT INTO account_events (user_id, name, payload) VALUES ($1, $2, $3) RETURNING id', [
    userId,
    name,
    JSON.stringify(payload),
  ]);
  return { id: result.rows[0]!.id, userId, name, payload };
}

/** A forced logout: `sessionIds` are the sessions that were ended (the client drops only those). */
export function recordForceLogout(db: Queryable, userId: bigint, reason: ForceLogoutReason, sessionIds: bigint[]): Promise<AccountEvent> {
  return recordAccountEvent(db, userId, 'force-logout', { reason, session_ids: sessionIds.map(String) });
}

export async function listAccountEvents(db: Queryable, userId: bigint, afterId = 0n): Promise<AccountEvent[]> {
  const result = await db.query<{ id: bigint; user_id: bigint; name: string; payload: Record<string, unknown> }>(
    'SELECT id, user_id, name, payload FROM account_events WHERE user_id = $1 AND id > $2 ORDER BY id',
    [userId, afterId],
  );
  return result.rows.map((row) => ({ id: row.id, userId: row.user_id, name: row.name, payload: row.payload }));
}
