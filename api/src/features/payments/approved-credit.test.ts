/**
 * A card the acquirer approved is credited even when the credit that follows the approval fails
 * (a deadlock past its retries, the database gone for a moment): the approval is recorded first,
 * then credited by the client's retry or the payments job, exactly once, and never expires.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedCardDeposit, createPaymentsTestApp, playerApi, START, verifiedPlayer, type PaymentsTestApp } from './testing.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await creditsWork();
  t.clock.set(START);
});

/** Every credit of a deposit fails, as a deadlock does (retryable, so every retry fails too). */
async function creditsFail(): Promise<void> {
  await t.db.query(`CREATE OR REPLACE FUNCTION test_refuse_deposit_credit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = 'deadlock_detected'; END $$`);
  await t.db.query(`CREATE TRIGGER test_refuse_deposit_credit BEFORE UPDATE ON deposits FOR EACH ROW
    WHEN (NEW.status = 'completed') EXECUTE FUNCTION test_refuse_deposit_credit()`);
}

async function creditsWork(): Promise<void> {
  await t.db.query('DROP TRIGGER IF EXISTS test_refuse_deposit_credit ON deposits');
}

/** How often the deposit was credited in the ledger, and what became of its recorded events. */
async function creditsOf(depositId: string) {
  const transfers = await t.db.query<{ amount_centavos: bigint }>("SELECT amount_centavos FROM ledger_transfers WHERE id = 'deposit:' || $1", [depositId]);
  const events = await t.db.query<{ outcome: string }>('SELECT outcome FROM payment_events WHERE deposit_id = $1 ORDER BY id', [depositId]);
  return { transfers: transfers.rows.map((row) => row.amount_centavos), outcomes: events.rows.map((row) => row.outcome) };
}

describe('an approved card whose credit failed', () => {
  it('is answered as awaiting payment with the acquirer’s payment id, and the retry with the same Idempotency-Key credits it once', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const key = { 'idempotency-key': 'approved-credit-failed-1' };
    await creditsFail();
    const first = await api.deposit(approvedCardDeposit(80), key);
    expect(first.statusCode).toBe(201);
    const deposit = first.json().deposit;
    expect(deposit).toMatchObject({ status: 'awaiting_payment', payment_id: expect.stringMatching(/^ch_sbx_/), completed_at: null, cancellable: false });
    expect(await api.balance()).toBe(0);
    // Still failing: the retry answers the same, and nothing is lost.
    expect((await api.deposit(approvedCardDeposit(80), key)).json().deposit).toMatchObject({ id: deposit.id, status: 'awaiting_payment' });

    await creditsWork();
    const retried = await api.deposit(approvedCardDeposit(80), key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().deposit).toMatchObject({ id: deposit.id, status: 'completed', payment_id: deposit.payment_id });
    expect(await api.balance()).toBe(80);

    expect((await api.deposit(approvedCardDeposit(80), key)).json().deposit.status).toBe('completed');
    expect((await t.payments.runJobsOnce()).credited).toBe(0);
    expect(await api.balance()).toBe(80);
    expect(await creditsOf(deposit.id)).toEqual({ transfers: [8_000n], outcomes: ['credited'] });
  });

  it('never expires: the payments job credits it once the database lets it, and once only', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    await creditsFail();
    const deposit = (await api.deposit(approvedCardDeposit(50))).json().deposit;
    expect(deposit.status).toBe('awaiting_payment');
    // Past the wait for a lost answer, with the credit still failing: not expired, still owed.
    t.clock.advance(31 * 60_000);
    expect(await t.payments.runJobsOnce()).toMatchObject({ credited: 0, expired: 0 });
    expect((await api.get(`/wallet/deposits/${deposit.id}`)).json().deposit.status).toBe('awaiting_payment');

    await creditsWork();
    expect((await t.payments.runJobsOnce()).credited).toBe(1);
    expect((await api.get(`/wallet/deposits/${deposit.id}`)).json().deposit).toMatchObject({ status: 'completed', payment_id: deposit.payment_id });
    expect(await api.balance()).toBe(50);
    expect((await t.payments.runJobsOnce()).credited).toBe(0);
    expect(await api.balance()).toBe(50);
    expect(await creditsOf(deposit.id)).toEqual({ transfers: [5_000n], outcomes: ['credited'] });
  });

  it('is credited once when the retry and the job of several nodes reach it at the same time', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const key = { 'idempotency-key': 'approved-credit-failed-race' };
    await creditsFail();
    const deposit = (await api.deposit(approvedCardDeposit(30), key)).json().deposit;
    expect(deposit.status).toBe('awaiting_payment');
    await creditsWork();
    const [retry, other] = await Promise.all([
      api.deposit(approvedCardDeposit(30), key),
      api.deposit(approvedCardDeposit(30), key),
      t.payments.service.creditPendingApprovals(),
      t.payments.service.creditPendingApprovals(),
    ]);
    expect(retry.json().deposit.status).toBe('completed');
    expect(other.json().deposit.status).toBe('completed');
    expect(await api.balance()).toBe(30);
    expect(await creditsOf(deposit.id)).toEqual({ transfers: [3_000n], outcomes: ['credited'] });
  });
});
