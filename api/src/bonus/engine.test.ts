/**
 * The bonus engine at the edges of a bonus's life, through the API on the real ledger: money
 * staked with one bonus must never come back into the next one, play counts only while the bonus
 * runs (from its grant until its expiry, however late the expiry job runs), and a bet placed
 * before a bonus was granted does not count towards it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, inLedgerTransaction } from '../ledger/index.ts';
import { fixedTestOffer } from '../testing/bonus-offers.ts';
import {
  balances,
  createBetsTestApp,
  createMatch,
  detail,
  fund,
  grantBonus,
  placeBet,
  player,
  rollBackSettlement,
  settleMarket,
  slip,
  type BetsTestApp,
  type TestPlayer,
} from '../features/bets/testing.ts';

let t: BetsTestApp;

beforeAll(async () => {
  t = await createBetsTestApp();
}, 180_000);

afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;

const claim = (who: TestPlayer, code: string) =>
  t.app.inject({ method: 'POST', url: `${t.prefix}/user/bonuses/claim`, headers: who.headers, payload: { code } });
const cancel = (who: TestPlayer) => t.app.inject({ method: 'POST', url: `${t.prefix}/user/bonuses/current/cancel`, headers: who.headers });

async function bonusesOf(userId: bigint) {
  const { rows } = await t.db.query<{ code: string; status: string; bonus_centavos: bigint; wagered_centavos: bigint; converted_centavos: bigint }>(
    `SELECT d.code, b.status, b.bonus_centavos, b.wagered_centavos, b.converted_centavos
     FROM player_bonuses b JOIN bonus_definitions d ON d.id = b.definition_id WHERE b.user_id = $1 ORDER BY b.id`,
    [userId],
  );
  return rows;
}

async function expectSoundLedger() {
  const report = await checkLedger(t.db);
  expect(report.checks.flatMap((check) => check.problems)).toEqual([]);
}

/** A match whose 1X2 home win pays `price`. */
const matchAt = (price: number) => createMatch(t, { markets: [{ key: '1x2', prices: { '1': price, X: 3.4, '2': 3.6 } }] });

