import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasShownAnnouncementAtom, notificationsAtom, palpiteStore, unreadNotificationsCountAtom } from '@palpite/shared';
import { clearAllNotifications, loadNotifications, openNotifications, receiveNotification, showAnnouncementOnce, showCurrentAnnouncement } from './actions.ts';
import { announcementMessageAtom, lastShownAnnouncementAtom, notificationsLoadFailedAtom } from './state.ts';

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
  window.localStorage.clear();
  palpiteStore.set(notificationsAtom, []);
  palpiteStore.set(unreadNotificationsCountAtom, 0);
  palpiteStore.set(hasShownAnnouncementAtom, false);
  palpiteStore.set(announcementMessageAtom, null);
  palpiteStore.set(lastShownAnnouncementAtom, null);
  palpiteStore.set(notificationsLoadFailedAtom, false);
});

describe('notifications (spec §4)', () => {
  it('opening loads them newest first and marks all read when some were unread', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ notifications: [item(1, true, '2026-11-01T10:00:00Z'), item(2, false, '2026-11-02T10:00:00Z')], unread_count: 1 }))
      .mockResolvedValueOnce(json({ success: true }));
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

  it('does not call mark-all-read when nothing is unread', async () => {
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
