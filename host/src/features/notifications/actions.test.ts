import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasShownAnnouncementAtom, notificationsAtom, observeServerTime, palpiteStore, unreadNotificationsCountAtom } from '@palpite/shared';
import { json as reply, mockApi, resetServerClock, type ApiCall } from '@palpite/shared/testing';
import {
  clearAllNotifications,
  forgetNotificationsMarkedHere,
  loadMoreNotifications,
  loadNotifications,
  openNotifications,
  receiveNotification,
  selectNotification,
  showAnnouncementOnce,
  showCurrentAnnouncement,
} from './actions.ts';
import {
  announcementMessageAtom,
  lastShownAnnouncementAtom,
  moreNotificationsAtom,
  nextNotificationsPageAtom,
  notificationsLoadFailedAtom,
  selectedNotificationAtom,
} from './state.ts';
import { NOTIFICATIONS_CHANGED_KEY } from './other-tabs.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** A fetch answer the test releases when it chooses, to make loads overlap. */
function deferredAnswer(body: unknown): { response: Promise<Response>; release: () => void } {
  let release = () => undefined as void;
  const response = new Promise<Response>((resolve) => {
    release = () => resolve(json(body));
  });
  return { response, release };
}
const item = (id: number, read: boolean, created: string) => ({
  id,
  title: null,
  message: `m${id}`,
  translation_key: 'notifications.default',
  translation_params: {},
  read_at: read ? created : null,
  created_at: created,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetServerClock();
  window.localStorage.clear();
  forgetNotificationsMarkedHere();
  palpiteStore.set(notificationsAtom, []);
  palpiteStore.set(unreadNotificationsCountAtom, 0);
  palpiteStore.set(hasShownAnnouncementAtom, false);
  palpiteStore.set(announcementMessageAtom, null);
  palpiteStore.set(lastShownAnnouncementAtom, null);
  palpiteStore.set(notificationsLoadFailedAtom, false);
  palpiteStore.set(nextNotificationsPageAtom, null);
  palpiteStore.set(moreNotificationsAtom, 'idle');
  palpiteStore.set(selectedNotificationAtom, null);
});

