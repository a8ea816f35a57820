import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brazilDay, brazilDayBounds } from '../../domain/sports/calendar.ts';
import type { MatchEvent } from '../../domain/sports/state-machine.ts';
import type { Script } from '../../domain/sports/script.ts';
import { loadSportsConfig } from './config.ts';
import { loadSportsData } from './data.ts';
import { createFeedRunner } from './engine.ts';
import { createSportsTestApp, type SportsTestApp } from './testing.ts';

/** Saturday 21 November 2026, 09:00 in Brazil. */
const NOW = new Date('2026-11-21T12:00:00Z');
const LEAGUES = 'bra-serie-a,eng-premier-league,nba';

interface ScriptRow {
  id: bigint;
  sport: string;
  starts_at: Date;
  script: Script;
}

async function scripts(t: SportsTestApp): Promise<ScriptRow[]> {
  const result = await t.db.query<ScriptRow>(
    `SELECT m.id, m.sport, m.starts_at, f.script FROM sports_matches m JOIN sports_feed_matches f ON f.match_id = m.id
      WHERE f.script IS NOT NULL ORDER BY m.starts_at, m.id`,
  );
  return result.rows;
}

const realAt = (row: ScriptRow, sim: number) => new Date(row.starts_at.getTime() + sim * 1000);

/** A plain home or away goal with nothing else happening around it, in a match that kicks off on time. */
function quietGoal(rows: readonly ScriptRow[]): { row: ScriptRow; goal: MatchEvent & { type: 'goal' } } {
  for (const row of rows) {
    const events = row.script.events;
    if (row.sport !== 'football' || events[0]?.type !== 'status' || events[0].status !== '1st Half') continue;
    for (const event of events) {
      // Not in the last half hour either: a late goal can leave 1X2 near-certain, and so withheld.
      if (event.type !== 'goal' || event.penalty || event.at < 300 || event.at > 4500) continue;
      const around = events.filter((e) => e !== event && Math.abs(e.at - event.at) < 180);
      if (around.length === 0) return { row, goal: event };
    }
  }
  throw new Error('no quiet goal in the schedule');
}

let t: SportsTestApp;
beforeAll(async () => {
  t = await createSportsTestApp({ now: NOW, env: { SPORTS_LEAGUES: LEAGUES, SPORTS_SCHEDULE_DAYS: '2' } });
});
afterAll(async () => {
  await t.close();
});

