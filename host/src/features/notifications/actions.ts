/**
 * Notification behaviours of spec §4, outside React so the after-login sequence and the
 * realtime feed can run them: load (newest first, a page at a time), on opening mark all read up
 * to the newest shown, mark one read on clicking, clear all (the local list first), prepend a new
 * one; the announcement once per login. The unread count is the server's: the list holds only
 * the pages read, the count covers them all. Failures are logged and leave the state as it was (spec §8).
 * What this tab marks read or clears, the player's other tabs read again (other-tabs.ts).
 */
import {
  hasShownAnnouncementAtom,
  isNotificationRead,
  notificationsAtom,
  palpiteStore,
  readAuthToken,
  serverNowMs,
  unreadNotificationsCountAtom,
  type Notification,
  type PlatformEvents,
} from '@palpite/shared';
import { tellOtherTabsNotificationsChanged } from './other-tabs.ts';
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

function newestFirst(list: readonly Notification[]): Notification[] {
  return [...list].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

function setList(list: readonly Notification[]): void {
  store.set(notificationsAtom, newestFirst(list));
}

/**
 * Now as the server would stamp it: the times this page writes itself stand for the server's
 * (`created_at` of a live one, `read_at` of the ones it marked), and the list shows their days.
 */
function serverNowIso(): string {
  return new Date(serverNowMs()).toISOString();
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
/**
 * The ones this page marked read, with when: a load asked before the marking and answered after it
 * says they are unread (and counts them), which would put the "unread" badges back on what the
 * player just saw, and the count up again.
 */
const readHere = new Map<number, string>();
/** The newest one shown when the bell was opened (every one up to it was marked read then), with when. */
let readUpTo: { id: number; at: string } | null = null;

function readHereAt(notification: Notification): string | undefined {
  const readAll = readUpTo !== null && notification.id > 0 && notification.id <= readUpTo.id ? readUpTo.at : undefined;
  return readHere.get(notification.id) ?? readAll;
}
let latestLoadDone: Promise<void> = Promise.resolve();

/** A player logged out: what this page marked read was theirs. */
export function forgetNotificationsMarkedHere(): void {
  readHere.clear();
  readUpTo = null;
}

export function loadNotifications(): Promise<void> {
  const done = readNewestPage();
  latestLoadDone = done;
  return done;
}

/** Resolves once the latest load has answered, however many were asked meanwhile (only the latest applies). */
async function latestLoadAnswered(): Promise<void> {
  let awaited: Promise<void>;
  do {
    awaited = latestLoadDone;
    await awaited;
  } while (awaited !== latestLoadDone);
}

/** The server's page, with what this page marked read since the server read it. */
function withReadHere(page: readonly Notification[]): { notifications: Notification[]; markedSince: number } {
  let markedSince = 0;
  const notifications = page.map((notification) => {
    const readAt = readHereAt(notification);
    if (readAt === undefined || isNotificationRead(notification)) return notification;
    markedSince += 1;
    return { ...notification, read_at: readAt };
  });
  return { notifications, markedSince };
}

async function readNewestPage(): Promise<void> {
  const load = ++latestLoad;
  const arrivalsBefore = liveArrivals;
  const token = readAuthToken();
  loadsInFlight += 1;
  store.set(isLoadingNotificationsAtom, true);
  try {
    const page = await fetchNotifications();
    if (load !== latestLoad || readAuthToken() !== token) return;
    const { notifications, markedSince } = withReadHere(page.notifications);
    const loadedIds = new Set(notifications.map((notification) => notification.id));
    const arrivedSince = store
      .get(notificationsAtom)
      .filter((notification) => !loadedIds.has(notification.id) && (liveArrivalOf.get(notification.id) ?? 0) > arrivalsBefore);
    for (const id of loadedIds) liveArrivalOf.delete(id);
    setList([...notifications, ...arrivedSince]);
    // The server counted what it held when it answered: not what arrived live since, and still the ones marked here since.
    const unread = page.unread_count - markedSince + arrivedSince.filter((notification) => !isNotificationRead(notification)).length;
    store.set(unreadNotificationsCountAtom, Math.max(0, unread));
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
 * Opening the bell (spec §4: "marks all read if any unread"): every one up to the newest it shows,
 * older pages too, but not one that arrived after the bell read its list. The count drops by as
 * many as the server marked (another tab may have marked some already).
 */
async function markAllShownRead(): Promise<void> {
  if (store.get(unreadNotificationsCountAtom) === 0) return;
  // A live event without an id has none to name on the server; the next load brings it with one.
  const newest = Math.max(0, ...store.get(notificationsAtom).map((notification) => notification.id));
  if (newest === 0) return;
  const token = readAuthToken();
  const load = latestLoad;
  try {
    const { updated } = await markNotificationsRead({ up_to_id: newest });
    if (readAuthToken() !== token) return;
    tellOtherTabsNotificationsChanged();
    readUpTo = { id: newest, at: serverNowIso() };
    setList(store.get(notificationsAtom).map((notification) => ({ ...notification, read_at: notification.read_at ?? readHereAt(notification) ?? null })));
    // A load that started meanwhile brings the server's count, which may hold these marks already.
    if (load === latestLoad) lowerUnreadCount(updated);
  } catch (error) {
    console.warn('[palpite] notifications could not be marked read', error);
  }
}

/** Marks read the ones the player opened. */
async function markOpenedRead(opened: Notification): Promise<void> {
  if (isNotificationRead(opened) || opened.id <= 0) return;
  const token = readAuthToken();
  const load = latestLoad;
  try {
    const { updated } = await markNotificationsRead({ ids: [opened.id] });
    if (readAuthToken() !== token) return;
    tellOtherTabsNotificationsChanged();
    const now = serverNowIso();
    readHere.set(opened.id, now);
    setList(
      store
        .get(notificationsAtom)
        .map((notification) => (notification.id === opened.id && !notification.read_at ? { ...notification, read_at: now } : notification)),
    );
    if (load === latestLoad) lowerUnreadCount(updated);
  } catch (error) {
    console.warn('[palpite] notification could not be marked read', error);
  }
}

/** Opening the dropdown: load the newest page, then mark all read up to the newest it shows. */
export async function openNotifications(): Promise<void> {
  await loadNotifications();
  // Another load asked meanwhile (the realtime catch-up) replaces this one's list: what is marked is what it shows.
  await latestLoadAnswered();
  await markAllShownRead();
}

/** "Load more": the next (older) page under the list (opening the bell marked it read already). */
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
  try {
    const page = await fetchNotifications(next.cursor);
    if (request !== latestMore || readAuthToken() !== token) return;
    const listed = new Set(store.get(notificationsAtom).map((notification) => notification.id));
    const older = withReadHere(page.notifications).notifications.filter((notification) => !listed.has(notification.id));
    setList([...store.get(notificationsAtom), ...older]);
    store.set(nextNotificationsPageAtom, page.next_cursor === null ? null : { cursor: page.next_cursor, session: token });
    store.set(moreNotificationsAtom, 'idle');
  } catch (error) {
    console.warn('[palpite] more notifications could not be loaded', error);
    if (request === latestMore && readAuthToken() === token) store.set(moreNotificationsAtom, 'failed');
  }
}

/** Clicking one: its detail, and it is marked read (the count drops if the server marked it). */
export async function selectNotification(notification: Notification): Promise<void> {
  store.set(selectedNotificationAtom, notification);
  await markOpenedRead(notification);
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
    tellOtherTabsNotificationsChanged();
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
    // The event carries no time: it was created just now, on the server's clock (the list shows its day).
    created_at: serverNowIso(),
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
