/**
 * POST /user/bet through the real app and database: every message of spec §8 and every check, in
 * order; price changes between showing and placing; the live bet delay; one selection per match;
 * the stake split cash first then bonus, reserved in the ledger; idempotency.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import {
  balances,
  createBetsTestApp,
  createMatch,
  detail,
  fund,
  grantBonus,
  myBets,
  placeBet,
  player,
  setPrice,
  slip,
  updateMatch,
  type BetsTestApp,
  type TestPlayer,
} from './testing.ts';

let t: BetsTestApp;
let rich: TestPlayer;

beforeAll(async () => {
  t = await createBetsTestApp({ config: { maxStakeCentavos: 500_000n, maxPotentialWinCentavos: 10_000_000n } });
  rich = await player(t);
  await fund(t, rich.id, 10_000);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  t.duringDelay.hook = null;
  t.duringDelay.waits.length = 0;
});

function expectRefusal(response: { statusCode: number; json(): unknown }, status: number, key: string) {
  const body = response.json() as Record<string, unknown>;
  expect({ status: response.statusCode, key: body.message_key, success: body.success }).toEqual({ status, key, success: false });
  expect(body.translation_key).toBe(key);
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toBe(key);
  expect(body.translation_params).toBeTypeOf('object');
  return body;
}

describe('answers', () => {
  it('accepts a pre-match single, reserves the stake in the ledger and answers spec §7 fields with the bet', async () => {
    const p = await player(t);
    await fund(t, p.id, 50);
    const match = await createMatch(t);
    const response = await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 2.1)]));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      translation_key: 'bets.placed',
      message_key: 'bets.placed',
      message: 'Your bet was placed.',
      translation_params: { odds: '2.10' },
      bet: {
        type: 'pre-match',
        kind: 'single',
        stake: 10,
        stake_cash: 10,
        stake_bonus: 0,
        potential_win: 21,
        total_odds: 2.1,
        status: 'pending',
        payout: null,
        selections: [
          {
            match: { id: Number(match.id), home: match.home, away: match.away, status: 'Not Started' },
            market: '1x2',
            selection: '1',
            price: 2.1,
            result: null,
          },
        ],
      },
    });
    expect(body.bet.details[0]).toMatchObject({ home_team_name: match.home, outcome: '1', odd: 2.1, bet_type: '1x2' });
    expect(body.bet.details[0].request).toBeUndefined();
    expect(await balances(t, p.id)).toEqual({ cash: 4_000n, bonus: 0n });
    const reservation = await t.ledger.getTransfer(t.db, `bet:${body.bet.id}:cash`);
    expect(reservation).toMatchObject({ kind: 'bet_stake', phase: 'pending', amountCentavos: 1_000n });
    expect(await t.ledger.getTransfer(t.db, `bet:${body.bet.id}:bonus`)).toBeNull();
    await expect.poll(() => t.balanceUpdates(p.id).length).toBeGreaterThan(0);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('splits the stake cash first, then bonus, with one reservation per wallet', async () => {
    const p = await player(t);
    await fund(t, p.id, 6);
    await grantBonus(t, p.id, 20);
    const match = await createMatch(t);
    const response = await placeBet(t, p, slip(10, [detail(match, '1x2', 'X', 3.4)]));
    expect(response.statusCode).toBe(201);
    const bet = response.json().bet;
    expect({ cash: bet.stake_cash, bonus: bet.stake_bonus }).toEqual({ cash: 6, bonus: 4 });
    expect(await t.ledger.getTransfer(t.db, `bet:${bet.id}:cash`)).toMatchObject({ amountCentavos: 600n, phase: 'pending', kind: 'bet_stake' });
    expect(await t.ledger.getTransfer(t.db, `bet:${bet.id}:bonus`)).toMatchObject({ amountCentavos: 400n, phase: 'pending', kind: 'bet_stake' });
    expect(await balances(t, p.id)).toEqual({ cash: 0n, bonus: 1_600n });
  });

  it('prices an accumulator as the product of its prices to 2 decimals, and its potential win as those total odds × the stake', async () => {
    const a = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 1.95, X: 3.3, '2': 4.1 } }] });
    const b = await createMatch(t, { markets: [{ key: 'total:2.5', prices: { over: 1.87, under: 1.93 } }] });
    const c = await createMatch(t, { sport: 'basketball', markets: [{ key: 'ft:moneyline', prices: { home: 1.45, away: 2.75 } }] });
    const response = await placeBet(
      t,
      rich,
      slip(7.77, [detail(a, '1x2', '1', 1.95), detail(b, 'total:2.5', 'over', 1.87), detail(c, 'ft:moneyline', 'home', 1.45)]),
    );
    expect(response.statusCode).toBe(201);
    const bet = response.json().bet;
    // 1.95 × 1.87 × 1.45 = 5.287575 → 5.28; 5.28 × 7.77 = 41.0256 → 41.02, what a player multiplying
    // the two figures works out (the exact product, 41.0844…, would promise 41.08).
    expect({ kind: bet.kind, total_odds: bet.total_odds, potential_win: bet.potential_win }).toEqual({
      kind: 'accumulator',
      total_odds: 5.28,
      potential_win: 41.02,
    });
    expect(bet.selections.map((s: { price: number }) => s.price)).toEqual([1.95, 1.87, 1.45]);
  });

  it('books selection_id, and reads the engine keys and the short keys as the same selection', async () => {
    const match = await createMatch(t, {
      markets: [
        { key: 'total:2.5', prices: { over: 1.9, under: 1.9 } },
        { key: 'ah:-0.25', prices: { home: 1.95, away: 1.85 } },
      ],
    });
    const byEngineKeys = await placeBet(t, rich, slip(2, [detail(match, 'ft:total:2.5', 'ft:total:over:2.5', 1.9)]));
    expect(byEngineKeys.statusCode).toBe(201);
    expect(byEngineKeys.json().bet.selections[0]).toMatchObject({ market: 'total:2.5', selection: 'over' });
    const byId = await placeBet(
      t,
      rich,
      slip(2, [detail(match, 'ft:asian-handicap:-0.25', 'away', 1.85, { selection_id: Number(match.selections.get('ah:-0.25|away')) })]),
    );
    expect(byId.statusCode).toBe(201);
    expect(byId.json().bet.selections[0]).toMatchObject({ market: 'ah:-0.25', selection: 'away' });
    const ahEngine = await placeBet(t, rich, slip(2, [detail(match, 'ft:asian-handicap:-0.25', 'ft:asian-handicap:home:-0.25', 1.95)]));
    expect(ahEngine.statusCode).toBe(201);
  });

  it('answers in the request language (pt-BR, tr)', async () => {
    const match = await createMatch(t);
    const pt = await placeBet(t, { ...rich, headers: { ...rich.headers, 'accept-language': 'pt-BR' } }, slip(0, [detail(match, '1x2', '1', 2.1)]));
    expect(pt.json().message).toBe('Insira um valor de aposta válido.');
    const tr = await placeBet(t, { ...rich, headers: { ...rich.headers, 'accept-language': 'tr' } }, slip(5, [detail(match, '1x2', '1', 2.1)]));
    expect(tr.json().message).toBe('Bahsiniz alındı.');
  });
});

describe('every check, each with its message', () => {
  it('not logged in: 401 (the front end shows the warning modal)', async () => {
    const match = await createMatch(t);
    const response = await placeBet(t, null, slip(10, [detail(match, '1x2', '1', 2.1)]));
    expectRefusal(response, 401, 'auth.unauthenticated');
    const forged = await placeBet(
      t,
      { ...rich, headers: { ...rich.headers, authorization: 'Bearer not-a-session' } },
      slip(10, [detail(match, '1x2', '1', 2.1)]),
    );
    expectRefusal(forged, 401, 'auth.unauthenticated');
  });

  it('stake not above 0: enterValidStake (also before anything else is wrong with the slip)', async () => {
    const match = await createMatch(t);
    for (const stake of [0, -5, 'abc', null, 1.234]) {
      expectRefusal(await placeBet(t, rich, slip(stake, [detail(match, '1x2', '1', 2.1)])), 400, 'bets.enterValidStake');
    }
    expectRefusal(await placeBet(t, rich, { stake: 0, bet_details: 'nonsense' }), 400, 'bets.enterValidStake');
  });

  it('stake limits: minimum R$ 1,00 and the configured maximum', async () => {
    const match = await createMatch(t);
    const low = expectRefusal(await placeBet(t, rich, slip(0.99, [detail(match, '1x2', '1', 2.1)])), 422, 'bets.stakeBelowMinimum');
    expect(low.message).toBe('The minimum stake is R$\u00a01,00.');
    const high = expectRefusal(await placeBet(t, rich, slip(5000.01, [detail(match, '1x2', '1', 2.1)])), 422, 'bets.stakeAboveMaximum');
    expect(high.translation_params).toEqual({ max: 'R$\u00a05.000,00' });
  });

  it('a malformed slip, no selection, too many selections', async () => {
    expectRefusal(await placeBet(t, rich, { stake: 5, bet_details: 'nonsense' }), 400, 'bets.invalidBetData');
    // Each field that does not read is named, in the player's language (not the validator's English).
    const match = await createMatch(t);
    const unreadable = await placeBet(t, rich, slip(5, [{ ...detail(match, '1x2', '1', 2.1), selection_id: -1 }]), { 'accept-language': 'tr' });
    expect(unreadable.json()).toMatchObject({ message_key: 'bets.invalidBetData', errors: { 'bet_details.0.selection_id': ['Bu değer geçerli değil.'] } });
    expect(unreadable.json().details).toBeUndefined();
    expectRefusal(await placeBet(t, rich, slip(5, [])), 400, 'bets.noSelections');
    const many = await Promise.all(Array.from({ length: 21 }, () => createMatch(t)));
    expectRefusal(
      await placeBet(
        t,
        rich,
        slip(
          5,
          many.map((m) => detail(m, '1x2', '1', 2.1)),
        ),
      ),
      422,
      'bets.tooManySelections',
    );
  });

  it('refuses shown texts with a direction override or a control character as a malformed slip, placing nothing', async () => {
    const p = await player(t);
    await fund(t, p.id, 50);
    const match = await createMatch(t);
    // Stored with the bet and shown back in my bets, the override would make the pick read as another one.
    for (const [field, extra] of [
      ['home_team_name', { home_team_name: `${match.home} \u202E00,0001 R$` }],
      ['away_team_name', { away_team_name: `\u2066${match.away}\u2069` }],
      ['outcome', { outcome: '\u202E1' }],
      ['bet_type', { bet_type: '1x2\u0007' }],
    ] as const) {
      const refused = await placeBet(t, p, slip(5, [detail(match, '1x2', '1', 2.1, extra)]));
      const body = expectRefusal(refused, 400, 'bets.invalidBetData');
      expect(body.errors, field).toEqual({ [`bet_details.0.${field}`]: ['This value is not valid.'] });
      expect(body.details, field).toBeUndefined();
    }
    expect(await balances(t, p.id)).toEqual({ cash: 5_000n, bonus: 0n });
    expect((await myBets(t, p)).json().bets).toEqual([]);
    expect((await placeBet(t, p, slip(5, [detail(match, '1x2', '1', 2.1)]))).statusCode).toBe(201);
  });

  it('one selection per match: two selections of one match are refused', async () => {
    const match = await createMatch(t, {
      markets: [
        { key: '1x2', prices: { '1': 2.1, X: 3.4, '2': 3.5 } },
        { key: 'btts', prices: { yes: 1.8, no: 2 } },
      ],
    });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(match, '1x2', '1', 2.1), detail(match, 'btts', 'yes', 1.8)])), 422, 'bets.oneSelectionPerMatch');
  });

  it('insufficient balance: cash and bonus together', async () => {
    const p = await player(t);
    await fund(t, p.id, 5);
    await grantBonus(t, p.id, 3);
    const match = await createMatch(t);
    const body = expectRefusal(await placeBet(t, p, slip(8.01, [detail(match, '1x2', '1', 2.1)])), 422, 'bets.insufficientBalance');
    expect(body.message).toBe('Insufficient balance. Available: R$\u00a08,00.');
    expect((await placeBet(t, p, slip(8, [detail(match, '1x2', '1', 2.1)]))).statusCode).toBe(201);
    expect(await balances(t, p.id)).toEqual({ cash: 0n, bonus: 0n });
  });

  it('match not found: football and basketball keys', async () => {
    const football = expectRefusal(
      await placeBet(t, rich, slip(5, [{ ...detail(await createMatch(t), '1x2', '1', 2.1), fixture_id: 987654321 }])),
      404,
      'bets.footballMatchNotFound',
    );
    expect(football.message).toBe('Football match not found.');
    const basketball = await createMatch(t, { sport: 'basketball', markets: [{ key: 'ft:moneyline', prices: { home: 1.5, away: 2.6 } }] });
    expectRefusal(
      await placeBet(t, rich, slip(5, [{ ...detail(basketball, 'ft:moneyline', 'home', 1.5), fixture_id: 'x-1' }])),
      404,
      'bets.basketballMatchNotFound',
    );
    await updateMatch(t, basketball, { status: 'Cancelled' });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(basketball, 'ft:moneyline', 'home', 1.5)])), 404, 'bets.basketballMatchNotFound');
  });

  it('match starting soon or started: a pre-match bet within the cut-off or on a running match', async () => {
    const soon = await createMatch(t, { startsAt: new Date(t.clock.now().getTime() + 30_000) });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(soon, '1x2', '1', 2.1)])), 409, 'bets.matchStartingSoonOrStarted');
    const live = await createMatch(t, {
      status: '1st Half',
      startsAt: new Date(t.clock.now().getTime() - 600_000),
      markets: [{ key: '1x2', inPlay: true, prices: { '1': 2.1, X: 3.4, '2': 3.5 } }],
    });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(live, '1x2', '1', 2.1)])), 409, 'bets.matchStartingSoonOrStarted');
    const late = await createMatch(t, { status: 'Delayed', startsAt: new Date(t.clock.now().getTime() - 60_000) });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(late, '1x2', '1', 2.1)])), 409, 'bets.matchStartingSoonOrStarted');
    // A slip kept since before the match: played and over, it started (it is not "not found").
    const over = await createMatch(t, { status: 'Finished', startsAt: new Date(t.clock.now().getTime() - 7_200_000) });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(over, '1x2', '1', 2.1)])), 409, 'bets.matchStartingSoonOrStarted');
  });

  it('live odds not found: a live bet on a market not offered in play', async () => {
    const live = await createMatch(t, {
      status: '2nd Half',
      startsAt: new Date(t.clock.now().getTime() - 3_600_000),
      markets: [
        { key: '1x2', inPlay: true, prices: { '1': 2.1, X: 3.4, '2': 3.5 } },
        { key: 'cs', inPlay: false, prices: { '1-0': 7 } },
      ],
    });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(live, 'cs', '1-0', 7, { live: true })])), 404, 'bets.liveOddsNotFound');
    expectRefusal(await placeBet(t, rich, slip(5, [detail(live, 'btts', 'yes', 1.8, { live: true })])), 404, 'bets.liveOddsNotFound');
  });

  it('invalid odds data: a malformed odd, or a price that is not one', async () => {
    const match = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 2.1, X: 3.4, '2': 3.5 } }] });
    for (const odd of ['abc', 0.5, 2.345, null, {}, 1_000_000]) {
      expectRefusal(await placeBet(t, rich, slip(5, [detail(match, '1x2', '1', odd)])), 400, 'bets.invalidOddsData');
    }
    expect((await placeBet(t, rich, slip(5, [detail(match, '1x2', '1', '2.10')]))).statusCode).toBe(201);
  });

  it('requested odds not found: an unknown selection or market, or a closed market', async () => {
    const match = await createMatch(t, {
      markets: [
        { key: '1x2', prices: { '1': 2.1, X: 3.4, '2': 3.5 } },
        { key: 'btts', status: 'closed', prices: { yes: 1.8, no: 2 } },
      ],
    });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(match, '1x2', '4', 2.1)])), 404, 'bets.requestedOddsNotFound');
    expectRefusal(await placeBet(t, rich, slip(5, [detail(match, 'total:9.5', 'over', 2.1)])), 404, 'bets.requestedOddsNotFound');
    expectRefusal(await placeBet(t, rich, slip(5, [detail(match, 'btts', 'yes', 1.8)])), 404, 'bets.requestedOddsNotFound');
    const other = await createMatch(t);
    // A selection id of another match is not this match's odds.
    expectRefusal(
      await placeBet(t, rich, slip(5, [detail(match, '1x2', '1', 2.1, { selection_id: Number(other.selections.get('1x2|1')) })])),
      404,
      'bets.requestedOddsNotFound',
    );
  });

  it('odds suspended: market, selection, unpriced selection, or the whole match', async () => {
    const market = await createMatch(t, { markets: [{ key: '1x2', status: 'suspended', prices: { '1': 2.1, X: 3.4, '2': 3.5 } }] });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(market, '1x2', '1', 2.1)])), 409, 'bets.oddsSuspended');
    const selection = await createMatch(t);
    await t.db.query(`UPDATE sports_selections SET status = 'suspended' WHERE id = $1`, [selection.selections.get('1x2|1')]);
    expectRefusal(await placeBet(t, rich, slip(5, [detail(selection, '1x2', '1', 2.1)])), 409, 'bets.oddsSuspended');
    const unpriced = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': null, X: 3.4, '2': 3.5 } }] });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(unpriced, '1x2', '1', 2.1)])), 409, 'bets.oddsSuspended');
    const goal = await createMatch(t, {
      status: '1st Half',
      startsAt: new Date(t.clock.now().getTime() - 600_000),
      markets: [{ key: '1x2', inPlay: true, prices: { '1': 2.1, X: 3.4, '2': 3.5 } }],
    });
    await updateMatch(t, goal, { suspendedUntil: new Date(t.clock.now().getTime() + 20_000) });
    expectRefusal(await placeBet(t, rich, slip(5, [detail(goal, '1x2', '1', 2.1, { live: true })])), 409, 'bets.oddsSuspended');
  });

  it('odds changed between showing and placing: refused without accept_odds_changes, taken at the current price with it', async () => {
    const match = await createMatch(t);
    await setPrice(t, match, '1x2', '1', 1.95);
    const refused = expectRefusal(await placeBet(t, rich, slip(10, [detail(match, '1x2', '1', 2.1)])), 409, 'bets.oddsChanged');
    expect(refused.message).toBe('Odds changed (2.10 → 1.95). Accept odds changes to proceed.');
    expect(refused.details).toMatchObject({ leg: 0, seen_odd: 2.1, current_odd: 1.95 });
    const accepted = await placeBet(t, rich, slip(10, [detail(match, '1x2', '1', 2.1)], { accept_odds_changes: true }));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      success: true,
      translation_key: 'bets.placedAtNewOdds',
      message: 'Odds changed: your bet was placed at the new odds (1.95).',
      bet: { total_odds: 1.95, potential_win: 19.5 },
    });
    // A price that rose counts as a change too: the player is told the price taken.
    await setPrice(t, match, '1x2', '1', 2.2);
    expectRefusal(await placeBet(t, rich, slip(10, [detail(match, '1x2', '1', 1.95)])), 409, 'bets.oddsChanged');
  });

  it('potential win above the maximum per bet', async () => {
    const match = await createMatch(t, { markets: [{ key: 'cs', prices: { '4-4': 251 } }] });
    const body = expectRefusal(await placeBet(t, rich, slip(400, [detail(match, 'cs', '4-4', 251)])), 422, 'bets.potentialWinAboveMaximum');
    expect(body.translation_params).toEqual({ potential_win: 'R$\u00a0100.400,00', max: 'R$\u00a0100.000,00' });
    // When even the minimum stake pays too much, lowering it cannot help: the message offers fewer selections too.
    expect(body.message).toBe(
      'The potential win (R$\u00a0100.400,00) is above the maximum of R$\u00a0100.000,00 per bet. Lower the stake or remove selections.',
    );
  });

  it('checks run in the spec order: the first problem in that order is the one told', async () => {
    const poor = await player(t);
    await fund(t, poor.id, 1);
    const soon = await createMatch(t, { startsAt: new Date(t.clock.now().getTime() + 10_000) });
    const suspended = await createMatch(t, { markets: [{ key: '1x2', status: 'suspended', prices: { '1': 2.1, X: 3.4, '2': 3.5 } }] });
    const changed = await createMatch(t);
    await setPrice(t, changed, '1x2', '1', 1.5);
    const missing = { ...detail(changed, '1x2', '1', 2.1), fixture_id: 999_999_999 };
    // balance before match not found
    expectRefusal(await placeBet(t, poor, slip(5, [missing])), 422, 'bets.insufficientBalance');
    // match not found before starting soon (whichever leg)
    expectRefusal(await placeBet(t, rich, slip(5, [detail(soon, '1x2', '1', 2.1), missing])), 404, 'bets.footballMatchNotFound');
    // starting soon before invalid odds data
    expectRefusal(
      await placeBet(t, rich, slip(5, [detail(suspended, '1x2', '1', 'bad'), detail(soon, '1x2', '1', 2.1)])),
      409,
      'bets.matchStartingSoonOrStarted',
    );
    // invalid odds data before requested odds not found
    expectRefusal(await placeBet(t, rich, slip(5, [detail(changed, '1x2', '7', 2.1), detail(suspended, '1x2', '1', 'bad')])), 400, 'bets.invalidOddsData');
    // requested odds not found before suspended
    expectRefusal(await placeBet(t, rich, slip(5, [detail(suspended, '1x2', '1', 2.1), detail(changed, '1x2', '7', 2.1)])), 404, 'bets.requestedOddsNotFound');
    // suspended before odds changed
    expectRefusal(await placeBet(t, rich, slip(5, [detail(changed, '1x2', '1', 2.1), detail(suspended, '1x2', '1', 2.1)])), 409, 'bets.oddsSuspended');
  });
});

describe('live bets', () => {
  async function liveMatch() {
    return createMatch(t, {
      status: '2nd Half',
      startsAt: new Date(t.clock.now().getTime() - 3_600_000),
      home: 1,
      away: 0,
      markets: [{ key: 'ah:0', inPlay: true, prices: { home: 1.9, away: 1.9 } }],
    });
  }

  it('records the score at bet time and marks the bet live', async () => {
    const match = await liveMatch();
    await updateMatch(t, match, { minute: 63 });
    const response = await placeBet(t, rich, slip(5, [detail(match, 'ah:0', 'home', 1.9, { live: true, elapsed: 63 })]));
    expect(response.statusCode).toBe(201);
    expect(response.json().bet).toMatchObject({ type: 'live', selections: [{ score_at_bet: { home: 1, away: 0, minute: 63, status: '2nd Half' } }] });
  });
});

describe('the live bet delay', () => {
  let delayed: BetsTestApp;
  let p: TestPlayer;

  beforeAll(async () => {
    delayed = await createBetsTestApp({ config: { liveDelayMs: 3_000 } });
    p = await player(delayed);
    await fund(delayed, p.id, 1_000);
  });

  afterAll(async () => {
    await delayed.close();
  });

  async function liveMatch() {
    return createMatch(delayed, {
      status: '1st Half',
      startsAt: new Date(delayed.clock.now().getTime() - 1_200_000),
      markets: [{ key: '1x2', inPlay: true, prices: { '1': 2.5, X: 3, '2': 3 } }],
    });
  }

  it('waits the delay for a live bet, then accepts at an unchanged price; a pre-match bet does not wait', async () => {
    const match = await liveMatch();
    const response = await placeBet(delayed, p, slip(5, [detail(match, '1x2', '1', 2.5, { live: true })]));
    expect(response.statusCode).toBe(201);
    expect(delayed.duringDelay.waits).toEqual([3_000]);
    delayed.duringDelay.waits.length = 0;
    expect((await placeBet(delayed, p, slip(5, [detail(await createMatch(delayed), '1x2', '1', 2.1)]))).statusCode).toBe(201);
    expect(delayed.duringDelay.waits).toEqual([]);
  });

  it('re-checks the price after the delay: a move refuses the bet without accept_odds_changes', async () => {
    const match = await liveMatch();
    const before = await balances(delayed, p.id);
    delayed.duringDelay.hook = () => setPrice(delayed, match, '1x2', '1', 2.2);
    const response = await placeBet(delayed, p, slip(5, [detail(match, '1x2', '1', 2.5, { live: true })]));
    expectRefusal(response, 409, 'bets.oddsChanged');
    expect(await balances(delayed, p.id)).toEqual(before);
  });

  it('takes the price after the delay when odds changes are accepted', async () => {
    const match = await liveMatch();
    delayed.duringDelay.hook = () => setPrice(delayed, match, '1x2', '1', 2.3);
    const response = await placeBet(delayed, p, slip(5, [detail(match, '1x2', '1', 2.5, { live: true })], { accept_odds_changes: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ translation_key: 'bets.placedAtNewOdds', bet: { total_odds: 2.3 } });
  });

  it('a goal during the delay (market suspended) refuses the bet', async () => {
    const match = await liveMatch();
    delayed.duringDelay.hook = async () => {
      await updateMatch(delayed, match, { home: 1, suspendedUntil: new Date(delayed.clock.now().getTime() + 30_000) });
    };
    expectRefusal(
      await placeBet(delayed, p, slip(5, [detail(match, '1x2', '1', 2.5, { live: true })], { accept_odds_changes: true })),
      409,
      'bets.oddsSuspended',
    );
  });
});

describe('idempotency', () => {
  it('a repeat with the same Idempotency-Key returns the first answer and places nothing more', async () => {
    const p = await player(t);
    await fund(t, p.id, 100);
    const match = await createMatch(t);
    await setPrice(t, match, '1x2', '2', 3.2);
    const payload = slip(10, [detail(match, '1x2', '2', 3.5)], { accept_odds_changes: true });
    const first = await placeBet(t, p, payload, { 'idempotency-key': 'slip-123' });
    const again = await placeBet(t, p, payload, { 'idempotency-key': 'slip-123' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().bet).toEqual(first.json().bet);
    expect(again.json().translation_key).toBe('bets.placedAtNewOdds');
    expect(await balances(t, p.id)).toEqual({ cash: 9_000n, bonus: 0n });
    const other = await placeBet(t, p, payload, { 'idempotency-key': 'slip-124' });
    expect(other.json().bet.id).not.toBe(first.json().bet.id);
    expectRefusal(await placeBet(t, p, payload, { 'idempotency-key': 'bad key with spaces' }), 400, 'bets.idempotencyKeyInvalid');
    const listed = await myBets(t, p);
    expect(listed.json().bets).toHaveLength(2);
  });

  it('another slip under a used key is refused, not answered with the first bet', async () => {
    const p = await player(t);
    await fund(t, p.id, 100);
    const match = await createMatch(t);
    const first = await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 2.1)]), { 'idempotency-key': 'reused-key' });
    expect(first.statusCode).toBe(201);
    for (const other of [
      slip(50, [detail(match, '1x2', '1', 2.1)]),
      slip(10, [detail(match, '1x2', '2', 2.1)], { accept_odds_changes: true }),
      slip(10, [detail(match, '1x2', '2', 2.1, { selection_id: Number(match.selections.get('1x2|2')) })], { accept_odds_changes: true }),
    ]) {
      const answer = await placeBet(t, p, other, { 'idempotency-key': 'reused-key' });
      expectRefusal(answer, 409, 'bets.idempotencyKeyReused');
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
    // Texts naming another selection than the id: not the bet placed, nor any bet (slip-texts.test.ts).
    const contradicting = await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 2.1, { selection_id: Number(match.selections.get('1x2|2')) })]), {
      'idempotency-key': 'reused-key',
    });
    expectRefusal(contradicting, 422, 'bets.slipMismatch');
    // Sent again with "accept odds changes" ticked after a lost answer: the bet it placed, not a refusal
    // (on which the slip would take a new key and place it twice).
    for (const again of [
      slip(10, [detail(match, '1x2', '1', 2.1)], { accept_odds_changes: true }),
      slip(10, [detail(match, '1x2', '1', 2.1, { selection_id: Number(match.selections.get('1x2|1')) })]),
    ]) {
      const replayed = await placeBet(t, p, again, { 'idempotency-key': 'reused-key' });
      expect(replayed.statusCode).toBe(201);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.json().bet.id).toBe(first.json().bet.id);
    }
    expect(await balances(t, p.id)).toEqual({ cash: 9_000n, bonus: 0n });
    expect((await myBets(t, p)).json().bets).toHaveLength(1);
  });

  it('concurrent repeats of one key place one bet', async () => {
    const p = await player(t);
    await fund(t, p.id, 100);
    const match = await createMatch(t);
    const payload = slip(10, [detail(match, '1x2', '1', 2.1)]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeBet(t, p, payload, { 'idempotency-key': 'same' })));
    expect(new Set(answers.map((answer) => answer.json().bet.id)).size).toBe(1);
    expect(await balances(t, p.id)).toEqual({ cash: 9_000n, bonus: 0n });
  });
});
