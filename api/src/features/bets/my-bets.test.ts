/** GET /user/bets: the player's own bets, filters by status and dates (the device's days, else São Paulo's), keyset pages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBetsTestApp,
  createMatch,
  detail,
  fund,
  myBets,
  placeBet,
  player,
  slip,
  updateMatch,
  START,
  type BetsTestApp,
  type TestPlayer,
} from './testing.ts';

let t: BetsTestApp;
let alice: TestPlayer;
let bob: TestPlayer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createBetsTestApp();
  alice = await player(t);
  bob = await player(t);
  await fund(t, alice.id, 1_000);
  await fund(t, bob.id, 1_000);
  // Alice: a bet on 20 Nov (São Paulo), and on 21 Nov one that wins, one that loses, one voided, one pending accumulator.
  t.clock.set(new Date('2026-11-21T02:30:00Z')); // 23:30 on 20 Nov in São Paulo
  const early = await createMatch(t);
  ids.early = (await placeBet(t, alice, slip(5, [detail(early, '1x2', '1', 2.1)]))).json().bet.id;
  t.clock.set(START);
  const won = await createMatch(t);
  const lost = await createMatch(t);
  const voided = await createMatch(t);
  const open = await createMatch(t);
  ids.won = (await placeBet(t, alice, slip(10, [detail(won, '1x2', '1', 2.1)]))).json().bet.id;
  ids.lost = (await placeBet(t, alice, slip(10, [detail(lost, '1x2', '1', 2.1)]))).json().bet.id;
  ids.void = (await placeBet(t, alice, slip(10, [detail(voided, '1x2', '1', 2.1)]))).json().bet.id;
  ids.pending = (await placeBet(t, alice, slip(10, [detail(open, '1x2', '1', 2.1), detail(await createMatch(t), '1x2', 'X', 3.4)]))).json().bet.id;
  ids.bob = (await placeBet(t, bob, slip(10, [detail(open, '1x2', '2', 3.5)]))).json().bet.id;
  await updateMatch(t, won, { status: 'Finished', home: 1, away: 0 });
  await updateMatch(t, lost, { status: 'Finished', home: 0, away: 1 });
  await updateMatch(t, voided, { status: 'Postponed' });
  await t.bets.runJobsOnce();
});

afterAll(async () => {
  await t.close();
});

const idsOf = (response: { json(): unknown }) => (response.json() as { bets: { id: number }[] }).bets.map((bet) => bet.id);

describe('my bets', () => {
  it('lists only the player’s own bets, newest first, with spec §3 columns', async () => {
    const response = await myBets(t, alice);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.pending, ids.void, ids.lost, ids.won, ids.early]);
    expect(idsOf(response)).not.toContain(ids.bob);
    const bet = response.json().bets[0];
    expect(bet).toMatchObject({
      id: ids.pending,
      type: 'pre-match',
      kind: 'accumulator',
      stake: 10,
      total_odds: 7.14,
      potential_win: 71.4,
      status: 'pending',
      payout: null,
    });
    expect(Object.keys(bet)).toEqual(expect.arrayContaining(['id', 'date', 'type', 'stake', 'potential_win', 'status', 'details', 'selections']));
    expect(bet.selections[0]).toMatchObject({
      market: '1x2',
      selection: '1',
      price: 2.1,
      result: null,
      match: { status: 'Not Started', score: null },
    });
    expect(idsOf(await myBets(t, bob))).toEqual([ids.bob]);
  });

  it('gives a match decided in extra time its final score and the 90 minutes’ one its markets settled on', async () => {
    const carol = await player(t);
    await fund(t, carol.id, 100);
    const cup = await createMatch(t);
    await placeBet(t, carol, slip(10, [detail(cup, '1x2', 'X', 3.4)]));
    await updateMatch(t, cup, {
      status: 'Finished',
      home: 0,
      away: 0,
      htHome: 0,
      htAway: 0,
      periods: [
        [0, 0],
        [0, 0],
        [2, 0],
      ],
    });
    await t.bets.runJobsOnce();
    const [bet] = (await myBets(t, carol)).json().bets;
    expect(bet).toMatchObject({ status: 'approved', payout: 34 });
    expect(bet.selections[0].match).toMatchObject({ score: { home: 2, away: 0 }, regular_time_score: { home: 0, away: 0 } });
  });

  it('gives no score to a match that never played, called off or not kicked off yet, instead of a 0–0 read as a result', async () => {
    const erin = await player(t);
    await fund(t, erin.id, 100);
    const cancelled = await createMatch(t);
    const delayed = await createMatch(t);
    await placeBet(t, erin, slip(10, [detail(cancelled, '1x2', '1', 2.1), detail(delayed, '1x2', '1', 2.1)]));
    await updateMatch(t, cancelled, { status: 'Cancelled' });
    await updateMatch(t, delayed, { status: 'Delayed' });
    const [accumulator] = (await myBets(t, erin)).json().bets;
    expect(accumulator.selections.map((leg: { match: unknown }) => leg.match)).toEqual([
      expect.objectContaining({ status: 'Cancelled', score: null }),
      expect.objectContaining({ status: 'Delayed', score: null }),
    ]);
    const postponed = (await myBets(t, alice, 'status=void')).json().bets[0];
    expect(postponed.selections[0].match).toMatchObject({ status: 'Postponed', score: null });
    const finished = (await myBets(t, alice, 'status=won')).json().bets[0];
    expect(finished.selections[0].match).toMatchObject({ status: 'Finished', score: { home: 1, away: 0 } });
  });

  it('filters by status: pending, won (approved), lost (rejected), void, all', async () => {
    expect(idsOf(await myBets(t, alice, 'status=pending'))).toEqual([ids.pending, ids.early]);
    expect(idsOf(await myBets(t, alice, 'status=won'))).toEqual([ids.won]);
    expect(idsOf(await myBets(t, alice, 'status=lost'))).toEqual([ids.lost]);
    expect(idsOf(await myBets(t, alice, 'status=void'))).toEqual([ids.void]);
    expect((await myBets(t, alice, 'status=won')).json().bets[0]).toMatchObject({ status: 'approved', payout: 21 });
    expect((await myBets(t, alice, 'status=bogus')).statusCode).toBe(400);
  });

  it('filters by São Paulo dates when the request names no zone, `to` inclusive', async () => {
    expect(idsOf(await myBets(t, alice, 'from=2026-11-20&to=2026-11-20'))).toEqual([ids.early]);
    expect(idsOf(await myBets(t, alice, 'from=2026-11-21'))).toEqual([ids.pending, ids.void, ids.lost, ids.won]);
    expect(idsOf(await myBets(t, alice, 'to=2026-11-19'))).toEqual([]);
    expect((await myBets(t, alice, 'from=21-11-2026')).statusCode).toBe(400);
  });

  it('refuses a start date after the end date with the wallet’s translated message, not an empty list', async () => {
    const inverted = await myBets(t, alice, 'from=2026-11-21&to=2026-11-20');
    expect(inverted.statusCode, inverted.body).toBe(400);
    expect(inverted.json().errors.to).toEqual(['The start date must be on or before the end date.']);
    const inPortuguese = await t.app.inject({
      method: 'GET',
      url: `${t.prefix}/user/bets?from=2026-11-21&to=2026-11-20`,
      headers: { ...alice.headers, 'accept-language': 'pt-BR' },
    });
    expect(inPortuguese.json().errors.to).toEqual(['A data inicial deve ser igual ou anterior à data final.']);
    // The same day at both ends is a range.
    expect(idsOf(await myBets(t, alice, 'from=2026-11-20&to=2026-11-20'))).toEqual([ids.early]);
  });

  it('counts `from` and `to` in the device’s zone (X-Time-Zone), the days the screen shows the bets on', async () => {
    // 16:27 UTC on 30 Nov: 13:27 on 30 Nov in São Paulo, 06:27 on 1 Dec in Kiritimati (UTC+14).
    t.clock.set(new Date('2026-11-30T16:27:00Z'));
    try {
      const dave = await player(t);
      await fund(t, dave.id, 100);
      const late = (await placeBet(t, dave, slip(5, [detail(await createMatch(t), '1x2', '1', 2.1)]))).json().bet.id as number;
      const bets = (query: string, timeZone?: string) =>
        t.app.inject({
          method: 'GET',
          url: `${t.prefix}/user/bets?${query}`,
          headers: { ...dave.headers, ...(timeZone === undefined ? {} : { 'x-time-zone': timeZone }) },
        });
      const firstOfDecember = 'from=2026-12-01&to=2026-12-01';
      const lastOfNovember = 'from=2026-11-30&to=2026-11-30';
      expect(idsOf(await bets(firstOfDecember, 'Pacific/Kiritimati'))).toEqual([late]);
      expect(idsOf(await bets(lastOfNovember, 'Pacific/Kiritimati'))).toEqual([]);
      // No zone, or Brazil's: São Paulo's days, as before.
      expect(idsOf(await bets(lastOfNovember))).toEqual([late]);
      expect(idsOf(await bets(firstOfDecember))).toEqual([]);
      expect(idsOf(await bets(lastOfNovember, 'America/Sao_Paulo'))).toEqual([late]);
      // Whatever is not a time zone counts in Brazil's time, never an error.
      for (const nonsense of ['Mars/Olympus', 'A'.repeat(500), '../', '../../etc/passwd', '']) {
        const response = await bets(lastOfNovember, nonsense);
        expect(response.statusCode, nonsense).toBe(200);
        expect(idsOf(response)).toEqual([late]);
      }
    } finally {
      t.clock.set(START);
    }
  });

  it('pages with a cursor', async () => {
    const first = await myBets(t, alice, 'limit=2');
    expect(idsOf(first)).toEqual([ids.pending, ids.void]);
    const cursor = first.json().next_cursor as string;
    expect(cursor).toMatch(/^\d+\.\d+$/);
    const second = await myBets(t, alice, `limit=2&cursor=${cursor}`);
    expect(idsOf(second)).toEqual([ids.lost, ids.won]);
    const third = await myBets(t, alice, `limit=2&cursor=${second.json().next_cursor}`);
    expect(idsOf(third)).toEqual([ids.early]);
    expect(third.json().next_cursor).toBeNull();
  });

  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/bets` });
    expect(response.statusCode).toBe(401);
  });
});
