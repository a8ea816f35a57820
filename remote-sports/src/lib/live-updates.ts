/** Applying realtime messages to what a page shows (pure: the old value in, the new one out). */
import type { MainMarket, Market, MarketsUpdate, MatchDetail, MatchRow, MatchUpdate } from './types.ts';

/**
 * A list row takes a `match-update`'s scoreboard (older versions are ignored by the caller). A row
 * that stops being live takes no more bets: its main market closes with it, since the row stops
 * listening before the match's last `markets` message would say so.
 */
export function applyMatchUpdate<Row extends MatchRow>(row: Row, update: MatchUpdate): Row {
  const ended = row.live && !update.live;
  return {
    ...row,
    ...(ended && row.main_market ? { main_market: { ...row.main_market, status: 'closed' } } : {}),
    status: update.status,
    live: update.live,
    minute: update.minute,
    period: update.period,
    clock: update.clock,
    score: update.score,
    red_cards: update.red_cards,
    suspended: update.suspended,
    // A row that kicked off takes no more pre-match bets (an older API sends neither).
    ...(update.starts_at === undefined ? {} : { starts_at: update.starts_at, prematch_closes_at: update.prematch_closes_at ?? null }),
  };
}

/** The main market of a row after a `markets` message (only changed markets are sent). */
export function applyMainMarket(market: MainMarket | null, update: MarketsUpdate): MainMarket | null {
  if (!market) return market;
  const changed = update.markets.find((candidate) => candidate.id === market.id);
  return changed ? { id: changed.id, key: changed.key, status: changed.status, selections: changed.selections } : market;
}

/** A match page after a `markets` message: changed markets replace theirs, new ones join their group. */
export function applyMarkets(match: MatchDetail, update: MarketsUpdate): MatchDetail {
  const byId = new Map<number, Market>(update.markets.map((market) => [market.id, market]));
  const shown = new Set(match.groups.flatMap((group) => group.markets.map((market) => market.id)));
  let groups = match.groups.map((group) => ({ ...group, markets: group.markets.map((market) => byId.get(market.id) ?? market) }));
  // A market opened in play (a new total line, the next quarter) joins its tab, or opens one.
  for (const market of update.markets) {
    if (shown.has(market.id)) continue;
    const key = market.group ?? 'main';
    groups = groups.some((group) => group.key === key)
      ? groups.map((group) => (group.key === key ? { ...group, markets: [...group.markets, market] } : group))
      : [...groups, { key, markets: [market] }];
  }
  return { ...match, status: update.status, suspended: update.suspended, version: Math.max(match.version, update.version), groups };
}

/** A match page after a `match-update`. */
export function applyMatchDetailUpdate(match: MatchDetail, update: MatchUpdate): MatchDetail {
  if (update.version < match.version) return match;
  return {
    ...match,
    status: update.status,
    live: update.live,
    minute: update.minute,
    period: update.period,
    clock: { ...match.clock, display: update.clock, minute: update.minute, period: update.period },
    score: update.score,
    ht_score: update.ht_score,
    penalties: update.penalties,
    red_cards: update.red_cards,
    suspended: update.suspended,
    suspended_until: update.suspended_until,
    // The quarters' points move live (an older API sends none: the page keeps those it read).
    ...(update.periods === undefined ? {} : { periods: update.periods }),
    // A kick-off the feed moved: a pick taken on this page then carries the new one (an older API sends neither).
    ...(update.starts_at === undefined ? {} : { starts_at: update.starts_at, time: update.starts_at, prematch_closes_at: update.prematch_closes_at ?? null }),
    version: update.version,
  };
}
