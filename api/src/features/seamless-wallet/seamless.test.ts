/**
 * Contract tests of the seamless wallet, called as an aggregator calls it (signed, over HTTP):
 * authenticate, balance, bet, win, rollback, refund and free spins, with every answer of spec §8
 * "Casino wallet", idempotency by transaction id, and the signature and replay window.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatBrl } from '../../domain/money.ts';
import { signatureHeader } from '../../domain/payments/webhook-signature.ts';
import { fixedTestOffer } from '../../testing/bonus-offers.ts';
import { checkLedger } from '../../ledger/index.ts';
import { as, balances, createCasinoTestApp, fund, GAMES, grantBonus, player, transfersLike, type CasinoTestApp, type TestPlayer } from '../casino/testing.ts';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterEach(async () => {
  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const GAME = GAMES.solDoSertao;
const provider = () => t.seamless.sandbox!;
const call = (
  action: Parameters<ReturnType<typeof provider>['call']>[0],
  body: Record<string, unknown>,
  options?: Parameters<ReturnType<typeof provider>['call']>[2],
) => provider().call(action, body, options);
const tx = (prefix: string) => `${prefix}-${randomUUID()}`;
const betBody = (who: TestPlayer, amount: string, roundId = tx('round'), transactionId = tx('bet')) => ({
  transaction_id: transactionId,
  player_id: String(who.id),
  game_uuid: GAME,
  round_id: roundId,
  amount,
});

describe('launch and authenticate', () => {
  it("serves the provider's game page: the launch shows the balance and a spin form, a spin the new balance, a refused token a message and no form", async () => {
    const who = await player(t);
    await fund(t, who.id, 25);
    const { token } = (await as(t, who).post(`/games/${GAME}/launch`, { mode: 'real' })).json();
    const base = `${t.prefix}/sandbox-provider/sertao-gaming`;
    const page = await t.app.inject({ method: 'GET', url: `${base}/launch?token=${token}&lang=en`, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('Balance: <strong>R$\u00a025,00</strong>');
    const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1];
    expect(session).toBeDefined();

    const played = await t.app.inject({
      method: 'POST',
      url: `${base}/play`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: new URLSearchParams({ session: session!, stake: '1.00' }).toString(),
    });
    expect(played.statusCode).toBe(200);
    const { cash } = await balances(t, BigInt(who.id));
    expect(played.body).toContain(`Balance: <strong>${formatBrl(cash)}</strong>`);
    expect(played.body).toMatch(/You won R\$\u00a0\d+,\d{2}!|No win this time\./);
    expect(played.body).toContain('<option value="1.00" selected>');

    const refused = await t.app.inject({ method: 'GET', url: `${base}/launch?token=not-a-real-token&lang=en` });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('class="notice"');
    expect(refused.body).not.toContain('<form');
  });

  it('launches the external game with a short-lived token the provider exchanges for the player', async () => {
    const who = await player(t);
    await fund(t, who.id, 25);
    const launched = await as(t, who).post(`/games/${GAME}/launch`, { mode: 'real' });
    expect(launched.statusCode, launched.body).toBe(200);
    const launch = launched.json();
    expect(launch).toMatchObject({
      provider: 'sertao-gaming',
      game_uuid: GAME,
      mode: 'real',
      expires_at: new Date(t.clock.now().getTime() + 600_000).toISOString(),
    });
    expect(launch.launch_url).toBe(`${t.prefix}/sandbox-provider/sertao-gaming/launch?token=${launch.token}&lang=en`);
    const auth = await call('authenticate', { token: launch.token });
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({
      status: 'OK',
      player_id: String(who.id),
      game_uuid: GAME,
      mode: 'real',
      balance: '25.00',
      cash: '25.00',
      bonus: '0.00',
      currency: 'BRL',
      free_spins: [],
    });
    expect((await call('authenticate', { token: 'x'.repeat(43) })).body).toMatchObject({ status: 'ERROR', code: 'INVALID_TOKEN' });
    t.clock.advance(601_000);
    expect((await call('authenticate', { token: launch.token })).body.code).toBe('INVALID_TOKEN');
    expect((await as(t, who).post(`/games/${GAMES.dice}/launch`)).json().message_key).toBe('casino.errors.notExternal');
    expect((await call('balance', { player_id: '99999999' })).body).toMatchObject({ status: 'ERROR', code: 'USER_NOT_FOUND', message: 'User not found.' });
  });
});

describe('a launch from before a break or self-exclusion', () => {
  it('a token issued before a break began is exchanged for PLAYER_BLOCKED during it, not for a playable game', async () => {
    const who = await player(t);
    await fund(t, who.id, 25);
    const { token } = (await as(t, who).post(`/games/${GAME}/launch`, { mode: 'real' })).json();
    // A break taken on another device: this launch's token was issued before it.
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'break', $2, $3, $2)`, [
      who.id,
      t.clock.now(),
      new Date(t.clock.now().getTime() + 86_400_000),
    ]);
    const auth = await call('authenticate', { token });
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({ status: 'ERROR', code: 'PLAYER_BLOCKED', reason: 'excluded', kind: 'break' });
    expect(auth.body).not.toHaveProperty('balance');
  });

  it('taking a break or self-excluding deletes the player’s launch tokens, and only theirs', async () => {
    const [onBreak, selfExcluded, other] = [await player(t), await player(t), await player(t)];
    const launch = async (who: TestPlayer) => (await as(t, who).post(`/games/${GAME}/launch`, { mode: 'real' })).json().token as string;
    const tokensOf = async (who: TestPlayer) => (await t.db.query('SELECT 1 FROM seamless_launch_tokens WHERE user_id = $1', [who.id])).rows.length;
    await launch(onBreak);
    await launch(onBreak);
    await launch(selfExcluded);
    const othersToken = await launch(other);
    const took = await as(t, onBreak).post('/user/responsible-gambling/break', { length: { unit: 'hours', value: 24 } });
    expect(took.statusCode, took.body).toBe(200);
    const excluded = await as(t, selfExcluded).post('/user/responsible-gambling/self-exclusion', { length: { unit: 'months', value: 6 } });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect([await tokensOf(onBreak), await tokensOf(selfExcluded), await tokensOf(other)]).toEqual([0, 0, 1]);
    expect((await call('authenticate', { token: othersToken })).body).toMatchObject({ status: 'OK', player_id: String(other.id) });
  });
});

describe('signature and replay window', () => {
  it('refuses a bad signature, a missing one, and a timestamp outside the window (a replay)', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const body = betBody(who, '1.00');
    const wrongSecret = await call('bet', body, { secret: 'not-the-secret-at-all' });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body).toMatchObject({ status: 'ERROR', code: 'INVALID_SIGNATURE', reason: 'mismatch' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/seamless/sertao-gaming/bet`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('INVALID_SIGNATURE');
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    expect((await call('bet', body, { timestampSeconds: nowSeconds - 301 })).body).toMatchObject({ code: 'EXPIRED_TIMESTAMP' });
    expect((await call('bet', body, { timestampSeconds: nowSeconds + 301 })).status).toBe(401);
    // A captured call replayed later: the signature covers its old timestamp.
    const raw = JSON.stringify(body);
    const header = signatureHeader(provider() ? t.seamless.config.secretsFor('sertao-gaming')[0]! : '', nowSeconds, raw);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${t.prefix}/seamless/sertao-gaming/bet`,
        headers: { 'content-type': 'application/json', 'palpite-signature': header },
        payload: raw,
      });
    const first = await send();
    expect(first.json()).toMatchObject({ status: 'OK', balance: '9.00' });
    // Within the window a replay is a repeat: the same answer, no second debit.
    expect((await send()).body).toBe(first.body);
    t.clock.advance(301_000);
    expect((await send()).json().code).toBe('EXPIRED_TIMESTAMP');
    expect(await balances(t, who.id)).toEqual({ cash: 900n, bonus: 0n });
    // A tampered body fails the signature.
    const tampered = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/seamless/sertao-gaming/bet`,
      headers: {
        'content-type': 'application/json',
        'palpite-signature': signatureHeader(t.seamless.config.secretsFor('sertao-gaming')[0]!, Math.floor(t.clock.now().getTime() / 1000), raw),
      },
      payload: raw.replace('1.00', '9.00'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await call('bet', {}, { rawBody: '{not json' })).status).toBe(400);
    expect((await call('bet', { transaction_id: 'x' })).body).toMatchObject({ code: 'INVALID_REQUEST', reason: 'invalid_fields' });
    // Each field's problem says what is wrong with it: a fraction of a spin is no missing quantity.
    const fractional = { transaction_id: 'fs-x', campaign_id: 'c-x', player_id: String(who.id), game_uuid: GAME, bet_value: '1.00' };
    const validity = { valid_from: '2026-11-01T00:00:00Z', valid_until: '2026-12-01T00:00:00Z' };
    expect((await call('freespins/create', { ...fractional, ...validity, quantity: 1.5 })).body.fields).toEqual([
      { field: 'quantity', problem: 'a whole number' },
    ]);
    expect((await call('freespins/create', { ...fractional, ...validity })).body.fields).toEqual([{ field: 'quantity', problem: 'required' }]);
    // A NUL or half a character (a lone surrogate) cannot be stored: refused in the protocol, not a server error.
    for (const text of ['a\u0000b', '\ud800']) {
      const answer = await call('bet', { ...betBody(who, '0'), free_spin_campaign_id: text });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'INVALID_REQUEST', reason: 'invalid_text' });
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/seamless/nobody/bet`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('bet and win', () => {
  it('debits cash first then bonus, pays the win back in the same proportions, and answers a repeat with the first answer', async () => {
    const who = await player(t);
    await fund(t, who.id, 3);
    await grantBonus(t, who.id, 4);
    const round = tx('round');
    const bet = betBody(who, '5.00', round);
    const placed = await call('bet', bet);
    expect(placed.body).toMatchObject({ status: 'OK', transaction_id: bet.transaction_id, balance: '2.00', cash: '0.00', bonus: '2.00' });
    expect(await transfersLike(t, `seamless:sertao-gaming:${bet.transaction_id}`)).toEqual([
      {
        id: `seamless:sertao-gaming:${bet.transaction_id}:cash`,
        kind: 'casino_bet',
        phase: 'single',
        amount_centavos: 300n,
        debit: 'cash',
        credit: 'house_revenue',
      },
      {
        id: `seamless:sertao-gaming:${bet.transaction_id}:bonus`,
        kind: 'casino_bet',
        phase: 'single',
        amount_centavos: 200n,
        debit: 'bonus',
        credit: 'house_revenue',
      },
    ]);
    expect((await call('bet', bet)).raw).toBe(placed.raw);
    const win = { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '12.30' };
    const paid = await call('win', win);
    // R$ 3 of the R$ 5 stake was cash: 3/5 of the win is cash, the rest stays bonus money.
    expect(paid.body).toMatchObject({ status: 'OK', balance: '14.30', cash: '7.38', bonus: '6.92' });
    expect((await call('win', win)).raw).toBe(paid.raw);
    expect(await balances(t, who.id)).toEqual({ cash: 738n, bonus: 692n });
    // The round is recalled like any other, with its wagering category (slots: 100%).
    const [recalled] = (await as(t, who).get('/user/games/rounds')).json().data;
    expect(recalled).toMatchObject({
      provider_round_id: round,
      stake: 5,
      stake_cash: 3,
      stake_bonus: 2,
      payout: 12.3,
      status: 'settled',
      wagering_contribution: 100,
      fairness: null,
    });
  });

  it('duplicate win: a second win of the round, or the same id with another amount, changes nothing', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const round = tx('round');
    await call('bet', betBody(who, '2.00', round));
    const win = { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '4.00' };
    await call('win', win);
    const second = await call('win', { ...win, transaction_id: tx('win') });
    expect(second.body).toMatchObject({ status: 'ERROR', code: 'DUPLICATE_WIN', message: 'Duplicate win: this round already has its win.', balance: '12.00' });
    const reused = await call('win', { ...win, amount: '40.00' });
    expect(reused.body).toMatchObject({
      status: 'ERROR',
      code: 'DUPLICATE_WIN',
      reason: 'transaction_id_reused',
      message: 'This transaction id was already used for another request.',
    });
    expect(await balances(t, who.id)).toEqual({ cash: 1_200n, bonus: 0n });
    expect((await call('win', { ...win, transaction_id: tx('win'), round_id: 'no-such-round' })).body.code).toBe('BET_NOT_FOUND');
    expect((await call('bet', betBody(who, '1.00', round))).body.code).toBe('ROUND_CLOSED');
  });

  it('a win or refund that overtakes its bet is refused for now, and applied when the provider retries it after the bet', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const round = tx('round');
    const win = { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '5.00' };
    expect((await call('win', win)).body).toMatchObject({ status: 'ERROR', code: 'BET_NOT_FOUND' });
    expect((await call('bet', betBody(who, '2.00', round))).body).toMatchObject({ status: 'OK', balance: '8.00' });
    expect((await call('win', win)).body).toMatchObject({ status: 'OK', balance: '13.00' });

    const refundedRound = tx('round');
    const bet = betBody(who, '2.00', refundedRound);
    const refund = {
      transaction_id: tx('rf'),
      player_id: String(who.id),
      game_uuid: GAME,
      round_id: refundedRound,
      bet_transaction_id: bet.transaction_id,
      amount: '2.00',
    };
    expect((await call('refund', refund)).body).toMatchObject({ status: 'ERROR', code: 'REFUND_INVALID', reason: 'bet_not_found' });
    expect((await call('bet', bet)).body).toMatchObject({ status: 'OK', balance: '11.00' });
    expect((await call('refund', refund)).body).toMatchObject({ status: 'OK', refunded: '2.00', balance: '13.00' });
    expect(await balances(t, who.id)).toEqual({ cash: 1_300n, bonus: 0n });
  });

  it('insufficient funds names the balance; an unknown player is user not found', async () => {
    const who = await player(t);
    await fund(t, who.id, 1.5);
    await grantBonus(t, who.id, 1);
    const refused = await call('bet', betBody(who, '3.00'));
    expect(refused.body).toMatchObject({
      status: 'ERROR',
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds. Balance: 2.50.',
      balance: '2.50',
      cash: '1.50',
      bonus: '1.00',
    });
    expect(await balances(t, who.id)).toEqual({ cash: 150n, bonus: 100n });
    const ghost = await call('bet', { ...betBody(who, '1.00'), player_id: '987654321' });
    expect(ghost.body).toMatchObject({ status: 'ERROR', code: 'USER_NOT_FOUND' });
    expect((await call('bet', { ...betBody(who, '1.00'), game_uuid: GAMES.dice })).body.code).toBe('GAME_NOT_FOUND');
  });
});

describe('bonus wagering and responsible gambling', () => {
  it('a closed round counts its standing stake towards the active bonus (a rolled-back bet does not)', async () => {
    await fixedTestOffer(t.db, 'seamless-wagering', { wageringMultiple: 2 });
    const who = await player(t);
    await fund(t, who.id, 20);
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'seamless-wagering' })).statusCode).toBe(201);
    const round = tx('round');
    expect((await call('bet', betBody(who, '4.00', round))).body.status).toBe('OK');
    const second = betBody(who, '3.00', round);
    expect((await call('bet', second)).body.status).toBe('OK');
    expect(
      (
        await call('rollback', {
          transaction_id: tx('rb'),
          player_id: String(who.id),
          game_uuid: GAME,
          round_id: round,
          bet_transaction_id: second.transaction_id,
        })
      ).body.status,
    ).toBe('OK');
    const wagered = async () => (await as(t, who).get('/user/bonuses/current')).json().bonus.wagered as number;
    expect(await wagered()).toBe(0);
    await call('win', { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '0.00' });
    expect(await wagered()).toBe(4);
  });

  it('a round begun before the bonus was granted does not count towards it when it closes after', async () => {
    await fixedTestOffer(t.db, 'seamless-later', { wageringMultiple: 2 });
    const who = await player(t);
    await fund(t, who.id, 20);
    const round = tx('round');
    expect((await call('bet', betBody(who, '4.00', round))).body.status).toBe('OK');
    t.clock.advance(1_000);
    expect((await as(t, who).post('/user/bonuses/claim', { code: 'seamless-later' })).statusCode).toBe(201);
    await call('win', { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '0.00' });
    const wagered = async () => (await as(t, who).get('/user/bonuses/current')).json().bonus.wagered as number;
    expect(await wagered()).toBe(0);
    // A round begun after the grant counts.
    const later = tx('round');
    expect((await call('bet', betBody(who, '3.00', later))).body.status).toBe('OK');
    await call('win', { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: later, amount: '0.00' });
    expect(await wagered()).toBe(3);
  });

  it('refuses a bet past the loss limit or during a break, moving nothing', async () => {
    const who = await player(t);
    await fund(t, who.id, 50);
    expect((await as(t, who).put('/user/responsible-gambling/limits', { kind: 'loss', period: 'day', amount: 5 })).statusCode).toBe(200);
    const over = await call('bet', betBody(who, '6.00'));
    expect(over.body).toMatchObject({ status: 'ERROR', code: 'RESPONSIBLE_GAMBLING_LIMIT', reason: 'loss_limit', period: 'day', limit: 5, balance: '50.00' });
    expect((await call('bet', betBody(who, '5.00'))).body.status).toBe('OK');
    // A break taken on another device: the provider's session may still be open, the wallet is not.
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'break', $2, $3, $2)`, [
      who.id,
      t.clock.now(),
      new Date(t.clock.now().getTime() + 86_400_000),
    ]);
    const blocked = await call('bet', betBody(who, '1.00'));
    expect(blocked.body).toMatchObject({ status: 'ERROR', code: 'PLAYER_BLOCKED', reason: 'excluded', kind: 'break' });
    expect(await balances(t, who.id)).toEqual({ cash: 45_00n, bonus: 0n });
  });

  it('refuses a bet for an account closed for inactivity, and still pays the win of its open round', async () => {
    const who = await player(t);
    await fund(t, who.id, 20);
    const round = tx('round');
    expect((await call('bet', betBody(who, '5.00', round))).body.status).toBe('OK');
    await t.db.query(`UPDATE users SET closed_at = $2, closed_reason = 'inactive' WHERE id = $1`, [who.id, t.clock.now()]);
    expect((await call('bet', betBody(who, '1.00'))).body).toMatchObject({ status: 'ERROR', code: 'PLAYER_BLOCKED' });
    expect((await call('win', { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '8.00' })).body).toMatchObject({
      status: 'OK',
      balance: '23.00',
    });
  });

  it('a stake the provider rolls back no longer counts against the loss limit', async () => {
    const who = await player(t);
    await fund(t, who.id, 50);
    expect((await as(t, who).put('/user/responsible-gambling/limits', { kind: 'loss', period: 'day', amount: 5 })).statusCode).toBe(200);
    const round = tx('round');
    const bet = betBody(who, '5.00', round);
    expect((await call('bet', bet)).body.status).toBe('OK');
    const rolledBack = await call('rollback', {
      transaction_id: tx('rb'),
      player_id: String(who.id),
      game_uuid: GAME,
      round_id: round,
      bet_transaction_id: bet.transaction_id,
    });
    expect(rolledBack.body.status).toBe('OK');
    expect((await call('bet', betBody(who, '5.00'))).body.status).toBe('OK');
    expect(await balances(t, who.id)).toEqual({ cash: 45_00n, bonus: 0n });
  });
});

describe('rollback', () => {
  it('gives an open bet back to the wallets it came from; skips a second rollback, an unknown bet (remembered) and a settled round', async () => {
    const who = await player(t);
    await fund(t, who.id, 2);
    await grantBonus(t, who.id, 5);
    const round = tx('round');
    const bet = betBody(who, '4.00', round);
    await call('bet', bet);
    expect(await balances(t, who.id)).toEqual({ cash: 0n, bonus: 300n });
    const rollback = { transaction_id: tx('rb'), player_id: String(who.id), game_uuid: GAME, round_id: round, bet_transaction_id: bet.transaction_id };
    const done = await call('rollback', rollback);
    expect(done.body).toMatchObject({ status: 'OK', rolled_back: '4.00', balance: '7.00', cash: '2.00', bonus: '5.00' });
    expect((await transfersLike(t, `seamless:sertao-gaming:${rollback.transaction_id}`)).map((row) => [row.kind, row.credit, row.amount_centavos])).toEqual([
      ['rollback', 'cash', 200n],
      ['rollback', 'bonus', 200n],
    ]);
    expect((await call('rollback', rollback)).raw).toBe(done.raw);
    const again = await call('rollback', { ...rollback, transaction_id: tx('rb') });
    expect(again.body).toMatchObject({ status: 'OK', code: 'ROLLBACK_SKIPPED', reason: 'already_rolled_back', balance: '7.00' });
    const [recalled] = (await as(t, who).get('/user/games/rounds')).json().data;
    expect(recalled).toMatchObject({ status: 'cancelled', stake: 4, returned: 4, profit: 0 });

    // A rollback that overtakes its bet: skipped now, and the bet is refused when it arrives.
    const lateId = tx('bet');
    const early = await call('rollback', { ...rollback, transaction_id: tx('rb'), bet_transaction_id: lateId });
    expect(early.body).toMatchObject({ status: 'OK', code: 'ROLLBACK_SKIPPED', reason: 'bet_not_found', message: 'Rollback skipped: bet_not_found.' });
    expect((await call('bet', betBody(who, '1.00', tx('round'), lateId))).body.code).toBe('TRANSACTION_ROLLED_BACK');

    // Rollback after the win (documented rule): skipped, the round stays as it was.
    const wonRound = tx('round');
    const wonBet = betBody(who, '1.00', wonRound);
    await call('bet', wonBet);
    await call('win', { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: wonRound, amount: '3.00' });
    const late = await call('rollback', { ...rollback, transaction_id: tx('rb'), round_id: wonRound, bet_transaction_id: wonBet.transaction_id });
    expect(late.body).toMatchObject({ status: 'OK', code: 'ROLLBACK_SKIPPED', reason: 'round_settled', balance: '9.00' });
    expect(await balances(t, who.id)).toEqual({ cash: 400n, bonus: 500n });
  });

  it('skips a rollback naming another game or round than its bet’s, and moves nothing', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const round = tx('round');
    const bet = betBody(who, '5.00', round);
    await call('bet', bet);
    const rollback = { transaction_id: tx('rb'), player_id: String(who.id), game_uuid: GAME, round_id: round, bet_transaction_id: bet.transaction_id };
    const otherGame = await call('rollback', { ...rollback, game_uuid: GAMES.dice });
    expect(otherGame.body).toMatchObject({ status: 'OK', code: 'ROLLBACK_SKIPPED', reason: 'game_mismatch', balance: '5.00' });
    const otherRound = await call('rollback', { ...rollback, transaction_id: tx('rb'), round_id: 'some-other-round' });
    expect(otherRound.body).toMatchObject({ status: 'OK', code: 'ROLLBACK_SKIPPED', reason: 'round_mismatch', balance: '5.00' });
    expect(await balances(t, who.id)).toEqual({ cash: 500n, bonus: 0n });
    // Named rightly, in capitals or without its round, it is the bet's.
    expect((await call('rollback', { ...rollback, transaction_id: tx('rb'), game_uuid: GAME.toUpperCase(), round_id: undefined })).body).toMatchObject({
      status: 'OK',
      rolled_back: '5.00',
      balance: '10.00',
    });
  });

  it('remembers a rollback that overtook its bet for its own player only', async () => {
    const [sender, other] = [await player(t), await player(t)];
    await fund(t, other.id, 5);
    const betId = tx('bet');
    const early = await call('rollback', {
      transaction_id: tx('rb'),
      player_id: String(sender.id),
      game_uuid: GAME,
      bet_transaction_id: betId,
    });
    expect(early.body).toMatchObject({ code: 'ROLLBACK_SKIPPED', reason: 'bet_not_found' });
    expect((await call('bet', betBody(other, '1.00', tx('round'), betId))).body).toMatchObject({ status: 'OK', balance: '4.00' });
  });
});

describe('refund', () => {
  it('refunds a bet once (duplicate refund after), only for its exact amount, never an unknown bet', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const round = tx('round');
    const bet = betBody(who, '2.50', round);
    await call('bet', bet);
    const refund = {
      transaction_id: tx('rf'),
      player_id: String(who.id),
      game_uuid: GAME,
      round_id: round,
      bet_transaction_id: bet.transaction_id,
      amount: '2.50',
    };
    const wrong = await call('refund', { ...refund, transaction_id: tx('rf'), amount: '2.00' });
    expect(wrong.body).toMatchObject({ status: 'ERROR', code: 'INVALID_REFUND_AMOUNT', bet_amount: '2.50' });
    const otherGame = await call('refund', { ...refund, transaction_id: tx('rf'), game_uuid: GAMES.dice.toUpperCase() });
    expect(otherGame.body).toMatchObject({ status: 'ERROR', code: 'REFUND_INVALID', reason: 'game_mismatch', balance: '7.50' });
    const otherRound = await call('refund', { ...refund, transaction_id: tx('rf'), round_id: tx('round') });
    expect(otherRound.body).toMatchObject({ status: 'ERROR', code: 'REFUND_INVALID', reason: 'round_mismatch', balance: '7.50' });
    // The bet's game in capitals is the same game.
    expect((await call('refund', { ...refund, transaction_id: tx('rf'), game_uuid: GAME.toUpperCase(), amount: '2.00' })).body).toMatchObject({
      code: 'INVALID_REFUND_AMOUNT',
    });
    const done = await call('refund', refund);
    expect(done.body).toMatchObject({ status: 'OK', refunded: '2.50', balance: '10.00' });
    expect((await call('refund', refund)).raw).toBe(done.raw);
    const twice = await call('refund', { ...refund, transaction_id: tx('rf') });
    expect(twice.body).toMatchObject({
      status: 'ERROR',
      code: 'DUPLICATE_REFUND',
      message: 'Duplicate refund: this bet was already refunded.',
      balance: '10.00',
    });
    const unknown = await call('refund', { ...refund, transaction_id: tx('rf'), bet_transaction_id: 'no-such-bet' });
    expect(unknown.body).toMatchObject({ status: 'ERROR', code: 'REFUND_INVALID', reason: 'bet_not_found', message: 'Refund invalid: bet_not_found.' });
    expect((await call('rollback', { ...refund, transaction_id: tx('rb') })).body).toMatchObject({ code: 'ROLLBACK_SKIPPED', reason: 'already_refunded' });
    expect((await transfersLike(t, `seamless:sertao-gaming:${refund.transaction_id}`)).map((row) => row.kind)).toEqual(['refund']);
    expect(await balances(t, who.id)).toEqual({ cash: 1_000n, bonus: 0n });
    const refused = betBody(who, '500.00');
    await call('bet', refused);
    expect((await call('refund', { ...refund, transaction_id: tx('rf'), bet_transaction_id: refused.transaction_id, amount: '500.00' })).body).toMatchObject({
      code: 'REFUND_INVALID',
      reason: 'bet_not_applied',
    });
  });
});

describe('free spins through the seamless wallet', () => {
  it('creates, uses (bet 0 with the campaign, win added to the total), cancels, and fails with reasons', async () => {
    const who = await player(t);
    await fund(t, who.id, 5);
    const validFrom = new Date(t.clock.now().getTime() - 60_000);
    const validUntil = new Date(t.clock.now().getTime() + 86_400_000);
    const created = await provider().awardFreeSpins({
      playerId: String(who.id),
      gameUuid: GAME,
      quantity: 2,
      betValue: '0.50',
      validFrom,
      validUntil,
      campaignId: 'camp-1',
    });
    expect(created).toMatchObject({
      status: 'OK',
      campaign: { game_name: 'Sol do Sertão', quantity: 2, quantity_left: 2, status: 'active', external_id: 'camp-1', bet_value: '0.50', total_win: '0.00' },
    });
    const campaignId = (created.campaign as { campaign_id: number }).campaign_id;
    expect((await as(t, who).get('/user/free-spins')).json().data[0]).toMatchObject({
      id: campaignId,
      game_name: 'Sol do Sertão',
      quantity_left: 2,
      source: 'provider',
    });
    expect(
      (
        await provider().awardFreeSpins({
          playerId: String(who.id),
          gameUuid: GAME,
          quantity: 2,
          betValue: '0.50',
          validFrom,
          validUntil,
          campaignId: 'camp-1',
        })
      ).code,
    ).toBe('FREESPINS_CREATE_FAILED');
    expect(
      await provider().awardFreeSpins({ playerId: String(who.id), gameUuid: GAMES.sete, quantity: 2, betValue: '0.50', validFrom, validUntil }),
    ).toMatchObject({ code: 'FREESPINS_CREATE_FAILED', reason: 'game_not_found' });
    expect(await provider().awardFreeSpins({ playerId: String(who.id), gameUuid: GAME, quantity: 0, betValue: '0.50', validFrom, validUntil })).toMatchObject({
      code: 'FREESPINS_CREATE_FAILED',
      reason: 'quantity_invalid',
    });
    expect(await provider().awardFreeSpins({ playerId: '99999999', gameUuid: GAME, quantity: 1, betValue: '0.50', validFrom, validUntil })).toMatchObject({
      code: 'USER_NOT_FOUND',
    });

    const round = tx('round');
    const spin = await call('bet', { ...betBody(who, '0.00', round), free_spin_campaign_id: 'camp-1' });
    expect(spin.body).toMatchObject({ status: 'OK', free_spin_campaign_id: campaignId, balance: '5.00' });
    // Cash cannot join a free-spin round: its win would come back as the campaign's.
    expect((await call('bet', betBody(who, '1.00', round))).body).toMatchObject({ code: 'INVALID_REQUEST', reason: 'paid_bet_in_a_free_spin_round' });
    await call('win', { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '1.20' });
    expect((await as(t, who).get('/user/free-spins')).json().data[0]).toMatchObject({ quantity_left: 1, total_win: 1.2 });
    expect((await call('bet', { ...betBody(who, '1.00'), free_spin_campaign_id: campaignId })).body).toMatchObject({
      code: 'FREESPINS_EXCEPTION',
      reason: 'free_spin_amount_must_be_zero',
    });

    const cancelled = await provider().cancelFreeSpins('camp-1', 'promotion ended');
    expect(cancelled).toMatchObject({
      status: 'OK',
      campaign: { status: 'cancelled', campaign_id: campaignId, external_id: 'camp-1', bet_value: '0.50', total_win: '1.20' },
    });
    expect(await provider().cancelFreeSpins('camp-1')).toMatchObject({ code: 'FREESPINS_CANCEL_FAILED', reason: 'already_cancelled' });
    expect(await provider().cancelFreeSpins('camp-unknown')).toMatchObject({ code: 'FREESPINS_CANCEL_FAILED', reason: 'campaign_not_found' });
    expect((await call('bet', { ...betBody(who, '0.00'), free_spin_campaign_id: 'camp-1' })).body).toMatchObject({
      code: 'FREESPINS_EXCEPTION',
      reason: 'campaign_not_usable',
    });
    expect(await balances(t, who.id)).toEqual({ cash: 620n, bonus: 0n });
  });

  it('refuses a free spin during a break, as a paid bet: the campaign keeps its spin', async () => {
    const who = await player(t);
    // Two spins of R$ 0,50 on the provider's game, valid from a minute ago for a day.
    const now = t.clock.now().getTime();
    const validity = { validFrom: new Date(now - 60_000), validUntil: new Date(now + 86_400_000) };
    await provider().awardFreeSpins({ playerId: String(who.id), gameUuid: GAME, quantity: 2, betValue: '0.50', ...validity, campaignId: 'camp-break' });
    await t.db.query(`INSERT INTO player_exclusions (user_id, kind, starts_at, ends_at, created_at) VALUES ($1, 'break', $2, $3, $2)`, [
      who.id,
      t.clock.now(),
      new Date(t.clock.now().getTime() + 86_400_000),
    ]);
    const spin = await call('bet', { ...betBody(who, '0.00'), free_spin_campaign_id: 'camp-break' });
    expect(spin.body).toMatchObject({ status: 'ERROR', code: 'PLAYER_BLOCKED', reason: 'excluded', kind: 'break' });
    expect((await as(t, who).get('/user/free-spins')).json().data[0]).toMatchObject({ quantity_left: 2 });
  });
});

describe('currency', () => {
  const notOurs = { status: 'ERROR', code: 'INVALID_REQUEST', reason: 'currency_not_supported', currency: 'BRL' };

  it('refuses a bet, win or refund in another currency than BRL, moving nothing, and answers its repeat the same', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const round = tx('round');
    const dollars = { ...betBody(who, '4.00', round), currency: 'USD' };
    const refused = await call('bet', dollars);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ ...notOurs, transaction_id: dollars.transaction_id, balance: '10.00' });
    expect((await call('bet', dollars)).raw).toBe(refused.raw);
    // Refused, it is no bet: its rollback has nothing to give back.
    const rollback = { transaction_id: tx('rb'), player_id: String(who.id), game_uuid: GAME, bet_transaction_id: dollars.transaction_id };
    expect((await call('rollback', rollback)).body).toMatchObject({ code: 'ROLLBACK_SKIPPED', reason: 'bet_not_applied' });

    const bet = { ...betBody(who, '2.00', round), currency: 'BRL' };
    expect((await call('bet', bet)).body).toMatchObject({ status: 'OK', balance: '8.00' });
    const win = { transaction_id: tx('win'), player_id: String(who.id), game_uuid: GAME, round_id: round, amount: '5.00' };
    expect((await call('win', { ...win, currency: 'EUR' })).body).toMatchObject({ ...notOurs, balance: '8.00' });
    const refund = { transaction_id: tx('rf'), player_id: String(who.id), game_uuid: GAME, bet_transaction_id: bet.transaction_id, amount: '2.00' };
    expect((await call('refund', { ...refund, currency: 'ARS' })).body).toMatchObject({ ...notOurs, balance: '8.00' });
    expect(await balances(t, who.id)).toEqual({ cash: 800n, bonus: 0n });
    expect(await transfersLike(t, `seamless:sertao-gaming:${dollars.transaction_id}`)).toEqual([]);
    expect(await transfersLike(t, `seamless:sertao-gaming:${win.transaction_id}`)).toEqual([]);
    expect(await transfersLike(t, `seamless:sertao-gaming:${refund.transaction_id}`)).toEqual([]);

    // The round stayed open: the win in reais, under a new id, closes it.
    expect((await call('win', { ...win, transaction_id: tx('win'), currency: 'brl' })).body).toMatchObject({ status: 'OK', balance: '13.00' });
    expect(await balances(t, who.id)).toEqual({ cash: 1_300n, bonus: 0n });
  });

  it('takes BRL named or not as the same call: a repeat without the field is answered the first answer, debited once', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const bet = betBody(who, '3.00');
    const first = await call('bet', { ...bet, currency: 'BRL' });
    expect(first.body).toMatchObject({ status: 'OK', balance: '7.00' });
    expect((await call('bet', bet)).raw).toBe(first.raw);
    expect((await call('bet', { ...bet, currency: 'brl' })).raw).toBe(first.raw);
    expect(await balances(t, who.id)).toEqual({ cash: 700n, bonus: 0n });
  });

  it('refuses free spins valued in another currency, and a currency that is no code as a malformed call', async () => {
    const who = await player(t);
    const now = t.clock.now().getTime();
    const campaign = {
      transaction_id: tx('fs'),
      campaign_id: tx('camp'),
      player_id: String(who.id),
      game_uuid: GAME,
      quantity: 2,
      bet_value: '0.50',
      valid_from: new Date(now - 60_000).toISOString(),
      valid_until: new Date(now + 86_400_000).toISOString(),
    };
    expect((await call('freespins/create', { ...campaign, currency: 'usd' })).body).toMatchObject({
      status: 'ERROR',
      code: 'FREESPINS_CREATE_FAILED',
      reason: 'currency_not_supported',
    });
    expect((await as(t, who).get('/user/free-spins')).json().data).toEqual([]);

    const malformed = await call('bet', { ...betBody(who, '1.00'), currency: 'reais' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      code: 'INVALID_REQUEST',
      reason: 'invalid_fields',
      fields: [{ field: 'currency', problem: 'an ISO 4217 currency code' }],
    });
  });
});
