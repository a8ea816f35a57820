/**
 * Settlement through the real job and ledger: every market kind × result scenario, void rules,
 * accumulators, unknown bets, the feed's settled markets; balances exact afterwards and
 * ledger:check clean.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedTestOffer } from '../../testing/bonus-offers.ts';
import { checkLedger } from '../../ledger/index.ts';
import { formatBrl } from '../../domain/money.ts';
import {
  balances,
  betOf,
  betTransfers,
  createBetsTestApp,
  createMatch,
  detail,
  fund,
  grantBonus,
  instruct,
  myBets,
  placeBet,
  player,
  settleMarket,
  slip,
  updateMatch,
  type BetsTestApp,
  type MarketFixture,
  type MatchFixture,
  type TestPlayer,
} from './testing.ts';
import { updateMatch as writeLiveColumns, type MatchColumns } from '../sports/repo.ts';

let t: BetsTestApp;

beforeAll(async () => {
  t = await createBetsTestApp();
});

afterAll(async () => {
  await t.close();
});

const STAKE = 10;
const OPENING = 100;

interface Final {
  status?: string;
  home: number;
  away: number;
  ht?: [number, number] | null;
  periods?: [number, number][];
}

interface Scenario {
  name: string;
  sport?: 'football' | 'basketball';
  market: string;
  outcome: string;
  price: number;
  final: Final;
  result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';
  status: 'approved' | 'rejected' | 'void';
  payout: number;
}

const q = (...scores: [number, number][]) => scores;

const SCENARIOS: Scenario[] = [
  // 1X2
  { name: '1X2 home win', market: '1x2', outcome: '1', price: 2, final: { home: 2, away: 1 }, result: 'won', status: 'approved', payout: 20 },
  { name: '1X2 draw loses on a home win', market: '1x2', outcome: 'X', price: 3.4, final: { home: 2, away: 1 }, result: 'lost', status: 'rejected', payout: 0 },
  { name: '1X2 away win', market: 'ft:match-result', outcome: '2', price: 3.55, final: { home: 0, away: 1 }, result: 'won', status: 'approved', payout: 35.5 },
  // double chance
  { name: 'DC 1X on a draw', market: 'dc', outcome: '1X', price: 1.3, final: { home: 1, away: 1 }, result: 'won', status: 'approved', payout: 13 },
  { name: 'DC 12 on a draw', market: 'dc', outcome: '12', price: 1.25, final: { home: 0, away: 0 }, result: 'lost', status: 'rejected', payout: 0 },
  // draw no bet
  { name: 'DNB push on a draw', market: 'dnb', outcome: 'home', price: 1.5, final: { home: 1, away: 1 }, result: 'void', status: 'void', payout: 10 },
  { name: 'DNB away win', market: 'dnb', outcome: 'away', price: 2.5, final: { home: 0, away: 2 }, result: 'won', status: 'approved', payout: 25 },
  // totals
  {
    name: 'over 2.5 with 3 goals',
    market: 'total:2.5',
    outcome: 'over',
    price: 1.9,
    final: { home: 2, away: 1 },
    result: 'won',
    status: 'approved',
    payout: 19,
  },
  {
    name: 'under 2.5 with 3 goals',
    market: 'total:2.5',
    outcome: 'under',
    price: 1.9,
    final: { home: 2, away: 1 },
    result: 'lost',
    status: 'rejected',
    payout: 0,
  },
  { name: 'over 3 push on exactly 3', market: 'total:3', outcome: 'over', price: 2, final: { home: 2, away: 1 }, result: 'void', status: 'void', payout: 10 },
  {
    name: 'over 2.25 with 2 goals: half lost',
    market: 'total:2.25',
    outcome: 'over',
    price: 1.8,
    final: { home: 1, away: 1 },
    result: 'half_lost',
    status: 'rejected',
    payout: 5,
  },
  {
    name: 'over 2.75 with 3 goals: half won',
    market: 'total:2.75',
    outcome: 'over',
    price: 2,
    final: { home: 2, away: 1 },
    result: 'half_won',
    status: 'approved',
    payout: 15,
  },
  // Asian handicap (quarter lines)
  {
    name: 'AH home -0.25 on a draw: half lost',
    market: 'ah:-0.25',
    outcome: 'home',
    price: 1.95,
    final: { home: 1, away: 1 },
    result: 'half_lost',
    status: 'rejected',
    payout: 5,
  },
  {
    name: 'AH away +0.25 on a draw: half won',
    market: 'ah:-0.25',
    outcome: 'away',
    price: 1.85,
    final: { home: 1, away: 1 },
    result: 'half_won',
    status: 'approved',
    payout: 14.25,
  },
  {
    name: 'AH home -0.75 by one goal: half won',
    market: 'ft:asian-handicap:-0.75',
    outcome: 'home',
    price: 2.1,
    final: { home: 1, away: 0 },
    result: 'half_won',
    status: 'approved',
    payout: 15.5,
  },
  {
    name: 'AH home -1 by one goal: push',
    market: 'ah:-1',
    outcome: 'home',
    price: 2.4,
    final: { home: 2, away: 1 },
    result: 'void',
    status: 'void',
    payout: 10,
  },
  {
    name: 'AH away +0.5 on a draw',
    market: 'ah:-0.5',
    outcome: 'away',
    price: 1.9,
    final: { home: 1, away: 1 },
    result: 'won',
    status: 'approved',
    payout: 19,
  },
  {
    name: 'AH home -1.5 by one goal',
    market: 'ah:-1.5',
    outcome: 'home',
    price: 3.1,
    final: { home: 2, away: 1 },
    result: 'lost',
    status: 'rejected',
    payout: 0,
  },
  // both teams to score
  { name: 'BTTS yes', market: 'btts', outcome: 'yes', price: 1.8, final: { home: 2, away: 1 }, result: 'won', status: 'approved', payout: 18 },
  { name: 'BTTS no', market: 'btts', outcome: 'no', price: 2, final: { home: 2, away: 1 }, result: 'lost', status: 'rejected', payout: 0 },
  // correct score
  { name: 'CS 2-1', market: 'cs', outcome: '2-1', price: 8, final: { home: 2, away: 1 }, result: 'won', status: 'approved', payout: 80 },
  { name: 'CS other on 5-0', market: 'cs', outcome: 'other', price: 15, final: { home: 5, away: 0 }, result: 'won', status: 'approved', payout: 150 },
  { name: 'CS 1-0 on 2-1', market: 'cs', outcome: '1-0', price: 7.5, final: { home: 2, away: 1 }, result: 'lost', status: 'rejected', payout: 0 },
  // HT/FT
  { name: 'HT/FT 1/1', market: 'htft', outcome: '1/1', price: 3, final: { home: 2, away: 1, ht: [1, 0] }, result: 'won', status: 'approved', payout: 30 },
  {
    name: 'HT/FT X/1 when home led at HT',
    market: 'htft',
    outcome: 'X/1',
    price: 5,
    final: { home: 2, away: 1, ht: [1, 0] },
    result: 'lost',
    status: 'rejected',
    payout: 0,
  },
  // first half
  {
    name: 'first-half draw',
    market: 'ht_1x2',
    outcome: 'X',
    price: 2.1,
    final: { home: 2, away: 1, ht: [0, 0] },
    result: 'won',
    status: 'approved',
    payout: 21,
  },
  {
    name: 'first-half under 1.5',
    market: 'ht_total:1.5',
    outcome: 'under',
    price: 1.4,
    final: { home: 2, away: 1, ht: [1, 0] },
    result: 'won',
    status: 'approved',
    payout: 14,
  },
  {
    name: 'first-half over 0.5 at 0-0',
    market: '1h:total:0.5',
    outcome: 'over',
    price: 1.35,
    final: { home: 3, away: 0, ht: [0, 0] },
    result: 'lost',
    status: 'rejected',
    payout: 0,
  },
  // basketball
  {
    name: 'moneyline home',
    sport: 'basketball',
    market: 'ft:moneyline',
    outcome: 'home',
    price: 1.5,
    final: { home: 101, away: 99 },
    result: 'won',
    status: 'approved',
    payout: 15,
  },
  {
    name: 'moneyline away',
    sport: 'basketball',
    market: 'moneyline',
    outcome: 'away',
    price: 2.6,
    final: { home: 101, away: 99 },
    result: 'lost',
    status: 'rejected',
    payout: 0,
  },
  {
    name: 'spread -2 push',
    sport: 'basketball',
    market: 'ft:spread:-2',
    outcome: 'home',
    price: 1.9,
    final: { home: 101, away: 99 },
    result: 'void',
    status: 'void',
    payout: 10,
  },
  {
    name: 'spread away +4.5',
    sport: 'basketball',
    market: 'bb_spread:-4.5',
    outcome: 'away',
    price: 1.9,
    final: { home: 101, away: 99 },
    result: 'won',
    status: 'approved',
    payout: 19,
  },
  {
    name: 'total over 200.5 on 200',
    sport: 'basketball',
    market: 'ft:points-total:200.5',
    outcome: 'over',
    price: 1.9,
    final: { home: 101, away: 99 },
    result: 'lost',
    status: 'rejected',
    payout: 0,
  },
  {
    name: 'total under 200 push',
    sport: 'basketball',
    market: 'bb_total:200',
    outcome: 'under',
    price: 1.9,
    final: { home: 101, away: 99 },
    result: 'void',
    status: 'void',
    payout: 10,
  },
  {
    name: 'Q1 moneyline away',
    sport: 'basketball',
    market: 'q1:moneyline',
    outcome: 'away',
    price: 2,
    final: { home: 101, away: 99, periods: q([25, 27], [25, 25], [26, 22], [25, 25]) },
    result: 'won',
    status: 'approved',
    payout: 20,
  },
  {
    name: 'Q2 moneyline on a tied quarter: void',
    sport: 'basketball',
    market: 'q2:moneyline',
    outcome: 'home',
    price: 1.9,
    final: { home: 101, away: 99, periods: q([25, 27], [25, 25], [26, 22], [25, 25]) },
    result: 'void',
    status: 'void',
    payout: 10,
  },
  {
    name: 'Q3 spread home -3.5',
    sport: 'basketball',
    market: 'q3:spread:-3.5',
    outcome: 'home',
    price: 1.9,
    final: { home: 101, away: 99, periods: q([25, 27], [25, 25], [26, 22], [25, 25]) },
    result: 'won',
    status: 'approved',
    payout: 19,
  },
  {
    name: 'Q4 total under 49.5 on 50',
    sport: 'basketball',
    market: 'q4:points-total:49.5',
    outcome: 'under',
    price: 1.9,
    final: { home: 101, away: 99, periods: q([25, 27], [25, 25], [26, 22], [25, 25]) },
    result: 'lost',
    status: 'rejected',
    payout: 0,
  },
];

async function finish(match: MatchFixture, final: Final) {
  await updateMatch(t, match, {
    status: final.status ?? 'Finished',
    home: final.home,
    away: final.away,
    ...(final.ht ? { htHome: final.ht[0], htAway: final.ht[1] } : {}),
    ...(final.periods ? { periods: final.periods } : {}),
  });
}

describe('settlement table: every market kind × result', () => {
  const placed: { scenario: Scenario; who: TestPlayer; betId: number }[] = [];

  beforeAll(async () => {
    for (const scenario of SCENARIOS) {
      const who = await player(t);
      await fund(t, who.id, OPENING);
      const match = await createMatch(t, {
        sport: scenario.sport ?? 'football',
        markets: [{ key: scenario.market, prices: { [scenario.outcome]: scenario.price } }],
      });
      const response = await placeBet(t, who, slip(STAKE, [detail(match, scenario.market, scenario.outcome, scenario.price)]));
      expect(response.statusCode, `${scenario.name}: ${response.body}`).toBe(201);
      await finish(match, scenario.final);
      placed.push({ scenario, who, betId: response.json().bet.id });
    }
    const report = await t.bets.runJobsOnce();
    expect(report.settled).toBe(SCENARIOS.length);
  });

  it.each(SCENARIOS.map((scenario, index) => [scenario.name, index] as const))('%s', async (_name, index) => {
    const { scenario, who, betId } = placed[index]!;
    const bet = await betOf(t, who, betId);
    expect({ status: bet.status, payout: bet.payout, result: bet.selections[0]!.result }).toEqual({
      status: scenario.status,
      payout: scenario.payout,
      result: scenario.result,
    });
    const cents = (reais: number) => BigInt(Math.round(reais * 100));
    expect(await balances(t, who.id)).toEqual({ cash: cents(OPENING - STAKE + scenario.payout), bonus: 0n });
    // The player hears of the result.
    const expectedKey =
      scenario.status === 'void'
        ? 'notifications.betVoid'
        : scenario.status === 'approved'
          ? 'notifications.betWon'
          : scenario.payout > 0
            ? 'notifications.betPartial'
            : 'notifications.betLost';
    const notified = await t.db.query<{ translation_key: string; translation_params: Record<string, string> }>(
      'SELECT translation_key, translation_params FROM notifications WHERE user_id = $1',
      [who.id],
    );
    expect(notified.rows).toEqual([{ translation_key: expectedKey, translation_params: { bet: String(betId), amount: formatBrl(cents(scenario.payout)) } }]);
    const transfers = await betTransfers(t, betId);
    if (scenario.status === 'void') {
      expect(transfers).toEqual([`bet:${betId}:cash bet_stake pending 1000`, `bet:${betId}:cash:void bet_stake void_pending 1000`]);
    } else {
      expect(transfers).toContain(`bet:${betId}:cash:post bet_stake post_pending 1000`);
      const win = scenario.payout > STAKE ? [`bet:${betId}:win bet_win single ${cents(scenario.payout)}`] : [];
      const refund = scenario.payout > 0 && scenario.payout < STAKE ? [`bet:${betId}:refund refund single ${cents(scenario.payout)}`] : [];
      expect(transfers).toEqual([`bet:${betId}:cash bet_stake pending 1000`, `bet:${betId}:cash:post bet_stake post_pending 1000`, ...refund, ...win].sort());
    }
  });

  it('leaves the ledger consistent and publishes balance-updated on settlement', async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
    const { who } = placed[0]!;
    await vi.waitFor(() => expect(t.balanceUpdates(who.id).length).toBeGreaterThanOrEqual(2));
  });

  it('does nothing more on another pass', async () => {
    const report = await t.bets.runJobsOnce();
    expect(report.settled).toBe(0);
  });
});

describe('in-play Asian handicap counts goals after the bet', () => {
  it('ah:0 home taken at 1-0, final 1-1: the later goal was the away side’s, so home loses', async () => {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const match = await createMatch(t, {
      status: '2nd Half',
      home: 1,
      away: 0,
      startsAt: new Date(t.clock.now().getTime() - 3_600_000),
      markets: [{ key: 'ah:0', inPlay: true, prices: { home: 1.9, away: 1.9 } }],
    });
    const response = await placeBet(t, who, slip(STAKE, [detail(match, 'ah:0', 'home', 1.9, { live: true })]));
    expect(response.statusCode).toBe(201);
    await finish(match, { home: 1, away: 1 });
    await t.bets.runJobsOnce();
    const bet = await betOf(t, who, response.json().bet.id);
    expect({ status: bet.status, result: bet.selections[0]!.result }).toEqual({ status: 'rejected', result: 'lost' });
  });
});

describe('void rules', () => {
  async function single(market: string, outcome: string, price: number, match?: MatchFixture, stake = STAKE) {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const m = match ?? (await createMatch(t, { markets: [{ key: market, prices: { [outcome]: price } }] }));
    const response = await placeBet(t, who, slip(stake, [detail(m, market, outcome, price)]));
    expect(response.statusCode, response.body).toBe(201);
    return { who, match: m, betId: response.json().bet.id as number };
  }

  it('postponed and cancelled matches void the bet: cash and bonus parts return to their own wallets', async () => {
    for (const status of ['Postponed', 'Cancelled']) {
      const who = await player(t);
      await fund(t, who.id, 4);
      await grantBonus(t, who.id, 10);
      const match = await createMatch(t);
      const response = await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.1)]));
      expect(response.json().bet).toMatchObject({ stake_cash: 4, stake_bonus: 6 });
      expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 400n });
      await updateMatch(t, match, { status });
      await t.bets.runJobsOnce();
      const bet = await betOf(t, who, response.json().bet.id);
      expect({ status: bet.status, payout: bet.payout, result: bet.selections[0]!.result }).toEqual({ status: 'void', payout: 10, result: 'void' });
      expect(await balances(t, who.id)).toEqual({ cash: 400n, bonus: 1_000n });
    }
  });

  it('an abandoned match voids what play had not decided; decided markets stand', async () => {
    const markets: MarketFixture[] = [
      { key: 'total:2.5', prices: { over: 1.9, under: 1.9 } },
      { key: 'ht_1x2', prices: { '1': 2.9, X: 2.1 } },
      { key: '1x2', prices: { '1': 2.1 } },
      { key: 'btts', prices: { yes: 1.8, no: 2 } },
      { key: 'cs', prices: { '1-0': 7 } },
      { key: 'total:3.5', prices: { over: 2.5 } },
    ];
    const match = await createMatch(t, { markets });
    const bets = {
      over: await single('total:2.5', 'over', 1.9, match),
      under: await single('total:2.5', 'under', 1.9, match),
      firstHalf: await single('ht_1x2', '1', 2.9, match),
      result: await single('1x2', '1', 2.1, match),
      btts: await single('btts', 'no', 2, match),
      cs: await single('cs', '1-0', 7, match),
      over35: await single('total:3.5', 'over', 2.5, match),
    };
    // Abandoned in the second half at 3-0 (2-0 at half time).
    await updateMatch(t, match, { status: 'Abandoned', home: 3, away: 0, htHome: 2, htAway: 0 });
    await t.bets.runJobsOnce();
    const outcome = async (entry: { who: TestPlayer; betId: number }) => {
      const bet = await betOf(t, entry.who, entry.betId);
      return `${bet.status}/${bet.selections[0]!.result}/${bet.payout}`;
    };
    expect({
      over: await outcome(bets.over),
      under: await outcome(bets.under),
      firstHalf: await outcome(bets.firstHalf),
      result: await outcome(bets.result),
      btts: await outcome(bets.btts),
      cs: await outcome(bets.cs),
      over35: await outcome(bets.over35),
    }).toEqual({
      over: 'approved/won/19',
      under: 'rejected/lost/0',
      firstHalf: 'approved/won/29',
      result: 'void/void/10',
      btts: 'void/void/10',
      cs: 'rejected/lost/0',
      over35: 'void/void/10',
    });
  });

  it('abandoned in the first half: a first-half over already reached stands, the first-half result is void', async () => {
    const match = await createMatch(t, {
      markets: [
        { key: 'ht_total:0.5', prices: { over: 1.4 } },
        { key: 'ht_1x2', prices: { '1': 2.9 } },
      ],
    });
    const over = await single('ht_total:0.5', 'over', 1.4, match);
    const result = await single('ht_1x2', '1', 2.9, match);
    await updateMatch(t, match, { status: 'Abandoned', home: 1, away: 0 });
    await t.bets.runJobsOnce();
    expect((await betOf(t, over.who, over.betId)).status).toBe('approved');
    expect((await betOf(t, result.who, result.betId)).status).toBe('void');
  });

  it('awarded and walkover: void whatever the awarded score says', async () => {
    for (const status of ['Awarded', 'Walkover']) {
      const { who, match, betId } = await single('total:2.5', 'over', 1.9);
      await updateMatch(t, match, { status, home: 3, away: 0 });
      await t.bets.runJobsOnce();
      expect((await betOf(t, who, betId)).status).toBe('void');
      expect(await balances(t, who.id)).toEqual({ cash: 10_000n, bonus: 0n });
    }
  });

  it('a basketball game abandoned in the third quarter: finished quarters stand, the rest is void', async () => {
    const match = await createMatch(t, {
      sport: 'basketball',
      markets: [
        { key: 'q1:moneyline', prices: { home: 1.9 } },
        { key: 'ft:moneyline', prices: { home: 1.5 } },
      ],
    });
    const quarter = await single('q1:moneyline', 'home', 1.9, match);
    const game = await single('ft:moneyline', 'home', 1.5, match);
    await updateMatch(t, match, {
      status: 'Abandoned',
      home: 60,
      away: 50,
      periods: [
        [30, 20],
        [20, 20],
        [10, 10],
      ],
    });
    await t.bets.runJobsOnce();
    expect((await betOf(t, quarter.who, quarter.betId)).status).toBe('approved');
    expect((await betOf(t, game.who, game.betId)).status).toBe('void');
  });
});

describe('under an active bonus', () => {
  it('a won bet pays back to cash and bonus like its stake and counts towards wagering at the minimum odds', async () => {
    await fixedTestOffer(t.db, 'sports-settle', { product: 'sports' });
    const who = await player(t);
    await fund(t, who.id, 4);
    const claimed = await t.app.inject({ method: 'POST', url: `${t.prefix}/user/bonuses/claim`, headers: who.headers, payload: { code: 'sports-settle' } });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 400n, bonus: 1_000n });
    const match = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 2.5 } }] });
    const low = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 1.2 } }] });
    const placed = await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.5)]));
    expect(placed.json().bet).toMatchObject({ stake_cash: 4, stake_bonus: 6 });
    expect((await placeBet(t, who, slip(2, [detail(low, '1x2', '1', 1.2)]))).statusCode).toBe(201);
    await updateMatch(t, match, { status: 'Finished', home: 2, away: 0 });
    await updateMatch(t, low, { status: 'Finished', home: 1, away: 0 });
    await t.bets.runJobsOnce();
    // R$ 25 back: 4/10 of it cash, 6/10 bonus money; the R$ 2 bet was all bonus money, so is its R$ 2.40.
    expect(await balances(t, who.id)).toEqual({ cash: 1_000n, bonus: 200n + 1_500n + 240n });
    const current = (await t.app.inject({ method: 'GET', url: `${t.prefix}/user/bonuses/current`, headers: who.headers })).json().bonus;
    // Only the bet at 2.50 counts: 1.20 is under the terms' minimum odds.
    expect(current).toMatchObject({ status: 'active', wagered: 10, wagering_target: 50 });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('accumulators', () => {
  async function acca(legs: { market: string; outcome: string; price: number; final: Final }[], stake = STAKE) {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const matches: MatchFixture[] = [];
    for (const leg of legs) matches.push(await createMatch(t, { markets: [{ key: leg.market, prices: { [leg.outcome]: leg.price } }] }));
    const response = await placeBet(
      t,
      who,
      slip(
        stake,
        legs.map((leg, index) => detail(matches[index]!, leg.market, leg.outcome, leg.price)),
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    for (const [index, leg] of legs.entries()) await finish(matches[index]!, leg.final);
    await t.bets.runJobsOnce();
    return { who, bet: await betOf(t, who, response.json().bet.id), matches, betId: response.json().bet.id as number };
  }

  it('pays a won accumulator exactly what its slip showed: the total odds shown × the stake, to the centavo', async () => {
    const { who, bet, betId } = await acca(
      [
        { market: '1x2', outcome: '1', price: 1.95, final: { home: 1, away: 0 } },
        { market: '1x2', outcome: '1', price: 1.87, final: { home: 2, away: 0 } },
        { market: '1x2', outcome: '1', price: 1.45, final: { home: 3, away: 1 } },
      ],
      7.77,
    );
    // 1.95 × 1.87 × 1.45 = 5.287575, shown 5.28; 5.28 × 7.77 = 41.0256 → R$ 41,02 shown, and paid
    // (the exact product would have paid R$ 41,08, 6 centavos more than the slip and the bet said).
    const shown = bet as typeof bet & { total_odds: number; potential_win: number };
    expect({ status: bet.status, total_odds: shown.total_odds, potential_win: shown.potential_win, payout: bet.payout }).toEqual({
      status: 'approved',
      total_odds: 5.28,
      potential_win: 41.02,
      payout: 41.02,
    });
    expect(await betTransfers(t, betId)).toContain(`bet:${betId}:win bet_win single 4102`);
    expect(await balances(t, who.id)).toEqual({ cash: 10_000n - 777n + 4_102n, bonus: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a void leg counts 1.0', async () => {
    const { who, bet } = await acca([
      { market: '1x2', outcome: '1', price: 2, final: { home: 1, away: 0 } },
      { market: '1x2', outcome: '1', price: 3, final: { status: 'Postponed', home: 0, away: 0 } },
    ]);
    expect({ status: bet.status, payout: bet.payout, results: bet.selections.map((s) => s.result) }).toEqual({
      status: 'approved',
      payout: 20,
      results: ['won', 'void'],
    });
    expect(await balances(t, who.id)).toEqual({ cash: 11_000n, bonus: 0n });
  });

  it('half results multiply as the engine’s factors', async () => {
    // half-lost 0.5 × won 3.00 = 1.5 → 15; half-won (1.9 + 1)/2 × 2.0 = 2.9 → 29
    const a = await acca([
      { market: 'ah:-0.25', outcome: 'home', price: 1.95, final: { home: 1, away: 1 } },
      { market: '1x2', outcome: '2', price: 3, final: { home: 0, away: 1 } },
    ]);
    expect({ status: a.bet.status, payout: a.bet.payout }).toEqual({ status: 'approved', payout: 15 });
    const b = await acca([
      { market: 'total:2.75', outcome: 'over', price: 1.9, final: { home: 2, away: 1 } },
      { market: 'btts', outcome: 'yes', price: 2, final: { home: 1, away: 1 } },
    ]);
    expect({ status: b.bet.status, payout: b.bet.payout }).toEqual({ status: 'approved', payout: 29 });
    // half-lost × void: 0.5 → refund of half the stake, shown lost.
    const c = await acca([
      { market: 'total:2.25', outcome: 'over', price: 1.8, final: { home: 1, away: 1 } },
      { market: 'dnb', outcome: 'home', price: 1.5, final: { home: 0, away: 0 } },
    ]);
    expect({ status: c.bet.status, payout: c.bet.payout }).toEqual({ status: 'rejected', payout: 5 });
    expect(await betTransfers(t, c.betId)).toContain(`bet:${c.betId}:refund refund single 500`);
  });

  it('any lost leg loses the accumulator; all legs void voids it', async () => {
    const lost = await acca([
      { market: '1x2', outcome: '1', price: 2, final: { home: 1, away: 0 } },
      { market: '1x2', outcome: '1', price: 3, final: { home: 0, away: 1 } },
    ]);
    expect({ status: lost.bet.status, payout: lost.bet.payout }).toEqual({ status: 'rejected', payout: 0 });
    const voided = await acca([
      { market: '1x2', outcome: '1', price: 2, final: { status: 'Cancelled', home: 0, away: 0 } },
      { market: 'dnb', outcome: 'home', price: 1.5, final: { home: 2, away: 2 } },
    ]);
    expect({ status: voided.bet.status, payout: voided.bet.payout }).toEqual({ status: 'void', payout: 10 });
    expect(await balances(t, voided.who.id)).toEqual({ cash: 10_000n, bonus: 0n });
  });

  it('waits for every leg; decided legs show their result meanwhile', async () => {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const a = await createMatch(t);
    const b = await createMatch(t);
    const response = await placeBet(t, who, slip(STAKE, [detail(a, '1x2', '1', 2.1), detail(b, '1x2', '2', 3.5)]));
    await finish(a, { home: 1, away: 0 });
    await t.bets.runJobsOnce();
    let bet = await betOf(t, who, response.json().bet.id);
    expect({ status: bet.status, results: bet.selections.map((s) => s.result) }).toEqual({ status: 'pending', results: ['won', null] });
    await finish(b, { home: 0, away: 2 });
    await t.bets.runJobsOnce();
    bet = await betOf(t, who, response.json().bet.id);
    // 10 × 2.10 × 3.50 = 73.50
    expect({ status: bet.status, payout: bet.payout }).toEqual({ status: 'approved', payout: 73.5 });
  });

  it('a leg decided when its match was abandoned stays decided when the match is later awarded', async () => {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const abandoned = await createMatch(t, { markets: [{ key: 'total:2.5', prices: { over: 2 } }] });
    const later = await createMatch(t);
    const response = await placeBet(t, who, slip(STAKE, [detail(abandoned, 'total:2.5', 'over', 2), detail(later, '1x2', '1', 2.1)]));
    expect(response.statusCode, response.body).toBe(201);
    await updateMatch(t, abandoned, { status: 'Abandoned', home: 3, away: 0, htHome: 2, htAway: 0 });
    await t.bets.runJobsOnce();
    expect((await betOf(t, who, response.json().bet.id)).selections.map((s) => s.result)).toEqual(['won', null]);
    // Hours later the authority awards the match (awarded matches void what was still open).
    await updateMatch(t, abandoned, { status: 'Awarded', home: 3, away: 0 });
    await finish(later, { home: 1, away: 0 });
    await t.bets.runJobsOnce();
    const bet = await betOf(t, who, response.json().bet.id);
    // 10 × 2.00 × 2.10 = 42, not 21 as if the over had turned void.
    expect({ status: bet.status, payout: bet.payout, results: bet.selections.map((s) => s.result) }).toEqual({
      status: 'approved',
      payout: 42,
      results: ['won', 'won'],
    });
  });

  it('a lost leg settles the accumulator at once, even while another leg waits or cannot be decided', async () => {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const lostMatch = await createMatch(t);
    const stuck = await createMatch(t);
    const waiting = await createMatch(t);
    const response = await placeBet(
      t,
      who,
      slip(STAKE, [detail(lostMatch, '1x2', '1', 2.1), detail(stuck, '1x2', '1', 2.1), detail(waiting, '1x2', '1', 2.1)]),
    );
    expect(response.statusCode, response.body).toBe(201);
    await finish(lostMatch, { home: 0, away: 1 });
    await updateMatch(t, stuck, { status: 'Interrupted', home: 0, away: 0, updatedAt: t.clock.now() });
    t.clock.advance(49 * 3_600_000);
    await t.bets.runJobsOnce();
    const bet = await betOf(t, who, response.json().bet.id);
    expect({ status: bet.status, payout: bet.payout, results: bet.selections.map((s) => s.result) }).toEqual({
      status: 'rejected',
      payout: 0,
      results: ['lost', null, null],
    });
    expect(await balances(t, who.id)).toEqual({ cash: 9_000n, bonus: 0n });
    // Settled once: the other legs' matches finishing later change nothing.
    await finish(waiting, { home: 1, away: 0 });
    await finish(stuck, { home: 1, away: 0 });
    expect((await t.bets.runJobsOnce()).settled).toBe(0);
    expect(await balances(t, who.id)).toEqual({ cash: 9_000n, bonus: 0n });
  });
});

describe('unknown bets and the feed’s settled markets', () => {
  it('an interrupted match past the timeout flags the bet unknown; it settles once the match finishes', async () => {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const match = await createMatch(t);
    const response = await placeBet(t, who, slip(STAKE, [detail(match, '1x2', '1', 2.1)]));
    const betId = response.json().bet.id;
    await updateMatch(t, match, { status: 'Interrupted', home: 1, away: 0, updatedAt: t.clock.now() });
    await t.bets.runJobsOnce();
    expect((await betOf(t, who, betId)).status).toBe('pending');
    t.clock.advance(49 * 3_600_000);
    const report = await t.bets.runJobsOnce();
    expect(report.unknown).toBe(1);
    expect((await betOf(t, who, betId)).status).toBe('unknown');
    expect(await balances(t, who.id)).toEqual({ cash: 9_000n, bonus: 0n });
    expect((await myBets(t, who, 'status=pending')).json().bets.map((bet: { id: number }) => bet.id)).toContain(betId);
    // The match resumes: the bet is pending again, not "unknown" while it is being played.
    await updateMatch(t, match, { status: '2nd Half', home: 1, away: 0, updatedAt: t.clock.now() });
    await t.bets.runJobsOnce();
    expect((await betOf(t, who, betId)).status).toBe('pending');
    await finish(match, { home: 2, away: 0 });
    await t.bets.runJobsOnce();
    expect((await betOf(t, who, betId)).status).toBe('approved');
    expect(await balances(t, who.id)).toEqual({ cash: 11_100n, bonus: 0n });
  });

  it('counts the interrupted timeout from the interruption, not from the feed’s later messages about the match', async () => {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const match = await createMatch(t);
    const response = await placeBet(t, who, slip(STAKE, [detail(match, '1x2', '1', 2.1)]));
    const betId = response.json().bet.id;
    const interrupted: MatchColumns = {
      status: 'Interrupted',
      minute: 60,
      period: 2,
      homeScore: 1,
      awayScore: 0,
      htHome: 1,
      htAway: 0,
      homeRed: 0,
      awayRed: 0,
      periods: [],
      events: [],
      suspendedUntil: null,
      finishedAt: null,
    };
    await writeLiveColumns(t.db, match.id, interrupted, t.clock.now());
    // Still interrupted, the feed keeps writing the match (its clock, a red card…) for two days.
    for (let hours = 0; hours < 48; hours += 12) {
      t.clock.advance(12 * 3_600_000);
      await writeLiveColumns(t.db, match.id, { ...interrupted, minute: 61 }, t.clock.now());
    }
    t.clock.advance(3_600_000);
    expect((await t.bets.runJobsOnce()).unknown).toBe(1);
    expect((await betOf(t, who, betId)).status).toBe('unknown');
  });

  it('a finished match without the half-time score cannot settle a first-half market: unknown', async () => {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const match = await createMatch(t, { markets: [{ key: 'ht_1x2', prices: { X: 2.1 } }] });
    const response = await placeBet(t, who, slip(STAKE, [detail(match, 'ht_1x2', 'X', 2.1)]));
    await finish(match, { home: 1, away: 1 });
    await t.bets.runJobsOnce();
    expect((await betOf(t, who, response.json().bet.id)).status).toBe('unknown');
  });

  it('a market the feed settled decides its legs, even before the match ends', async () => {
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const match = await createMatch(t, { markets: [{ key: 'ht_total:0.5', prices: { over: 1.4 } }] });
    const response = await placeBet(t, who, slip(STAKE, [detail(match, 'ht_total:0.5', 'over', 1.4)]));
    await updateMatch(t, match, { status: '2nd Half', home: 1, away: 0, htHome: 1, htAway: 0 });
    await settleMarket(t, match, 'ht_total:0.5', { over: 'won' });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, response.json().bet.id)).toMatchObject({ status: 'approved', payout: 14 });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('the feed’s cancel and dead-heat instructions', () => {
  it('a cancel for a wrong price voids, at once, the bets placed in its window; the others settle on the score', async () => {
    const match = await createMatch(t);
    const inWindow = await player(t);
    const later = await player(t);
    for (const who of [inWindow, later]) await fund(t, who.id, OPENING);
    const voided = await placeBet(t, inWindow, slip(STAKE, [detail(match, '1x2', '1', 2.1)]));
    const windowEnd = new Date(t.clock.now().getTime() + 1_000);
    t.clock.advance(60_000);
    const kept = await placeBet(t, later, slip(STAKE, [detail(match, '1x2', '1', 2.1)]));
    await instruct(t, match, { id: `odds-error:${match.id}`, kind: 'cancel', reason: 'odds-error', markets: ['1x2'], placedTo: windowEnd.toISOString() });

    // The match is still to be played: the cancelled bet is void now, the other waits.
    await t.bets.runJobsOnce();
    expect(await betOf(t, inWindow, voided.json().bet.id)).toMatchObject({ status: 'void', payout: 10 });
    expect(await balances(t, inWindow.id)).toEqual({ cash: 10_000n, bonus: 0n });
    expect((await betOf(t, later, kept.json().bet.id)).status).toBe('pending');

    await finish(match, { home: 2, away: 0 });
    await t.bets.runJobsOnce();
    expect(await betOf(t, later, kept.json().bet.id)).toMatchObject({ status: 'approved', payout: 21 });
    expect(await betOf(t, inWindow, voided.json().bet.id)).toMatchObject({ status: 'void', payout: 10 });
  });

  it('a cancel taken back before settlement leaves the bet to the score', async () => {
    const match = await createMatch(t);
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const response = await placeBet(t, who, slip(STAKE, [detail(match, '1x2', '1', 2.1)]));
    await instruct(t, match, { id: `c:${match.id}`, kind: 'cancel', reason: 'odds-error', markets: 'all', placedFrom: new Date(0).toISOString() });
    await instruct(t, match, { id: `rc:${match.id}`, kind: 'rollback-cancel', markets: 'all', placedFrom: new Date(0).toISOString() });
    await finish(match, { home: 0, away: 1 });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, response.json().bet.id)).toMatchObject({ status: 'rejected', payout: 0 });
  });

  it('a dead heat pays the price times its factor; a rollback of it leaves the leg to the score', async () => {
    const match = await createMatch(t);
    const who = await player(t);
    await fund(t, who.id, OPENING);
    const response = await placeBet(t, who, slip(STAKE, [detail(match, '1x2', '1', 2.1)]));
    const betId = response.json().bet.id;
    await instruct(t, match, {
      id: `s:${match.id}`,
      kind: 'settle',
      certainty: 'confirmed',
      result: null,
      markets: [{ marketKey: '1x2', outcomes: [{ selectionKey: '1', result: 'won', voidFactor: 0, deadHeatFactor: 0.5 }] }],
    });
    await finish(match, { home: 1, away: 0 });
    await t.bets.runJobsOnce();
    // R$ 10 at 2.10 with half the stake on the winner: R$ 10.50.
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'approved', payout: 10.5, selections: [{ result: 'won' }] });
    expect(await balances(t, who.id)).toEqual({ cash: 100_50n, bonus: 0n });

    await instruct(t, match, { id: `rb:${match.id}`, kind: 'rollback-settlement', markets: ['1x2'] });
    await t.bets.runJobsOnce();
    expect(await betOf(t, who, betId)).toMatchObject({ status: 'approved', payout: 21 });
    expect(await balances(t, who.id)).toEqual({ cash: 111_00n, bonus: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
