import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  eventBus,
  liveUpdatesWantedAtom,
  readAuthToken,
  realtimeConnectionAtom,
  useAtomValue,
  userFetchErrorAtom,
  useSetAtom,
  useUser,
  watchContinuity,
  type PlatformEvents,
  type RealtimeConnectionKind,
} from '@palpite/shared';
import { forgetTokens, openRealtime } from './client.ts';

/** Visitors connect only on these routes (spec §4 "Start-up"). */
export function isLiveRoute(pathname: string): boolean {
  return pathname === '/live-bets' || /^\/live-types\/\d+$/.test(pathname);
}

/** What decides the page's connection. */
export interface PageSituation {
  /** The player shown, if any. */
  userId: number | null;
  pathname: string;
  /** GET /user refused the page's stored session (spec §4 "User session"). */
  storedSessionRefused?: boolean;
  /** A stored session's player is being read. */
  sessionPending?: boolean;
  /** A page asks for live updates (a live basketball match). */
  pageWantsLive?: boolean;
  /** The player has just left (a logout, here or in another tab) and the page they left is still shown, on its way home. */
  playerLeaving?: boolean;
}

/**
 * Which connection the page should hold: the player's private one; a visitor's public one on live
 * routes or on a page that asks for live updates, or anywhere once the page's stored session was
 * refused (spec §4 "User session": the player whose session ended still hears announcements); or
 * none. While a stored session's player is being read, none yet: a visitor's connection would be
 * thrown away at once. Nor one for the page a player just left while a logout takes them home
 * (spec §4), where the visitor's connection, if any, is opened.
 */
export function desiredConnection(page: PageSituation): { kind: RealtimeConnectionKind; userId: number | null } | null {
  if (page.userId !== null) return { kind: 'private', userId: page.userId };
  if (page.sessionPending && !page.storedSessionRefused) return null;
  if (page.playerLeaving) return null;
  return page.storedSessionRefused || page.pageWantsLive || isLiveRoute(page.pathname) ? { kind: 'public', userId: null } : null;
}

/**
 * Whether the player left (was shown, is no longer) while this location is still the one shown: the
 * logout's way home has not landed. The first other location ends it for good: going Back to the
 * page left (the same history entry, the same key) is a visitor's visit like any other.
 */
function usePlayerLeaving(userId: number | null, locationKey: string): boolean {
  const [seen, setSeen] = useState<{ userId: number | null; leftAt: string | null }>({ userId, leftAt: null });
  if (seen.userId !== userId) {
    const leftAt = seen.userId !== null && userId === null ? locationKey : null;
    setSeen({ userId, leftAt });
    return leftAt !== null;
  }
  if (seen.leftAt === null) return false;
  if (seen.leftAt === locationKey) return true;
  setSeen({ userId, leftAt: null });
  return false;
}

/**
 * Keeps the page's one realtime connection in line with who is there, switching on login and
 * logout, and turns its messages into platform events (spec §7 channels) for every app.
 */
export function useRealtimeConnection(storedSessionRefused: boolean): void {
  const user = useUser();
  const location = useLocation();
  const setConnection = useSetAtom(realtimeConnectionAtom);
  // A failed read (not a 401) leaves the player unknown: the live routes still get the visitors' connection.
  const userFetchError = useAtomValue(userFetchErrorAtom);
  const sessionPending = user === null && readAuthToken() !== null && userFetchError === null;
  const userId = user?.id ?? null;
  const pageWantsLive = useAtomValue(liveUpdatesWantedAtom) > 0;
  const playerLeaving = usePlayerLeaving(userId, location.key);
  const wanted = desiredConnection({ userId, pathname: location.pathname, storedSessionRefused, sessionPending, pageWantsLive, playerLeaving });
  const key = wanted ? `${wanted.kind}:${wanted.userId ?? ''}` : '';

  useEffect(() => {
    if (!wanted) return undefined;
    let closed = false;
    let close: () => void = () => undefined;
    openRealtime(wanted.kind).then(
      (client) => {
        if (closed) return client.close();
        // subscribe() attaches and returns a promise that rejects if the page closes the connection
        // first (navigating away while connecting): that is not an error worth reporting.
        const quietly = (attached: Promise<unknown>) => void attached.catch(() => undefined);
        const general = client.channels.get('public:general');
        watchContinuity(general);
        quietly(general.subscribe('announcement', () => eventBus.emit('announcement', {})));
        if (wanted.kind === 'private') {
          const channel = client.channels.get(`private:user.${wanted.userId}`);
          // Whatever was published before this attach (or during a gap) is not replayed: catch up.
          watchContinuity(channel, { firstAttach: true });
          quietly(channel.subscribe('balance-updated', (message) => eventBus.emit('balance-updated', message.data as PlatformEvents['balance-updated'])));
          quietly(channel.subscribe('new-notification', (message) => eventBus.emit('new-notification', message.data as PlatformEvents['new-notification'])));
          quietly(channel.subscribe('force-logout', (message) => eventBus.emit('force-logout', message.data as PlatformEvents['force-logout'])));
        }
        setConnection({ client, kind: wanted.kind });
        close = () => {
          setConnection(null);
          client.close();
        };
      },
      (error: unknown) => console.warn('[palpite] realtime connection failed', error),
    );
    return () => {
      closed = true;
      close();
      if (wanted.kind === 'private') forgetTokens();
    };
    // The key names the connection; `wanted` is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setConnection]);
}
