/**
 * Every match the pages build a slip pick from says when pre-match betting on it closes
 * (`prematch_closes_at`): the bets settings' cut-off (BETS_PREMATCH_CUTOFF_SECONDS) before kick-off,
 * the instant bet placement starts refusing a pre-match bet, so the slip stops offering the pick
 * then instead of having Place refused. Read through the sports feature app.ts wires.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppFeatures } from '../../app.ts';
import { createLedger } from '../../ledger/index.ts';
import { createTestApp, testClock, type TestApp } from '../../testing/test-app.ts';
import { fund, player } from '../bets/testing.ts';
import { matchOnTime } from './testing.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
/** Not the default 60 s: the answers must take the configured one. */
const CUTOFF_SECONDS = 300;
const CUTOFF_MS = CUTOFF_SECONDS * 1000;

interface ListedMatch {
  id: number;
  starts_at: string;
  status: string;
  live: boolean;
  prematch_closes_at: string | null;
  main_market: { key: string; selections: { id: number; key: string; price: number | null }[] } | null;
}

const clock = testClock(NOW);
let t: TestApp;
let features!: AppFeatures;
let football: { id: bigint; starts_at: Date; home_team: string; away_team: string };
let basketball: { id: bigint; starts_at: Date; home_team: string; away_team: string };

const get = (path: string) => t.app.inject({ method: 'GET', url: `${t.prefix}${path}` });
const closesAtOf = (startsAt: string | Date) => new Date(new Date(startsAt).getTime() - CUTOFF_MS).toISOString();

beforeAll(async () => {
  vi.stubEnv('BETS_PREMATCH_CUTOFF_SECONDS', String(CUTOFF_SECONDS));
  t = await createTestApp({
    now: clock.now,
    sportsEnv: { SPORTS_LEAGUES: 'bra-serie-a,nba', SPORTS_SCHEDULE_DAYS: '1' },
    onFeatures: (wired) => {
      features = wired;
    },
  });
  await features.sports.runJobsOnce();
  football = await matchOnTime(t.db, 'football', NOW);
  basketball = await matchOnTime(t.db, 'basketball', NOW);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

describe('prematch_closes_at', () => {
  it('comes from the bets settings’ cut-off, the one bet placement applies', () => {
    expect(features.bets.config.prematchCutoffMs).toBe(CUTOFF_MS);
  });

  it('is the kick-off less the cut-off on every upcoming match of the home and sport lists', async () => {
    for (const path of ['/sports/home', '/sports/home?sport=football', '/sports/home?sport=basketball']) {
      const body = (await get(path)).json<{ live: ListedMatch[]; leagues: { matches: ListedMatch[] }[] }>();
      const matches = body.leagues.flatMap((league) => league.matches);
      expect(matches.length, path).toBeGreaterThan(0);
      for (const match of matches) expect(match.prematch_closes_at, `${path} #${match.id}`).toBe(closesAtOf(match.starts_at));
    }
  });

  it('is the kick-off less the cut-off on a match page (football and basketball) and in search results', async () => {
    for (const match of [football, basketball]) {
      const page = (await get(`/sports/matches/${match.id}`)).json<ListedMatch>();
      expect(page.prematch_closes_at).toBe(closesAtOf(match.starts_at));
    }
    const found = (await get('/sports/search')).json<{ matches: ListedMatch[] }>().matches;
    expect(found.length).toBeGreaterThan(0);
    for (const match of found) expect(match.prematch_closes_at).toBe(closesAtOf(match.starts_at));
  });

  it('is when bet placement stops taking a pre-match bet: one just before it is placed, one just after refused (spec §8)', async () => {
    const match = basketball;
    const page = (await get(`/sports/matches/${match.id}`)).json<ListedMatch>();
    const closesAtMs = Date.parse(page.prematch_closes_at!);
    const pick = page.main_market!.selections.find((selection) => selection.price !== null)!;
    clock.set(new Date(closesAtMs - 1000));
    const ledger = createLedger({ now: clock.now });
    const p = await player({ db: t.db, clock });
    await fund({ db: t.db, ledger }, p.id, 50);
    const place = (frontendId: number) =>
      t.app.inject({
        method: 'POST',
        url: `${t.prefix}/user/bet`,
        headers: p.headers,
        payload: {
          frontend_id: frontendId,
          stake: 1,
          bet_details: [
            {
              fixture_id: page.id,
              home_team_name: match.home_team,
              away_team_name: match.away_team,
              outcome: pick.key,
              date: page.starts_at,
              handicap: null,
              bet_type: page.main_market!.key,
              type: 'basketball',
              odd: pick.price,
              live: false,
              elapsed: null,
              bet_time: new Date(clock.now()).toISOString(),
              selection_id: pick.id,
            },
          ],
          odds: pick.price,
          potential_win: pick.price,
          accept_odds_changes: true,
        },
      });

    const before = await place(1);
    expect(before.statusCode, before.body).toBe(201);

    clock.set(new Date(closesAtMs + 1000));
    const after = await place(2);
    expect(after.statusCode, after.body).toBe(409);
    expect(after.json()).toMatchObject({ success: false, translation_key: 'bets.matchStartingSoonOrStarted' });
    clock.set(NOW);
  });

  // Last: the feed plays the matches on, for good.
  it('is null once the match is live, and once it is over', async () => {
    clock.set(new Date(football.starts_at.getTime() + 20 * 60_000));
    await features.sports.runJobsOnce();
    const live = (await get('/sports/live')).json<{ matches: ListedMatch[] }>().matches.find((m) => m.id === Number(football.id));
    expect(live).toMatchObject({ live: true, prematch_closes_at: null });
    const home = (await get('/sports/home')).json<{ live: ListedMatch[] }>().live.find((m) => m.id === Number(football.id));
    expect(home).toMatchObject({ live: true, prematch_closes_at: null });
    expect((await get(`/sports/matches/${football.id}`)).json()).toMatchObject({ live: true, prematch_closes_at: null });

    clock.set(new Date(football.starts_at.getTime() + 4 * 3600_000));
    await features.sports.runJobsOnce();
    expect((await get(`/sports/matches/${football.id}`)).json()).toMatchObject({ status: 'Finished', live: false, prematch_closes_at: null });
  });
});
