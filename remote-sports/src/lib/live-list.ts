/** A page's list of live matches kept in step with `public:sports.live`: kick-offs join it, full time leaves it. */
import { useEffect, useRef } from 'react';
import { useEvent } from '@palpite/shared';
import { liveChannel, matchChannel, useChannelEvent } from './realtime.ts';
import type { MatchRow, MatchUpdate } from './types.ts';

/** A new match going live is fetched with the others, at most this often. */
const RELOAD_AFTER_MS = 2000;

/**
 * What a `public:sports.live` message means for the list: a match that ended leaves it, one that
 * is not listed yet needs a fresh list, anything else the row follows on its own channel.
 */
export function liveListChange(matches: readonly MatchRow[], update: MatchUpdate): 'remove' | 'reload' | 'none' {
  const listed = matches.some((match) => match.id === update.id);
  if (listed && !update.live) return 'remove';
  if (!listed && update.live) return 'reload';
  return 'none';
}

export interface FollowedLiveList {
  /** The live matches shown; null while they load (nothing is followed then). */
  matches: readonly MatchRow[] | null;
  /** Whether a match of this update belongs in the list (a sport's page lists its own sport only). */
  lists: (update: MatchUpdate) => boolean;
  /** Takes a match that ended out of the list. */
  remove: (matchId: number) => void;
  /** Reads the list again in the background (a kick-off: the API's read places the new match). */
  refresh: () => void;
}

/**
 * Follows `public:sports.live` for a list read over HTTP: a listed match that ended is removed, a
 * match of the list's sport that went live has the list read again (once per match: a list the API
 * caps may leave it out, and would otherwise be read again at every minute of it). A lost
 * continuity on the list's channel or a listed row's has the list read again too.
 */
export function useFollowLiveList({ matches, lists, remove, refresh }: FollowedLiveList): void {
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const readFor = useRef(new Set<number>());

  // The list was read before its channel attached: what was published in between (a match going live
  // or ending) is never replayed, so the first attach counts as lost continuity and the list is read again.
  useChannelEvent<MatchUpdate>(
    liveChannel(),
    'match-update',
    (update) => {
      if (!matches || !lists(update)) return;
      const change = liveListChange(matches, update);
      if (change === 'remove') remove(update.id);
      if (change !== 'reload' || readFor.current.has(update.id)) return;
      readFor.current.add(update.id);
      reloadTimer.current ??= setTimeout(() => {
        reloadTimer.current = null;
        refresh();
      }, RELOAD_AFTER_MS);
    },
    { readBeforeAttach: true },
  );
  useEvent('realtime-resynced', ({ channels }) => {
    if (!matches) return;
    const followed = new Set([liveChannel(), ...matches.map((match) => matchChannel(match.id))]);
    if (channels.some((channel) => followed.has(channel))) refresh();
  });
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );
}
