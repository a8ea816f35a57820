import { useRef } from 'react';
import { useEvent } from '@palpite/shared';
import { getMatch } from '../../lib/get-match.ts';
import { applyMarkets, applyMatchDetailUpdate } from '../../lib/live-updates.ts';
import { matchChannel, useChannelEvent } from '../../lib/realtime.ts';
import type { MarketsUpdate, MatchDetail, MatchUpdate } from '../../lib/types.ts';

type Change = (match: MatchDetail) => MatchDetail;

/**
 * Keeps a match page current from `public:match.{id}` while the match is not over. The channel
 * sends only what changes, so when it lost continuity (`realtime-resynced`) a missed `markets`
 * message would leave odds stale for good: the match is read again, and the messages that arrive
 * while that read is on its way are applied on top of it when newer than it. The page's first read
 * came before the channel attached, so the first attach is such a loss too (`readBeforeAttach`).
 */
export function useLiveMatch(match: MatchDetail | null, setMatch: (change: Change) => void): void {
  const channel = match ? matchChannel(match.id) : null;
  /** The messages received since the latest re-read started; null while none is on its way. */
  const sinceRead = useRef<{ version: number; apply: Change }[] | null>(null);
  const receive = (version: number, apply: Change) => {
    sinceRead.current?.push({ version, apply });
    setMatch(apply);
  };
  useChannelEvent<MatchUpdate>(
    channel,
    'match-update',
    (update) => receive(update.version, (current) => (update.id === current.id ? applyMatchDetailUpdate(current, update) : current)),
    { readBeforeAttach: true },
  );
  useChannelEvent<MarketsUpdate>(
    channel,
    'markets',
    (update) => receive(update.version, (current) => (update.match_id === current.id ? applyMarkets(current, update) : current)),
    { readBeforeAttach: true },
  );
  useEvent('realtime-resynced', ({ channels }) => {
    if (!match || !channel || !channels.includes(channel)) return;
    const received: { version: number; apply: Change }[] = [];
    sinceRead.current = received;
    getMatch(String(match.id)).then(
      (fresh) => {
        // A later re-read took over: its answer is the one to keep.
        if (sinceRead.current !== received) return;
        sinceRead.current = null;
        setMatch((current) =>
          current.id === fresh.id
            ? received.filter((message) => message.version > fresh.version).reduce((shown, message) => message.apply(shown), fresh)
            : current,
        );
      },
      () => {
        // Unread, the page keeps what it shows; the next message or re-read brings it on.
        if (sinceRead.current === received) sinceRead.current = null;
      },
    );
  });
}
