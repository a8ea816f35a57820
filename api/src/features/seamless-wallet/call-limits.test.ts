/**
 * A provider's calls under load, through the real application on the real database: an address
 * sending unauthenticated calls is refused cheaply once past its allowance, and signed calls past
 * the provider's places in flight are answered 429 with Retry-After (the provider sends them
 * again), never dropped without an answer and never applied twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../domain/payments/webhook-signature.ts';
import { IN_FLIGHT_RETRY_AFTER_SECONDS } from '../../http/in-flight-limit.ts';
import { lockPlayerWallets } from '../../ledger/index.ts';
import { holdLock, whenAnswered } from '../../testing/held-lock.ts';
import { balances, createCasinoTestApp, fund, GAMES, player, type CasinoTestApp, type TestPlayer } from '../casino/testing.ts';
import { SEAMLESS_SIGNATURE_HEADER } from './protocol.ts';
import { SEAMLESS_REFUSALS_PER_ADDRESS } from './routes.ts';

/** The provider's places in flight in these tests. */
const IN_FLIGHT = 2;
const PROVIDER = 'sertao-gaming';
const FORGED_SECRET = 'not-the-provider-secret-at-all';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp({ seamlessEnv: { SEAMLESS_CALLS_IN_FLIGHT: String(IN_FLIGHT) } });
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
/** An address of its own for each test: the refusals are counted per address. */
const newAddress = () => `198.51.100.${++addresses}`;

/** Posts `body` as `provider`'s `action` from `address`, signed with `secret` (the provider's by default). */
function send(address: string, action: string, body: string, options: { secret?: string; provider?: string } = {}) {
  const secret = options.secret ?? t.seamless.config.secretsFor(PROVIDER)[0]!;
  return t.app.inject({
    method: 'POST',
    url: `${t.prefix}/seamless/${options.provider ?? PROVIDER}/${action}`,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(t.clock.now().getTime() / 1000), body) },
    payload: body,
  });
}

const bet = (who: TestPlayer, amount: string) =>
  JSON.stringify({
    transaction_id: `bet-${randomUUID()}`,
    player_id: String(who.id),
    game_uuid: GAMES.solDoSertao,
    round_id: `round-${randomUUID()}`,
    amount,
  });

const recordedBets = async (who: TestPlayer) =>
  Number(
    (await t.db.query<{ count: bigint }>(`SELECT count(*)::bigint AS count FROM seamless_transactions WHERE user_id = $1 AND action = 'bet'`, [who.id]))
      .rows[0]!.count,
  );

describe('unauthenticated calls from one address', () => {
  it('are refused 401 up to the allowance, then 429 with Retry-After, before the body is read', async () => {
    const address = newAddress();
    const who = await player(t);
    for (let index = 0; index < SEAMLESS_REFUSALS_PER_ADDRESS.limit; index++) {
      expect((await send(address, 'bet', bet(who, '1.00'), { secret: FORGED_SECRET })).statusCode).toBe(401);
    }
    const refused = await send(address, 'bet', bet(who, '1.00'), { secret: FORGED_SECRET });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, message_key: 'auth.tooManyRequests' });
    // A body past the endpoint's 64 KB would answer 413 had it been read.
    expect((await send(address, 'bet', JSON.stringify({ padding: 'x'.repeat(100 * 1024) }))).statusCode).toBe(429);
  });

  it('counts unknown providers and actions too, and answers a genuine call from the refused address 429, moving nothing', async () => {
    const address = newAddress();
    const who = await player(t);
    await fund(t, who.id, 10);
    for (let index = 0; index < SEAMLESS_REFUSALS_PER_ADDRESS.limit; index++) {
      const unknown = index % 2 === 0 ? await send(address, 'bet', '{}', { provider: 'nobody' }) : await send(address, 'jackpot', '{}');
      expect(unknown.statusCode).toBe(404);
    }
    const genuine = bet(who, '4.00');
    expect((await send(address, 'bet', genuine)).statusCode).toBe(429);
    expect(await recordedBets(who)).toBe(0);
    // The retry, from another of the provider's addresses, is applied.
    const retried = await send(newAddress(), 'bet', genuine);
    expect(retried.json()).toMatchObject({ status: 'OK', balance: '6.00' });
  });

  it('leaves signed calls alone: a malformed signed call is the provider’s bug, not a probe', async () => {
    const address = newAddress();
    const who = await player(t);
    await fund(t, who.id, 10);
    for (let index = 0; index < SEAMLESS_REFUSALS_PER_ADDRESS.limit + 5; index++) {
      const malformed = await send(address, 'bet', '{not json');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'INVALID_REQUEST', reason: 'not_json' });
    }
    expect((await send(address, 'bet', bet(who, '1.00'))).json()).toMatchObject({ status: 'OK', balance: '9.00' });
  });
});

/** Holds the player's wallets until the returned release: the calls admitted wait for them, still in flight. */
const holdWallets = (who: TestPlayer) => holdLock(t.db, (tx) => lockPlayerWallets(tx, BigInt(who.id)));

describe('signed calls of one provider in flight', () => {
  it('works on the provider’s places, answers the rest 429 with Retry-After, and debits each once when the provider sends them again', async () => {
    const address = newAddress();
    const who = await player(t);
    await fund(t, who.id, 20);
    const bodies = Array.from({ length: 6 }, () => bet(who, '1.00'));
    const release = await holdWallets(who);
    const sent = bodies.map((body) => send(address, 'bet', body));
    // On PostgreSQL the refusals come while the wallets are held (a busy machine may take seconds
    // to send them all); on PGlite nothing answers while they are held.
    await whenAnswered(sent, bodies.length - IN_FLIGHT, process.env.DATABASE_URL ? 15_000 : 1_000);
    // Forged calls take no place: they are refused for what they are, even now. (Sent, not awaited:
    // on PGlite the provider's lookup waits for the one connection the test holds.)
    const forged = send(newAddress(), 'bet', bodies[0]!, { secret: FORGED_SECRET });
    await release();
    expect((await forged).statusCode).toBe(401);
    const answers = await Promise.all(sent);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.headers['retry-after']).toBe(String(IN_FLIGHT_RETRY_AFTER_SECONDS));
      expect(refused.json()).toMatchObject({ success: false, message_key: 'http.tooManyRequestsInFlight' });
    }
    expect(await recordedBets(who)).toBe(IN_FLIGHT);

    // The provider sends each again after Retry-After, on its own schedule; a repeat of an applied one changes nothing.
    for (const body of bodies.filter((_, index) => answers[index]!.statusCode === 429)) {
      expect((await send(address, 'bet', body)).json()).toMatchObject({ status: 'OK' });
    }
    expect((await send(address, 'bet', bodies[answers.findIndex((answer) => answer.statusCode === 200)]!)).json()).toMatchObject({ status: 'OK' });
    expect(await recordedBets(who)).toBe(bodies.length);
    expect(await balances(t, BigInt(who.id))).toEqual({ cash: 1_400n, bonus: 0n });
  });
});