describe('the simulator feed', () => {
  it('keeps a rolling schedule of real teams at Brazil-time kick-offs', async () => {
    const first = await t.sports.runJobsOnce();
    expect(first.leader).toBe(true);
    expect(first.created).toBeGreaterThan(10);
    expect((await t.sports.runJobsOnce()).created).toBe(0);

    const data = loadSportsData(loadSportsConfig({}).dataDir, LEAGUES.split(','));
    const today = brazilDay(NOW.getTime());
    const rows = await t.db.query<{ league_id: string; home_team: string; away_team: string; starts_at: Date; feed: string; referee: string | null }>(
      'SELECT league_id, home_team, away_team, starts_at, feed, referee FROM sports_matches',
    );
    for (const league of data.simLeagues) {
      for (const day of [today, today + 1]) {
        const { start, end } = brazilDayBounds(day);
        const games = rows.rows.filter((r) => r.league_id === league.id && r.starts_at.getTime() >= start && r.starts_at.getTime() < end);
        expect(games.length, `${league.id} on day ${day}`).toBeGreaterThanOrEqual(2);
        for (const game of games) {
          expect(league.teams).toContain(game.home_team);
          expect(league.teams).toContain(game.away_team);
          const local = new Date(game.starts_at.getTime() - 3 * 3600_000).toISOString().slice(11, 16);
          expect(league.slots).toContain(local);
          expect(game.feed).toBe('simulator');
          expect(game.referee).not.toBeNull();
        }
      }
    }
  });

  it('runs on one node at a time (the lease)', async () => {
    const config = loadSportsConfig({ SPORTS_LEAGUES: LEAGUES, SPORTS_SCHEDULE_DAYS: '2' });
    const other = createFeedRunner({
      db: t.db,
      now: t.clock.now,
      config,
      data: () => loadSportsData(config.dataDir, config.leagues),
      publisher: null,
      log: { error: () => undefined, warn: () => undefined },
      prematchCutoffMs: t.features.bets.config.prematchCutoffMs,
      holder: 'another-node',
    });
    expect((await t.sports.runJobsOnce()).leader).toBe(true);
    expect((await other.runOnce()).leader).toBe(false);
    // Once our lease lapses the other node takes over.
    t.clock.advance(config.leaseMs + 1);
    expect((await other.runOnce()).leader).toBe(true);
    await other.release();
    t.clock.set(NOW);
    expect((await t.sports.runJobsOnce()).leader).toBe(true);
  });

  it('suspends every market on a goal and reopens them with prices moved the right way', async () => {
    const { row, goal } = quietGoal(await scripts(t));
    const id = Number(row.id);
    const mainPrices = async () => {
      const match = (await t.get(`/sports/matches/${id}`)).json();
      return { match, oneXTwo: match.groups[0].markets[0] };
    };

    t.clock.set(realAt(row, goal.at - 40));
    await t.sports.runJobsOnce();
    const before = await mainPrices();
    expect(before.match.status).toMatch(/1st Half|2nd Half/);
    expect(before.oneXTwo.key).toBe('ft:match-result');
    expect(before.oneXTwo.status).toBe('open');
    expect(before.oneXTwo.in_play).toBe(true);
    const scoreBefore = before.match.score;

    const publishedBefore = t.published.length;
    t.clock.set(realAt(row, goal.at + 5));
    await t.sports.runJobsOnce();
    const during = await mainPrices();
    const scored = goal.side;
    expect(during.match.score[scored]).toBe(scoreBefore[scored] + 1);
    expect(during.match.suspended).toBe(true);
    expect(during.match.suspended_until).not.toBeNull();
    for (const group of during.match.groups) {
      for (const market of group.markets) {
        expect(market.status).not.toBe('open');
        for (const selection of market.selections) expect(selection.status).toBe('suspended');
      }
    }
    const published = t.published.slice(publishedBefore);
    expect(published).toContainEqual({
      channel: 'public:sports.live',
      name: 'match-update',
      data: expect.objectContaining({ id, score: during.match.score, suspended: true, live: true }),
    });
    const marketsMessage = published.find((p) => p.channel === `public:match.${id}` && p.name === 'markets');
    expect(marketsMessage?.data).toMatchObject({ match_id: id, suspended: true });
    expect((marketsMessage?.data as { markets: { status: string }[] }).markets.every((m) => m.status !== 'open')).toBe(true);

    t.clock.set(realAt(row, goal.at + 50));
    await t.sports.runJobsOnce();
    const after = await mainPrices();
    expect(after.match.suspended).toBe(false);
    expect(after.oneXTwo.status).toBe('open');
    const price = (market: { selections: { key: string; price: number }[] }, key: string) => market.selections.find((s) => s.key === key)!.price;
    const [mine, theirs] = scored === 'home' ? ['1', '2'] : ['2', '1'];
    expect(price(after.oneXTwo, mine)).toBeLessThan(price(before.oneXTwo, mine));
    expect(price(after.oneXTwo, theirs)).toBeGreaterThan(price(before.oneXTwo, theirs));
    expect(after.match.version).toBeGreaterThan(before.match.version);
  });

  it('ends matches: markets closed, settlement instructions issued and handed over', async () => {
    const { row } = quietGoal(await scripts(t));
    t.clock.set(realAt(row, 4 * 3600));
    await t.sports.runJobsOnce();
    const match = (await t.get(`/sports/matches/${row.id}`)).json();
    expect(match.status).toBe('Finished');
    expect(match.live).toBe(false);
    for (const group of match.groups) for (const market of group.markets) expect(market.status).toBe('closed');
    const stored = await t.db.query<{ kind: string; instruction: { markets: { marketKey: string }[]; result: unknown } }>(
      'SELECT kind, instruction FROM sports_settlement_instructions WHERE match_id = $1',
      [row.id],
    );
    expect(stored.rows.map((r) => r.kind)).toEqual(['settle']);
    expect(stored.rows[0]!.instruction.result).toEqual({ ft: match.score, ht: match.ht_score });
    expect(stored.rows[0]!.instruction.markets.length).toBe(match.groups.flatMap((g: { markets: unknown[] }) => g.markets).length);
    expect(t.settlements.some((s) => s.matchId === String(row.id) && s.kind === 'settle')).toBe(true);
    const last = t.published.filter((p) => p.channel === 'public:sports.live' && (p.data as { id: number }).id === Number(row.id)).at(-1);
    expect(last?.data).toMatchObject({ status: 'Finished', live: false });
    expect(t.problems).toEqual([]);
  });

  it('rolls the window on as days pass', async () => {
    const days = await t.db.query<{ n: number }>("SELECT count(DISTINCT (starts_at - interval '3 hours')::date)::int AS n FROM sports_matches");
    t.clock.set(new Date(NOW.getTime() + 24 * 3600_000));
    expect((await t.sports.runJobsOnce()).created).toBeGreaterThan(5);
    const after = await t.db.query<{ n: number }>("SELECT count(DISTINCT (starts_at - interval '3 hours')::date)::int AS n FROM sports_matches");
    expect(after.rows[0]!.n).toBe(days.rows[0]!.n + 1);
    expect(t.problems).toEqual([]);
  });
});

describe('determinism and speed', () => {
  it('gives the same schedule and the same matches for the same seed and times', async () => {
    const env = { SPORTS_LEAGUES: 'bra-serie-a', SPORTS_SCHEDULE_DAYS: '1', SPORTS_SIM_SEED: '42' };
    const snapshot = async () => {
      const app = await createSportsTestApp({ now: NOW, env });
      try {
        await app.sports.runJobsOnce();
        app.clock.set(new Date(NOW.getTime() + 18 * 3600_000));
        await app.sports.runJobsOnce();
        const result = await app.db.query(
          'SELECT external_id, home_team, away_team, starts_at, status, home_score, away_score, ht_home_score, events FROM sports_matches ORDER BY external_id',
        );
        return result.rows;
      } finally {
        await app.close();
      }
    };
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a.length).toBeGreaterThan(2);
    expect(b).toEqual(a);
  }, 120_000);

  it('plays a minute of match time per second at speed 60', async () => {
    const app = await createSportsTestApp({ now: NOW, env: { SPORTS_LEAGUES: 'eng-premier-league', SPORTS_SCHEDULE_DAYS: '1', SPORTS_SIM_SPEED: '60' } });
    try {
      await app.sports.runJobsOnce();
      const row = (await scripts(app)).find((r) => r.script.events[0]?.type === 'status' && r.script.events[0].status === '1st Half')!;
      app.clock.set(new Date(row.starts_at.getTime() + 30_000));
      await app.sports.runJobsOnce();
      const early = (await app.get(`/sports/matches/${row.id}`)).json();
      expect(early.status).toBe('1st Half');
      expect(early.minute).toBe(31);
      app.clock.set(new Date(row.starts_at.getTime() + 3 * 60_000));
      await app.sports.runJobsOnce();
      expect((await app.get(`/sports/matches/${row.id}`)).json().status).toBe('Finished');
    } finally {
      await app.close();
    }
  }, 120_000);
});
