/**
 * Notifications to players, written in the caller's transaction: each row and its
 * `new-notification` account event (relayed to the player's realtime channel) commit together.
 * Any feature may notify (withdrawal decisions, ops messages); the notifications feature serves them.
 */
import type { Queryable } from '../db/database.ts';
import { translate } from '../i18n/messages.ts';

/** A row of `notifications` as the database returns it. */
export interface NotificationRow {
  id: bigint;
  user_id: bigint;
  title: string | null;
  message: string;
  translation_key: string;
  translation_params: Record<string, string | number>;
  read_at: Date | null;
  created_at: Date;
}

export const NOTIFICATION_COLUMNS = 'id, user_id, title, message, translation_key, translation_params, read_at, created_at';

export interface NewNotification {
  title: string | null;
  message: string;
  translationKey: string;
  translationParams: Record<string, string | number>;
}

/**
 * Who a message may reach. Closed accounts get none. A service message (ops' word, maintenance)
 * reaches every player not banned; marketing also skips players on a break or self-excluded at
 * `now`, to whom a licensed operator must not promote gambling. An account message is the record
 * of something done to one player's account (a bet settled, a withdrawal or document decided): a
 * banned player gets it too, so the bell holds what was decided meanwhile once the ban is lifted.
 */
export type NotificationAudience = { kind: 'service' } | { kind: 'marketing'; now: Date } | { kind: 'account' };

/**
 * Inserts for the given players (or everyone) and queues a `new-notification` event for each, in
 * one statement: a message to every player must not cost a round trip per player inside the
 * transaction.
 */
export async function insertNotifications(
  tx: Queryable,
  recipients: 'all' | bigint,
  notification: NewNotification,
  audience: NotificationAudience = { kind: 'service' },
): Promise<number> {
  // The event carries what the front end's new-notification handler reads (spec §7: message with
  // key and params); created_at as JavaScript's toISOString() writes it.
  const result = await tx.query<{ sent: string }>(
    `WITH inserted AS (
       INSERT INTO notifications (user_id, title, message, translation_key, translation_params)
       SELECT id, $2, $3, $4, $5 FROM users u WHERE ($1::bigint IS NULL OR id = $1::bigint) AND ($7::boolean OR banned_at IS NULL) AND closed_at IS NULL
         AND ($6::timestamptz IS NULL OR NOT EXISTS (
           SELECT 1 FROM player_exclusions e WHERE e.user_id = u.id AND e.starts_at <= $6 AND (e.ends_at IS NULL OR e.ends_at > $6)))
       RETURNING ${NOTIFICATION_COLUMNS}
     ), events AS (
       INSERT INTO account_events (user_id, name, payload)
       SELECT user_id, 'new-notification', jsonb_build_object(
         'id', id, 'title', title, 'message', message, 'key', translation_key, 'params', translation_params,
         'created_at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
       FROM inserted ORDER BY id
     )
     SELECT count(*) AS sent FROM inserted`,
    [
      recipients === 'all' ? null : recipients,
      notification.title,
      notification.message,
      notification.translationKey,
      JSON.stringify(notification.translationParams),
      audience.kind === 'marketing' ? audience.now : null,
      audience.kind === 'account' && recipients !== 'all',
    ],
  );
  return Number(result.rows[0]!.sent);
}

/**
 * One player's account message from the common catalogue's key: the row keeps the pt-BR text as
 * its `message` (what a client without the catalogue shows) and the key and params, which the
 * bell translates into the page's language.
 */
export async function notifyPlayer(tx: Queryable, userId: bigint, key: string, params: Record<string, string | number>): Promise<void> {
  const notification = { title: null, message: translate(key, 'pt-BR', params) ?? key, translationKey: key, translationParams: params };
  await insertNotifications(tx, userId, notification, { kind: 'account' });
}
