import { useEffect } from 'react';
import { useSetAtom } from 'jotai/react';
import { liveUpdatesWantedAtom } from './connection.ts';

/**
 * Asks for the page's realtime connection while mounted and `wanted` (a match page showing a match
 * in play): a player always has one; a visitor gets the public one here too. A host older than
 * SDK 1.26.0 ignores the request.
 */
export function useLiveUpdatesWanted(wanted: boolean): void {
  const setWanted = useSetAtom(liveUpdatesWantedAtom);
  useEffect(() => {
    if (!wanted) return undefined;
    setWanted((count) => count + 1);
    return () => setWanted((count) => count - 1);
  }, [wanted, setWanted]);
}
