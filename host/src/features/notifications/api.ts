/** The spec's notification and announcement calls (§7), plus our mark-one-read. */
import { api, type Notification } from '@palpite/shared';

export function fetchNotifications(): Promise<{ notifications: Notification[]; unread_count: number }> {
  return api.get('user/notifications').json();
}

export async function markAllNotificationsRead(): Promise<void> {
  await api.post('user/notifications/mark-all-read', { json: {} });
}

export async function markNotificationRead(id: number): Promise<void> {
  await api.post(`user/notifications/${id}/read`, { json: {} });
}

export async function clearNotifications(): Promise<void> {
  await api.delete('user/notifications/clear');
}

export function fetchAnnouncement(): Promise<{ is_active: boolean; message: string }> {
  return api.get('announcement').json();
}
