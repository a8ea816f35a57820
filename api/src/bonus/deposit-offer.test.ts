/**
 * An offer chosen on the deposit form when several deposits carry it (README, "Bonuses and
 * promotions"): the claim is every one of those deposits', the first of them credited takes it,
 * and it is released only once none of them can still be credited. Through the API, on the real
 * ledger; the concurrent case on whichever database the suite runs on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/index.ts';
import { as, balances, createCasinoTestApp, player, type CasinoTestApp, type TestPlayer } from '../features/casino/testing.ts';

let t: CasinoTestApp;
// Building the app migrates a fresh database: give a busy machine time.
beforeAll(async () => {
  t = await createCasinoTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function verifiedPlayer(): Promise<TestPlayer> {
  const who = await player(t);
  await t.db.query('UPDATE users SET email_verified_at = $2 WHERE id = $1', [who.id, t.clock.now()]);
  return who;
}

async function expectSoundLedger() {
  const report = await checkLedger(t.db);
  expect(report.checks.flatMap((check) => check.problems)).toEqual([]);
}

/** A Pix deposit sent with the welcome offer; its id. */
async function welcomePix(who: TestPlayer, amountReais: number): Promise<string> {
  const response = await as(t, who).post('/wallet/deposits', { method: 'pix', amount: amountReais, bonus_code: 'welcome' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().deposit.id as string;
}

const approve = (depositId: string) => t.app.inject({ method: 'POST', url: `${t.prefix}/sandbox/payments/${depositId}/approve` });
const decline = (depositId: string) => t.app.inject({ method: 'POST', url: `${t.prefix}/sandbox/payments/${depositId}/fail`, payload: {} });
const cancel = (who: TestPlayer, depositId: string) => as(t, who).post(`/wallet/deposits/${depositId}/cancel`);
const depositStatus = async (who: TestPlayer, depositId: string) => (await as(t, who).get(`/wallet/deposits/${depositId}`)).json().deposit.status as string;
const current = async (who: TestPlayer) => (await as(t, who).get('/user/bonuses/current')).json().bonus;

async function bonusRows(who: TestPlayer) {
  const { rows } = await t.db.query<{ status: string; close_reason: string | null; bonus_centavos: bigint; deposit_id: string | null }>(
    'SELECT status, close_reason, bonus_centavos, deposit_id::text AS deposit_id FROM player_bonuses WHERE user_id = $1 ORDER BY id',
    [who.id],
  );
  return rows;
}

describe('the welcome offer sent with two deposits', () => {
  it('goes to the first one credited, and cancelling the other leaves it (the QA steps)', async () => {
    const who = await verifiedPlayer();
    const first = await welcomePix(who, 100);
    const second = await welcomePix(who, 200);
    expect(await current(who)).toMatchObject({ status: 'claimed', offer: { code: 'welcome' } });

    expect((await approve(first)).statusCode).toBe(200);
    expect(await depositStatus(who, first)).toBe('completed');
    expect(await balances(t, who.id)).toEqual({ cash: 100_00n, bonus: 100_00n });
    expect(await current(who)).toMatchObject({ status: 'active', bonus_amount: 100, offer: { code: 'welcome' } });

    expect((await cancel(who, second)).statusCode).toBe(200);
    expect(await current(who)).toMatchObject({ status: 'active', bonus_amount: 100 });
    const history = (await as(t, who).get('/user/bonuses')).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: 'active', close_reason: null });
    expect(history[0].transactions.map((step: { kind: string }) => step.kind)).toEqual(['free_spins', 'granted', 'claimed']);
    expect(await bonusRows(who)).toEqual([{ status: 'active', close_reason: null, bonus_centavos: 100_00n, deposit_id: first }]);

    // One bonus at a time: the welcome is the player's now, not passed.
    const again = await as(t, who).post('/user/bonuses/claim', { code: 'welcome' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('bonus.errors.alreadyActive');
    await expectSoundLedger();
  });

  it('goes to the later one when it is credited first; the other is then credited as cash only', async () => {
    const who = await verifiedPlayer();
    const first = await welcomePix(who, 100);
    const second = await welcomePix(who, 200);
    expect((await approve(second)).statusCode).toBe(200);
    expect(await balances(t, who.id)).toEqual({ cash: 200_00n, bonus: 200_00n });
    expect((await approve(first)).statusCode).toBe(200);
    expect(await balances(t, who.id)).toEqual({ cash: 300_00n, bonus: 200_00n });
    expect(await bonusRows(who)).toEqual([{ status: 'active', close_reason: null, bonus_centavos: 200_00n, deposit_id: second }]);
    await expectSoundLedger();
  });
});

describe('a claim carried by several deposits', () => {
  it('waits while one of them can still be credited, whichever others were cancelled, declined or expired', async () => {
    const who = await verifiedPlayer();
    // The one paid is the first sent: the claim is not only the newest deposit's.
    const paid = await welcomePix(who, 160);
    const cancelled = await welcomePix(who, 100);
    const declined = await welcomePix(who, 120);
    const expired = await welcomePix(who, 140);

    expect((await cancel(who, cancelled)).statusCode).toBe(200);
    expect(await current(who)).toMatchObject({ status: 'claimed' });
    expect((await decline(declined)).statusCode).toBe(200);
    expect(await depositStatus(who, declined)).toBe('failed');
    expect(await current(who)).toMatchObject({ status: 'claimed' });
    // What the payments expiry job does when the Pix's time is over; then the bonus sweep.
    await t.db.query(`UPDATE deposits SET status = 'expired' WHERE id = $1`, [expired]);
    await t.bonuses.runJobsOnce();
    expect(await current(who)).toMatchObject({ status: 'claimed' });

    expect((await approve(paid)).statusCode).toBe(200);
    expect(await balances(t, who.id)).toEqual({ cash: 160_00n, bonus: 160_00n });
    expect(await bonusRows(who)).toEqual([{ status: 'active', close_reason: null, bonus_centavos: 160_00n, deposit_id: paid }]);
    await expectSoundLedger();
  });

  it('is released once none of them can be credited, and the offer stays the player’s to take', async () => {
    const who = await verifiedPlayer();
    const cancelled = await welcomePix(who, 100);
    const declined = await welcomePix(who, 200);
    expect((await cancel(who, cancelled)).statusCode).toBe(200);
    expect(await current(who)).toMatchObject({ status: 'claimed' });
    expect((await decline(declined)).statusCode).toBe(200);
    expect(await current(who)).toBeNull();
    expect(await bonusRows(who)).toEqual([expect.objectContaining({ status: 'cancelled', close_reason: 'not_qualified', bonus_centavos: 0n })]);
    // Not a redemption: the first deposit is still to come.
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'welcome' })).statusCode).toBe(201);
  });

  it('is released by the sweep once the last of them has expired', async () => {
    const who = await verifiedPlayer();
    const [older, newer] = [await welcomePix(who, 100), await welcomePix(who, 200)];
    await t.db.query(`UPDATE deposits SET status = 'expired' WHERE id = $1`, [newer]);
    await t.bonuses.runJobsOnce();
    expect(await current(who)).toMatchObject({ status: 'claimed' });
    await t.db.query(`UPDATE deposits SET status = 'expired' WHERE id = $1`, [older]);
    await t.bonuses.runJobsOnce();
    expect(await current(who)).toBeNull();
  });

  it('is not taken by a deposit sent without the offer, credited meanwhile', async () => {
    const who = await verifiedPlayer();
    const withOffer = [await welcomePix(who, 100), await welcomePix(who, 200)];
    const plain = await as(t, who).post('/wallet/deposits', { method: 'pix', amount: 50 });
    expect(plain.statusCode).toBe(201);
    expect((await approve(plain.json().deposit.id)).statusCode).toBe(200);
    expect(await balances(t, who.id)).toEqual({ cash: 50_00n, bonus: 0n });
    expect(await current(who)).toMatchObject({ status: 'claimed' });
    // A first-deposit offer: its deposits can no longer be the first, so the claim ends with the next credit.
    expect((await approve(withOffer[1]!)).statusCode).toBe(200);
    expect(await current(who)).toBeNull();
    expect(await bonusRows(who)).toEqual([expect.objectContaining({ status: 'cancelled', close_reason: 'not_qualified', bonus_centavos: 0n })]);
  });
});

