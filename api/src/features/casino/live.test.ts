/**
 * Live tables: rounds on a fixed timetable, bets only inside the betting window, one result per
 * round from the house seed committed at round-open and revealed at round-result, each round
 * settled once (also with several schedulers racing), messages recorded on the public channel.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveResult } from '../../domain/casino-live/index.ts';
import { checkLedger } from '../../ledger/index.ts';
import { createLive, EMPTY_ROUND_RETENTION_MS } from './live.ts';
import { as, balances, createCasinoTestApp, fund, grantBonus, player, START, transfersLike, type CasinoTestApp } from './testing.ts';
import { createLedger } from '../../ledger/index.ts';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterEach(async () => {
  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const messages = (name: string, table: string) =>
  t.publicMessages.filter((message) => message.name === name && message.channel === `public:live-casino.${table}`);

/** The table as a player sees it, moved on to its next betting window if it is showing a result. */
async function tableInBetting(tableId: string) {
  const read = async () => (await t.app.inject({ method: 'GET', url: `${t.prefix}/live-casino/tables/${tableId}` })).json().table;
  const table = await read();
  if (table.phase === 'betting') return table;
  t.clock.advance(table.ms_left);
  await t.casino.runJobsOnce();
  return read();
}

describe('live roulette', () => {
  it('opens a round with a countdown and the seed hash, takes bets only in the window, settles once and publishes', async () => {
    const who = await player(t);
    const other = await player(t);
    await fund(t, who.id, 100);
    await fund(t, other.id, 100);
    const tables = (await t.app.inject({ method: 'GET', url: `${t.prefix}/live-casino/tables` })).json();
    const roulette = tables.data.find((table: { id: string }) => table.id === 'roleta-ao-vivo');
    expect(roulette).toMatchObject({ kind: 'roulette', phase: 'betting', ms_left: 15_000, channel: 'public:live-casino.roleta-ao-vivo', betting_ms: 15_000 });
    const round = roulette.current_round;
    expect(round).toMatchObject({
      status: 'open',
      opens_at: START.toISOString(),
      closes_at: new Date(START.getTime() + 15_000).toISOString(),
      server_seed: null,
      result: null,
    });

    const tick = await t.casino.runJobsOnce();
    expect(tick.live).toEqual({ skipped: false, opened: 2, settled: 0, pruned: 0 });
    expect(messages('round-open', 'roleta-ao-vivo')).toEqual([
      {
        channel: 'public:live-casino.roleta-ao-vivo',
        name: 'round-open',
        data: {
          tableId: 'roleta-ao-vivo',
          roundId: round.round_id,
          roundNumber: round.round_number,
          opensAt: round.opens_at,
          closesAt: round.closes_at,
          serverSeedHash: round.server_seed_hash,
        },
      },
    ]);
    expect((await t.casino.runJobsOnce()).live.opened).toBe(0);

    t.clock.advance(5_000);
    const bet = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', {
      round_id: round.round_id,
      mode: 'real',
      bets: [
        { type: 'red', amount: 10 },
        { type: 'straight', numbers: [7], amount: 1 },
      ],
    });
    expect(bet.statusCode, bet.body).toBe(201);
    expect(bet.json()).toMatchObject({ bet: { round_id: round.round_id, stake: 11, status: 'open', payout: null }, balance: { cash: 89, bonus: 0 } });
    const demo = await as(t, other).post('/live-casino/tables/roleta-ao-vivo/bets', {
      round_id: round.round_id,
      mode: 'demo',
      bets: [{ type: 'black', amount: 5 }],
    });
    expect(demo.statusCode).toBe(201);
    expect(demo.json().balance).toEqual({ demo: 995 });
    const wrongKind = await as(t, other).post('/live-casino/tables/roleta-ao-vivo/bets', { round_id: round.round_id, bets: [{ spot: 'player', amount: 5 }] });
    expect(wrongKind.statusCode).toBe(400);

    // The window closes at closesAt (exclusive).
    t.clock.advance(10_000);
    const late = await as(t, other).post('/live-casino/tables/roleta-ao-vivo/bets', {
      round_id: round.round_id,
      mode: 'real',
      bets: [{ type: 'red', amount: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message_key: 'casino.errors.bettingClosed', details: { current_round: { phase: 'result' } } });
    expect(await balances(t, other.id)).toEqual({ cash: 10_000n, bonus: 0n });

    // Several schedulers at once: one result per round, settled once.
    const ticks = await Promise.all([
      t.casino.runJobsOnce(),
      t.casino.live.tick(),
      createLive({
        db: t.db,
        ledger: createLedger({ now: t.clock.now }),
        config: t.casino.config,
        now: t.clock.now,
        publish: async (channel, name, data) => void t.publicMessages.push({ channel, name, data }),
        balanceChanged: () => undefined,
        log: { warn: () => undefined },
      }).tick(),
    ]);
    expect(ticks.map((report) => ('live' in report ? report.live : report).settled).reduce((a, b) => a + b, 0)).toBe(2);
    expect((await t.casino.runJobsOnce()).live.settled).toBe(0);
    const results = messages('round-result', 'roleta-ao-vivo');
    expect(results).toHaveLength(1);
    const published = results[0]!.data as {
      roundId: number;
      result: { pocket: number; color: string };
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
    };
    expect(published.roundId).toBe(round.round_id);
    // Committed before, revealed now, and the result follows from the seeds.
    expect(createHash('sha256').update(published.serverSeed).digest('hex')).toBe(round.server_seed_hash);
    const recomputed = liveResult('roulette', { serverSeed: published.serverSeed, clientSeed: published.clientSeed, nonce: published.nonce });
    expect(published.result).toEqual({ pocket: (recomputed as { pocket: number }).pocket, color: (recomputed as { color: string }).color });

    const pocket = published.result.pocket;
    const redWin = published.result.color === 'red' ? 2_000n : 0n;
    const straightWin = pocket === 7 ? 3_600n : 0n;
    expect(await balances(t, who.id)).toEqual({ cash: 10_000n - 1_100n + redWin + straightWin, bonus: 0n });
    const [liveBet] = (await t.db.query<{ id: bigint }>('SELECT id FROM casino_live_bets WHERE user_id = $1', [who.id])).rows;
    expect((await transfersLike(t, `live:${liveBet!.id}:`)).map((row) => row.kind)).toEqual(
      redWin + straightWin > 0n ? ['casino_bet', 'casino_win'] : ['casino_bet'],
    );
    const demoWin = published.result.color === 'black' ? 1_000 : 0;
    expect((await as(t, other).get('/user/games/demo-balance')).json().balance).toBe(995 + demoWin / 100);

    const detail = (await as(t, who).get('/live-casino/tables/roleta-ao-vivo')).json().table;
    expect(detail.history[0]).toMatchObject({ round_id: round.round_id, status: 'settled', server_seed: published.serverSeed, result: published.result });
    expect(detail.my_bets[0]).toMatchObject({ round_id: round.round_id, status: 'settled', payout: Number(redWin + straightWin) / 100 });
    expect((await as(t, who).get('/user/games/recent')).json().data[0].slug).toBe('roleta-ao-vivo');

    // The next round opens 5 s after the close.
    t.clock.advance(5_000);
    await t.casino.runJobsOnce();
    expect(messages('round-open', 'roleta-ao-vivo')).toHaveLength(2);
    const previous = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', { round_id: round.round_id, bets: [{ type: 'red', amount: 1 }] });
    expect(previous.statusCode).toBe(409);
  });

  it('runs the baccarat table the same way', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const table = (await t.app.inject({ method: 'GET', url: `${t.prefix}/live-casino/tables/bacara-ao-vivo` })).json().table;
    expect(table.phase).toBe('betting');
    const bet = await as(t, who).post('/live-casino/tables/bacara-ao-vivo/bets', {
      round_id: table.current_round.round_id,
      bets: [{ spot: 'banker', amount: 10 }],
    });
    expect(bet.statusCode, bet.body).toBe(201);
    t.clock.advance(table.ms_left);
    expect((await t.casino.runJobsOnce()).live.settled).toBeGreaterThanOrEqual(1);
    const result = messages('round-result', 'bacara-ao-vivo').at(-1)!.data as { result: { result: string; player_cards: string[] } };
    expect(result.result.player_cards.length).toBeGreaterThanOrEqual(2);
    const expected = result.result.result === 'banker' ? 1_950n : result.result.result === 'tie' ? 1_000n : 0n;
    expect((await balances(t, who.id)).cash).toBe(10_000n - 1_000n + expected);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/live-casino/tables/nope` })).statusCode).toBe(404);
  });

  it('runs a scheduler pass again when PostgreSQL aborts it as a deadlock, and publishes and pays once', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const table = await tableInBetting('bacara-ao-vivo');
    const bet = await as(t, who).post('/live-casino/tables/bacara-ao-vivo/bets', {
      round_id: table.current_round.round_id,
      bets: [{ spot: 'tie', amount: 10 }],
    });
    expect(bet.statusCode, bet.body).toBe(201);
    // The first settlement of a bet fails as PostgreSQL fails the loser of a deadlock (a sequence is not rolled back).
    await t.db.query(`CREATE SEQUENCE live_test_abort_once`);
    await t.db.query(`CREATE FUNCTION live_test_abort_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('live_test_abort_once') = 1 THEN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.query(`CREATE TRIGGER live_test_abort_once BEFORE UPDATE ON casino_live_bets FOR EACH ROW EXECUTE FUNCTION live_test_abort_once()`);
    try {
      const resultsBefore = messages('round-result', 'bacara-ao-vivo').length;
      t.clock.advance(table.ms_left);
      expect((await t.casino.runJobsOnce()).live.settled).toBeGreaterThanOrEqual(1);
      expect((await t.db.query<{ n: string }>(`SELECT last_value AS n FROM live_test_abort_once`)).rows[0]!.n).not.toBe('1');
      const results = messages('round-result', 'bacara-ao-vivo').slice(resultsBefore);
      expect(results.filter((message) => (message.data as { roundId: number }).roundId === table.current_round.round_id)).toHaveLength(1);
      const outcome = (results.at(-1)!.data as { result: { result: string } }).result.result;
      expect((await balances(t, who.id)).cash).toBe(10_000n - 1_000n + (outcome === 'tie' ? 9_000n : 0n));
    } finally {
      await t.db.query(`DROP TRIGGER live_test_abort_once ON casino_live_bets`);
      await t.db.query(`DROP FUNCTION live_test_abort_once()`);
      await t.db.query(`DROP SEQUENCE live_test_abort_once`);
    }
  });

  it('pays a win back to cash and bonus like its stake, and refuses real bets past a loss limit or on a break', async () => {
    const who = await player(t);
    await fund(t, who.id, 1.5);
    await grantBonus(t, who.id, 1.5);
    let table = await tableInBetting('roleta-ao-vivo');
    // Red, black and zero: every pocket pays something back.
    const everyPocket = [
      { type: 'red', amount: 1 },
      { type: 'black', amount: 1 },
      { type: 'straight', numbers: [0], amount: 1 },
    ];
    const bet = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', { round_id: table.current_round.round_id, mode: 'real', bets: everyPocket });
    expect(bet.statusCode, bet.body).toBe(201);
    expect(bet.json().balance).toEqual({ cash: 0, bonus: 0 });
    t.clock.advance(table.ms_left);
    await t.casino.runJobsOnce();
    const result = messages('round-result', 'roleta-ao-vivo').at(-1)!.data as { result: { pocket: number } };
    const returned = result.result.pocket === 0 ? 3_600n : 200n;
    expect(await balances(t, who.id)).toEqual({ cash: returned / 2n, bonus: returned / 2n });

    await fund(t, who.id, 10);
    await as(t, who).put('/user/responsible-gambling/limits', { kind: 'loss', period: 'day', amount: 1 });
    t.clock.advance(5_000);
    await t.casino.runJobsOnce();
    table = (await t.app.inject({ method: 'GET', url: `${t.prefix}/live-casino/tables/roleta-ao-vivo` })).json().table;
    const before = await balances(t, who.id);
    const overLimit = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', { round_id: table.current_round.round_id, bets: everyPocket });
    expect(overLimit.statusCode).toBe(422);
    expect(overLimit.json().message_key).toBe('rg.errors.lossLimit.day');
    const demo = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', { round_id: table.current_round.round_id, mode: 'demo', bets: everyPocket });
    expect(demo.statusCode, demo.body).toBe(201);
    // A break started elsewhere ends this session too; the stake check is the last line even for a session still open.
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'break', $2, $3, $2)`, [
      who.id,
      t.clock.now(),
      new Date(t.clock.now().getTime() + 86_400_000),
    ]);
    const onBreak = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', {
      round_id: table.current_round.round_id,
      bets: [{ type: 'red', amount: 1 }],
    });
    expect(onBreak.json().message_key).toBe('rg.errors.onBreak');
    expect(await balances(t, who.id)).toEqual(before);
  });

  it('tells a player on a break with an empty wallet about the break, not about their balance, as slots do', async () => {
    const who = await player(t);
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'break', $2, $3, $2)`, [
      who.id,
      t.clock.now(),
      new Date(t.clock.now().getTime() + 86_400_000),
    ]);
    const table = await tableInBetting('roleta-ao-vivo');
    const refused = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', {
      round_id: table.current_round.round_id,
      mode: 'real',
      bets: [{ type: 'red', amount: 1 }],
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message_key).toBe('rg.errors.onBreak');
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    // Nor told that betting has closed and when the next round opens, an invitation back.
    const closedRound = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', {
      round_id: table.current_round.round_id - 1,
      mode: 'real',
      bets: [{ type: 'red', amount: 1 }],
    });
    expect(closedRound.json().message_key).toBe('rg.errors.onBreak');
  });

  it('deletes settled rounds nobody bet on after a week, and keeps the ones with bets', async () => {
    const old = await t.db.query<{ id: bigint; has_bets: boolean }>(
      `SELECT r.id, EXISTS (SELECT 1 FROM casino_live_bets b WHERE b.round_id = r.id) AS has_bets FROM casino_live_rounds r WHERE r.status = 'settled'`,
    );
    expect(old.rows.some((row) => row.has_bets)).toBe(true);
    expect(old.rows.some((row) => !row.has_bets)).toBe(true);
    t.clock.advance(EMPTY_ROUND_RETENTION_MS + 60_000);
    const tick = await t.casino.runJobsOnce();
    expect(tick.live.pruned).toBe(old.rows.filter((row) => !row.has_bets).length);
    const left = await t.db.query<{ id: bigint }>(`SELECT id FROM casino_live_rounds WHERE id = ANY($1::bigint[])`, [old.rows.map((row) => row.id)]);
    expect(left.rows.map((row) => row.id).sort()).toEqual(
      old.rows
        .filter((row) => row.has_bets)
        .map((row) => row.id)
        .sort(),
    );
    // The tables go on: the current round is there and open.
    const table = (await t.app.inject({ method: 'GET', url: `${t.prefix}/live-casino/tables/roleta-ao-vivo` })).json().table;
    expect(table.current_round.status).toBe('open');
  });
});