describe('money staked with a bonus that has ended', () => {
  it('keeps a new bonus from being claimed until the stake is settled, and never reaches the next bonus', async () => {
    // A capped welcome-style bonus of R$ 50 with a 40× requirement.
    await fixedTestOffer(t.db, 'stake-capped', { product: 'sports', maxBonusCentavos: 50_00n, wageringMultiple: 40, winCapCentavos: 10_00n });
    // A reload with a requirement small enough to meet at once.
    await fixedTestOffer(t.db, 'stake-reload', { product: 'sports', maxBonusCentavos: 1_00n, wageringMultiple: 1, redemptionsPerPlayer: 5 });
    await fixedTestOffer(t.db, 'stake-deposit', {
      product: 'sports',
      kind: 'deposit_match',
      percentage: 100,
      maxBonusCentavos: 100_00n,
      minDepositCentavos: 20_00n,
      redemptionsPerPlayer: 5,
    });
    const who = await player(t);
    await t.db.query('UPDATE users SET email_verified_at = $2 WHERE id = $1', [who.id, t.clock.now()]);
    expect((await claim(who, 'stake-capped')).statusCode).toBe(201);
    // All R$ 50 of bonus money on a single at 10.00, then the bonus is cancelled with the bet open.
    const match = await matchAt(10);
    expect((await placeBet(t, who, slip(50, [detail(match, '1x2', '1', 10)]))).statusCode).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    expect((await cancel(who)).statusCode).toBe(200);

    const refused = await claim(who, 'stake-reload');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message_key: 'bonus.errors.bonusStakesOpen',
      message: 'You have open bets or games paid with bonus money. You can take a new bonus once they are settled.',
    });
    // The offers say so too, and a deposit cannot carry a bonus either (nothing is created).
    const offers = await t.app.inject({ method: 'GET', url: `${t.prefix}/bonuses/offers`, headers: who.headers });
    const reload = offers.json().data.find((offer: { code: string }) => offer.code === 'stake-reload');
    expect(reload.unavailable).toMatchObject({ reason: 'bonus_stakes_open', message_key: 'bonus.errors.bonusStakesOpen' });
    const deposit = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/wallet/deposits`,
      headers: { ...who.headers, 'accept-language': 'pt-BR' },
      payload: {
        method: 'card',
        amount: 100,
        number: '4111 1111 1111 1111',
        expiry_month: 12,
        expiry_year: 2030,
        cvv: '123',
        holder: 'Ana Souza',
        bonus_code: 'stake-deposit',
      },
    });
    expect(deposit.statusCode).toBe(409);
    expect(deposit.json()).toMatchObject({
      message_key: 'bonus.errors.bonusStakesOpen',
      message: 'Você tem apostas ou jogadas em aberto feitas com saldo de bônus. Você poderá ativar um novo bônus quando elas forem encerradas.',
    });
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [who.id])).rows).toHaveLength(0);

    // The bet wins R$ 500 for the cancelled bonus: forfeited at once, never the player's.
    await settleMarket(t, match, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    expect((await claim(who, 'stake-reload')).statusCode).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 1_00n });
    expect(await bonusesOf(who.id)).toMatchObject([
      { code: 'stake-capped', status: 'forfeited' },
      { code: 'stake-reload', status: 'active', bonus_centavos: 1_00n },
    ]);
    await expectSoundLedger();
  });

  it('forfeits bonus money an ended bonus left behind before a new bonus is granted', async () => {
    await fixedTestOffer(t.db, 'orphan-first', { product: 'sports' });
    await fixedTestOffer(t.db, 'orphan-next', { product: 'sports' });
    const who = await player(t);
    expect((await claim(who, 'orphan-first')).statusCode).toBe(201);
    expect((await cancel(who)).statusCode).toBe(200);
    // A return on a stake of the cancelled bonus that reached its wallet before the sweep did.
    await grantBonus(t, who.id, 7);
    expect((await claim(who, 'orphan-next')).statusCode).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 10_00n });
    await expectSoundLedger();
  });
});

describe('play at or after a bonus’s expiry', () => {
  it('does not count, so a bonus short of its wagering at expiry expires even before the job runs', async () => {
    await fixedTestOffer(t.db, 'late-wager', { product: 'sports', validityDays: 1, wageringMultiple: 1 });
    const who = await player(t);
    await fund(t, who.id, 10);
    expect((await claim(who, 'late-wager')).statusCode).toBe(201);
    const match = await matchAt(2);
    // R$ 10 of cash at 2.00 would meet the R$ 10 requirement, but it is decided after the expiry.
    expect((await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2)]))).statusCode).toBe(201);
    t.clock.advance(DAY_MS);
    await settleMarket(t, match, '1x2', { '1': 'lost', X: 'won', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'expired', wagered_centavos: 0n, converted_centavos: 0n }]);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });
    await expectSoundLedger();
  });

  it('a bonus whose wagering was met before its expiry converts when cancelled past it, as the expiry would have', async () => {
    await fixedTestOffer(t.db, 'met-then-cancel', { product: 'sports', validityDays: 1 });
    const who = await player(t);
    expect((await claim(who, 'met-then-cancel')).statusCode).toBe(201);
    const match = await matchAt(2.5);
    // R$ 6 of the R$ 10 bonus on a bet; the wagering is met elsewhere while it is open.
    expect((await placeBet(t, who, slip(6, [detail(match, '1x2', '1', 2.5)]))).statusCode).toBe(201);
    await t.db.query('UPDATE player_bonuses SET wagered_centavos = wagering_target_centavos WHERE user_id = $1', [who.id]);
    t.clock.advance(DAY_MS);
    expect((await cancel(who)).statusCode).toBe(200);
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'completed', converted_centavos: 4_00n }]);
    expect(await balances(t, who.id)).toEqual({ cash: 4_00n, bonus: 0n });
    await expectSoundLedger();
  });
});

describe('a withdrawal past a bonus’s expiry', () => {
  it('finds the bonus ended as its expiry decided, not one to forfeit', async () => {
    await fixedTestOffer(t.db, 'met-then-withdraw', { product: 'sports', validityDays: 1 });
    const who = await player(t);
    expect((await claim(who, 'met-then-withdraw')).statusCode).toBe(201);
    expect((await placeBet(t, who, slip(6, [detail(await matchAt(2.5), '1x2', '1', 2.5)]))).statusCode).toBe(201);
    await t.db.query('UPDATE player_bonuses SET wagered_centavos = wagering_target_centavos WHERE user_id = $1', [who.id]);
    t.clock.advance(DAY_MS);
    // Not agreeing to forfeit: no bonus is left to ask about.
    expect(await inLedgerTransaction(t.db, (tx) => t.bonuses.engine.beforeWithdrawal(tx, who.id, false))).toBe(true);
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'completed', converted_centavos: 4_00n }]);
    expect(await balances(t, who.id)).toEqual({ cash: 4_00n, bonus: 0n });
    await expectSoundLedger();
  });
});

describe('a bonus free spin’s win reported after the bonus’s expiry', () => {
  it('adds nothing to the bonus: neither amount nor requirement (a requirement met in time stays met)', async () => {
    await fixedTestOffer(t.db, 'late-spin-win', {
      product: 'casino',
      validityDays: 1,
      freeSpins: 5,
      freeSpinsGameSlug: 'carnaval-do-rio',
      freeSpinBetCentavos: 1_00n,
    });
    const who = await player(t);
    expect((await claim(who, 'late-spin-win')).statusCode).toBe(201);
    const { rows } = await t.db.query<{ free_spin_campaign_id: bigint; wagering_target_centavos: bigint }>(
      'SELECT free_spin_campaign_id, wagering_target_centavos FROM player_bonuses WHERE user_id = $1',
      [who.id],
    );
    expect(rows[0]!.free_spin_campaign_id).not.toBeNull();
    t.clock.advance(DAY_MS);
    // A provider's win on a spin started in time, arriving after the expiry (the job not run yet).
    await t.bonuses.engine.onBonusSpinWin(t.db, { userId: who.id, campaignId: rows[0]!.free_spin_campaign_id, winCentavos: 3_00n, sourceRef: 'late' });
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'active', bonus_centavos: 10_00n }]);
    const after = await t.db.query<{ wagering_target_centavos: bigint }>('SELECT wagering_target_centavos FROM player_bonuses WHERE user_id = $1', [who.id]);
    expect(after.rows[0]!.wagering_target_centavos).toBe(rows[0]!.wagering_target_centavos);
  });
});

describe('a bet the feed reopens after the bonus’s expiry', () => {
  it('does not take back the wagering it counted in time: the bonus converts as its expiry decided', async () => {
    await fixedTestOffer(t.db, 'reopen-late', { product: 'sports', validityDays: 1, wageringMultiple: 1 });
    const who = await player(t);
    await fund(t, who.id, 10);
    expect((await claim(who, 'reopen-late')).statusCode).toBe(201);
    // R$ 10 of cash meets the R$ 10 requirement when it wins; R$ 5 of bonus money on another bet holds the conversion back.
    const counted = await matchAt(2);
    const cashBet = await placeBet(t, who, slip(10, [detail(counted, '1x2', '1', 2)]));
    expect(cashBet.statusCode).toBe(201);
    expect((await placeBet(t, who, slip(5, [detail(await matchAt(2.5), '1x2', '1', 2.5)]))).statusCode).toBe(201);
    await settleMarket(t, counted, '1x2', { '1': 'won', X: 'lost', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'active', wagered_centavos: 10_00n }]);

    t.clock.advance(DAY_MS);
    await rollBackSettlement(t, counted, '1x2', `rb:reopen-late:${who.id}`);
    expect((await t.bets.runJobsOnce()).reopened).toBe(1);
    await t.bonuses.runJobsOnce();
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'completed', wagered_centavos: 10_00n, converted_centavos: 5_00n }]);
    expect(await balances(t, who.id)).toEqual({ cash: 5_00n, bonus: 0n });
    await expectSoundLedger();
  });
});

describe('a bet placed before its bonus was granted', () => {
  it('does not count towards that bonus when it settles; one placed after does', async () => {
    await fixedTestOffer(t.db, 'placed-before', { product: 'sports', wageringMultiple: 1 });
    const who = await player(t);
    await fund(t, who.id, 20);
    const match = await matchAt(2);
    expect((await placeBet(t, who, slip(10, [detail(match, '1x2', '1', 2)]))).statusCode).toBe(201);
    t.clock.advance(1_000);
    expect((await claim(who, 'placed-before')).statusCode).toBe(201);
    await settleMarket(t, match, '1x2', { '1': 'lost', X: 'won', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'active', wagered_centavos: 0n }]);

    const after = await matchAt(2);
    expect((await placeBet(t, who, slip(10, [detail(after, '1x2', '1', 2)]))).statusCode).toBe(201);
    await settleMarket(t, after, '1x2', { '1': 'lost', X: 'won', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'completed', wagered_centavos: 10_00n, converted_centavos: 10_00n }]);
    await expectSoundLedger();
  });
});

describe('a bonus whose bonus money is all lost', () => {
  const history = async (who: TestPlayer) =>
    (await t.app.inject({ method: 'GET', url: `${t.prefix}/user/bonuses`, headers: who.headers })).json().data as Array<{
      id: number;
      status: string;
      close_reason: string | null;
      transactions: { kind: string; amount: number }[];
    }>;

  it('ends once its last bet paid with bonus money loses, not at its expiry, and frees the slot for another offer', async () => {
    // R$ 10 of bonus money with R$ 50 to wager.
    await fixedTestOffer(t.db, 'lost-on-bets', { product: 'sports', wageringMultiple: 5 });
    await fixedTestOffer(t.db, 'after-lost', { product: 'sports' });
    const who = await player(t);
    expect((await claim(who, 'lost-on-bets')).statusCode).toBe(201);
    const first = await matchAt(2);
    const second = await matchAt(2);
    expect((await placeBet(t, who, slip(5, [detail(first, '1x2', '1', 2)]))).statusCode).toBe(201);
    expect((await placeBet(t, who, slip(5, [detail(second, '1x2', '1', 2)]))).statusCode).toBe(201);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 0n });

    // The first loses while the second is open: its return may still come back to the bonus.
    await settleMarket(t, first, '1x2', { '1': 'lost', X: 'won', '2': 'lost' });
    await t.bets.runJobsOnce();
    await t.bonuses.runJobsOnce();
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'active', wagered_centavos: 5_00n }]);
    expect((await claim(who, 'after-lost')).statusCode).toBe(409);

    // The second loses too: nothing is left to play with, nor to come back.
    await settleMarket(t, second, '1x2', { '1': 'lost', X: 'won', '2': 'lost' });
    await t.bets.runJobsOnce();
    expect(await bonusesOf(who.id)).toMatchObject([{ status: 'depleted', wagered_centavos: 10_00n, converted_centavos: 0n }]);
    const [ended] = await history(who);
    expect(ended).toMatchObject({ status: 'depleted', close_reason: 'depleted' });
    expect(ended!.transactions[0]).toMatchObject({ kind: 'depleted', amount: 0 });
    // Nothing moved with it: only its grant touched the ledger.
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM ledger_transfers WHERE id LIKE $1', [`bonus:${ended!.id}:%`]);
    expect(rows.map((row) => row.id)).toEqual([`bonus:${ended!.id}:grant`]);

    expect((await claim(who, 'after-lost')).statusCode).toBe(201);
    expect(await bonusesOf(who.id)).toMatchObject([
      { code: 'lost-on-bets', status: 'depleted' },
      { code: 'after-lost', status: 'active', bonus_centavos: 10_00n },
    ]);
    await expectSoundLedger();
  });
});