describe('ten first deposits sent with the welcome offer at once', () => {
  it('all carry it; the first credited of those paid takes it, whichever are cancelled meanwhile', async () => {
    const who = await verifiedPlayer();
    const amountsReais = Array.from({ length: 10 }, (_, index) => 20 + index * 10);
    const created = await Promise.all(amountsReais.map((amount) => as(t, who).post('/wallet/deposits', { method: 'pix', amount, bonus_code: 'welcome' })));
    expect(created.filter((response) => response.statusCode !== 201).map((response) => response.body)).toEqual([]);
    const ids = created.map((response) => response.json().deposit.id as string);
    expect(await current(who)).toMatchObject({ status: 'claimed', offer: { code: 'welcome' } });

    const paid = ids.filter((_, index) => index % 5 !== 0 && index % 5 !== 3);
    const cancelled = ids.filter((id) => !paid.includes(id));
    const answers = await Promise.all([...paid.map((id) => approve(id)), ...cancelled.map((id) => cancel(who, id))]);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);

    // The deposit that reached the cash wallet first is the one whose credit left it at its own amount.
    const { rows: credits } = await t.db.query<{ deposit_id: string; amount_centavos: bigint; credit_balance_after: bigint }>(
      `SELECT substring(id FROM 9) AS deposit_id, amount_centavos, credit_balance_after FROM ledger_transfers WHERE id = ANY($1::text[])`,
      [paid.map((id) => `deposit:${id}`)],
    );
    expect(credits).toHaveLength(paid.length);
    const firstCredited = credits.find((row) => row.credit_balance_after === row.amount_centavos)!;
    const paidCentavos = credits.reduce((sum, row) => sum + BigInt(row.amount_centavos), 0n);

    expect(await bonusRows(who)).toEqual([
      { status: 'active', close_reason: null, bonus_centavos: BigInt(firstCredited.amount_centavos), deposit_id: firstCredited.deposit_id },
    ]);
    expect(await balances(t, who.id)).toEqual({ cash: paidCentavos, bonus: BigInt(firstCredited.amount_centavos) });
    await t.bonuses.runJobsOnce();
    expect(await current(who)).toMatchObject({ status: 'active' });
    await expectSoundLedger();
  });
});
