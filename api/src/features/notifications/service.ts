/**
 * Notifications (spec §4 "Notifications"): newest first a page at a time, mark one, the ones
 * shown or all read, clear all; ops send one to a player or to everyone. Announcements: the
 * latest one is the site's announcement.
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
import { END_OF_SUPPORTED_TIME_MS } from '../../http/validate.ts';

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

/** How many notifications one page holds (the bell's dropdown; "load more" reads the next). */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** Where a page starts: after the notification at this position in the newest-first order. */
export interface NotificationsCursor {
  /** Its created_at in microseconds since 1970 (the database's precision: milliseconds would skip rows). */
  createdUs: bigint;
  id: bigint;
}

type NotificationPageRow = NotificationRow & { created_us: bigint };
/** A row of the page query: the count on every row, the notification's columns null on an empty page. */
type PageRow = { unread_count: bigint } & (NotificationPageRow | Record<keyof NotificationPageRow, null>);

/** The opaque `next_cursor`: base64url of `createdUs.id`. */
export function encodeNotificationsCursor(row: { created_us: bigint; id: bigint }): string {
  return Buffer.from(`${row.created_us}.${row.id}`, 'utf8').toString('base64url');
}

/** A cursor this API wrote, or null for anything else (a client's guess, a cut-off copy). */
export function decodeNotificationsCursor(cursor: string): NotificationsCursor | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null;
  const match = /^(\d{1,17})\.(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const position = { createdUs: BigInt(match[1]!), id: BigInt(match[2]!) };
  return position.createdUs < BigInt(END_OF_SUPPORTED_TIME_MS) * 1000n && position.id > 0n ? position : null;
}

async function unreadCount(tx: Queryable, userId: bigint): Promise<number> {
  const unread = await tx.query<{ count: bigint }>('SELECT count(*) AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return Number(unread.rows[0]?.count ?? 0n);
}

/** Whether the account exists at all (banned and closed ones too: they get nothing, but are no unknown id). */
async function playerExists(tx: Queryable, userId: bigint): Promise<boolean> {
  const found = await tx.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return found.rowCount > 0;
}

export function createNotificationsService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    /**
     * One page of the player's notifications, newest first, from `cursor` on, with the number of
     * unread ones over all pages. One statement: the count and the page are read at one instant,
     * so the bell never counts a notification the page was read too early to show.
     */
    async list(userId: bigint, page: { limit?: number; cursor?: NotificationsCursor | undefined } = {}) {
      const limit = page.limit ?? NOTIFICATIONS_PAGE_SIZE;
      // One row past the page tells whether there is a next one: "load more" never reads an empty page.
      // The cursor's microseconds become an instant again exactly (a whole number of them below 2^53).
      const result = await db.query<PageRow>(
        `WITH unread AS (
           SELECT count(*) AS unread_count FROM notifications WHERE user_id = $1 AND read_at IS NULL
         ), page AS (
           SELECT ${NOTIFICATION_COLUMNS}, (extract(epoch FROM created_at) * 1000000)::bigint AS created_us
           FROM notifications
           WHERE user_id = $1
             AND ($2::bigint IS NULL OR (created_at, id) < (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::bigint))
           ORDER BY created_at DESC, id DESC
           LIMIT $4
         )
         SELECT unread.unread_count, page.* FROM unread LEFT JOIN page ON true
         ORDER BY page.created_at DESC, page.id DESC`,
        [userId, page.cursor?.createdUs ?? null, page.cursor?.id ?? null, limit + 1],
      );
      const rows = result.rows.filter((row): row is PageRow & NotificationPageRow => row.id !== null);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        notifications: shown.map(notificationView),
        unread_count: Number(result.rows[0]?.unread_count ?? 0n),
        next_cursor: rows.length > limit && last ? encodeNotificationsCursor(last) : null,
      };
    },
    /**
     * Marks read the player's unread notifications among `ids`, or up to `upToId` (the newest the
     * bell showed), or all of them; another player's ids change nothing. Answers how many it marked
     * and how many stay unread.
     */
    async markAllRead(userId: bigint, only: { ids?: readonly bigint[]; upToId?: bigint } = {}) {
      return db.transaction(async (tx) => {
        const marked = await tx.query(
          `UPDATE notifications SET read_at = $2
           WHERE user_id = $1 AND read_at IS NULL AND ($3::bigint[] IS NULL OR id = ANY ($3::bigint[])) AND ($4::bigint IS NULL OR id <= $4::bigint)`,
          [userId, now(), only.ids?.map(String) ?? null, only.upToId ?? null],
        );
        return { updated: marked.rowCount, unread_count: await unreadCount(tx, userId) };
      });
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
    /**
     * Banned and closed accounts get nothing, nor does an excluded player get marketing: `sent`
     * counts who got it (0 for one such player). 404 only for an id no account has.
     */
    async send(recipients: 'all' | bigint, notification: NewNotification, kind: Exclude<NotificationAudience['kind'], 'account'>, actor: string) {
      return db.transaction(async (tx) => {
        const sent = await insertNotifications(tx, recipients, notification, kind === 'marketing' ? { kind, now: now() } : { kind });
        if (recipients !== 'all' && sent === 0 && !(await playerExists(tx, recipients))) {
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
