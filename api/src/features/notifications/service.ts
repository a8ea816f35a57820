/**
 * Notifications (spec §4 "Notifications"): newest first, mark one or all read, clear all; ops
 * send one to a player or to everyone. Announcements: the latest one is the site's announcement.
 */
import type { Database, Queryable } from '../../db/database.ts';
import {
  insertNotifications,
  NOTIFICATION_COLUMNS,
  type NewNotification,
  type NotificationAudience,
  type NotificationRow,
} from '../../notify/player-notifications.ts';
import { AppError } from '../../http/errors.ts';

export interface NotificationView {
  id: number;
  title: string | null;
  message: string;
  translation_key: string;
  translation_params: Record<string, string | number>;
  read_at: string | null;
  created_at: string;
}

export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: Number(row.id),
    title: row.title,
    message: row.message,
    translation_key: row.translation_key,
    translation_params: row.translation_params,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** An account a message could reach at all: it exists and is neither banned nor closed. */
async function isReachable(tx: Queryable, userId: bigint): Promise<boolean> {
  const found = await tx.query('SELECT 1 FROM users WHERE id = $1 AND banned_at IS NULL AND closed_at IS NULL', [userId]);
  return found.rowCount > 0;
}

export function createNotificationsService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async list(userId: bigint, limit = 50) {
      const rows = await db.query<NotificationRow>(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
      const unread = await db.query<{ count: bigint }>('SELECT count(*) AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
      return { notifications: rows.rows.map(notificationView), unread_count: Number(unread.rows[0]?.count ?? 0n) };
    },
    async markAllRead(userId: bigint) {
      const result = await db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, now()]);
      return { updated: result.rowCount };
    },
    async markRead(userId: bigint, id: bigint) {
      const result = await db.query<NotificationRow>(
        `UPDATE notifications SET read_at = coalesce(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING ${NOTIFICATION_COLUMNS}`,
        [id, userId, now()],
      );
      const row = result.rows[0];
      if (!row) throw new AppError({ status: 404, key: 'notifications.notFound', message: 'no such notification' });
      return notificationView(row);
    },
    async clear(userId: bigint) {
      const result = await db.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
      return { deleted: result.rowCount };
    },
    /** A marketing message skips excluded players (`sent` counts who got it; 0 for one excluded player). */
    async send(recipients: 'all' | bigint, notification: NewNotification, kind: NotificationAudience['kind'], actor: string) {
      return db.transaction(async (tx) => {
        const sent = await insertNotifications(tx, recipients, notification, kind === 'marketing' ? { kind, now: now() } : { kind });
        if (recipients !== 'all' && sent === 0 && !(await isReachable(tx, recipients))) {
          throw new AppError({ status: 404, key: 'http.notFound', message: 'no such player' });
        }
        await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [
          actor,
          'notification.send',
          recipients === 'all' ? 'users:all' : `user:${recipients}`,
          JSON.stringify({ sent, kind, title: notification.title }),
        ]);
        return { sent, kind };
      });
    },
    async announcement() {
      const result = await db.query<{ message: string; is_active: boolean }>(
        'SELECT message, is_active FROM announcements ORDER BY created_at DESC, id DESC LIMIT 1',
      );
      const latest = result.rows[0];
      return latest ? { is_active: latest.is_active, message: latest.message } : { is_active: false, message: '' };
    },
    async announce(message: string, isActive: boolean, actor: string) {
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO announcements (message, is_active, created_by) VALUES ($1, $2, $3)', [message, isActive, actor]);
        await tx.query('INSERT INTO ops_audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4)', [
          actor,
          'announcement.set',
          'announcement',
          JSON.stringify({ is_active: isActive }),
        ]);
      });
      return { is_active: isActive, message };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
