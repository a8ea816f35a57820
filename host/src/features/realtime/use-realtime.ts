import { useEffect } from 'react';
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

/**
 * Which connection the page should hold: the player's private one; a visitor's public one on live
 * routes or on a page that asks for live updates (`pageWantsLive`: a live basketball match), or
 * anywhere once the page's stored session was refused (spec §4 "User session": the player whose
 * session ended still hears announcements); or none. While a stored session's player is being read
 * (`sessionPending`), none yet: a visitor's connection would be thrown away at once.
 */
export function desiredConnection(
  userId: number | null,
  pathname: string,
  storedSessionRefused = false,
  sessionPending = false,
  pageWantsLive = false,
): { kind: RealtimeConnectionKind; userId: number | null } | null {
  if (userId !== null) return { kind: 'private', userId };
  if (sessionPending && !storedSessionRefused) return null;
  return storedSessionRefused || pageWantsLive || isLiveRoute(pathname) ? { kind: 'public', userId: null } : null;
}

/**
 * Keeps the page's one realtime connection in line with who is there, switching on login and
 * logout, and turns its messages into platform events (spec §7 channels) for every app.
 */
export function useRealtimeConnection(storedSessionRefused: boolean): void {
  const user = useUser();
  const { pathname } = useLocation();
  const setConnection = useSetAtom(realtimeConnectionAtom);
  // A failed read (not a 401) leaves the player unknown: the live routes still get the visitors' connection.
  const userFetchError = useAtomValue(userFetchErrorAtom);
  const sessionPending = user === null && readAuthToken() !== null && userFetchError === null;
  const pageWantsLive = useAtomValue(liveUpdatesWantedAtom) > 0;
  const wanted = desiredConnection(user?.id ?? null, pathname, storedSessionRefused, sessionPending, pageWantsLive);
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
