import { useState } from 'react';
import { applyMainMarket, applyMatchUpdate } from './live-updates.ts';
import { matchChannel, useChannelEvent } from './realtime.ts';
import type { MarketsUpdate, MatchRow, MatchUpdate } from './types.ts';

/**
 * A list row that follows its match while it is live: scoreboard from `match-update`, main-market
 * prices from `markets` on `public:match.{id}`. A new row from the server starts over.
 */
export function useLiveRow(row: MatchRow): MatchRow {
  const [state, setState] = useState({ source: row, shown: row });
  let current = state;
  if (state.source !== row) {
    current = { source: row, shown: row };
    setState(current);
  }
  const channel = current.shown.live ? matchChannel(row.id) : null;
  useChannelEvent<MatchUpdate>(channel, 'match-update', (update) => {
    if (update.id !== row.id) return;
    setState((previous) => ({ ...previous, shown: applyMatchUpdate(previous.shown, update) }));
  });
  useChannelEvent<MarketsUpdate>(channel, 'markets', (update) => {
    if (update.match_id !== row.id) return;
    setState((previous) => ({
      ...previous,
      shown: { ...previous.shown, suspended: update.suspended, main_market: applyMainMarket(previous.shown.main_market, update) },
    }));
  });
  return current.shown;
}
