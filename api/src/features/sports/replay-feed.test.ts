import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSportsConfig } from './config.ts';
import { loadSportsData } from './data.ts';
import { createSportsTestApp, type SportsTestApp } from './testing.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const LEAGUES = 'bra-serie-a,conmebol-libertadores,nba';

let t: SportsTestApp;
beforeAll(async () => {
  t = await createSportsTestApp({
    now: NOW,
    env: { SPORTS_FEED: 'replay', SPORTS_LEAGUES: LEAGUES, SPORTS_SCHEDULE_DAYS: '2', SPORTS_REPLAY_PER_LEAGUE: '5' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('the replay feed', () => {
  it('plays real fixtures on upcoming days and ends each on its real score', async () => {
    await t.sports.runJobsOnce();
    t.clock.set(new Date(NOW.getTime() + 3 * 86_400_000));
    await t.sports.runJobsOnce();
    const data = loadSportsData(loadSportsConfig({}).dataDir, LEAGUES.split(','));
    const matches = await t.db.query<{
      id: bigint;
      external_id: string;
      feed: string;
      sport: string;
      league_id: string;
      home_team: string;
      away_team: string;
      status: string;
      home_score: number;
      away_score: number;
      ht_home_score: number | null;
      ht_away_score: number | null;
      periods: ([number, number] | null)[];
      pricing: { asOf?: string; source?: string; homeLine?: number };
      starts_at: Date;
    }>(
      `SELECT id, external_id, feed, sport, league_id, home_team, away_team, status, home_score, away_score, ht_home_score, ht_away_score, periods, pricing, starts_at
         FROM sports_matches WHERE starts_at < $1 ORDER BY id`,
      [new Date(NOW.getTime() + 2 * 86_400_000)],
    );
    expect(matches.rows.length).toBeGreaterThan(10);
    let football = 0;
    let basketball = 0;
    for (const match of matches.rows) {
      expect(match.feed).toBe('replay');
      expect(match.status).toBe('Finished');
      const index = Number(match.external_id.split(':').at(-1));
      if (match.sport === 'football') {
        football++;
        const source = data.replayFootball.find((l) => l.id === match.league_id)!.matches.find((m) => m.index === index)!;
        expect([match.home_team, match.away_team]).toEqual([source.home, source.away]);
        expect({ home: match.home_score, away: match.away_score }).toEqual(source.ft);
        if (source.ht) expect({ home: match.ht_home_score, away: match.ht_away_score }).toEqual(source.ht);
        expect(match.periods[3] ?? null).toEqual(source.penalties ? [source.penalties.home, source.penalties.away] : null);
        // Priced as the model saw it then: on the results before the original date.
        expect(match.pricing.asOf).toBe(source.date);
        const instruction = await t.db.query<{ instruction: { result: unknown } }>(
          "SELECT instruction FROM sports_settlement_instructions WHERE match_id = $1 AND kind = 'settle'",
          [match.id],
        );
        expect(instruction.rows[0]?.instruction.result).toMatchObject({ ft: source.ft });
      } else {
        basketball++;
        const game = data.replayNba.find((g) => g.index === index)!;
        expect([match.home_team, match.away_team]).toEqual([game.home, game.away]);
        expect(match.periods.slice(0, 4)).toEqual(game.quarters.map((q) => [q.home, q.away]));
        const final = game.quarters.reduce((acc, q) => ({ home: acc.home + q.home, away: acc.away + q.away }), game.overtime);
        expect({ home: match.home_score, away: match.away_score }).toEqual(final);
        expect(match.pricing).toMatchObject({ source: 'closing-line', homeLine: game.homeLine });
      }
    }
    expect(football).toBeGreaterThan(5);
    expect(basketball).toBeGreaterThan(2);
    expect(t.problems).toEqual([]);
  }, 120_000);
});
