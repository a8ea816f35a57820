/**
 * Holder of the page's one realtime (Ably) connection. The host's realtime feature creates the
 * connection and puts it here; every app subscribes through it instead of opening its own.
 */
import { atom } from 'jotai/vanilla';
import type { Realtime } from 'ably';

export type RealtimeConnectionKind = 'private' | 'public';

export interface RealtimeHandle {
  client: Realtime;
  kind: RealtimeConnectionKind;
}

/** null while no connection is open (visitors away from live routes, logged-out players). */
export const realtimeConnectionAtom = atom<RealtimeHandle | null>(null);

/**
 * How many mounted pages ask for live updates outside the live routes (SDK 1.26.0): while above 0
 * a visitor gets the public connection too. A live basketball match has only its `/basket-types`
 * page, which the spec's visitor routes (`/live-bets`, `/live-types/:id`) do not name.
 */
export const liveUpdatesWantedAtom = atom(0);
