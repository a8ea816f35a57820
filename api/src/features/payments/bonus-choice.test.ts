/**
 * The deposit form's bonus choice against a claim made on a promotion page: `bonus_code: null`
 * ("no bonus") leaves the claim waiting for a later deposit; an absent `bonus_code` (an older
 * wallet) lets the deposit take it, as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import { asPlayer } from '../../testing/players.ts';
import { createPaymentsTestApp, playerApi, sandboxControl, verifiedPlayer, approvedCardDeposit as card, type PaymentsTestApp } from './testing.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** A verified player who activated `code` on the promotion page: a claim waiting for a deposit. */
async function playerWithClaim(code: string) {
  const signedUp = await verifiedPlayer(t);
  const claimed = await t.app.inject({ method: 'POST', url: `${t.prefix}/user/bonuses/claim`, headers: asPlayer(signedUp.token), payload: { code } });
  expect(claimed.statusCode, claimed.body).toBe(201);
  const api = playerApi(t, signedUp.token);
  const wallet = async () => {
    const { user } = (await api.get('/user')).json() as { user: { balance: number; bonus_balance: number } };
    return { cash: user.balance, bonus: user.bonus_balance };
  };
  const currentBonus = async () => (await api.get('/user/bonuses/current')).json().bonus as { status: string; offer: { code: string } } | null;
  return { ...signedUp, api, wallet, currentBonus };
}

/** The kind of every ledger transfer into or out of the player's wallets, oldest first. */
async function transferKinds(userId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ kind: string }>(
    `SELECT t.kind FROM ledger_transfers t
     WHERE t.debit_account_id IN (SELECT id FROM ledger_accounts WHERE user_id = $1)
        OR t.credit_account_id IN (SELECT id FROM ledger_accounts WHERE user_id = $1)
     ORDER BY t.seq`,
    [userId],
  );
  return rows.map((row) => row.kind);
}

async function expectSoundLedger() {
  const report = await checkLedger(t.db);
  expect(report.checks.flatMap((check) => check.problems)).toEqual([]);
}

describe('a deposit sent with “no bonus” while a claim waits', () => {
  it('credits the cash only and leaves the claim waiting; a later deposit with the offer gets it', async () => {
    const who = await playerWithClaim('casino-reload');
    expect(await who.currentBonus()).toMatchObject({ status: 'claimed', offer: { code: 'casino-reload' } });

    const pix = await who.api.deposit({ method: 'pix', amount: 100, bonus_code: null });
    expect(pix.statusCode, pix.body).toBe(201);
    // The answer says the choice, so the wallet's retry or new code sends the same one.
    expect(pix.json().deposit).toMatchObject({ bonus_code: null, bonus_declined: true });
    const paid = await sandboxControl(t, pix.json().deposit.id, 'approve');
    expect(paid.json().webhook).toMatchObject({ body: { results: [{ outcome: 'credited' }] } });

    expect(await who.wallet()).toEqual({ cash: 100, bonus: 0 });
    expect(await who.currentBonus()).toMatchObject({ status: 'claimed', offer: { code: 'casino-reload' } });
    expect(await transferKinds(who.id)).toEqual(['deposit']);
    const stored = await t.db.query('SELECT bonus_code, bonus_declined, player_bonus_id FROM deposits WHERE id = $1', [pix.json().deposit.id]);
    expect(stored.rows).toEqual([{ bonus_code: null, bonus_declined: true, player_bonus_id: null }]);
    await expectSoundLedger();

    // The next deposit, sent with the offer, is granted it (50% of R$ 100).
    const withOffer = await who.api.deposit(card(100, { bonus_code: 'casino-reload' }));
    expect(withOffer.statusCode).toBe(201);
    expect(withOffer.json().deposit).toMatchObject({ bonus_code: 'casino-reload', bonus_declined: false });
    expect(await who.wallet()).toEqual({ cash: 200, bonus: 50 });
    expect(await who.currentBonus()).toMatchObject({ status: 'active', offer: { code: 'casino-reload' } });
    expect(await transferKinds(who.id)).toEqual(['deposit', 'deposit', 'bonus_grant']);
    await expectSoundLedger();
  });

  it('an older wallet’s deposit without `bonus_code` still takes the waiting claim', async () => {
    const who = await playerWithClaim('casino-reload');
    expect((await who.api.deposit(card(100))).statusCode).toBe(201);
    expect(await who.wallet()).toEqual({ cash: 100, bonus: 50 });
    expect(await who.currentBonus()).toMatchObject({ status: 'active', offer: { code: 'casino-reload' } });
    await expectSoundLedger();
  });

  it('ends a first-deposit claim unqualified: no later deposit can be the first', async () => {
    const who = await playerWithClaim('welcome');
    expect((await who.api.deposit(card(100, { bonus_code: null }))).statusCode).toBe(201);
    expect(await who.wallet()).toEqual({ cash: 100, bonus: 0 });
    expect(await who.currentBonus()).toBeNull();
    const closed = await t.db.query('SELECT status, close_reason FROM player_bonuses WHERE user_id = $1', [who.id]);
    expect(closed.rows).toEqual([{ status: 'cancelled', close_reason: 'not_qualified' }]);
    // The slot is free again for another offer.
    const claimed = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/user/bonuses/claim`,
      headers: asPlayer(who.token),
      payload: { code: 'casino-reload' },
    });
    expect(claimed.statusCode).toBe(201);
    await expectSoundLedger();
  });

  it('under one Idempotency-Key, “no bonus” replays only “no bonus”: no word, or an offer, is another request', async () => {
    const who = await playerWithClaim('casino-reload');
    const key = { 'idempotency-key': 'b0b0b0b0-0000-4000-8000-000000000001' };
    const first = await who.api.deposit(card(100, { bonus_code: null }), key);
    expect(first.statusCode).toBe(201);
    const replay = await who.api.deposit(card(100, { bonus_code: null }), key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().deposit.id).toBe(first.json().deposit.id);
    for (const other of [card(100), card(100, { bonus_code: 'casino-reload' })]) {
      const answer = await who.api.deposit(other, key);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ message_key: 'payments.idempotencyKeyReused' });
    }
    // And the other way round: a deposit sent without a word is not replayed for “no bonus”.
    const older = { 'idempotency-key': 'b0b0b0b0-0000-4000-8000-000000000002' };
    expect((await who.api.deposit(card(60), older)).statusCode).toBe(201);
    expect((await who.api.deposit(card(60, { bonus_code: null }), older)).statusCode).toBe(409);
    expect(await who.wallet()).toEqual({ cash: 160, bonus: 30 });
  });
});
