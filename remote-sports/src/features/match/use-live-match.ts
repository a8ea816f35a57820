import { applyMarkets, applyMatchDetailUpdate } from '../../lib/live-updates.ts';
import { matchChannel, useChannelEvent } from '../../lib/realtime.ts';
import type { MarketsUpdate, MatchDetail, MatchUpdate } from '../../lib/types.ts';

/** Keeps a match page current from `public:match.{id}` while the match is not over. */
export function useLiveMatch(match: MatchDetail | null, setMatch: (change: (match: MatchDetail) => MatchDetail) => void): void {
  const channel = match ? matchChannel(match.id) : null;
  useChannelEvent<MatchUpdate>(channel, 'match-update', (update) =>
    setMatch((current) => (update.id === current.id ? applyMatchDetailUpdate(current, update) : current)),
  );
  useChannelEvent<MarketsUpdate>(channel, 'markets', (update) =>
    setMatch((current) => (update.match_id === current.id ? applyMarkets(current, update) : current)),
  );
}
