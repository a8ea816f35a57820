/**
 * A live basketball page shows each quarter's points: the `match-update` message carries them
 * (`periods`), as a read of the match does, so they move live rather than after a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsTestApp, matchOnTime, type SportsTestApp } from './testing.ts';

/** Saturday 21 November 2026, 09:00 in Brazil. */
const NOW = new Date('2026-11-21T12:00:00Z');

interface PeriodPoints {
  key: string;
  home: number;
  away: number;
}

let t: SportsTestApp;

beforeAll(async () => {
  t = await createSportsTestApp({ now: NOW, env: { SPORTS_LEAGUES: 'nba', SPORTS_SCHEDULE_DAYS: '2' } });
  await t.sports.runJobsOnce();
});
afterAll(async () => {
  await t.close();
});

describe('a basketball match’s match-update', () => {
  it('carries each quarter’s points as a read of the match gives them, on the match’s channel and the live one', async () => {
    const game = await matchOnTime(t.db, 'basketball', NOW);
    const since = t.published.length;
    // Into the second quarter: the first one's points are final, the second's are running.
    t.clock.set(new Date(game.starts_at.getTime() + 30 * 60_000));
    await t.sports.runJobsOnce();
    const updates = t.published.slice(since).filter((p) => p.name === 'match-update' && (p.data as { id: number }).id === Number(game.id));
    const last = (channel: string) => updates.filter((p) => p.channel === channel).at(-1)?.data as { periods: PeriodPoints[]; version: number };

    const read = (await t.get(`/sports/matches/${game.id}`)).json<{ periods: PeriodPoints[]; version: number }>();
    expect(read.periods.map((period) => period.key)).toEqual(['q1', 'q2']);
    expect(read.periods[0]!.home + read.periods[0]!.away).toBeGreaterThan(0);
    for (const channel of [`public:match.${game.id}`, 'public:sports.live']) {
      expect(last(channel)).toMatchObject({ periods: read.periods, version: read.version });
    }
  });

  it('carries none before the tip-off', async () => {
    const later = (await t.db.query<{ id: bigint }>(`SELECT id FROM sports_matches WHERE status = 'Not Started' ORDER BY starts_at DESC LIMIT 1`)).rows[0]!;
    const since = t.published.length;
    await t.app.inject({ method: 'POST', url: `${t.prefix}/sandbox/sports/matches/${later.id}/start-now` });
    const update = t.published.slice(since).find((p) => p.channel === `public:match.${later.id}` && p.name === 'match-update');
    expect(update?.data).toMatchObject({ status: 'Not Started', periods: [] });
  });
});
