import { useState } from 'react';
import { applyMainMarket, applyMatchUpdate } from './live-updates.ts';
import { matchPhase } from './match-format.ts';
import { liveChannel, matchChannel, useChannelEvent } from './realtime.ts';
import type { MarketsUpdate, MatchRow, MatchUpdate } from './types.ts';

/**
 * A list row that follows its match: before kick-off it waits for it on `public:sports.live` (one
 * channel every row shares, not one per upcoming match); in play, scoreboard from `match-update`
 * and main-market prices from `markets` on `public:match.{id}`. A new row from the server starts over.
 */
export function useLiveRow(row: MatchRow): MatchRow {
  const [state, setState] = useState({ source: row, shown: row });
  let current = state;
  if (state.source !== row) {
    current = { source: row, shown: row };
    setState(current);
  }
  const phase = matchPhase(current.shown);
  const follow = (update: MatchUpdate) => {
    if (update.id !== row.id) return;
    setState((previous) => ({ ...previous, shown: applyMatchUpdate(previous.shown, update) }));
  };
  useChannelEvent<MatchUpdate>(phase === 'upcoming' ? liveChannel() : null, 'match-update', (update) => {
    // Only its kick-off: the live channel also says when a match stops being live, and a row still
    // upcoming has not started.
    if (update.live) follow(update);
  });
  const channel = phase === 'live' ? matchChannel(row.id) : null;
  useChannelEvent<MatchUpdate>(channel, 'match-update', follow);
  useChannelEvent<MarketsUpdate>(channel, 'markets', (update) => {
    if (update.match_id !== row.id) return;
    setState((previous) => ({
      ...previous,
      shown: { ...previous.shown, suspended: update.suspended, main_market: applyMainMarket(previous.shown.main_market, update) },
    }));
  });
  return current.shown;
}
