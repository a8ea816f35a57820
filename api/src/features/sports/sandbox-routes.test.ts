/**
 * The sports sandbox controls: start a Not Started match now (the next feed pass plays it), and
 * finish a match with a chosen score through the feed's own path, so the real settlement job
 * pays the bets on it. Off in production unless SPORTS_SANDBOX=true.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../../ledger/index.ts';
import type { Script } from '../../domain/sports/script.ts';
import { balances, fund, player } from '../bets/testing.ts';
import { finishedState, sportsSandboxEnabled } from './sandbox-routes.ts';
import { initialMatchState } from '../../domain/sports/model.ts';
import { createSportsTestApp, type SportsTestApp } from './testing.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
let t: SportsTestApp;

interface Fixture {
  id: bigint;
  starts_at: Date;
  home_team: string;
  away_team: string;
  script: Script;
}

async function upcoming(): Promise<Fixture[]> {
  const rows = await t.db.query<Fixture>(
    `SELECT m.id, m.starts_at, m.home_team, m.away_team, f.script FROM sports_matches m JOIN sports_feed_matches f ON f.match_id = m.id
      WHERE m.sport = 'football' AND m.status = 'Not Started' AND m.starts_at > $1 ORDER BY m.starts_at, m.id`,
    [t.clock.now()],
  );
  return rows.rows.filter((r) => r.script.initialStatus === 'Not Started' && r.script.events[0]?.at === 0);
}

const post = (path: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `${t.prefix}${path}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload ?? {}) });

beforeAll(async () => {
  t = await createSportsTestApp({ now: NOW, env: { SPORTS_LEAGUES: 'bra-serie-a', SPORTS_SCHEDULE_DAYS: '2' } });
  await t.sports.runJobsOnce();
});
afterAll(async () => {
  await t.close();
});

describe('finishing a match with the sandbox', () => {
  it('takes the goals of a first half still being played as its half-time score when none is chosen', () => {
    const inFirstHalf = { ...initialMatchState('1st Half'), period: 1, score: { home: 1, away: 0 } };
    expect(finishedState('football', inFirstHalf, { home: 2, away: 1 }).htScore).toEqual({ home: 1, away: 0 });
    expect(finishedState('football', inFirstHalf, { home: 2, away: 1, ht_home: 2, ht_away: 0 }).htScore).toEqual({ home: 2, away: 0 });
    expect(finishedState('football', initialMatchState(), { home: 2, away: 1 }).htScore).toEqual({ home: 0, away: 0 });
  });
});

describe('sports sandbox controls', () => {
  it('are on outside production, and in production only with SPORTS_SANDBOX=true', () => {
    expect(sportsSandboxEnabled('development', {})).toBe(true);
    expect(sportsSandboxEnabled('test', {})).toBe(true);
    expect(sportsSandboxEnabled('production', {})).toBe(false);
    expect(sportsSandboxEnabled('production', { SPORTS_SANDBOX: 'true' })).toBe(true);
  });

  it('start-now kicks a Not Started match off on the next feed pass; other states are refused', async () => {
    const [match] = await upcoming();
    expect(match).toBeDefined();
    const started = await post(`/sandbox/sports/matches/${match!.id}/start-now`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().match).toMatchObject({ id: Number(match!.id), status: 'Not Started', starts_at: NOW.toISOString() });

    await t.sports.runJobsOnce();
    const page = (await t.get(`/sports/matches/${match!.id}`)).json();
    expect(page.status).toBe('1st Half');
    expect(page.live).toBe(true);
    expect(t.published.some((p) => p.channel === 'public:sports.live' && (p.data as { id: number }).id === Number(match!.id))).toBe(true);

    const again = await post(`/sandbox/sports/matches/${match!.id}/start-now`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('sandbox.startsNotStartedOnly');
    expect((await post('/sandbox/sports/matches/999999999/start-now')).statusCode).toBe(404);
    expect((await post('/sandbox/sports/matches/abc/start-now')).statusCode).toBe(404);
  });

  it('finish ends a match with the chosen score, issues its settlement, and the settlement job pays the bet', async () => {
    const [, match] = await upcoming();
    const page = (await t.get(`/sports/matches/${match!.id}`)).json();
    const result = page.groups[0].markets.find((m: { key: string }) => m.key === 'ft:match-result');
    const home = result.selections.find((s: { key: string }) => s.key === '1');

    const ledger = createLedger({ now: t.clock.now });
    const p = await player(t);
    await fund({ db: t.db, ledger }, p.id, 50);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/${t.config.product}/user/bet`,
      headers: p.headers,
      payload: {
        frontend_id: 1,
        stake: 10,
        bet_details: [
          {
            fixture_id: Number(match!.id),
            home_team_name: match!.home_team,
            away_team_name: match!.away_team,
            outcome: '1',
            date: match!.starts_at.toISOString(),
            handicap: null,
            bet_type: 'ft:match-result',
            type: 'football',
            odd: home.price,
            live: false,
            elapsed: null,
            bet_time: NOW.toISOString(),
            selection_id: home.id,
          },
        ],
        odds: home.price,
        potential_win: Number((home.price * 10).toFixed(2)),
        accept_odds_changes: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    expect((await post(`/sandbox/sports/matches/${match!.id}/start-now`)).statusCode).toBe(200);
    await t.sports.runJobsOnce();
    expect((await post(`/sandbox/sports/matches/${match!.id}/finish`, { home: 2 })).statusCode).toBe(400);
    for (const bad of [
      { home: null, away: null },
      { home: true, away: [] },
      { home: '', away: '1' },
      { home: 1.5, away: 0 },
      { home: -1, away: 0 },
    ]) {
      expect((await post(`/sandbox/sports/matches/${match!.id}/finish`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.get(`/sports/matches/${match!.id}`)).json().status).not.toBe('Finished');

    const finished = await post(`/sandbox/sports/matches/${match!.id}/finish`, { home: 3, away: 1, ht_home: 1, ht_away: 1 });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().match).toMatchObject({ status: 'Finished', score: { home: 3, away: 1 }, ht_score: { home: 1, away: 1 } });

    const after = (await t.get(`/sports/matches/${match!.id}`)).json();
    expect(after).toMatchObject({ status: 'Finished', live: false, score: { home: 3, away: 1 }, ht_score: { home: 1, away: 1 } });
    expect(after.groups.flatMap((g: { markets: { status: string }[] }) => g.markets).every((m: { status: string }) => m.status === 'closed')).toBe(true);
    const settle = t.settlements.find((s) => s.kind === 'settle' && s.matchId === String(match!.id));
    expect(settle).toMatchObject({ kind: 'settle', result: { ft: { home: 3, away: 1 }, ht: { home: 1, away: 1 } } });
    const stored = await t.db.query<{ kind: string }>('SELECT kind FROM sports_settlement_instructions WHERE match_id = $1', [match!.id]);
    expect(stored.rows.map((row) => row.kind)).toEqual(['settle']);
    expect(
      t.published.some((p) => p.channel === `public:match.${match!.id}` && p.name === 'match-update' && (p.data as { status: string }).status === 'Finished'),
    ).toBe(true);

    // The script is over: later feed passes leave the result alone.
    t.clock.advance(4 * 3600_000);
    await t.sports.runJobsOnce();
    expect((await t.get(`/sports/matches/${match!.id}`)).json()).toMatchObject({ status: 'Finished', score: { home: 3, away: 1 } });

    await t.features.bets.runJobsOnce();
    const bet = (await t.app.inject({ method: 'GET', url: `/api/${t.config.product}/user/bets`, headers: p.headers })).json().bets[0];
    expect(bet).toMatchObject({ status: 'approved', payout: Number((home.price * 10).toFixed(2)) });
    expect((await balances({ db: t.db, ledger }, p.id)).cash).toBe(4000n + BigInt(Math.round(home.price * 1000)));

    const twice = await post(`/sandbox/sports/matches/${match!.id}/finish`, { home: 0, away: 0 });
    expect(twice.statusCode).toBe(409);
  });
});