describe('a live bet sent again under its Idempotency-Key', () => {
  it('answers the bet placed, also after the window closed; sent twice at once, one bet; another round under the key is refused', async () => {
    const who = await player(t);
    await fund(t, who.id, 50);
    let table = (await as(t, who).get('/live-casino/tables/bacara-ao-vivo')).json().table;
    if (table.phase !== 'betting') {
      t.clock.advance(table.ms_left);
      table = (await as(t, who).get('/live-casino/tables/bacara-ao-vivo')).json().table;
    }
    expect(table.phase).toBe('betting');
    const PLAYER_5 = { tableId: 'bacara-ao-vivo', bets: [{ spot: 'player', amount: 5 }] as object[] };
    const send = (key: string, roundId: number = table.current_round.round_id, bet = PLAYER_5) =>
      t.app.inject({
        method: 'POST',
        url: `${t.prefix}/live-casino/tables/${bet.tableId}/bets`,
        headers: { ...who.headers, 'idempotency-key': key },
        payload: { round_id: roundId, mode: 'real', bets: bet.bets },
      });

    const [first, atOnce] = await Promise.all([send('live-1'), send('live-1')]);
    expect([first.statusCode, atOnce.statusCode]).toEqual([201, 201]);
    expect(atOnce.json().bet).toEqual(first.json().bet);
    t.clock.advance(table.ms_left);
    const late = await send('live-1');
    expect(late.statusCode).toBe(201);
    expect(late.json().bet.id).toBe(first.json().bet.id);
    expect(late.json().balance).toEqual({ cash: 45, bonus: 0 });
    expect((await t.db.query('SELECT 1 FROM casino_live_bets WHERE user_id = $1', [who.id])).rowCount).toBe(1);
    expect(await transfersLike(t, `live:${first.json().bet.id}:bet`)).toHaveLength(1);

    const elsewhere = await send('live-1', table.current_round.round_id - 1);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ message_key: 'casino.errors.idempotencyKeyReused' });
    // The same round id at another table, or another stake, is another request too.
    const otherTable = await send('live-1', table.current_round.round_id, { tableId: 'roleta-ao-vivo', bets: [{ type: 'red', amount: 5 }] });
    expect(otherTable.statusCode).toBe(409);
    const otherStake = await send('live-1', table.current_round.round_id, { ...PLAYER_5, bets: [{ spot: 'player', amount: 6 }] });
    expect(otherStake.statusCode).toBe(409);
    const otherSpot = await send('live-1', table.current_round.round_id, { ...PLAYER_5, bets: [{ spot: 'banker', amount: 5 }] });
    expect(otherSpot.statusCode).toBe(409);
    expect((await t.db.query('SELECT 1 FROM casino_live_bets WHERE user_id = $1', [who.id])).rowCount).toBe(1);
  });

  it('refuses a roulette spot over its own limit as the in-house roulette does', async () => {
    const who = await player(t, 'tr');
    await fund(t, who.id, 5_000);
    const table = await tableInBetting('roleta-ao-vivo');
    const refused = await as(t, who).post('/live-casino/tables/roleta-ao-vivo/bets', {
      round_id: table.current_round.round_id,
      mode: 'real',
      bets: [{ type: 'corner', numbers: [1, 2, 4, 5], amount: 4_000.5 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message_key: 'casino.errors.spotStakeOutOfRange',
      message: 'Köşe: her bahis noktasındaki tutar R$\u00a00,10 ile R$\u00a04.000,00 arasında olmalıdır.',
      details: { spot: { type: 'corner', numbers: [1, 2, 4, 5] }, stake: 4_000.5, min: 0.1, max: 4_000 },
    });
    expect(await balances(t, who.id)).toEqual({ cash: 500_000n, bonus: 0n });
  });

  it('takes the same spots in another order as the same bet', async () => {
    const who = await player(t);
    await fund(t, who.id, 50);
    const table = await tableInBetting('roleta-ao-vivo');
    const send = (bets: object[]) =>
      t.app.inject({
        method: 'POST',
        url: `${t.prefix}/live-casino/tables/roleta-ao-vivo/bets`,
        headers: { ...who.headers, 'idempotency-key': 'live-spots' },
        payload: { round_id: table.current_round.round_id, mode: 'real', bets },
      });
    const first = await send([
      { type: 'split', numbers: [17, 20], amount: 2 },
      { type: 'red', amount: 3 },
    ]);
    expect(first.statusCode).toBe(201);
    const reordered = await send([
      { type: 'red', amount: '3,00' },
      { type: 'split', numbers: [20, 17], amount: 2 },
    ]);
    expect(reordered.statusCode).toBe(201);
    expect(reordered.json().bet.id).toBe(first.json().bet.id);
    expect(reordered.json().balance).toEqual({ cash: 45, bonus: 0 });
    expect((await t.db.query('SELECT 1 FROM casino_live_bets WHERE user_id = $1', [who.id])).rowCount).toBe(1);
  });
});

