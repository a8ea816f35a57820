/** The spec's notification and announcement calls (§7), with the optional page cursor and ids they take. */
import { api, type Notification } from '@palpite/shared';

/** A page of the player's notifications, newest first; `unread_count` counts the unread ones of every page. */
export interface NotificationsPage {
  notifications: Notification[];
  unread_count: number;
  /** Where the next (older) page starts; null on the last page. */
  next_cursor: string | null;
}

/** `GET /user/notifications[?cursor=]`: the newest page, or the one after `cursor`. */
export async function fetchNotifications(cursor: string | null = null): Promise<NotificationsPage> {
  const page = await api.get('user/notifications', cursor === null ? {} : { searchParams: { cursor } }).json<NotificationsPage>();
  // An API from before pages had no cursor: its one page is all there is.
  return { ...page, next_cursor: page.next_cursor ?? null };
}

/**
 * `POST /user/notifications/mark-all-read` for the ones the player opened (`ids`, at most 100) or,
 * on opening the bell, every one up to the newest it showed (`up_to_id`: one that arrived since
 * stays unread). Answers how many it marked.
 */
export async function markNotificationsRead(only: { ids: readonly number[] } | { up_to_id: number }): Promise<{ updated: number }> {
  const answer = await api.post('user/notifications/mark-all-read', { json: only }).json<{ updated?: number }>();
  return { updated: answer.updated ?? 0 };
}

export async function clearNotifications(): Promise<void> {
  await api.delete('user/notifications/clear');
}

export function fetchAnnouncement(): Promise<{ is_active: boolean; message: string }> {
  return api.get('announcement').json();
}
