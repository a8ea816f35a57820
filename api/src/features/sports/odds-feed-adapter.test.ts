import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fx from '../../domain/sports/odds-feed.fixtures.ts';
import { createSportsTestApp, type SportsTestApp } from './testing.ts';

let t: SportsTestApp;
let matchId: number;

interface MarketView {
  key: string;
  status: string;
  selections: { key: string; price: number | null; status: string }[];
}
async function markets(): Promise<Record<string, MarketView>> {
  const body = (await t.get(`/sports/matches/${matchId}`)).json();
  return Object.fromEntries(body.groups.flatMap((g: { markets: MarketView[] }) => g.markets).map((m: MarketView) => [m.key, m]));
}

beforeAll(async () => {
  // Only the adapter: no simulator or replay fixtures.
  t = await createSportsTestApp({ now: new Date(fx.T0), env: { SPORTS_FEED: 'none', SPORTS_ODDS_FEED_ALIVE_MS: '20000' } });
});
afterAll(async () => {
  await t.close();
});

describe('the odds-feed adapter on the database', () => {
  it('creates the fixture and keeps its markets suspended until the first recovery completes', async () => {
    const report = await t.sports.feed.receiveOddsFeed([fx.aliveProducer3(fx.T0), fx.fixtureNew]);
    expect(report.recoveries).toEqual([{ producer: 3, requestId: 1, after: null }]);
    expect(t.recoveries).toEqual(report.recoveries);
    const row = await t.db.query<{ id: bigint; feed: string; league_id: string; venue: string }>(
      'SELECT id, feed, league_id, venue FROM sports_matches WHERE external_id = $1',
      [`uof:${fx.EVENT}`],
    );
    expect(row.rows[0]).toMatchObject({ feed: 'odds_feed', league_id: 'sr:tournament:325', venue: 'Maracanã' });
    matchId = Number(row.rows[0]!.id);

    const during = await t.sports.feed.receiveOddsFeed([fx.prematchOdds(fx.T0 + 1000, 1)]);
    expect(during.notes).toContain(`${fx.EVENT}: ignored market 999`);
    const held = await markets();
    expect(Object.values(held).every((m) => m.status === 'suspended')).toBe(true);
    expect(held['ft:match-result']!.selections.map((s) => s.price)).toEqual([1.95, 3.6, 4.1]);

    await t.sports.feed.receiveOddsFeed([fx.snapshotComplete(1)]);
    const open = await markets();
    expect(open['ft:match-result']).toMatchObject({ status: 'open', selections: [{ status: 'active' }, { status: 'active' }, { status: 'active' }] });
    expect(open['ft:asian-handicap:-0.75']!.status).toBe('open');
    // The BTTS "no" came inactive: opening its market does not make it bettable.
    expect(open['ft:both-teams-to-score']!.selections.map((s) => s.status)).toEqual(['active', 'suspended']);
    expect(open['ft:total:2.5']!.status).toBe('suspended');
    expect((await t.sports.feed.oddsFeedState()).producers['3']?.up).toBe(true);
  });

  it('suspends on a bet stop and reopens with the next odds', async () => {
    await t.sports.feed.receiveOddsFeed([fx.betStop(fx.T0 + 3000)]);
    expect(Object.values(await markets()).every((m) => m.status === 'suspended')).toBe(true);
    await t.sports.feed.receiveOddsFeed([fx.prematchOdds(fx.T0 + 4000)]);
    expect((await markets())['ft:match-result']!.status).toBe('open');
    const published = t.published.filter((p) => p.channel === `public:match.${matchId}` && p.name === 'markets');
    expect(published.length).toBeGreaterThanOrEqual(3);
    // Each price change moves the match's version, so a page that reads the match knows which messages are newer.
    const versions = published.map((p) => (p.data as { version: number }).version);
    expect(versions.every((version, index) => index === 0 || version > versions[index - 1]!)).toBe(true);
  });

  it('suspends every market when the producer goes down and re-enables them after the snapshot', async () => {
    t.clock.set(new Date(fx.T0 + 60_000));
    await t.sports.runJobsOnce();
    expect(Object.values(await markets()).every((m) => m.status === 'suspended')).toBe(true);
    expect(t.recoveries.at(-1)).toEqual({ producer: 3, requestId: 2, after: fx.T0 + 4000 });
    await t.sports.feed.receiveOddsFeed([fx.aliveProducer3(fx.T0 + 61_000), fx.prematchOdds(fx.T0 + 61_500, 2)]);
    expect((await markets())['ft:match-result']!.status).toBe('suspended');
    await t.sports.feed.receiveOddsFeed([fx.snapshotComplete(2, fx.T0 + 62_000)]);
    const back = await markets();
    expect(back['ft:match-result']!.status).toBe('open');
    expect(back['ft:match-result']!.selections.map((s) => s.status)).toEqual(['active', 'active', 'active']);
    // Only the suspension the producer going down added is lifted: the inactive "no" stays suspended.
    expect(back['ft:both-teams-to-score']!.selections.map((s) => s.status)).toEqual(['active', 'suspended']);
    expect(back['ft:total:2.5']!.status).toBe('suspended');
  });

  it('takes the event status and score from the feed', async () => {
    await t.sports.feed.receiveOddsFeed([fx.liveOddsWithScore(fx.T0 + 63_000)]);
    const match = (await t.get(`/sports/matches/${matchId}`)).json();
    expect(match).toMatchObject({
      status: '2nd Half',
      minute: 68,
      score: { home: 2, away: 1 },
      ht_score: { home: 1, away: 1 },
      red_cards: { home: 0, away: 1 },
    });
    expect((await t.get('/sports/live')).json().matches.map((m: { id: number }) => m.id)).toContain(matchId);
    expect(t.published).toContainEqual(
      expect.objectContaining({ channel: 'public:sports.live', name: 'match-update', data: expect.objectContaining({ id: matchId, status: '2nd Half' }) }),
    );
  });

  it('settles markets, hands the instruction over, and rolls the settlement back', async () => {
    await t.sports.feed.receiveOddsFeed([fx.betSettlement(fx.T0 + 70_000)]);
    const results = await t.db.query<{ key: string; status: string; skey: string; result: string | null }>(
      `SELECT mk.key, mk.status, s.key AS skey, s.result FROM sports_markets mk JOIN sports_selections s ON s.market_id = mk.id
        WHERE mk.match_id = $1 AND mk.key IN ('ft:match-result', 'ft:asian-handicap:-0.75') ORDER BY mk.key, s.id`,
      [matchId],
    );
    expect(results.rows).toEqual([
      { key: 'ft:asian-handicap:-0.75', status: 'closed', skey: 'home', result: null },
      { key: 'ft:asian-handicap:-0.75', status: 'closed', skey: 'away', result: null },
      { key: 'ft:match-result', status: 'settled', skey: '1', result: 'won' },
      { key: 'ft:match-result', status: 'settled', skey: 'X', result: 'lost' },
      { key: 'ft:match-result', status: 'settled', skey: '2', result: 'lost' },
    ]);
    const stored = await t.db.query<{ kind: string; match_id: bigint }>('SELECT kind, match_id FROM sports_settlement_instructions ORDER BY seq');
    expect(stored.rows.map((r) => r.kind)).toEqual(['settle']);
    expect(Number(stored.rows[0]!.match_id)).toBe(matchId);
    expect(t.settlements.at(-1)).toMatchObject({ kind: 'settle', matchId: String(matchId), feed: 'odds_feed' });
    // The same message again changes nothing (idempotent instruction ids).
    await t.sports.feed.receiveOddsFeed([fx.betSettlement(fx.T0 + 70_000)]);
    expect((await t.db.query('SELECT 1 FROM sports_settlement_instructions')).rowCount).toBe(1);

    await t.sports.feed.receiveOddsFeed([fx.rollbackSettlement(fx.T0 + 80_000), fx.betCancelWindow(fx.T0 + 81_000), fx.rollbackCancel(fx.T0 + 82_000)]);
    const rolledBack = await t.db.query<{ status: string; result: string | null }>(
      `SELECT mk.status, s.result FROM sports_markets mk JOIN sports_selections s ON s.market_id = mk.id WHERE mk.match_id = $1 AND mk.key = 'ft:match-result'`,
      [matchId],
    );
    expect(rolledBack.rows.every((r) => r.status === 'suspended' && r.result === null)).toBe(true);
    const kinds = await t.db.query<{ kind: string }>('SELECT kind FROM sports_settlement_instructions ORDER BY seq');
    expect(kinds.rows.map((r) => r.kind)).toEqual(['settle', 'rollback-settlement', 'cancel', 'rollback-cancel']);
  });

  it('keeps a taken-back settlement off the rows and closed markets closed', async () => {
    const rows = async (key: string) =>
      (
        await t.db.query<{ status: string; result: string | null }>(
          `SELECT mk.status, s.result FROM sports_markets mk JOIN sports_selections s ON s.market_id = mk.id WHERE mk.match_id = $1 AND mk.key = $2 ORDER BY s.id`,
          [matchId, key],
        )
      ).rows;
    // The settlement rolled back at T0+80s, delivered again: the rows stay unsettled.
    await t.sports.feed.receiveOddsFeed([fx.betSettlement(fx.T0 + 70_000)]);
    expect((await rows('ft:match-result')).every((r) => r.status === 'suspended' && r.result === null)).toBe(true);

    // Odds reopen the rolled-back market, not the Asian line the settlement closed.
    await t.sports.feed.receiveOddsFeed([fx.prematchOdds(fx.T0 + 83_000)]);
    const view = await markets();
    expect(view['ft:match-result']!.status).toBe('open');
    expect(view['ft:asian-handicap:-0.75']!.status).toBe('closed');
    expect(view['ft:both-teams-to-score']!.status).toBe('closed');

    // Even once the adapter no longer holds the event (dropped from its state), the database keeps it closed.
    const state = await t.sports.feed.oddsFeedState();
    await t.db.query(`UPDATE sports_feed_cursors SET state = $1 WHERE feed = 'odds_feed'`, [JSON.stringify({ ...state, events: {} })]);
    await t.sports.feed.receiveOddsFeed([fx.prematchOdds(fx.T0 + 84_000)]);
    const again = await markets();
    expect(again['ft:asian-handicap:-0.75']!.status).toBe('closed');
    expect(again['ft:asian-handicap:-0.75']!.selections.every((s) => s.status === 'suspended')).toBe(true);
  });

  it('reopens a whole market whose cancel the feed took back (suspended until priced)', async () => {
    await t.sports.feed.receiveOddsFeed([fx.betCancelMarket(fx.T0 + 85_000)]);
    expect((await markets())['ft:total:2.5']!.status).toBe('closed');
    await t.sports.feed.receiveOddsFeed([
      { type: 'rollback_bet_cancel', producer: 3, timestamp: fx.T0 + 86_000, eventId: fx.EVENT, markets: [{ id: 18, specifiers: { total: '2.5' } }] },
    ]);
    expect((await markets())['ft:total:2.5']!.status).toBe('suspended');
    // Odds that price it open it again (the fixture's total comes suspended: make it active).
    const odds = fx.prematchOdds(fx.T0 + 87_000);
    if (odds.type !== 'odds_change') throw new Error('fixture changed');
    await t.sports.feed.receiveOddsFeed([{ ...odds, markets: (odds.markets ?? []).map((m) => (m.id === 18 ? { ...m, status: 'active' as const } : m)) }]);
    expect((await markets())['ft:total:2.5']!.status).toBe('open');
  });

  it('cancels the fixture: status, markets closed, everything void', async () => {
    await t.sports.feed.receiveOddsFeed([fx.fixtureCancelled]);
    const match = (await t.get(`/sports/matches/${matchId}`)).json();
    expect(match.status).toBe('Cancelled');
    expect(Object.values(await markets()).every((m) => m.status === 'closed' || m.status === 'settled')).toBe(true);
    expect(t.settlements.at(-1)).toMatchObject({ kind: 'cancel', reason: 'cancelled', markets: 'all' });
    // The producer going down is the only thing the feed reported.
    expect(t.problems).toEqual([{ level: 'warn', message: 'odds feed', details: { note: 'producer 3 down: no alive for 60 s' } }]);
  });

  it('drops the event from its state once it is over and closed, on the periodic check', async () => {
    expect((await t.sports.feed.oddsFeedState()).events[fx.EVENT]).toMatchObject({ ended: true });
    t.clock.set(new Date(fx.T0 + 60_000 + 49 * 3600_000));
    // The producer is alive: the check changes nothing but the state.
    await t.sports.feed.receiveOddsFeed([fx.aliveProducer3(fx.T0 + 60_000 + 49 * 3600_000)]);
    await t.sports.runJobsOnce();
    const state = await t.sports.feed.oddsFeedState();
    expect(state.producers['3']?.up).toBe(true);
    expect(state.events[fx.EVENT]).toBeUndefined();
  });
});
