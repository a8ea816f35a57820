/**
 * A bonus whose wagering was met while a bet paid partly with its money was still open: the
 * conversion waits for that bet, but not past the bonus's expiry (the terms convert a bonus once
 * its wagering is complete), and the bet's bonus share converts when it comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import { fixedTestOffer } from '../../testing/bonus-offers.ts';
import { balances, createBetsTestApp, createMatch, detail, fund, placeBet, player, settleMarket, slip, type BetsTestApp } from './testing.ts';

let t: BetsTestApp;

beforeAll(async () => {
  t = await createBetsTestApp();
});

afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;

async function closedBonus(userId: bigint) {
  const { rows } = await t.db.query<{ status: string; converted_centavos: bigint; forfeited_centavos: bigint }>(
    'SELECT status, converted_centavos, forfeited_centavos FROM player_bonuses WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

describe('a bonus with its wagering met and a bonus bet still open', () => {
  it('converts at its expiry instead of forfeiting, and the bet’s bonus share converts when it wins', async () => {
    await fixedTestOffer(t.db, 'met-at-expiry', { product: 'sports', validityDays: 1 });
    const who = await player(t);
    await fund(t, who.id, 4);
    const claimed = await t.app.inject({ method: 'POST', url: `${t.prefix}/user/bonuses/claim`, headers: who.headers, payload: { code: 'met-at-expiry' } });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const match = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 2.5, X: 3.4, '2': 3.6 } }] });
    // R$ 10 at 2.50: R$ 4 cash and R$ 6 bonus; R$ 4 of the bonus is left.
    expect((await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.5)]))).statusCode).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 4_00n });
    // The wagering is met elsewhere (as by casino play); the open bet holds the conversion back.
    await t.db.query('UPDATE player_bonuses SET wagered_centavos = wagering_target_centavos WHERE user_id = $1', [who.id]);
    await t.bonuses.runJobsOnce();
    expect((await closedBonus(who.id))!.status).toBe('active');

    t.clock.advance(DAY_MS + 1);
    await t.bonuses.runJobsOnce();
    expect(await closedBonus(who.id)).toEqual({ status: 'completed', converted_centavos: 4_00n, forfeited_centavos: 0n });
    expect(await balances(t, who.id)).toEqual({ cash: 4_00n, bonus: 0n });

    // The bet wins R$ 25: R$ 10 to cash, the bonus's R$ 15 back to the bonus wallet and on to cash.
    await settleMarket(t, match, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    await t.bonuses.runJobsOnce();
    expect(await balances(t, who.id)).toEqual({ cash: 29_00n, bonus: 0n });
    expect(await closedBonus(who.id)).toEqual({ status: 'completed', converted_centavos: 19_00n, forfeited_centavos: 0n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('what a settled bet tells the player of its bonus share', () => {
  async function notificationsOf(userId: bigint) {
    const { rows } = await t.db.query<{ translation_key: string; message: string }>(
      'SELECT translation_key, message FROM notifications WHERE user_id = $1 AND translation_key LIKE $2 ORDER BY id',
      [userId, 'notifications.bet%'],
    );
    return rows;
  }

  it('says the bonus money went to the bonus balance while the bonus runs, and that it was forfeited once the player cancelled it', async () => {
    await fixedTestOffer(t.db, 'share-told', { product: 'sports', validityDays: 7 });
    const who = await player(t);
    await fund(t, who.id, 4);
    expect(
      (await t.app.inject({ method: 'POST', url: `${t.prefix}/user/bonuses/claim`, headers: who.headers, payload: { code: 'share-told' } })).statusCode,
    ).toBe(201);
    const match = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 2.5, X: 3.4, '2': 3.6 } }] });
    // R$ 10 at 2.50: R$ 4 cash and R$ 6 bonus.
    expect((await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2.5)]))).statusCode).toBe(201);
    const cancelled = await t.app.inject({ method: 'POST', url: `${t.prefix}/user/bonuses/current/cancel`, headers: who.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await settleMarket(t, match, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    // R$ 25 back: R$ 10 cash, R$ 15 bonus money that the cancelled bonus forfeits.
    expect(await balances(t, who.id)).toEqual({ cash: 10_00n, bonus: 0n });
    const [told] = await notificationsOf(who.id);
    expect(told).toMatchObject({ translation_key: 'notifications.betReturnedBonusForfeited' });
    expect(told!.message).toContain('R$\u00a010,00 creditados no seu saldo');
    expect(told!.message).toContain('R$\u00a015,00 em dinheiro de bônus');
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('names the outcome and both balances while the bonus runs, and only the bonus balance when no cash came back', async () => {
    await fixedTestOffer(t.db, 'share-named', { product: 'sports', validityDays: 7 });
    const claim = (who: { headers: Record<string, string> }) =>
      t.app.inject({ method: 'POST', url: `${t.prefix}/user/bonuses/claim`, headers: who.headers, payload: { code: 'share-named' } });
    const mixed = await player(t);
    await fund(t, mixed.id, 4);
    expect((await claim(mixed)).statusCode).toBe(201);
    const called = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 2.5, X: 3.4, '2': 3.6 } }] });
    // R$ 10: R$ 4 cash and R$ 6 bonus, all of it back when the market is cancelled.
    expect((await placeBet(t, mixed, slip(10, [detail(called, '1x2', '1', 2.5)]))).statusCode).toBe(201);
    await settleMarket(t, called, '1x2', { '1': 'void', X: 'void', '2': 'void' });
    const bonusOnly = await player(t);
    expect((await claim(bonusOnly)).statusCode).toBe(201);
    const won = await createMatch(t, { markets: [{ key: '1x2', prices: { '1': 2.5, X: 3.4, '2': 3.6 } }] });
    expect((await placeBet(t, bonusOnly, slip(5, [detail(won, '1x2', '1', 2.5)]))).statusCode).toBe(201);
    await settleMarket(t, won, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();

    const [voided] = await notificationsOf(mixed.id);
    expect(voided).toMatchObject({ translation_key: 'notifications.betVoid' });
    expect(voided!.message).toMatch(/foi anulada: o valor apostado voltou, R\$\u00a04,00 para o seu saldo e R\$\u00a06,00 para o seu saldo de bônus\.$/);
    const [paid] = await notificationsOf(bonusOnly.id);
    expect(paid).toMatchObject({ translation_key: 'notifications.betWon' });
    expect(paid!.message).toMatch(/ganhou: R\$\u00a012,50 creditados no seu saldo de bônus\.$/);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
