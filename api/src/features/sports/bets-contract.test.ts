/**
 * The contract with bet acceptance and settlement (a colleague's feature, wired by app.ts): a
 * bet placed on a selection the simulator priced is accepted at that price, and once the feed
 * has played the match, settlement pays it exactly as the feed's settlement instruction says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../../ledger/index.ts';
import type { MatchEvent } from '../../domain/sports/state-machine.ts';
import type { Script } from '../../domain/sports/script.ts';
import type { SettlementInstruction } from '../../domain/sports/settlement-instructions.ts';
import { balances, fund, player } from '../bets/testing.ts';
import { createSportsTestApp, type SportsTestApp } from './testing.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
let t: SportsTestApp;

beforeAll(async () => {
  t = await createSportsTestApp({ now: NOW, env: { SPORTS_LEAGUES: 'bra-serie-a', SPORTS_SCHEDULE_DAYS: '1' } });
  await t.sports.runJobsOnce();
});
afterAll(async () => {
  await t.close();
});

describe('feed → bet acceptance → settlement', () => {
  it('accepts a bet on a simulated selection and settles it as the feed’s instruction says', async () => {
    const rows = await t.db.query<{ id: bigint; starts_at: Date; home_team: string; away_team: string; script: Script }>(
      `SELECT m.id, m.starts_at, m.home_team, m.away_team, f.script FROM sports_matches m JOIN sports_feed_matches f ON f.match_id = m.id ORDER BY m.starts_at, m.id`,
    );
    const match = rows.rows.find((r) => r.script.initialStatus === 'Not Started' && r.script.events[0]?.at === 0 && r.script.events.at(-1)?.type === 'status')!;
    const page = (await t.get(`/sports/matches/${match.id}`)).json();
    const oneXTwo = page.groups[0].markets[0];
    const home = oneXTwo.selections.find((s: { key: string }) => s.key === '1');

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
            fixture_id: Number(match.id),
            home_team_name: match.home_team,
            away_team_name: match.away_team,
            outcome: '1',
            date: '2026-11-21',
            handicap: null,
            bet_type: oneXTwo.key,
            type: 'football',
            odd: home.price,
            live: false,
            elapsed: null,
            bet_time: '09:00',
            selection_id: home.id,
          },
        ],
        odds: home.price,
        potential_win: Number((home.price * 10).toFixed(2)),
        accept_odds_changes: false,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().bet).toMatchObject({ status: 'pending', total_odds: home.price });

    t.clock.set(new Date(match.starts_at.getTime() + 4 * 3600_000));
    await t.sports.runJobsOnce();
    const instruction = t.settlements.find(
      (s): s is Extract<SettlementInstruction, { kind: 'settle' }> => s.kind === 'settle' && s.matchId === String(match.id),
    )!;
    const outcome = instruction.markets.find((m) => m.marketKey === 'ft:match-result')!.outcomes.find((o) => o.selectionKey === '1')!;

    await t.features.bets.runJobsOnce();
    const bet = (await t.app.inject({ method: 'GET', url: `/api/${t.config.product}/user/bets`, headers: p.headers })).json().bets[0];
    expect(bet.status).toBe(outcome.result === 'won' ? 'approved' : 'rejected');
    const cash = (await balances({ db: t.db, ledger }, p.id)).cash;
    expect(cash).toBe(outcome.result === 'won' ? 4000n + BigInt(Math.round(home.price * 1000)) : 4000n);
  });
});

describe('an abandoned match, awarded before the next settlement pass', () => {
  let u: SportsTestApp;
  beforeAll(async () => {
    u = await createSportsTestApp({ now: NOW, env: { SPORTS_LEAGUES: 'bra-serie-a', SPORTS_SCHEDULE_DAYS: '1' } });
    await u.sports.runJobsOnce();
  });
  afterAll(async () => {
    await u.close();
  });

  it('settles what play had decided (certain losers of open markets too) and voids the rest', async () => {
    const rows = await u.db.query<{ id: bigint; starts_at: Date; home_team: string; away_team: string }>(
      `SELECT m.id, m.starts_at, m.home_team, m.away_team FROM sports_matches m JOIN sports_feed_matches f ON f.match_id = m.id
        WHERE m.sport = 'football' AND m.status = 'Not Started' AND m.starts_at > $1 ORDER BY m.starts_at, m.id LIMIT 1`,
      [NOW],
    );
    const match = rows.rows[0]!;
    // 1-0 at half time, 2-0 on 70′, abandoned on 77′ and awarded a minute later: one feed pass plays both.
    const events: MatchEvent[] = [
      { at: 0, type: 'status', status: '1st Half', period: 1, clock: { start: 0, limit: 47 * 60, rate: 1 } },
      { at: 600, type: 'goal', side: 'home' },
      { at: 47 * 60, type: 'status', status: 'Halftime' },
      { at: 62 * 60, type: 'status', status: '2nd Half', period: 2, clock: { start: 2700, limit: 95 * 60, rate: 1 } },
      { at: 70 * 60, type: 'goal', side: 'home' },
      { at: 77 * 60, type: 'status', status: 'Abandoned' },
      { at: 78 * 60, type: 'status', status: 'Awarded' },
    ];
    const script: Script = { sport: 'football', initialStatus: 'Not Started', events };
    await u.db.query('UPDATE sports_feed_matches SET script = $2, applied = 0, next_at = $3 WHERE match_id = $1', [
      match.id,
      JSON.stringify(script),
      match.starts_at,
    ]);

    const page = (await u.get(`/sports/matches/${match.id}`)).json();
    const markets = page.groups.flatMap((g: { markets: unknown[] }) => g.markets) as {
      key: string;
      selections: { id: number; key: string; price: number }[];
    }[];
    const ledger = createLedger({ now: u.clock.now });
    const p = await player(u);
    await fund({ db: u.db, ledger }, p.id, 100);
    const place = async (marketKey: string, outcome: string) => {
      const selection = markets.find((m) => m.key === marketKey)!.selections.find((s) => s.key === outcome)!;
      const placed = await u.app.inject({
        method: 'POST',
        url: `/api/${u.config.product}/user/bet`,
        headers: p.headers,
        payload: {
          frontend_id: 1,
          stake: 10,
          bet_details: [
            {
              fixture_id: Number(match.id),
              home_team_name: match.home_team,
              away_team_name: match.away_team,
              outcome,
              date: '2026-11-21',
              handicap: null,
              bet_type: marketKey,
              type: 'football',
              odd: selection.price,
              live: false,
              elapsed: null,
              bet_time: '09:00',
              selection_id: selection.id,
            },
          ],
          odds: selection.price,
          potential_win: Number((selection.price * 10).toFixed(2)),
          accept_odds_changes: false,
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json().bet.id as number;
    };
    const bets = {
      correctScore: await place('ft:correct-score', '1-0'),
      halfTimeFullTime: await place('ft:half-time-full-time', 'X/1'),
      over: await place('ft:total:1.5', 'over'),
      result: await place('ft:match-result', '1'),
    };

    u.clock.set(new Date(match.starts_at.getTime() + 2 * 3600_000));
    await u.sports.runJobsOnce();
    expect((await u.get(`/sports/matches/${match.id}`)).json().status).toBe('Awarded');
    await u.features.bets.runJobsOnce();
    const mine = (await u.app.inject({ method: 'GET', url: `/api/${u.config.product}/user/bets`, headers: p.headers })).json().bets as {
      id: number;
      status: string;
    }[];
    const status = (id: number) => mine.find((bet) => bet.id === id)?.status;
    expect({
      correctScore: status(bets.correctScore),
      halfTimeFullTime: status(bets.halfTimeFullTime),
      over: status(bets.over),
      result: status(bets.result),
    }).toEqual({ correctScore: 'rejected', halfTimeFullTime: 'rejected', over: 'approved', result: 'void' });
    expect(u.problems).toEqual([]);
  });
});
