/**
 * The contract with bet acceptance and settlement (a colleague's feature, wired by app.ts): a
 * bet placed on a selection the simulator priced is accepted at that price, and once the feed
 * has played the match, settlement pays it exactly as the feed's settlement instruction says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../../ledger/index.ts';
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
