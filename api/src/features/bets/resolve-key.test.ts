/**
 * POST /user/bet/resolve through the real app and database: a slip whose answer was lost asks what
 * its request did before it sends another slip. The bet it placed, or none — and then none ever:
 * the key is withdrawn, so a request that lands later (a live bet in its delay) is refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import {
  balances,
  createBetsTestApp,
  createMatch,
  detail,
  fund,
  myBets,
  placeBet,
  player,
  resolveBetKey,
  slip,
  type BetsTestApp,
  type TestPlayer,
} from './testing.ts';

let t: BetsTestApp;
let p: TestPlayer;

beforeAll(async () => {
  t = await createBetsTestApp({ config: { liveDelayMs: 3_000 } });
  p = await player(t);
  await fund(t, p.id, 1_000);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  t.duringDelay.hook = null;
});

function expectWithdrawn(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({
    success: false,
    translation_key: 'bets.idempotencyKeyWithdrawn',
    message_key: 'bets.idempotencyKeyWithdrawn',
    message: 'This bet request was withdrawn because its answer was lost; nothing was placed. Send the slip again.',
  });
}

describe('resolving a key whose answer was lost', () => {
  it('answers the bet the key placed, as often as asked, and places nothing', async () => {
    const match = await createMatch(t);
    const placed = await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 2.1)]), { 'idempotency-key': 'lost-1' });
    expect(placed.statusCode).toBe(201);
    const before = await balances(t, p.id);
    for (let round = 0; round < 2; round++) {
      const resolved = await resolveBetKey(t, p, 'lost-1');
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toEqual({ success: true, placed: true, bet: placed.json().bet });
    }
    expect(await balances(t, p.id)).toEqual(before);
  });

  it('withdraws a key that placed nothing: the request under it is refused when it lands, and changes nothing', async () => {
    const match = await createMatch(t);
    const before = await balances(t, p.id);
    const betsBefore = (await myBets(t, p, 'status=all&limit=100')).json().bets.length;
    expect((await resolveBetKey(t, p, 'lost-2')).json()).toEqual({ success: true, placed: false });
    expectWithdrawn(await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 2.1)]), { 'idempotency-key': 'lost-2' }));
    expect((await resolveBetKey(t, p, 'lost-2')).json()).toEqual({ success: true, placed: false });
    expect(await balances(t, p.id)).toEqual(before);
    expect((await myBets(t, p, 'status=all&limit=100')).json().bets).toHaveLength(betsBefore);
    // Another key places the slip.
    expect((await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 2.1)]), { 'idempotency-key': 'lost-2b' })).statusCode).toBe(201);
  });

  it('a live bet still in its delay when its key is resolved is refused after the delay', async () => {
    const match = await createMatch(t, {
      status: '1st Half',
      startsAt: new Date(t.clock.now().getTime() - 1_200_000),
      markets: [{ key: '1x2', inPlay: true, prices: { '1': 2.5, X: 3, '2': 3 } }],
    });
    const before = await balances(t, p.id);
    let resolvedDuringDelay: unknown = null;
    t.duringDelay.hook = async () => {
      resolvedDuringDelay = (await resolveBetKey(t, p, 'lost-live')).json();
    };
    expectWithdrawn(await placeBet(t, p, slip(5, [detail(match, '1x2', '1', 2.5, { live: true })]), { 'idempotency-key': 'lost-live' }));
    expect(resolvedDuringDelay).toEqual({ success: true, placed: false });
    expect(await balances(t, p.id)).toEqual(before);
  });

  it('racing the bet it resolves: either the bet and its answer, or neither', async () => {
    const match = await createMatch(t);
    // Sent together, then the resolve a little later each round: which wins depends on the
    // database's scheduling (on the embedded one the first rounds go to the resolve, the later to the bet).
    for (const [round, lagMs] of [null, null, 0, 1, 2, 4, 8].entries()) {
      const key = `race-${round}`;
      const [bet, resolved] = await Promise.all([
        placeBet(t, p, slip(1, [detail(match, '1x2', '2', 3.5)]), { 'idempotency-key': key }),
        lagMs === null ? resolveBetKey(t, p, key) : new Promise((settle) => setTimeout(settle, lagMs)).then(() => resolveBetKey(t, p, key)),
      ]);
      if (bet.statusCode === 201) expect(resolved.json()).toEqual({ success: true, placed: true, bet: bet.json().bet });
      else {
        expectWithdrawn(bet);
        expect(resolved.json()).toEqual({ success: true, placed: false });
      }
    }
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('is per player: another player’s key is not theirs to read or withdraw', async () => {
    const other = await player(t);
    await fund(t, other.id, 50);
    const match = await createMatch(t);
    const placed = await placeBet(t, p, slip(10, [detail(match, '1x2', 'X', 3.4)]), { 'idempotency-key': 'mine' });
    expect(placed.statusCode).toBe(201);
    expect((await resolveBetKey(t, other, 'mine')).json()).toEqual({ success: true, placed: false });
    expect((await resolveBetKey(t, p, 'mine')).json()).toMatchObject({ placed: true, bet: { id: placed.json().bet.id } });
    // Withdrawn for the other player only: they may still place a bet under that key.
    expectWithdrawn(await placeBet(t, other, slip(10, [detail(match, '1x2', 'X', 3.4)]), { 'idempotency-key': 'mine' }));
    expect((await placeBet(t, other, slip(10, [detail(match, '1x2', 'X', 3.4)]), { 'idempotency-key': 'theirs' })).statusCode).toBe(201);
  });

  it('forgets a player’s keys withdrawn a window ago when it withdraws another, and only theirs', async () => {
    const other = await player(t);
    const withdrawnKeys = async (who: TestPlayer) =>
      (await t.db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM bet_withdrawn_keys WHERE user_id = $1 ORDER BY 1', [who.id])).rows.map(
        (row) => row.idempotency_key,
      );
    const late = await player(t);
    await resolveBetKey(t, late, 'old-1');
    await resolveBetKey(t, other, 'old-other');
    t.clock.advance(24 * 3_600_000 + 1);
    expect(await withdrawnKeys(late)).toEqual(['old-1']);
    await resolveBetKey(t, late, 'new-1');
    expect(await withdrawnKeys(late)).toEqual(['new-1']);
    expect(await withdrawnKeys(other)).toEqual(['old-other']);
  });

  it('refuses without a session or without a readable key, in the request’s language', async () => {
    const noSession = await resolveBetKey(t, null, 'lost-3');
    expect(noSession.statusCode).toBe(401);
    for (const key of [null, '', 'spaces are not visible', 'x'.repeat(101)]) {
      const answer = await resolveBetKey(t, p, key);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message_key: 'bets.idempotencyKeyInvalid', message: 'Invalid request key.' });
    }
  });
});
