/**
 * Provider notifications under load, through the real application on the real database: an
 * address sending unauthenticated notifications is refused cheaply once past its allowance, and
 * authenticated ones past the provider's places in flight are answered 429 with Retry-After (the
 * provider sends them again), never dropped without an answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signatureHeader } from '../../domain/payments/webhook-signature.ts';
import { IN_FLIGHT_RETRY_AFTER_SECONDS } from '../../http/in-flight-limit.ts';
import { holdLock, whenAnswered } from '../../testing/held-lock.ts';
import { WEBHOOK_REFUSALS_PER_ADDRESS } from './routes.ts';
import { createPaymentsTestApp, playerApi, verifiedPlayer, type PaymentsTestApp } from './testing.ts';

/** The provider's places in flight in these tests. */
const IN_FLIGHT = 2;

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp({ env: { PAYMENT_WEBHOOKS_IN_FLIGHT: String(IN_FLIGHT) } });
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
/** An address of its own for each test: the refusals are counted per address. */
const newAddress = () => `198.51.100.${++addresses}`;

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** Posts `body` to the pix notification endpoint from `address`, signed with `secret` (the provider's by default). */
function notify(address: string, body: string, secret = t.payments.config.webhookSecrets.pix[0]!, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `${t.prefix}/payments/webhooks/pix`,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'accept-language': language, [SIGNATURE_HEADER]: signatureHeader(secret, nowSeconds(), body) },
    payload: body,
  });
}
const FORGED_SECRET = 'not-the-provider-secret-at-all';

/** A verified player's Pix deposit awaiting payment, and bodies of events that pay it. */
async function pendingPix(amount = 50) {
  const { token } = await verifiedPlayer(t);
  const api = playerApi(t, token);
  const deposit = (await api.deposit({ method: 'pix', amount })).json().deposit as { id: string };
  const row = (await t.payments.service.find(deposit.id))!;
  const paid = (eventId: string) => JSON.stringify(t.payments.sandbox.eventFor(row, 'payment.succeeded', eventId));
  return { api, depositId: deposit.id, paid };
}

const recordedEvents = async (depositId: string) =>
  Number((await t.db.query<{ count: bigint }>('SELECT count(*)::bigint AS count FROM payment_events WHERE deposit_id = $1', [depositId])).rows[0]!.count);
const depositTransfers = async (depositId: string) =>
  Number(
    (await t.db.query<{ count: bigint }>('SELECT count(*)::bigint AS count FROM ledger_transfers WHERE id = $1', [`deposit:${depositId}`])).rows[0]!.count,
  );

describe('unauthenticated notifications from one address', () => {
  it('are refused 401 up to the allowance, then 429 with Retry-After, in the caller’s language', async () => {
    const address = newAddress();
    const { paid } = await pendingPix();
    const forged = paid('evt_forged_flood');
    for (let index = 0; index < WEBHOOK_REFUSALS_PER_ADDRESS.limit; index++) {
      expect((await notify(address, forged, FORGED_SECRET)).statusCode).toBe(401);
    }
    const refused = await notify(address, forged, FORGED_SECRET, 'pt-BR');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      success: false,
      message_key: 'auth.tooManyRequests',
      message: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    });
  });

  it('counts unknown providers too, and once past the allowance refuses before reading the body', async () => {
    const address = newAddress();
    for (let index = 0; index < WEBHOOK_REFUSALS_PER_ADDRESS.limit; index++) {
      const unknown = await t.app.inject({ method: 'POST', url: `${t.prefix}/payments/webhooks/paypal`, remoteAddress: address, payload: {} });
      expect(unknown.statusCode).toBe(404);
    }
    // A body past the endpoint's 64 KB would answer 413 had it been read.
    const oversized = await notify(address, JSON.stringify({ padding: 'x'.repeat(100 * 1024) }), FORGED_SECRET);
    expect(oversized.statusCode).toBe(429);
  });

  it('answers a genuine notification from the refused address 429, recording nothing, so the provider sends it again', async () => {
    const address = newAddress();
    const { api, depositId, paid } = await pendingPix(42);
    for (let index = 0; index < WEBHOOK_REFUSALS_PER_ADDRESS.limit; index++) await notify(address, paid('evt_probe'), FORGED_SECRET);
    const genuine = paid('evt_genuine_from_refused_address');
    const refused = await notify(address, genuine);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await recordedEvents(depositId)).toBe(0);
    // The retry, from another of the provider's addresses, is credited.
    const retried = await notify(newAddress(), genuine);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await api.balance()).toBe(42);
  });

  it('leaves other addresses and signed notifications alone: an unreadable signed event is the provider’s bug, not a probe', async () => {
    const address = newAddress();
    for (let index = 0; index < WEBHOOK_REFUSALS_PER_ADDRESS.limit + 5; index++) {
      const unreadable = await notify(address, 'this is not json');
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json()).toMatchObject({ message_key: 'payments.webhookMalformed' });
    }
    const { api, paid } = await pendingPix(10);
    expect((await notify(address, paid('evt_after_malformed'))).statusCode).toBe(200);
    expect(await api.balance()).toBe(10);
  });
});

/** Holds the deposit's row until the returned release: the notifications admitted wait for it, still in flight. */
const holdDeposit = (depositId: string) => holdLock(t.db, (tx) => tx.query('SELECT id FROM deposits WHERE id = $1 FOR UPDATE', [depositId]));

describe('authenticated notifications of one provider in flight', () => {
  it('works on the provider’s places, answers the rest 429 with Retry-After, and credits once when the provider sends them again', async () => {
    const address = newAddress();
    const { api, depositId, paid } = await pendingPix(77);
    const bodies = Array.from({ length: 6 }, (_, index) => paid(`evt_in_flight_${index}`));
    const release = await holdDeposit(depositId);
    const sent = bodies.map((body) => notify(address, body));
    // On PostgreSQL the refusals come while the deposit is held (a busy machine may take seconds to
    // send them all); on PGlite nothing answers while it is held.
    await whenAnswered(sent, bodies.length - IN_FLIGHT, process.env.DATABASE_URL ? 15_000 : 1_000);
    // Forged notifications take no place: they are refused for what they are, even now.
    expect((await notify(newAddress(), bodies[0]!, FORGED_SECRET)).statusCode).toBe(401);
    await release();
    const answers = await Promise.all(sent);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.headers['retry-after']).toBe(String(IN_FLIGHT_RETRY_AFTER_SECONDS));
      expect(refused.json()).toMatchObject({ success: false, message_key: 'http.tooManyRequestsInFlight' });
    }
    expect(await recordedEvents(depositId)).toBe(IN_FLIGHT);

    // The provider sends each again after Retry-After, on its own schedule.
    for (const body of bodies.filter((_, index) => answers[index]!.statusCode === 429)) expect((await notify(address, body)).statusCode).toBe(200);
    expect(await recordedEvents(depositId)).toBe(bodies.length);
    expect(await depositTransfers(depositId)).toBe(1);
    expect(await api.balance()).toBe(77);
  });
});
