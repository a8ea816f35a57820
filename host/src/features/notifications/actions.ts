/**
 * Notification behaviours of spec §4, outside React so the after-login sequence and the
 * realtime feed can run them: load (newest first), mark all read on opening, mark one read on
 * clicking, clear all (the local list first), prepend a new one; the announcement once per login.
 * Failures are logged and leave the state as it was (spec §8).
 */
import {
  hasShownAnnouncementAtom,
  isNotificationRead,
  notificationsAtom,
  palpiteStore,
  unreadNotificationsCountAtom,
  type Notification,
  type PlatformEvents,
} from '@palpite/shared';
import { clearNotifications, fetchAnnouncement, fetchNotifications, markAllNotificationsRead, markNotificationRead } from './api.ts';
import { announcementMessageAtom, isLoadingNotificationsAtom, selectedNotificationAtom } from './state.ts';

const store = palpiteStore;

function newestFirst(list: readonly Notification[]): Notification[] {
  return [...list].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

function setList(list: readonly Notification[]): void {
  store.set(notificationsAtom, newestFirst(list));
  store.set(unreadNotificationsCountAtom, list.filter((notification) => !isNotificationRead(notification)).length);
}

export async function loadNotifications(): Promise<void> {
  store.set(isLoadingNotificationsAtom, true);
  try {
    const { notifications } = await fetchNotifications();
    setList(notifications);
  } catch (error) {
    console.warn('[palpite] notifications could not be loaded', error);
  } finally {
    store.set(isLoadingNotificationsAtom, false);
  }
}

/** Opening the dropdown: load, then mark everything read if anything is unread. */
export async function openNotifications(): Promise<void> {
  await loadNotifications();
  if (store.get(unreadNotificationsCountAtom) === 0) return;
  try {
    await markAllNotificationsRead();
    const now = new Date().toISOString();
    setList(store.get(notificationsAtom).map((notification) => (notification.read_at ? notification : { ...notification, read_at: now })));
  } catch (error) {
    console.warn('[palpite] notifications could not be marked read', error);
  }
}

export async function selectNotification(notification: Notification): Promise<void> {
  store.set(selectedNotificationAtom, notification);
  if (isNotificationRead(notification)) return;
  try {
    await markNotificationRead(notification.id);
    const now = new Date().toISOString();
    setList(store.get(notificationsAtom).map((item) => (item.id === notification.id ? { ...item, read_at: now } : item)));
  } catch (error) {
    console.warn('[palpite] notification could not be marked read', error);
  }
}

export async function clearAllNotifications(): Promise<void> {
  setList([]);
  try {
    await clearNotifications();
  } catch (error) {
    console.warn('[palpite] notifications could not be cleared on the server', error);
  }
}

/**
 * A `new-notification` realtime event: an unread item on top, the count up by one. The catch-up
 * load after the channel attaches may already hold it (the event raced the load): once only.
 */
export function receiveNotification(payload: PlatformEvents['new-notification']): void {
  if (payload.id !== undefined && store.get(notificationsAtom).some((notification) => notification.id === payload.id)) return;
  const item: Notification = {
    id: payload.id ?? -Date.now(),
    title: payload.title ?? null,
    message: payload.message,
    translation_key: payload.key ?? 'notifications.default',
    translation_params: payload.params ?? {},
    read_at: null,
    created_at: new Date().toISOString(),
  };
  store.set(notificationsAtom, [item, ...store.get(notificationsAtom)]);
  store.set(unreadNotificationsCountAtom, store.get(unreadNotificationsCountAtom) + 1);
}

/** After login (spec §4): show an active announcement once per login. */
export async function showAnnouncementOnce(): Promise<void> {
  if (store.get(hasShownAnnouncementAtom)) return;
  try {
    const announcement = await fetchAnnouncement();
    if (!announcement.is_active || !announcement.message) return;
    store.set(announcementMessageAtom, announcement.message);
    store.set(hasShownAnnouncementAtom, true);
  } catch {
    // Announcement failures are silent (spec §8).
  }
}

/** A live `announcement` on public:general: show the current one if it is active. */
export async function showCurrentAnnouncement(): Promise<void> {
  try {
    const announcement = await fetchAnnouncement();
    if (announcement.is_active && announcement.message) store.set(announcementMessageAtom, announcement.message);
  } catch {
    // silent (spec §8)
  }
}
