import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, createBetsTestApp, createMatch, detail, fund, placeBet, player, slip, type BetsTestApp } from './features/bets/testing.ts';

let t: BetsTestApp;
beforeAll(async () => {
  t = await createBetsTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sports bet Idempotency-Key reused with another slip', () => {
  it('is answered as placed (201, replayed) with the first bet, the second slip never placed', async () => {
    const p = await player(t);
    await fund(t, p.id, 100);
    const match = await createMatch(t);
    const first = await placeBet(t, p, slip(10, [detail(match, '1x2', '1', 2.1)]), { 'idempotency-key': 'reused-key' });
    expect(first.statusCode).toBe(201);
    const other = await placeBet(t, p, slip(50, [detail(match, '1x2', '2', 2.1)], { accept_odds_changes: true }), { 'idempotency-key': 'reused-key' });
    console.log('OTHER', other.statusCode, JSON.stringify(other.headers['idempotent-replayed']), JSON.stringify(other.json()).slice(0, 400));
    console.log('BAL', await balances(t, p.id));
    expect(other.statusCode).toBe(409);
  });
});
