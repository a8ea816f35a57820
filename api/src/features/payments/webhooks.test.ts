import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signatureHeader } from '../../domain/payments/webhook-signature.ts';
import { asPlayer } from '../../testing/players.ts';
import { createPaymentsTestApp, playerApi, sandboxControl, verifiedPlayer, type PaymentsTestApp } from './testing.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => {
  await t.close();
});

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** A verified player with a Pix deposit awaiting payment, and the event that pays it. */
async function pendingPix(amount = 100) {
  const { token, id } = await verifiedPlayer(t);
  const api = playerApi(t, token);
  const deposit = (await api.deposit({ method: 'pix', amount })).json().deposit;
  const row = (await t.payments.service.find(deposit.id))!;
  const paidEvent = (eventId = `evt_${Math.random().toString(36).slice(2)}`) => t.payments.sandbox.eventFor(row, 'payment.succeeded', eventId);
  return { api, token, userId: BigInt(id), deposit, row, paidEvent };
}

const transfersOf = async (depositId: string) =>
  (await t.db.query<{ count: bigint }>('SELECT count(*)::bigint AS count FROM ledger_transfers WHERE id = $1', [`deposit:${depositId}`])).rows[0]!.count;

const eventsOf = async (eventId: string) =>
  (await t.db.query<{ outcome: string; deposit_id: string | null }>('SELECT outcome, deposit_id FROM payment_events WHERE event_id = $1', [eventId])).rows;

describe('provider notifications: authentication', () => {
  it('refuses a wrong signature, a missing one and a body changed after signing; nothing is credited or recorded', async () => {
    const { api, deposit, paidEvent } = await pendingPix();
    const event = paidEvent('evt_forged');
    const body = JSON.stringify(event);

    const wrongSecret = await t.payments.sandbox.deliver('pix', body, { secret: 'not-the-provider-secret-at-all' });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body).toMatchObject({ message_key: 'payments.webhookSignatureInvalid' });

    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/payments/webhooks/pix`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);

    const secret = t.payments.config.webhookSecrets.pix[0]!;
    const tampered = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/payments/webhooks/pix`,
      headers: { 'content-type': 'application/json', 'palpite-signature': signatureHeader(secret, nowSeconds(), body) },
      payload: body.replace('"100.00"', '"900.00"'),
    });
    expect(tampered.statusCode).toBe(401);
    // The same bytes re-serialised (spacing) no longer match either: the signature covers the raw body.
    const reformatted = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/payments/webhooks/pix`,
      headers: { 'content-type': 'application/json', 'palpite-signature': signatureHeader(secret, nowSeconds(), body) },
      payload: JSON.stringify(event, null, 1),
    });
    expect(reformatted.statusCode).toBe(401);

    expect(await api.balance()).toBe(0);
    expect(await eventsOf('evt_forged')).toEqual([]);
    expect((await api.get(`/wallet/deposits/${deposit.id}`)).json().deposit.status).toBe('awaiting_payment');
  });

  it('refuses a timestamp more than 5 minutes old (or ahead): a captured notification cannot be replayed later', async () => {
    const { api, paidEvent } = await pendingPix();
    const body = JSON.stringify(paidEvent('evt_old'));
    expect((await t.payments.sandbox.deliver('pix', body, { timestampSeconds: nowSeconds() - 301 })).status).toBe(401);
    expect((await t.payments.sandbox.deliver('pix', body, { timestampSeconds: nowSeconds() + 301 })).status).toBe(401);
    expect(await api.balance()).toBe(0);
    // Within the window it is accepted.
    expect((await t.payments.sandbox.deliver('pix', body, { timestampSeconds: nowSeconds() - 290 })).status).toBe(200);
    expect(await api.balance()).toBe(100);
  });

  it('refuses an unknown provider and an unreadable body', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/payments/webhooks/paypal`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message_key).toBe('payments.providerUnknown');
    const unreadable = await t.payments.sandbox.deliver('pix', 'this is not json');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toMatchObject({ message_key: 'payments.webhookMalformed' });
    const incomplete = await t.payments.sandbox.deliver('pix', JSON.stringify({ id: 'evt_x', type: 'payment.succeeded' }));
    expect(incomplete.status).toBe(400);
  });

  it('refuses as malformed an event whose texts PostgreSQL cannot store (a NUL, half a character); nothing is credited', async () => {
    const { deposit, paidEvent } = await pendingPix();
    for (const reference of ['a\u0000b', '\ud800']) {
      const event = paidEvent();
      const answer = await t.payments.sandbox.deliver('pix', JSON.stringify({ ...event, data: { ...event.data, reference } }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message_key: 'payments.webhookMalformed' });
    }
    expect(await transfersOf(deposit.id)).toBe(0n);
  });
});

