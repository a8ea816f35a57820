import { describe, expect, it } from 'vitest';
import { matchDetail, matchRow, matchUpdate } from '../testing/sports-testing.tsx';
import { applyMarkets, applyMatchDetailUpdate, applyMatchUpdate } from './live-updates.ts';
import type { Market, MarketsUpdate } from './types.ts';

const market = (id: number, key: string, group: string, price = 2): Market => ({
  id,
  key,
  kind: 'total',
  group,
  line: 3.5,
  status: 'open',
  in_play: true,
  selections: [
    { id: id * 10 + 1, key: 'over', price, status: 'active' },
    { id: id * 10 + 2, key: 'under', price, status: 'active' },
  ],
});

const update = (markets: Market[]): MarketsUpdate => ({ match_id: 4242, version: 9, status: '2nd Half', suspended: false, markets });

describe('applyMarkets', () => {
  it('replaces the markets it names, and a market opened in play joins its tab, or opens one', () => {
    const match = matchDetail({ id: 4242 });
    const total = match.groups[1]!.markets[0]!;
    const next = applyMarkets(match, update([{ ...total, status: 'suspended' }, market(777, 'ft:total:3.5', 'goals'), market(778, '1h:total:1.5', 'halves')]));
    expect(next.groups.map((group) => group.key)).toEqual(['main', 'goals', 'halves']);
    expect(next.groups[1]!.markets.map((m) => [m.id, m.status])).toEqual([
      [total.id, 'suspended'],
      [777, 'open'],
    ]);
    expect(next.groups[2]!.markets.map((m) => m.id)).toEqual([778]);
    // Sent again (a price moved), it is replaced, not added twice.
    const again = applyMarkets(next, update([market(777, 'ft:total:3.5', 'goals', 2.4)]));
    expect(again.groups[1]!.markets.filter((m) => m.id === 777).map((m) => m.selections[0]!.price)).toEqual([2.4]);
  });
});

describe('applyMatchUpdate', () => {
  it('closes the main market of a row whose match stops being live (its last markets message is not heard)', () => {
    const live = matchRow({ id: 77, live: true, status: '2nd Half', minute: 90, clock: "90'" });
    const update = {
      id: 77,
      sport: 'football' as const,
      league_id: 'bra-serie-a',
      status: 'Finished',
      live: false,
      minute: null,
      period: null,
      clock: null,
      score: { home: 2, away: 1 },
      ht_score: { home: 1, away: 0 },
      penalties: null,
      red_cards: { home: 0, away: 0 },
      suspended: false,
      suspended_until: null,
      version: 12,
    };
    const ended = applyMatchUpdate(live, update);
    expect(ended).toMatchObject({ live: false, status: 'Finished', score: { home: 2, away: 1 } });
    expect(ended.main_market?.status).toBe('closed');
    // Still live: the market is left as the markets messages set it.
    expect(applyMatchUpdate(live, { ...update, status: '2nd Half', live: true }).main_market?.status).toBe('open');
  });
});

describe('applyMatchUpdate at kick-off', () => {
  it('takes the kick-off’s closed pre-match betting, so a pick taken on the row then is a live one', () => {
    const upcoming = matchRow({ id: 78, prematch_closes_at: '2026-11-23T00:25:00.000Z' });
    const kickedOff = applyMatchUpdate(
      upcoming,
      matchUpdate({ id: 78, status: '1st Half', live: true, minute: 1, period: 1, clock: "1'", starts_at: upcoming.starts_at, prematch_closes_at: null }),
    );
    expect(kickedOff).toMatchObject({ live: true, status: '1st Half', clock: "1'", prematch_closes_at: null });
    // An older API's message says neither: the row keeps what it read.
    expect(applyMatchUpdate(upcoming, matchUpdate({ id: 78, status: '1st Half', live: true })).prematch_closes_at).toBe('2026-11-23T00:25:00.000Z');
  });
});

describe('applyMatchDetailUpdate', () => {
  const detail = matchDetail({
    id: 5,
    starts_at: '2026-12-01T18:00:00.000Z',
    time: '2026-12-01T18:00:00.000Z',
    prematch_closes_at: '2026-12-01T17:59:00.000Z',
    version: 3,
  });
  const update = matchUpdate({ id: 5, version: 4 });

  it('takes a kick-off the feed moved, so a pick taken on the page carries it', () => {
    const moved = applyMatchDetailUpdate(detail, { ...update, starts_at: '2026-12-01T20:00:00.000Z', prematch_closes_at: '2026-12-01T19:59:00.000Z' });
    expect(moved).toMatchObject({ starts_at: '2026-12-01T20:00:00.000Z', time: '2026-12-01T20:00:00.000Z', prematch_closes_at: '2026-12-01T19:59:00.000Z' });
  });

  it('keeps the kick-off it has when an older API’s message does not carry one', () => {
    expect(applyMatchDetailUpdate(detail, update)).toMatchObject({ starts_at: detail.starts_at, prematch_closes_at: detail.prematch_closes_at });
  });

  it('takes a basketball game’s quarter scores as they move, not only after a reload', () => {
    const game = { ...detail, sport: 'basketball' as const, periods: [{ key: 'q1', home: 28, away: 24 }] };
    const periods = [
      { key: 'q1', home: 28, away: 24 },
      { key: 'q2', home: 9, away: 12 },
    ];
    expect(applyMatchDetailUpdate(game, { ...update, sport: 'basketball', periods }).periods).toEqual(periods);
    // An older API's message carries none: the quarters read stay.
    const { periods: _none, ...older } = update;
    expect(applyMatchDetailUpdate(game, { ...older, sport: 'basketball' }).periods).toEqual(game.periods);
    // Nor does an older message replace newer quarters.
    expect(applyMatchDetailUpdate({ ...game, version: 9 }, { ...update, sport: 'basketball', periods: [] }).periods).toEqual(game.periods);
  });
});
