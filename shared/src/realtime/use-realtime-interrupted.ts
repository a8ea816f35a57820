/**
 * Whether the page's live updates have stopped arriving: its realtime connection, once connected,
 * has been without a link for a moment (Ably's `disconnected`, `suspended`, `failed`, or
 * `connecting` again). Live pages flag what they show as possibly out of date then, and take no
 * picks at prices that may have moved: a dropped link otherwise looks exactly like a quiet match.
 * A connection closed on purpose (logout, leaving the live routes) is not an interruption.
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import type { ConnectionState } from 'ably';
import { realtimeConnectionAtom, type RealtimeHandle } from './connection.ts';

/** A link lost for less than this (a transport switch, a blip) is not worth a warning. */
export const REALTIME_INTERRUPTED_AFTER_MS = 2000;

const LINKLESS: readonly ConnectionState[] = ['disconnected', 'suspended', 'failed'];

/** True when a connection in `state`, connected before or not (`wasConnected`), is without its link. */
export function isInterrupted(state: ConnectionState, wasConnected: boolean): boolean {
  // The first connecting of a fresh connection is not a loss; failing to connect at all is.
  if (state === 'connecting') return wasConnected;
  return LINKLESS.includes(state);
}

export function useRealtimeInterrupted(): boolean {
  const handle = useAtomValue(realtimeConnectionAtom);
  /** The connection whose link is lost, if any: another connection (after a login) starts afresh. */
  const [lost, setLost] = useState<RealtimeHandle | null>(null);
  useEffect(() => {
    if (!handle) return;
    const connection = handle.client.connection;
    let wasConnected = connection.state === 'connected';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startCounting = () => {
      // Retrying goes disconnected → connecting → disconnected: the loss counts from its start.
      timer ??= setTimeout(() => setLost(handle), REALTIME_INTERRUPTED_AFTER_MS);
    };
    const follow = () => {
      const state = connection.state;
      if (state === 'connected') wasConnected = true;
      if (isInterrupted(state, wasConnected)) return startCounting();
      clearTimeout(timer);
      timer = undefined;
      setLost(null);
    };
    if (isInterrupted(connection.state, wasConnected)) startCounting();
    connection.on(follow);
    return () => {
      clearTimeout(timer);
      connection.off(follow);
    };
  }, [handle]);
  return handle !== null && lost === handle;
}