describe('a live table’s limits', () => {
  const place = (who: Awaited<ReturnType<typeof player>>, tableId: string, roundId: number, bets: object[], mode: 'real' | 'demo' = 'real') =>
    as(t, who).post(`/live-casino/tables/${tableId}/bets`, { round_id: roundId, mode, bets });
  /**
   * The answers to requests sent at once: the ones placed, and the others' keys. A player has at most
   * four money requests in flight (http/in-flight-limit.ts): a fifth may be turned away before it is
   * looked at, so its key is the in-flight one, never a bet over the limit.
   */
  const outcomes = (answers: { statusCode: number; json(): { message_key: string } }[]) => ({
    placed: answers.filter((answer) => answer.statusCode === 201).length,
    refusedKeys: [...new Set(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().message_key))].sort(),
  });
  const stakedOn = async (userId: bigint, roundId: number, mode: 'real' | 'demo') =>
    (
      await t.db.query<{ bets: { bets: { stakeCentavos: number }[] } }>(
        'SELECT bets FROM casino_live_bets WHERE user_id = $1 AND round_id = $2 AND mode = $3',
        [userId, roundId, mode],
      )
    ).rows.flatMap((row) => row.bets.bets.map((bet) => bet.stakeCentavos));

  it('hold a roulette spot’s limit over all of a player’s bets on the round, not per request', async () => {
    const who = await player(t, 'pt-BR');
    const other = await player(t);
    await fund(t, who.id, 3_000);
    await fund(t, other.id, 1_000);
    const table = await tableInBetting('roleta-ao-vivo');
    const roundId = table.current_round.round_id;
    const straight17 = [{ type: 'straight', numbers: [17], amount: 1_000 }];
    expect((await place(who, 'roleta-ao-vivo', roundId, straight17)).statusCode).toBe(201);
    const again = await place(who, 'roleta-ao-vivo', roundId, straight17);
    expect(again.statusCode, again.body).toBe(400);
    const message = 'Pleno: você já tem R$\u00a01.000,00 nesta posição nesta rodada, e cada posição aceita no máximo R$\u00a01.000,00 por rodada.';
    expect(again.json()).toMatchObject({
      message_key: 'casino.errors.roundSpotStakeOverMax',
      message,
      errors: { bets: [message] },
      details: { spot: { type: 'straight', numbers: [17] }, placed: 1_000, stake: 1_000, max: 1_000 },
    });
    // A split covering 17 is another spot, and another player, or play money, has a limit of their own.
    expect((await place(who, 'roleta-ao-vivo', roundId, [{ type: 'split', numbers: [17, 20], amount: 1 }])).statusCode).toBe(201);
    expect((await place(other, 'roleta-ao-vivo', roundId, straight17)).statusCode).toBe(201);
    expect((await place(who, 'roleta-ao-vivo', roundId, straight17, 'demo')).statusCode).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 300_000n - 100_000n - 100n, bonus: 0n });
    expect(await stakedOn(who.id, roundId, 'real')).toEqual([100_000, 100]);
  });

  it('hold it for requests sent at once: five of R$ 300 on one straight put R$ 900 on it', async () => {
    const who = await player(t);
    await fund(t, who.id, 3_000);
    const table = await tableInBetting('roleta-ao-vivo');
    const roundId = table.current_round.round_id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => place(who, 'roleta-ao-vivo', roundId, [{ type: 'straight', numbers: [17], amount: 300 }])),
    );
    const { placed, refusedKeys } = outcomes(answers);
    expect(placed).toBe(3);
    expect(refusedKeys.filter((key) => key !== 'http.tooManyRequestsInFlight')).toEqual(['casino.errors.roundSpotStakeOverMax']);
    expect(await stakedOn(who.id, roundId, 'real')).toEqual([30_000, 30_000, 30_000]);
    expect(await balances(t, who.id)).toEqual({ cash: 300_000n - 90_000n, bonus: 0n });
  });

  it('hold the table’s maximum over the round: R$ 50.000 in all, however many requests', async () => {
    const who = await player(t, 'tr');
    await fund(t, who.id, 60_000);
    const table = await tableInBetting('roleta-ao-vivo');
    const roundId = table.current_round.round_id;
    for (const type of ['red', 'black']) expect((await place(who, 'roleta-ao-vivo', roundId, [{ type, amount: 18_000 }])).statusCode).toBe(201);
    const over = await place(who, 'roleta-ao-vivo', roundId, [{ type: 'even', amount: 18_000 }]);
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json()).toMatchObject({
      message_key: 'casino.errors.roundStakeOverMax',
      message: 'Bu turda zaten R$\u00a036.000,00 bahsiniz var; bir turdaki bahisleriniz toplamda en fazla R$\u00a050.000,00 olabilir.',
      details: { placed: 36_000, stake: 18_000, max: 50_000 },
    });
    expect((await place(who, 'roleta-ao-vivo', roundId, [{ type: 'even', amount: 14_000 }])).statusCode).toBe(201);
  });

  it('take one baccarat bet per spot and round, from one request or several, also sent at once', async () => {
    const who = await player(t, 'en');
    await fund(t, who.id, 100);
    const table = await tableInBetting('bacara-ao-vivo');
    const roundId = table.current_round.round_id;
    const twice = await place(who, 'bacara-ao-vivo', roundId, [
      { spot: 'banker', amount: 5 },
      { spot: 'banker', amount: 5 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      message_key: 'casino.errors.spotRepeated',
      message: 'Banker: one bet per spot. Put the whole amount in a single bet.',
      errors: { bets: ['Banker: one bet per spot. Put the whole amount in a single bet.'] },
    });
    expect(twice.json().details.problems).toBeUndefined();
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(who, 'bacara-ao-vivo', roundId, [{ spot: 'banker', amount: 5 }])));
    const { placed, refusedKeys } = outcomes(answers);
    expect(placed).toBe(1);
    expect(refusedKeys.filter((key) => key !== 'http.tooManyRequestsInFlight')).toEqual(['casino.errors.roundSpotTaken']);
    const later = await place(who, 'bacara-ao-vivo', roundId, [{ spot: 'banker', amount: 5 }]);
    expect(later.json()).toMatchObject({
      message_key: 'casino.errors.roundSpotTaken',
      message: 'Banker: you already have a bet on this spot in this round.',
      details: { spot: 'banker' },
    });
    expect((await place(who, 'bacara-ao-vivo', roundId, [{ spot: 'player', amount: 5 }])).statusCode).toBe(201);
    expect(await stakedOn(who.id, roundId, 'real')).toEqual([500, 500]);
    expect(await balances(t, who.id)).toEqual({ cash: 9_000n, bonus: 0n });
  });

  it('name a baccarat spot staked outside its limits in the player’s language', async () => {
    const who = await player(t, 'pt-BR');
    await fund(t, who.id, 10);
    const table = await tableInBetting('bacara-ao-vivo');
    const refused = await place(who, 'bacara-ao-vivo', table.current_round.round_id, [{ spot: 'tie', amount: 0.5 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message_key: 'casino.errors.spotStakeOutOfRange',
      message: 'Empate: o valor apostado em cada posição deve ficar entre R$\u00a01,00 e R$\u00a010.000,00.',
      details: { spot: 'tie', stake: 0.5, min: 1, max: 10_000 },
    });
  });
});