describe('provider notifications: what they may do', () => {
  it('credits a payment made in time whose notification came after the deadline (retried while the API was down)', async () => {
    const { api, row, paidEvent } = await pendingPix(100);
    const paidInTime = paidEvent('evt_late_delivery');
    t.clock.advance(31 * 60_000);
    await t.payments.runJobsOnce();
    expect((await api.get(`/wallet/deposits/${row.id}`)).json().deposit.status).toBe('expired');
    const answer = await t.payments.sandbox.deliver('pix', JSON.stringify(paidInTime));
    expect(answer.body).toMatchObject({ results: [{ outcome: 'credited' }] });
    expect((await api.get(`/wallet/deposits/${row.id}`)).json().deposit.status).toBe('completed');
    expect(await api.balance()).toBe(100);
    // Paid in time, but another deposit used the daily limit meanwhile: not credited either.
    const limited = await pendingPix(100);
    const limit = await t.app.inject({
      method: 'PUT',
      url: `${t.prefix}/user/responsible-gambling/limits`,
      headers: asPlayer(limited.token),
      payload: { kind: 'deposit', period: 'day', amount: 100 },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const firstInTime = limited.paidEvent('evt_over_limit');
    t.clock.advance(31 * 60_000);
    await t.payments.runJobsOnce();
    const second = (await limited.api.deposit({ method: 'pix', amount: 100 })).json().deposit;
    expect((await sandboxControl(t, second.id, 'approve')).statusCode).toBe(200);
    const overLimit = await t.payments.sandbox.deliver('pix', JSON.stringify(firstInTime));
    expect(overLimit.body).toMatchObject({ results: [{ outcome: 'not_payable' }] });
    expect(await limited.api.balance()).toBe(100);
    // Paid after the deadline: nothing.
    const late = await pendingPix(50);
    t.clock.advance(31 * 60_000);
    const answerLate = await t.payments.sandbox.deliver('pix', JSON.stringify(late.paidEvent('evt_paid_late')));
    expect(answerLate.body).toMatchObject({ results: [{ outcome: 'not_payable' }] });
    expect(await late.api.balance()).toBe(0);
  });

  it('two late notifications arriving together are judged one after the other against the deposit limit', async () => {
    // Both expired deposits were paid in time; the daily limit has room for one of them. Expired
    // deposits do not count as used, so each check must see the other's credit (PostgreSQL shows the race).
    for (let trial = 0; trial < 2; trial += 1) {
      const { token, userId, api, paidEvent } = await pendingPix(100);
      const limit = await t.app.inject({
        method: 'PUT',
        url: `${t.prefix}/user/responsible-gambling/limits`,
        headers: asPlayer(token),
        payload: { kind: 'deposit', period: 'day', amount: 100 },
      });
      expect(limit.statusCode, limit.body).toBe(200);
      const firstPaid = paidEvent();
      t.clock.advance(31 * 60_000);
      await t.payments.runJobsOnce();
      const second = (await api.deposit({ method: 'pix', amount: 100 })).json().deposit;
      const secondPaid = t.payments.sandbox.eventFor((await t.payments.service.find(second.id))!, 'payment.succeeded', `evt_second_${second.id}`);
      t.clock.advance(31 * 60_000);
      await t.payments.runJobsOnce();
      const answers = await Promise.all([firstPaid, secondPaid].map((event) => t.payments.sandbox.deliver('pix', JSON.stringify(event))));
      const outcomes = answers.map((answer) => (answer.body as { results: Array<{ outcome: string }> }).results[0]!.outcome).sort();
      expect(outcomes, `player ${userId}`).toEqual(['credited', 'not_payable']);
      expect(await api.balance()).toBe(100);
    }
  });

  it('records and refuses an unknown deposit', async () => {
    const { row, paidEvent } = await pendingPix();
    const event = { ...paidEvent('evt_unknown'), data: { ...paidEvent().data, reference: 'PLP0000000000000000' } };
    const answer = await t.payments.sandbox.deliver('pix', JSON.stringify(event));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ received: true, results: [{ event_id: 'evt_unknown', outcome: 'unknown_deposit', duplicate: false }] });
    expect(await eventsOf('evt_unknown')).toEqual([{ outcome: 'unknown_deposit', deposit_id: null }]);
    expect(await transfersOf(row.id)).toBe(0n);
  });

  it('records and refuses a different amount, crediting nothing; the right amount then credits', async () => {
    const { api, row, paidEvent } = await pendingPix(100);
    const event = paidEvent('evt_short');
    const short = { ...event, data: { ...event.data, amount: '10.00' } };
    const answer = await t.payments.sandbox.deliver('pix', JSON.stringify(short));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ results: [{ outcome: 'amount_mismatch' }] });
    expect(await eventsOf('evt_short')).toEqual([{ outcome: 'amount_mismatch', deposit_id: row.id }]);
    expect(await api.balance()).toBe(0);
    expect((await t.payments.sandbox.deliver('pix', JSON.stringify(paidEvent('evt_right')))).status).toBe(200);
    expect(await api.balance()).toBe(100);
  });

  it('refuses crypto when the coins received differ from the quote', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const deposit = (await api.deposit({ method: 'crypto', asset: 'BTC', amount: 350 })).json().deposit;
    const row = (await t.payments.service.find(deposit.id))!;
    const event = t.payments.sandbox.eventFor(row, 'payment.succeeded', 'evt_fewer_coins');
    const fewer = { ...event, data: { ...event.data, crypto: { ...event.data.crypto!, amount: '0.0009' } } };
    expect((await t.payments.sandbox.deliver('crypto', JSON.stringify(fewer))).body).toMatchObject({ results: [{ outcome: 'amount_mismatch' }] });
    expect(await api.balance()).toBe(0);
  });

  it('refuses a deposit notified by another provider than its own', async () => {
    const { row, paidEvent } = await pendingPix();
    const answer = await t.payments.sandbox.deliver('papara', JSON.stringify(paidEvent('evt_wrong_provider')));
    expect(answer.body).toMatchObject({ results: [{ outcome: 'unknown_deposit' }] });
    expect(await transfersOf(row.id)).toBe(0n);
  });

  it('replaying an event id is a no-op that answers the recorded outcome', async () => {
    const { api, row, paidEvent } = await pendingPix(42.42);
    const body = JSON.stringify(paidEvent('evt_replayed'));
    const first = await t.payments.sandbox.deliver('pix', body);
    expect(first.body).toEqual({ received: true, results: [{ event_id: 'evt_replayed', outcome: 'credited', duplicate: false }] });
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await t.payments.sandbox.deliver('pix', body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ received: true, results: [{ event_id: 'evt_replayed', outcome: 'credited', duplicate: true }] });
    }
    expect(await api.balance()).toBe(42.42);
    expect(await transfersOf(row.id)).toBe(1n);
    // A failure notified after the credit changes nothing either.
    const late = t.payments.sandbox.eventFor(row, 'payment.failed', 'evt_late_failure');
    expect((await t.payments.sandbox.deliver('pix', JSON.stringify(late))).body).toMatchObject({ results: [{ outcome: 'already_final' }] });
    expect((await api.get(`/wallet/deposits/${row.id}`)).json().deposit.status).toBe('completed');
  });

  it('one notification delivered 20 times at once credits once', async () => {
    const { api, row, userId, paidEvent } = await pendingPix(123.45);
    const body = JSON.stringify(paidEvent('evt_storm'));
    const before = t.balanceChanges.filter((id) => id === userId).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.payments.sandbox.deliver('pix', body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const results = answers.map((answer) => (answer.body as { results: Array<{ outcome: string; duplicate: boolean }> }).results[0]!);
    expect(results.filter((result) => !result.duplicate)).toEqual([{ event_id: 'evt_storm', outcome: 'credited', duplicate: false }]);
    expect(await transfersOf(row.id)).toBe(1n);
    expect(await api.balance()).toBe(123.45);
    await vi.waitFor(() => expect(t.balanceChanges.filter((id) => id === userId).length - before).toBe(1));
  });

  it('20 different notifications of the same payment at once credit once', async () => {
    const { api, row, paidEvent } = await pendingPix(77.7);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => t.payments.sandbox.deliver('pix', JSON.stringify(paidEvent(`evt_many_${index}`)))),
    );
    const outcomes = answers.map((answer) => (answer.body as { results: Array<{ outcome: string }> }).results[0]!.outcome);
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_final')).toHaveLength(19);
    expect(await transfersOf(row.id)).toBe(1n);
    expect(await api.balance()).toBe(77.7);
    const recorded = await t.db.query('SELECT 1 FROM payment_events WHERE deposit_id = $1', [row.id]);
    expect(recorded.rowCount).toBe(20);
  });

  it('a failure notification fails a pending deposit with its reason', async () => {
    const { api, row } = await pendingPix();
    const failed = t.payments.sandbox.eventFor(row, 'payment.failed', 'evt_failed', 'insufficient_funds');
    expect((await t.payments.sandbox.deliver('pix', JSON.stringify(failed))).body).toMatchObject({ results: [{ outcome: 'failed' }] });
    expect((await api.get(`/wallet/deposits/${row.id}`)).json().deposit).toMatchObject({ status: 'failed', failure_reason: 'insufficient_funds' });
  });
});
