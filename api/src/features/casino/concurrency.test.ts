/**
 * Concurrency on one wallet (meaningful on PostgreSQL: set DATABASE_URL; on PGlite the single
 * connection serialises everything and the same assertions hold): 200 real spins at once never
 * overdraw, every accepted round is in the ledger exactly once and the final balance is exact;
 * nonces are never reused; an aggregator's repeated call racing itself moves money once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitReturn } from '../../domain/bonus/index.ts';
import { checkLedger } from '../../ledger/index.ts';
import { as, balances, createCasinoTestApp, fund, GAMES, grantBonus, player, type CasinoTestApp } from './testing.ts';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('one wallet under load', () => {
  it('200 concurrent real spins never overdraw; the final balance is exact and the ledger checks', { timeout: 120_000 }, async () => {
    const who = await player(t);
    await fund(t, who.id, 60);
    await grantBonus(t, who.id, 40);
    const api = as(t, who);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => api.post(`/games/${i % 2 === 0 ? GAMES.sete : GAMES.amazonia}/play`, { mode: 'real', stake: 1 })),
    );
    const accepted = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json().round as { id: number; stake_cash: number; stake_bonus: number; payout: number; fairness: { nonce: number } });
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(accepted.length + refused.length).toBe(200);
    expect(accepted.length).toBeGreaterThanOrEqual(100);
    expect(refused.every((answer) => answer.statusCode === 422 && answer.json().message_key === 'casino.errors.insufficientBalance')).toBe(true);
    const cents = (reais: number) => BigInt(Math.round(reais * 100));
    // A win goes back to the balances in the proportions its stake came from.
    const expected = accepted.reduce(
      (sum, round) => {
        const stake = { cashCentavos: cents(round.stake_cash), bonusCentavos: cents(round.stake_bonus) };
        const returned = splitReturn(cents(round.payout), stake);
        return {
          cash: sum.cash - stake.cashCentavos + returned.cashCentavos,
          bonus: sum.bonus - stake.bonusCentavos + returned.bonusCentavos,
        };
      },
      { cash: 6_000n, bonus: 4_000n },
    );
    const final = await balances(t, who.id);
    expect(final).toEqual(expected);
    expect(final.cash).toBeGreaterThanOrEqual(0n);
    expect(final.bonus).toBeGreaterThanOrEqual(0n);
    expect(new Set(accepted.map((round) => round.fairness.nonce)).size).toBe(accepted.length);
    const rows = await t.db.query<{ count: bigint }>(`SELECT count(*) AS count FROM casino_rounds WHERE user_id = $1`, [who.id]);
    expect(Number(rows.rows[0]!.count)).toBe(accepted.length);
    const report = await checkLedger(t.db);
    expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
  });

  it('the same aggregator bet sent 20 times at once debits once and answers the same each time', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const body = {
      transaction_id: `bet-${randomUUID()}`,
      player_id: String(who.id),
      game_uuid: GAMES.solDoSertao,
      round_id: `round-${randomUUID()}`,
      amount: '3.00',
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.seamless.sandbox!.call('bet', body)));
    expect(new Set(answers.map((answer) => answer.raw)).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ status: 'OK', balance: '7.00' });
    expect(await balances(t, who.id)).toEqual({ cash: 700n, bonus: 0n });
    // Different bets racing on one small balance: never below zero.
    const bets = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.seamless.sandbox!.call('bet', { ...body, transaction_id: `bet-${randomUUID()}`, round_id: `round-${randomUUID()}`, amount: '1.00' }),
      ),
    );
    expect(bets.filter((answer) => answer.body.status === 'OK')).toHaveLength(7);
    expect(bets.filter((answer) => answer.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(3);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