describe('a live bet the table cannot read', () => {
  const place = (who: Awaited<ReturnType<typeof player>>, tableId: string, roundId: number, bets: unknown[]) =>
    as(t, who).post(`/live-casino/tables/${tableId}/bets`, { round_id: roundId, mode: 'real', bets });

  it.each([
    ['bacara-ao-vivo', [{ spot: 'dragon', amount: 5 }], 'betSpotInvalid', 'Bet 1: bet on player, banker or tie.', 'spot'],
    ['bacara-ao-vivo', [{ spot: 'player', amount: 5 }, { spot: 'tie' }], 'amountRequired', 'Bet 2: enter its amount.', 'amount'],
    [
      'roleta-ao-vivo',
      [
        { type: 'red', amount: 5 },
        { type: 'red', amount: 'lots' },
      ],
      'stakeInvalid',
      'Bet 2: enter a valid amount (e.g. 1.50).',
      'amount',
    ],
    ['roleta-ao-vivo', [{ type: 'corner-ish', amount: 5 }], 'betTypeInvalid', 'Bet 1: unknown bet type.', 'type'],
    ['roleta-ao-vivo', [{ type: 'straight', numbers: [37], amount: 5 }], 'betNumbersInvalid', 'Bet 1: choose its numbers, from 0 to 36.', 'numbers.0'],
    ['roleta-ao-vivo', [{ type: 'dozen', amount: 5 }], 'betIndexInvalid', 'Bet 1: choose dozen or column 1, 2 or 3.', 'index'],
    ['roleta-ao-vivo', [{ type: 'red', amount: 5 }, 'red'], 'betShapeInvalid', 'Bet 2: a bet needs what it is on and its amount.', ''],
  ])('on %s, %j: names the bet and its rule (%s), not the parser’s path', async (tableId, bets, rule, message, field) => {
    const who = await player(t, 'en');
    await fund(t, who.id, 100);
    const table = await tableInBetting(tableId);
    const refused = await place(who, tableId, table.current_round.round_id, bets);
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body).toMatchObject({ message_key: `casino.errors.${rule}`, message, errors: { bets: [message] } });
    expect(body.details).toEqual({ bet: expect.any(Number), field });
    expect(Object.keys(body.errors)).toEqual(['bets']);
    expect(await balances(t, who.id)).toEqual({ cash: 10_000n, bonus: 0n });
  });

  it('says what is wrong with the bets as a whole without numbering one', async () => {
    const who = await player(t, 'en');
    const table = await tableInBetting('bacara-ao-vivo');
    const spots = ['player', 'banker', 'tie', 'player'].map((spot) => ({ spot, amount: 1 }));
    const tooMany = await place(who, 'bacara-ao-vivo', table.current_round.round_id, spots);
    expect(tooMany.json()).toMatchObject({ message_key: 'casino.errors.tooManyBets', message: 'Too many bets.', errors: { bets: ['Too many bets.'] } });
    const none = await place(who, 'bacara-ao-vivo', table.current_round.round_id, []);
    expect(none.json()).toMatchObject({ message_key: 'casino.errors.betsRequired', message: 'Place at least one bet.' });
  });

  it.each([
    ['pt-BR', 'Aposta 2: aposte em jogador, banca ou empate.'],
    ['tr', '2. bahis: oyuncu, banker veya beraberliğe bahis yapın.'],
  ] as const)('speaks the player’s language (%s)', async (language, message) => {
    const who = await player(t, language);
    const table = await tableInBetting('bacara-ao-vivo');
    const refused = await place(who, 'bacara-ao-vivo', table.current_round.round_id, [
      { spot: 'banker', amount: 5 },
      { spot: 'dealer', amount: 5 },
    ]);
    expect(refused.json()).toMatchObject({ message_key: 'casino.errors.betSpotInvalid', message, errors: { bets: [message] } });
  });
});