describe('notifications (spec §4)', () => {
  it('opening loads them newest first and marks the unread ones read', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json({ notifications: [item(1, true, '2026-11-01T10:00:00Z'), item(2, false, '2026-11-02T10:00:00Z')], unread_count: 1, next_cursor: null }),
      )
      .mockResolvedValueOnce(json({ success: true, updated: 1, unread_count: 0 }));
    await openNotifications();
    expect(palpiteStore.get(notificationsAtom).map((n) => n.id)).toEqual([2, 1]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(0);
    expect(palpiteStore.get(notificationsAtom).every((n) => n.read_at !== null)).toBe(true);
    expect(String((fetch.mock.calls[1]![0] as Request).url)).toContain('/user/notifications/mark-all-read');
  });

  it('a failed load keeps the list and marks the load failed until one succeeds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('auth_token', 'token');
    palpiteStore.set(notificationsAtom, [item(1, true, '2026-11-01T10:00:00Z')]);
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ message: 'down' }, 503))
      .mockResolvedValueOnce(json({ notifications: [item(2, true, '2026-11-02T10:00:00Z')], unread_count: 0 }));
    await loadNotifications();
    expect(palpiteStore.get(notificationsLoadFailedAtom)).toBe(true);
    expect(palpiteStore.get(notificationsAtom).map((n) => n.id)).toEqual([1]);
    await loadNotifications();
    expect(palpiteStore.get(notificationsLoadFailedAtom)).toBe(false);
    expect(palpiteStore.get(notificationsAtom).map((n) => n.id)).toEqual([2]);
  });

  it('does not call mark-all-read when nothing shown is unread', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ notifications: [item(1, true, '2026-11-01T10:00:00Z')], unread_count: 0 }));
    await openNotifications();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a new-notification event prepends an unread item and raises the count', () => {
    palpiteStore.set(notificationsAtom, [item(1, true, '2026-11-01T10:00:00Z')]);
    receiveNotification({ id: 9, message: 'Novo', key: 'notifications.default' });
    expect(palpiteStore.get(notificationsAtom)[0]).toMatchObject({ id: 9, message: 'Novo', read_at: null });
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(1);
  });

  it('an event for a notification the catch-up load already brought counts once', () => {
    palpiteStore.set(notificationsAtom, [item(9, false, '2026-11-01T10:00:00Z')]);
    palpiteStore.set(unreadNotificationsCountAtom, 1);
    receiveNotification({ id: 9, message: 'Novo', key: 'notifications.default' });
    expect(palpiteStore.get(notificationsAtom)).toHaveLength(1);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(1);
  });

  it('clear all empties the local list first, whatever the server says', async () => {
    palpiteStore.set(notificationsAtom, [item(1, false, '2026-11-01T10:00:00Z')]);
    palpiteStore.set(unreadNotificationsCountAtom, 1);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ success: false }, 500));
    await clearAllNotifications();
    expect(palpiteStore.get(notificationsAtom)).toEqual([]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(0);
  });

  it('shows an active announcement once per login', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ is_active: true, message: 'Odds turbinadas!' }));
    await showAnnouncementOnce();
    expect(palpiteStore.get(announcementMessageAtom)).toBe('Odds turbinadas!');
    palpiteStore.set(announcementMessageAtom, null);
    await showAnnouncementOnce();
    expect(palpiteStore.get(announcementMessageAtom)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
  it('after a gap in the announcements’ channel shows only an announcement the page has not shown; a live one always', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ is_active: true, message: 'Manutenção hoje às 23h.' }));
    await showAnnouncementOnce();
    palpiteStore.set(announcementMessageAtom, null);
    // The connection came back (a restart of the realtime server, a long time offline): the same one.
    await showCurrentAnnouncement({ missedOnly: true });
    expect(palpiteStore.get(announcementMessageAtom)).toBeNull();
    // Ops announced it again while the player watched: shown again.
    await showCurrentAnnouncement();
    expect(palpiteStore.get(announcementMessageAtom)).toBe('Manutenção hoje às 23h.');
    palpiteStore.set(announcementMessageAtom, null);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ is_active: true, message: 'Odds turbinadas até domingo!' }));
    await showCurrentAnnouncement({ missedOnly: true });
    expect(palpiteStore.get(announcementMessageAtom)).toBe('Odds turbinadas até domingo!');
  });

  it('a load asked before a notification arrived live keeps it when it answers', async () => {
    const before = deferredAnswer({ notifications: [item(1, true, '2026-11-01T10:00:00Z')], unread_count: 0 });
    vi.spyOn(globalThis, 'fetch').mockReturnValueOnce(before.response);
    const load = loadNotifications();
    receiveNotification({ id: 9, message: 'Novo', key: 'notifications.default' });
    before.release();
    await load;
    expect(palpiteStore.get(notificationsAtom).map((n) => n.id)).toEqual([9, 1]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(1);
  });

  it('an older load answering after a newer one changes nothing', async () => {
    const older = deferredAnswer({ notifications: [], unread_count: 0 });
    const newer = deferredAnswer({ notifications: [item(9, false, '2026-11-02T10:00:00Z')], unread_count: 1 });
    vi.spyOn(globalThis, 'fetch').mockReturnValueOnce(older.response).mockReturnValueOnce(newer.response);
    const first = loadNotifications();
    const second = loadNotifications();
    newer.release();
    await second;
    older.release();
    await first;
    expect(palpiteStore.get(notificationsAtom).map((n) => n.id)).toEqual([9]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(1);
  });

  it('a load in flight when the list is cleared does not bring it back', async () => {
    const load = deferredAnswer({ notifications: [item(1, false, '2026-11-01T10:00:00Z')], unread_count: 1 });
    vi.spyOn(globalThis, 'fetch')
      .mockReturnValueOnce(load.response)
      .mockResolvedValueOnce(json({ success: true }));
    const loading = loadNotifications();
    await clearAllNotifications();
    load.release();
    await loading;
    expect(palpiteStore.get(notificationsAtom)).toEqual([]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(0);
  });

  it("a load answering after its session ended does not show that player's notifications", async () => {
    window.localStorage.setItem('auth_token', 'token-of-the-player');
    const load = deferredAnswer({ notifications: [item(1, false, '2026-11-01T10:00:00Z')], unread_count: 1 });
    vi.spyOn(globalThis, 'fetch').mockReturnValueOnce(load.response);
    const loading = loadNotifications();
    window.localStorage.removeItem('auth_token');
    load.release();
    await loading;
    expect(palpiteStore.get(notificationsAtom)).toEqual([]);
  });
});

/** `count` notifications from `newestId` down, a minute apart, the newest at 2026-11-20 12:00. */
const page = (newestId: number, count: number, read = false) =>
  Array.from({ length: count }, (_, index) =>
    item(newestId - index, read, new Date(Date.UTC(2026, 10, 20, 12, 0) - (index + 1000 - newestId) * 60_000).toISOString()),
  );
const idsMarked = (call: ApiCall) => (JSON.parse(call.body) as { ids?: number[] }).ids;

describe('notifications a page at a time', () => {
  it('counts what the server says is unread, not the unread ones of the page it shows', async () => {
    mockApi({ 'GET user/notifications': () => reply(200, { notifications: page(262, 50), unread_count: 262, next_cursor: 'c1' }) });
    await loadNotifications();
    expect(palpiteStore.get(notificationsAtom)).toHaveLength(50);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(262);
  });

  it('opening marks all read up to the newest shown (spec §4), and the count drops by as many as the server marked', async () => {
    const shown = [item(262, false, '2026-11-20T12:00:00Z'), item(261, true, '2026-11-20T11:00:00Z'), item(260, false, '2026-11-20T10:00:00Z')];
    const api = mockApi({
      'GET user/notifications': () => reply(200, { notifications: shown, unread_count: 261, next_cursor: 'c1' }),
      // Another tab had marked one already; a notification that arrived since the list was read stays unread.
      'POST user/notifications/mark-all-read': () => reply(200, { success: true, updated: 259, unread_count: 1 }),
    });
    await openNotifications();
    expect(api.callsTo('POST user/notifications/mark-all-read').map((call) => JSON.parse(call.body) as unknown)).toEqual([{ up_to_id: 262 }]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(2);
    expect(palpiteStore.get(notificationsAtom).every((n) => n.read_at !== null)).toBe(true);
  });

  it('a load asked while the shown ones were being marked, answering after, keeps them read and the count down', async () => {
    const stalePage = { notifications: [item(2, false, '2026-11-02T10:00:00Z'), item(1, false, '2026-11-01T10:00:00Z')], unread_count: 2, next_cursor: null };
    const mark = deferredAnswer({ success: true, updated: 2, unread_count: 0 });
    const catchUp = deferredAnswer(stalePage);
    const answers = [Promise.resolve(json(stalePage)), mark.response, catchUp.response];
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => answers.shift()!);
    const opening = openNotifications();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    // The realtime catch-up asks while the marking is on its way; the server reads before it marks.
    const loading = loadNotifications();
    await vi.waitFor(() => expect(answers).toHaveLength(0));
    mark.release();
    await opening;
    catchUp.release();
    await loading;
    expect(palpiteStore.get(notificationsAtom).map((n) => [n.id, n.read_at !== null])).toEqual([
      [2, true],
      [1, true],
    ]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(0);
  });

  it('a notification that arrives while the shown ones are marked stays unread and counted', async () => {
    let arrive = () => undefined as void;
    mockApi({
      'GET user/notifications': () => reply(200, { notifications: page(10, 2), unread_count: 30, next_cursor: 'c1' }),
      'POST user/notifications/mark-all-read': () => {
        arrive();
        return reply(200, { success: true, updated: 2, unread_count: 29 });
      },
    });
    arrive = () => receiveNotification({ id: 11, message: 'Novo', key: 'notifications.default' });
    await openNotifications();
    expect(palpiteStore.get(notificationsAtom).map((n) => [n.id, n.read_at === null])).toEqual([
      [11, true],
      [10, false],
      [9, false],
    ]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(29);
  });

  it('load more reads the next pages from the cursor and appends them, shown read as opening marked them', async () => {
    const api = mockApi({
      'GET user/notifications': (call) =>
        call.query.get('cursor') === null
          ? reply(200, { notifications: page(120, 50), unread_count: 120, next_cursor: 'c1' })
          : call.query.get('cursor') === 'c1'
            ? // Read before the marking reached the server: still unread there.
              reply(200, { notifications: page(70, 50), unread_count: 120, next_cursor: 'c2' })
            : reply(200, { notifications: page(20, 20, true), unread_count: 0, next_cursor: null }),
      'POST user/notifications/mark-all-read': () => reply(200, { success: true, updated: 120, unread_count: 0 }),
    });
    await openNotifications();
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(0);
    expect(palpiteStore.get(nextNotificationsPageAtom)?.cursor).toBe('c1');
    await loadMoreNotifications();
    await loadMoreNotifications();
    expect(palpiteStore.get(notificationsAtom).map((n) => n.id)).toEqual(Array.from({ length: 120 }, (_, index) => 120 - index));
    expect(palpiteStore.get(notificationsAtom).every((n) => n.read_at !== null)).toBe(true);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(0);
    expect(palpiteStore.get(nextNotificationsPageAtom)).toBeNull();
    expect(api.callsTo('GET user/notifications').map((call) => call.query.get('cursor'))).toEqual([null, 'c1', 'c2']);
    expect(api.callsTo('POST user/notifications/mark-all-read')).toHaveLength(1);
    // The last page is in: nothing more to read.
    await loadMoreNotifications();
    expect(api.callsTo('GET user/notifications')).toHaveLength(3);
  });

  it('a failed next page says so and keeps the list; trying again reads it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'GET user/notifications': [
        () => reply(200, { notifications: page(60, 50, true), unread_count: 0, next_cursor: 'c1' }),
        () => reply(503, { message: 'down' }),
        () => reply(200, { notifications: page(10, 10, true), unread_count: 0, next_cursor: null }),
      ],
    });
    await openNotifications();
    await loadMoreNotifications();
    expect(palpiteStore.get(moreNotificationsAtom)).toBe('failed');
    expect(palpiteStore.get(notificationsAtom)).toHaveLength(50);
    await loadMoreNotifications();
    expect(palpiteStore.get(moreNotificationsAtom)).toBe('idle');
    expect(palpiteStore.get(notificationsAtom)).toHaveLength(60);
  });

  it('a next page answering after the list started over or was cleared changes nothing', async () => {
    let release = () => undefined as void;
    const late = new Promise<Response>((resolve) => {
      release = () => resolve(reply(200, { notifications: page(50, 5), unread_count: 55, next_cursor: null }));
    });
    mockApi({
      'GET user/notifications': [() => reply(200, { notifications: page(100, 50, true), unread_count: 5, next_cursor: 'c1' }), () => late],
      'DELETE user/notifications/clear': () => reply(200, { success: true }),
    });
    await loadNotifications();
    const more = loadMoreNotifications();
    await clearAllNotifications();
    release();
    await more;
    expect(palpiteStore.get(notificationsAtom)).toEqual([]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(0);
    expect(palpiteStore.get(nextNotificationsPageAtom)).toBeNull();
  });

  it('does not read the next page of another session’s list', async () => {
    window.localStorage.setItem('auth_token', 'token-of-ana');
    const api = mockApi({ 'GET user/notifications': () => reply(200, { notifications: page(60, 50, true), unread_count: 0, next_cursor: 'c1' }) });
    await loadNotifications();
    window.localStorage.setItem('auth_token', 'token-of-bruno');
    await loadMoreNotifications();
    expect(api.callsTo('GET user/notifications')).toHaveLength(1);
    expect(palpiteStore.get(nextNotificationsPageAtom)).toBeNull();
  });

  it('clicking an unread one marks it read by id; the count drops by what the server marked', async () => {
    palpiteStore.set(notificationsAtom, [item(7, false, '2026-11-01T10:00:00Z')]);
    palpiteStore.set(unreadNotificationsCountAtom, 40);
    const api = mockApi({ 'POST user/notifications/mark-all-read': () => reply(200, { success: true, updated: 1, unread_count: 39 }) });
    await selectNotification(item(7, false, '2026-11-01T10:00:00Z'));
    expect(palpiteStore.get(selectedNotificationAtom)?.id).toBe(7);
    expect(api.callsTo('POST user/notifications/mark-all-read').map(idsMarked)).toEqual([[7]]);
    expect(palpiteStore.get(unreadNotificationsCountAtom)).toBe(39);
    expect(palpiteStore.get(notificationsAtom)[0]!.read_at).not.toBeNull();
  });
});

