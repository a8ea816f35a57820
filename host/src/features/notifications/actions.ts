/**
 * Notification behaviours of spec §4, outside React so the after-login sequence and the
 * realtime feed can run them: load (newest first, a page at a time), on opening mark read the
 * unread ones shown, mark one read on clicking, clear all (the local list first), prepend a new
 * one; the announcement once per login. The unread count is the server's: the list holds only
 * the pages read, the count covers them all. Failures are logged and leave the state as it was (spec §8).
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
import { clearNotifications, fetchAnnouncement, fetchNotifications, markNotificationsRead } from './api.ts';
import {
  announcementMessageAtom,
  isLoadingNotificationsAtom,
  lastShownAnnouncementAtom,
  moreNotificationsAtom,
  nextNotificationsPageAtom,
  notificationsLoadFailedAtom,
  selectedNotificationAtom,
} from './state.ts';

const store = palpiteStore;

/** The most ids one mark-read call takes (the API refuses more). */
const MAX_IDS_MARKED_AT_ONCE = 100;

function newestFirst(list: readonly Notification[]): Notification[] {
  return [...list].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

function setList(list: readonly Notification[]): void {
  store.set(notificationsAtom, newestFirst(list));
}

function lowerUnreadCount(by: number): void {
  store.set(unreadNotificationsCountAtom, Math.max(0, store.get(unreadNotificationsCountAtom) - by));
}

/**
 * Loads overlap (after login, after the realtime channel attaches, on opening the bell) and may
 * answer out of order, and a realtime notification may arrive while one is in flight, its answer
 * read before the notification existed. So only the latest load applies, only for the session that
 * asked, and it keeps what arrived live after it was asked. A load starts the list over from the
 * newest page: an older page being read then is dropped (`latestMore`).
 */
let latestLoad = 0;
let latestMore = 0;
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
    const page = await fetchNotifications();
    if (load !== latestLoad || readAuthToken() !== token) return;
    const loadedIds = new Set(page.notifications.map((notification) => notification.id));
    const arrivedSince = store
      .get(notificationsAtom)
      .filter((notification) => !loadedIds.has(notification.id) && (liveArrivalOf.get(notification.id) ?? 0) > arrivalsBefore);
    for (const id of loadedIds) liveArrivalOf.delete(id);
    setList([...page.notifications, ...arrivedSince]);
    // The server counted what it held when it answered; what arrived live since, it did not.
    store.set(unreadNotificationsCountAtom, page.unread_count + arrivedSince.filter((notification) => !isNotificationRead(notification)).length);
    latestMore += 1;
    store.set(nextNotificationsPageAtom, page.next_cursor === null ? null : { cursor: page.next_cursor, session: token });
    store.set(moreNotificationsAtom, 'idle');
    store.set(notificationsLoadFailedAtom, false);
  } catch (error) {
    console.warn('[palpite] notifications could not be loaded', error);
    if (load === latestLoad && readAuthToken() === token) store.set(notificationsLoadFailedAtom, true);
  } finally {
    loadsInFlight -= 1;
    if (loadsInFlight === 0) store.set(isLoadingNotificationsAtom, false);
  }
}

/**
 * Marks read the unread ones among `shown` (what the open dropdown shows), never one it does not:
 * older pages, or one that arrives meanwhile, stay unread. The count drops by as many as the
 * server marked (another tab may have marked some already).
 */
async function markShownRead(shown: readonly Notification[]): Promise<void> {
  // A live event without an id has none to name on the server; the next load brings it with one.
  const ids = shown.filter((notification) => !isNotificationRead(notification) && notification.id > 0).map((notification) => notification.id);
  const token = readAuthToken();
  for (let start = 0; start < ids.length; start += MAX_IDS_MARKED_AT_ONCE) {
    const batch = ids.slice(start, start + MAX_IDS_MARKED_AT_ONCE);
    const load = latestLoad;
    try {
      const { updated } = await markNotificationsRead(batch);
      if (readAuthToken() !== token) return;
      const marked = new Set(batch);
      const now = new Date().toISOString();
      setList(
        store
          .get(notificationsAtom)
          .map((notification) => (marked.has(notification.id) && !notification.read_at ? { ...notification, read_at: now } : notification)),
      );
      // A load that started meanwhile brings the server's count, which may hold these marks already.
      if (load === latestLoad) lowerUnreadCount(updated);
    } catch (error) {
      console.warn('[palpite] notifications could not be marked read', error);
      return;
    }
  }
}

/** Opening the dropdown: load the newest page, then mark read the unread ones it shows. */
export async function openNotifications(): Promise<void> {
  await loadNotifications();
  await markShownRead(store.get(notificationsAtom));
}

/** "Load more": the next (older) page under the list, its unread ones marked read as they are shown. */
export async function loadMoreNotifications(): Promise<void> {
  const next = store.get(nextNotificationsPageAtom);
  if (next === null || store.get(moreNotificationsAtom) === 'loading') return;
  const token = readAuthToken();
  if (next.session !== token) {
    // The pages before it were another session's.
    store.set(nextNotificationsPageAtom, null);
    return;
  }
  const request = ++latestMore;
  store.set(moreNotificationsAtom, 'loading');
  let older: Notification[];
  try {
    const page = await fetchNotifications(next.cursor);
    if (request !== latestMore || readAuthToken() !== token) return;
    const listed = new Set(store.get(notificationsAtom).map((notification) => notification.id));
    older = page.notifications.filter((notification) => !listed.has(notification.id));
    setList([...store.get(notificationsAtom), ...older]);
    store.set(nextNotificationsPageAtom, page.next_cursor === null ? null : { cursor: page.next_cursor, session: token });
    store.set(moreNotificationsAtom, 'idle');
  } catch (error) {
    console.warn('[palpite] more notifications could not be loaded', error);
    if (request === latestMore && readAuthToken() === token) store.set(moreNotificationsAtom, 'failed');
    return;
  }
  await markShownRead(older);
}

/** Clicking one: its detail, and it is marked read (the count drops if the server marked it). */
export async function selectNotification(notification: Notification): Promise<void> {
  store.set(selectedNotificationAtom, notification);
  await markShownRead([notification]);
}

export async function clearAllNotifications(): Promise<void> {
  latestLoad += 1; // a load in flight would bring the cleared ones back
  latestMore += 1;
  setList([]);
  store.set(unreadNotificationsCountAtom, 0);
  store.set(nextNotificationsPageAtom, null);
  store.set(moreNotificationsAtom, 'idle');
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
