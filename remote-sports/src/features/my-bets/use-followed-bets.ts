import { useEffect, useRef, useState } from 'react';
import { useEvent, type PagedList, type PlatformEvents } from '@palpite/shared';
import { liveChannel, useChannelEvent } from '../../lib/realtime.ts';
import type { MatchUpdate } from '../../lib/types.ts';
import type { Bet } from './api/get-bets.ts';
import { applyMatchUpdateToBets, followsMatches } from './live-bets.ts';

/** The notices the API sends as it settles a bet, or reopens one settled wrongly (notifyPlayer's keys). */
const BET_NOTICE_KEYS: ReadonlySet<string> = new Set([
  'notifications.betWon',
  'notifications.betPartial',
  'notifications.betLost',
  'notifications.betVoid',
  'notifications.betReturnedBonusForfeited',
  'bets.reopenedNotice',
]);

/** How long a burst of events (a pass settles every bet of a match at once) is waited out before one read. */
const QUIET_MS = 1000;
const NO_BETS: readonly Bet[] = [];

const isBetNotice = (notice: PlatformEvents['new-notification']) => notice.key !== undefined && BET_NOTICE_KEYS.has(notice.key);

/** `refresh` once a burst of calls to the returned function is over. */
function useQuietRefresh(refresh: () => void): () => void {
  const latest = useRef(refresh);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), QUIET_MS);
  };
}

/**
 * The bets listed, kept current while the page is open. A settlement is read again from the API: it
 * moves the balance (`balance-updated`), except a lost bet's, whose notice (`new-notification`) says
 * so. The open bets' matches are followed on `public:sports.live`, which carries every kick-off, live
 * score and final whistle: their legs show the score as it moves, without a read. A lost continuity
 * on either channel, or on the first attach after the read, has the pages read again.
 */
export function useFollowedBets(list: PagedList<Bet>): readonly Bet[] {
  const items = list.status === 'ready' ? list.items : NO_BETS;
  const [state, setState] = useState({ source: items, shown: items });
  let current = state;
  // A new read starts over from the server's bets.
  if (state.source !== items) {
    current = { source: items, shown: items };
    setState(current);
  }

  // Read the pages shown again, keeping them on screen, once for a burst of events (a casino session in
  // another tab sends a stream of balances; a settlement sends its balance and its notice together).
  const refreshSoon = useQuietRefresh(list.refresh);
  useEvent('balance-updated', refreshSoon);
  useEvent('bet-placed', refreshSoon);
  useEvent('new-notification', (notice) => {
    if (isBetNotice(notice)) refreshSoon();
  });

  const following = followsMatches(current.shown);
  useChannelEvent<MatchUpdate>(
    following ? liveChannel() : null,
    'match-update',
    (update) => setState((previous) => ({ ...previous, shown: applyMatchUpdateToBets(previous.shown, update) })),
    { readBeforeAttach: true },
  );
  useEvent('realtime-resynced', ({ channels }) => {
    if (channels.some((channel) => channel.startsWith('private:user.') || (following && channel === liveChannel()))) refreshSoon();
  });
  return current.shown;
}
