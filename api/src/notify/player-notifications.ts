/**
 * Notifications to players, written in the caller's transaction: each row and its
 * `new-notification` account event (relayed to the player's realtime channel) commit together.
 * Any feature may notify (withdrawal decisions, ops messages); the notifications feature serves them.
 */
import { recordAccountEvent } from '../auth/account-events.ts';
import type { Queryable } from '../db/database.ts';

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

/** Inserts for the given players (or everyone) and queues a `new-notification` event for each. */
export async function insertNotifications(tx: Queryable, recipients: 'all' | bigint, notification: NewNotification): Promise<number> {
  const inserted = await tx.query<NotificationRow>(
    `INSERT INTO notifications (user_id, title, message, translation_key, translation_params)
     SELECT id, $2, $3, $4, $5 FROM users WHERE ($1::bigint IS NULL OR id = $1::bigint) AND banned_at IS NULL AND closed_at IS NULL
     RETURNING ${NOTIFICATION_COLUMNS}`,
    [
      recipients === 'all' ? null : recipients,
      notification.title,
      notification.message,
      notification.translationKey,
      JSON.stringify(notification.translationParams),
    ],
  );
  for (const row of inserted.rows) {
    // The payload the front end's new-notification handler reads (spec §7: message with key and params).
    await recordAccountEvent(tx, row.user_id, 'new-notification', {
      id: Number(row.id),
      title: row.title,
      message: row.message,
      key: row.translation_key,
      params: row.translation_params,
      created_at: row.created_at.toISOString(),
    });
  }
  return inserted.rows.length;
}
