import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, createCasinoTestApp, fund, GAMES, player, type CasinoTestApp } from './features/casino/testing.ts';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(async () => {
  await t.close();
});

const GAME = GAMES.solDoSertao;
const call = (action: 'bet' | 'win' | 'rollback' | 'refund', body: Record<string, unknown>) => t.seamless.sandbox!.call(action, body);
const id = (p: string) => `${p}-${randomUUID()}`;

describe('seamless: a win that overtakes its bet', () => {
  it('win first (BET_NOT_FOUND), then the bet, then the provider retries the same win', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const round = id('round');
    const win = { transaction_id: id('win'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '5.00' };
    const bet = { transaction_id: id('bet'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '2.00' };
    const early = await call('win', win);
    const placed = await call('bet', bet);
    const retried = await call('win', win);
    console.log('EARLY', JSON.stringify(early.body));
    console.log('BET', JSON.stringify(placed.body));
    console.log('RETRY', JSON.stringify(retried.body));
    const b = await balances(t, who.id);
    console.log('BAL', b);
    const r = await t.db.query("SELECT status FROM casino_rounds WHERE provider_round_id = $1", [round]);
    console.log('ROUND', JSON.stringify(r.rows));
    // Either the bet must be refused (the round's win already came) or the retried win must pay.
    expect(placed.body.status === 'ERROR' || retried.body.status === 'OK').toBe(true);
  });

  it('refund first (REFUND_INVALID), then the bet, then the provider retries the same refund', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const round = id('round');
    const betId = id('bet');
    const refund = { transaction_id: id('rf'), player_id: String(who.id), game_uuid: GAME, round_id: round, bet_transaction_id: betId, amount: '2.00' };
    const bet = { transaction_id: betId, player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '2.00' };
    const early = await call('refund', refund);
    const placed = await call('bet', bet);
    const retried = await call('refund', refund);
    console.log('R-EARLY', JSON.stringify(early.body));
    console.log('R-BET', JSON.stringify(placed.body));
    console.log('R-RETRY', JSON.stringify(retried.body));
    console.log('R-BAL', await balances(t, who.id));
    expect(placed.body.status === 'ERROR' || retried.body.status === 'OK').toBe(true);
  });
});
