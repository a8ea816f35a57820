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
  readAuthToken,
  unreadNotificationsCountAtom,
  type Notification,
  type PlatformEvents,
} from '@palpite/shared';
import { clearNotifications, fetchAnnouncement, fetchNotifications, markAllNotificationsRead, markNotificationRead } from './api.ts';
import {
  announcementMessageAtom,
  isLoadingNotificationsAtom,
  lastShownAnnouncementAtom,
  notificationsLoadFailedAtom,
  selectedNotificationAtom,
} from './state.ts';

const store = palpiteStore;

function newestFirst(list: readonly Notification[]): Notification[] {
  return [...list].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

function setList(list: readonly Notification[]): void {
  store.set(notificationsAtom, newestFirst(list));
  store.set(unreadNotificationsCountAtom, list.filter((notification) => !isNotificationRead(notification)).length);
}

/**
 * Loads overlap (after login, after the realtime channel attaches, on opening the bell) and may
 * answer out of order, and a realtime notification may arrive while one is in flight, its answer
 * read before the notification existed. So only the latest load applies, only for the session that
 * asked, and it keeps what arrived live after it was asked.
 */
let latestLoad = 0;
let loadsInFlight = 0;
let liveArrivals = 0;
const liveArrivalOf = new Map<number, number>();

export async function loadNotifications(): Promise<void> {
  const load = ++latestLoad;
  const arrivalsBefore = liveArrivals;
  const token = readAuthToken();
  loadsInFlight += 1;
  store.set(isLoadingNotificationsAtom, true);
  try {
    const { notifications } = await fetchNotifications();
    if (load !== latestLoad || readAuthToken() !== token) return;
    const loadedIds = new Set(notifications.map((notification) => notification.id));
    const arrivedSince = store
      .get(notificationsAtom)
      .filter((notification) => !loadedIds.has(notification.id) && (liveArrivalOf.get(notification.id) ?? 0) > arrivalsBefore);
    for (const id of loadedIds) liveArrivalOf.delete(id);
    setList([...notifications, ...arrivedSince]);
    store.set(notificationsLoadFailedAtom, false);
  } catch (error) {
    console.warn('[palpite] notifications could not be loaded', error);
    if (load === latestLoad && readAuthToken() === token) store.set(notificationsLoadFailedAtom, true);
  } finally {
    loadsInFlight -= 1;
    if (loadsInFlight === 0) store.set(isLoadingNotificationsAtom, false);
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
  latestLoad += 1; // a load in flight would bring the cleared ones back
  setList([]);
  store.set(notificationsLoadFailedAtom, false);
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
  liveArrivals += 1;
  liveArrivalOf.set(item.id, liveArrivals);
  store.set(notificationsAtom, [item, ...store.get(notificationsAtom)]);
  store.set(unreadNotificationsCountAtom, store.get(unreadNotificationsCountAtom) + 1);
}

/** After login (spec §4): show an active announcement once per login. */
export async function showAnnouncementOnce(): Promise<void> {
  if (store.get(hasShownAnnouncementAtom)) return;
  try {
    const announcement = await fetchAnnouncement();
    if (!announcement.is_active || !announcement.message) return;
    showAnnouncement(announcement.message);
    store.set(hasShownAnnouncementAtom, true);
  } catch {
    // Announcement failures are silent (spec §8).
  }
}

function showAnnouncement(message: string): void {
  store.set(announcementMessageAtom, message);
  store.set(lastShownAnnouncementAtom, message);
}

/**
 * A live `announcement` on public:general: show the current one if it is active. After a gap in
 * that channel (`missedOnly`), only one this page has not shown: a reconnection is no news, and
 * the player already closed the one they saw.
 */
export async function showCurrentAnnouncement(options: { missedOnly?: boolean } = {}): Promise<void> {
  try {
    const announcement = await fetchAnnouncement();
    if (!announcement.is_active || !announcement.message) return;
    if (options.missedOnly && announcement.message === store.get(lastShownAnnouncementAtom)) return;
    showAnnouncement(announcement.message);
  } catch {
    // silent (spec §8)
  }
}
