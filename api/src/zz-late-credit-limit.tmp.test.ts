import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlayer } from './testing/players.ts';
import { createPaymentsTestApp, playerApi, verifiedPlayer, type PaymentsTestApp } from './features/payments/testing.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A player with a daily deposit limit of R$100 and two expired Pix deposits of R$100 each, both paid in time. */
async function setup() {
  const { token, id } = await verifiedPlayer(t);
  const api = playerApi(t, token);
  const limit = await t.app.inject({
    method: 'PUT',
    url: `${t.prefix}/user/responsible-gambling/limits`,
    headers: asPlayer(token),
    payload: { kind: 'deposit', period: 'day', amount: 100 },
  });
  expect(limit.statusCode, limit.body).toBe(200);
  const d1 = (await api.deposit({ method: 'pix', amount: 100 })).json().deposit;
  const row1 = (await t.payments.service.find(d1.id))!;
  const ev1 = t.payments.sandbox.eventFor(row1, 'payment.succeeded', `evt_a_${d1.id}`);
  t.clock.advance(31 * 60_000);
  await t.payments.runJobsOnce();
  const second = await api.deposit({ method: 'pix', amount: 100 });
  expect(second.statusCode, second.body).toBe(201);
  const d2 = second.json().deposit;
  const row2 = (await t.payments.service.find(d2.id))!;
  const ev2 = t.payments.sandbox.eventFor(row2, 'payment.succeeded', `evt_b_${d2.id}`);
  t.clock.advance(31 * 60_000);
  await t.payments.runJobsOnce();
  const statuses = await t.db.query<{ status: string }>('SELECT status FROM deposits WHERE user_id = $1 ORDER BY created_at', [BigInt(id)]);
  expect(statuses.rows.map((r) => r.status)).toEqual(['expired', 'expired']);
  return { userId: BigInt(id), ev1, ev2 };
}

async function cashOf(userId: bigint): Promise<bigint> {
  const r = await t.db.query<{ c: string }>(
    "SELECT coalesce(sum(credits_posted - debits_posted - debits_pending), 0)::text AS c FROM ledger_accounts WHERE user_id = $1 AND purpose = 'cash'",
    [userId],
  );
  return BigInt(r.rows[0]!.c);
}

describe('late credit of expired deposits vs the deposit limit', () => {
  it('sequential: the second late notification is refused (limit respected)', async () => {
    const { userId, ev1, ev2 } = await setup();
    const a = await t.payments.sandbox.deliver('pix', JSON.stringify(ev1));
    const b = await t.payments.sandbox.deliver('pix', JSON.stringify(ev2));
    console.log('SEQ', JSON.stringify(a.body), JSON.stringify(b.body), 'cash', String(await cashOf(userId)));
    expect(await cashOf(userId)).toBe(100_00n);
  });

  it('concurrent: both late notifications at once', async () => {
    let over = 0;
    for (let trial = 0; trial < 6; trial++) {
      const { userId, ev1, ev2 } = await setup();
      const [a, b] = await Promise.all([
        t.payments.sandbox.deliver('pix', JSON.stringify(ev1)),
        t.payments.sandbox.deliver('pix', JSON.stringify(ev2)),
      ]);
      const cash = await cashOf(userId);
      console.log('CONC trial', trial, JSON.stringify(a.body), JSON.stringify(b.body), 'cash', String(cash));
      if (cash > 100_00n) over++;
    }
    console.log('trials over the R$100 daily limit:', over);
    expect(over).toBe(0);
  });
});
