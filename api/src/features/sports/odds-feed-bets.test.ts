/**
 * From the odds feed's messages to a player's money: a bet on an odds-feed match is paid on the
 * feed's bet_settlement, taken back on its rollback_bet_settlement and paid again on the next
 * settlement (the adapter here, the bets feature's settlement job as the app wires it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPrefix } from '../../app.ts';
import * as fx from '../../domain/sports/odds-feed.fixtures.ts';
import { checkLedger, createLedger } from '../../ledger/index.ts';
import { balances, fund, sessionPlayer, type TestPlayer } from '../../testing/money-players.ts';
import { createSportsTestApp, type SportsTestApp } from './testing.ts';

let t: SportsTestApp;
let who: TestPlayer;
let betId: number;
const money = () => balances({ db: t.db, ledger: createLedger({ now: t.clock.now }) }, who.id);

async function myBet() {
  const response = await t.app.inject({ method: 'GET', url: `${apiPrefix('palpite')}/user/bets?status=all`, headers: who.headers });
  return (response.json().bets as { id: number; status: string; payout: number | null }[]).find((bet) => bet.id === betId)!;
}

beforeAll(async () => {
  t = await createSportsTestApp({ now: new Date(fx.T0), env: { SPORTS_FEED: 'none', SPORTS_ODDS_FEED_ALIVE_MS: '600000' } });
  await t.sports.feed.receiveOddsFeed([fx.aliveProducer3(fx.T0), fx.fixtureNew, fx.prematchOdds(fx.T0 + 1000, 1), fx.snapshotComplete(1)]);
  who = await sessionPlayer(t, 'en', '203.0.113.9');
  await fund({ db: t.db, ledger: createLedger({ now: t.clock.now }) }, who.id, 50);
});

afterAll(async () => {
  await t.close();
});

/** A pre-match single on the odds-feed match, at the feed's price as the player saw it. */
async function placeSingle(player: TestPlayer, betType: string, outcome: string, odd: number, stake: number) {
  const { rows } = await t.db.query<{ id: bigint; home_team: string; away_team: string }>(
    'SELECT id, home_team, away_team FROM sports_matches WHERE external_id = $1',
    [`uof:${fx.EVENT}`],
  );
  const match = rows[0]!;
  return t.app.inject({
    method: 'POST',
    url: `${apiPrefix('palpite')}/user/bet`,
    headers: player.headers,
    payload: {
      frontend_id: 1,
      stake,
      odds: odd,
      potential_win: Math.round(odd * stake * 100) / 100,
      accept_odds_changes: false,
      bet_details: [
        {
          fixture_id: Number(match.id),
          home_team_name: match.home_team,
          away_team_name: match.away_team,
          outcome,
          date: '2026-11-22',
          handicap: null,
          bet_type: betType,
          type: 'football',
          odd,
          live: false,
          elapsed: null,
          bet_time: '18:00',
        },
      ],
    },
  });
}

describe('a bet on an odds-feed match', () => {
  let other: TestPlayer;
  const otherBets: number[] = [];

  it('is accepted at the feed’s price', async () => {
    const placed = await placeSingle(who, 'ft:match-result', '1', 1.95, 10);
    expect(placed.statusCode, placed.body).toBe(201);
    betId = placed.json().bet.id;
    expect(await money()).toEqual({ cash: 40_00n, bonus: 0n });
    // Another player's bets on the markets the feed settles with a void factor and a dead heat.
    other = await sessionPlayer(t, 'en', '203.0.113.10');
    await fund({ db: t.db, ledger: createLedger({ now: t.clock.now }) }, other.id, 20);
    for (const [betType, outcome, odd] of [
      ['ft:asian-handicap:-0.75', 'home', 2.02],
      ['ft:both-teams-to-score', 'yes', 1.9],
    ] as const) {
      const answer = await placeSingle(other, betType, outcome, odd, 10);
      expect(answer.statusCode, answer.body).toBe(201);
      otherBets.push(answer.json().bet.id);
    }
  });

  it('is paid on a settlement with a void factor or a dead heat while the match is still on, a dead heat as a win', async () => {
    await t.sports.feed.receiveOddsFeed([fx.betSettlement(fx.T0 + 70_000)]);
    await t.features.bets.runJobsOnce();
    const response = await t.app.inject({ method: 'GET', url: `${apiPrefix('palpite')}/user/bets?status=all`, headers: other.headers });
    const bets = response.json().bets as { id: number; status: string; payout: number | null }[];
    // −0.75 won by one goal: half won at 2.02, half void; both teams scored, tied with another outcome at ½.
    expect(otherBets.map((id) => bets.find((bet) => bet.id === id))).toEqual([
      expect.objectContaining({ status: 'approved', payout: 15.1 }),
      expect.objectContaining({ status: 'approved', payout: 9.5 }),
    ]);
    expect(await balances({ db: t.db, ledger: createLedger({ now: t.clock.now }) }, other.id)).toEqual({ cash: 24_60n, bonus: 0n });
  });

  it('is paid on the feed’s settlement, taken back on its rollback and paid again on the next settlement', async () => {
    expect(await myBet()).toMatchObject({ status: 'approved', payout: 19.5 });
    expect(await money()).toEqual({ cash: 59_50n, bonus: 0n });

    await t.sports.feed.receiveOddsFeed([fx.rollbackSettlement(fx.T0 + 80_000)]);
    expect((await t.features.bets.runJobsOnce()).reopened).toBe(1);
    expect(await myBet()).toMatchObject({ status: 'pending', payout: null });
    expect(await money()).toEqual({ cash: 40_00n, bonus: 0n });

    await t.sports.feed.receiveOddsFeed([fx.betSettlement(fx.T0 + 90_000)]);
    await t.features.bets.runJobsOnce();
    expect(await myBet()).toMatchObject({ status: 'approved', payout: 19.5 });
    expect(await money()).toEqual({ cash: 59_50n, bonus: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
