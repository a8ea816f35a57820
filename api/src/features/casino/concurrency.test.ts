/**
 * Concurrency on one wallet (meaningful on PostgreSQL: set DATABASE_URL; on PGlite the single
 * connection serialises everything and the same assertions hold): 200 real spins at once never
 * overdraw, every accepted round is in the ledger exactly once and the final balance is exact;
 * nonces are never reused; an aggregator's repeated call racing itself moves money once; deals
 * of one game from several tabs open one hand; seed rotations from several tabs run one by one.
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

describe('one player in several tabs', () => {
  it('deals of one game sent at once, demo and real, open one hand; every other gets 409 with that hand, never a 500', async () => {
    const who = await player(t);
    await fund(t, who.id, 100);
    const api = as(t, who);
    // Video poker: a deal never settles at once, so exactly one hand can open.
    const modes = ['demo', 'demo', 'real', 'demo', 'real', 'demo', 'demo', 'real', 'demo', 'demo'] as const;
    const answers = await Promise.all(modes.map((mode) => api.post('/games/video-poker/hands', { mode, stake: 1 })));
    const dealt = answers.filter((answer) => answer.statusCode === 201);
    expect(dealt, answers.map((answer) => answer.body).join('\n')).toHaveLength(1);
    const hand = dealt[0]!.json().hand;
    for (const refused of answers.filter((answer) => answer !== dealt[0])) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ message_key: 'casino.errors.handInProgress', details: { hand: { id: hand.id, mode: hand.mode } } });
    }
    const open = await t.db.query(`SELECT id FROM casino_rounds WHERE user_id = $1 AND status = 'open'`, [who.id]);
    expect(open.rows).toEqual([{ id: BigInt(hand.id) }]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('seed rotations and client-seed changes sent at once each reveal one pair and leave one active, chained by their commitments', async () => {
    const who = await player(t);
    const api = as(t, who);
    const first = (await api.get('/user/fairness')).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? api.post('/user/fairness/rotate') : api.put('/user/fairness/client-seed', { client_seed: `tab ${i}` }),
      ),
    );
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual(Array.from({ length: 10 }, () => 200));
    const pairs = (
      await t.db.query<{ status: string; server_seed_hash: string; next_server_seed_hash: string }>(
        'SELECT status, server_seed_hash, next_server_seed_hash FROM casino_seed_pairs WHERE user_id = $1 ORDER BY id',
        [who.id],
      )
    ).rows;
    expect(pairs.map((pair) => pair.status)).toEqual([...Array.from({ length: 10 }, () => 'revealed'), 'active']);
    expect(pairs[0]!.server_seed_hash).toBe(first.server_seed_hash);
    // Each rotation put in place the seed the pair before it had committed to, one after another.
    for (let i = 1; i < pairs.length; i++) expect(pairs[i]!.server_seed_hash).toBe(pairs[i - 1]!.next_server_seed_hash);
    expect(new Set(answers.map((answer) => answer.json().revealed.server_seed_hash))).toEqual(new Set(pairs.slice(0, 10).map((pair) => pair.server_seed_hash)));
  });
});