describe('the player’s other tabs', () => {
  it('hear when this tab marks notifications read (opening the bell, one clicked) or clears them, not when it only reads them', async () => {
    const signal = () => window.localStorage.getItem(NOTIFICATIONS_CHANGED_KEY);
    mockApi({
      'GET user/notifications': () => reply(200, { notifications: [item(2, false, '2026-11-02T10:00:00Z')], unread_count: 1, next_cursor: null }),
      'POST user/notifications/mark-all-read': () => reply(200, { success: true, updated: 1 }),
      'DELETE user/notifications/clear': () => reply(200, { success: true }),
    });
    await loadNotifications();
    expect(signal()).toBeNull();
    await openNotifications();
    const afterOpening = signal();
    expect(afterOpening).not.toBeNull();
    await selectNotification(item(3, false, '2026-11-03T10:00:00Z'));
    const afterClick = signal();
    expect(afterClick).not.toBe(afterOpening);
    await clearAllNotifications();
    expect(signal()).not.toBe(afterClick);
  });
});

describe('the times this page stamps itself, on a device whose clock is a day off', () => {
  const SERVER_NOW = '2026-11-22T15:00:00.000Z';

  /** The device's clock frozen a day behind the server's, which the page has heard from. */
  function deviceClockADayBehind() {
    vi.useFakeTimers({ now: Date.parse(SERVER_NOW) - 24 * 3_600_000, toFake: ['Date'] });
    observeServerTime(SERVER_NOW, Date.now());
  }

  it('dates a live notification now on the server’s clock, not yesterday', () => {
    deviceClockADayBehind();
    receiveNotification({ id: 9, message: 'Bet won' });
    expect(palpiteStore.get(notificationsAtom)[0]!.created_at).toBe(SERVER_NOW);
  });

  it('marks one read, and the ones opening showed, at the server’s time', async () => {
    deviceClockADayBehind();
    palpiteStore.set(notificationsAtom, [item(7, false, '2026-11-22T14:00:00Z'), item(6, false, '2026-11-22T13:00:00Z')]);
    palpiteStore.set(unreadNotificationsCountAtom, 2);
    mockApi({ 'POST user/notifications/mark-all-read': () => reply(200, { success: true, updated: 1, unread_count: 1 }) });
    await selectNotification(item(7, false, '2026-11-22T14:00:00Z'));
    expect(palpiteStore.get(notificationsAtom).find((shown) => shown.id === 7)!.read_at).toBe(SERVER_NOW);

    mockApi({
      'GET user/notifications': () =>
        reply(200, { notifications: [item(7, false, '2026-11-22T14:00:00Z'), item(6, false, '2026-11-22T13:00:00Z')], unread_count: 2, next_cursor: null }),
      'POST user/notifications/mark-all-read': () => reply(200, { success: true, updated: 1, unread_count: 0 }),
    });
    await openNotifications();
    expect(palpiteStore.get(notificationsAtom).map((shown) => shown.read_at)).toEqual([SERVER_NOW, SERVER_NOW]);
  });
});
