import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasValidCrc, parseEmv } from '../../domain/payments/pix-brcode.ts';
import { hasValidBech32Checksum } from '../../domain/payments/crypto-deposit.ts';
import { asPlayer, DESKTOP_CHROME, login } from '../../testing/players.ts';
import { createPaymentsTestApp, databaseDump, player, playerApi, sandboxControl, START, verifiedPlayer, type PaymentsTestApp } from './testing.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp({ env: { PAYMENT_LIMITS: '{"bank_transfer":{"min":7500}}', CRYPTO_CONFIRMATION_DELAY_MS: '20000' } });
});
afterAll(async () => {
  await t.close();
});

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  method: 'card',
  amount: 100,
  number,
  expiry_month: 12,
  expiry_year: 2030,
  cvv: '123',
  holder: 'Ana Souza',
  ...extra,
});

describe('deposit methods', () => {
  it('lists the eight methods with limits in reais, processing times and whether they are enabled', async () => {
    const { token } = await verifiedPlayer(t);
    const response = await playerApi(t, token).get('/wallet/deposit-methods');
    expect(response.statusCode).toBe(200);
    const methods = response.json().methods as Array<Record<string, unknown>>;
    expect(methods.map((entry) => entry.method)).toEqual(['pix', 'card', 'crypto', 'bank_transfer', 'papara', 'payfix', 'pep', 'mefete']);
    expect(methods[0]).toEqual({ method: 'pix', min: 10, max: 50000, processing: { minMinutes: 0, maxMinutes: 1 }, enabled: true });
    expect(methods[1]).toMatchObject({ method: 'card', min: 20, max: 10000, processing: { minMinutes: 0, maxMinutes: 0 } });
    expect(methods[2]).toMatchObject({ method: 'crypto', processing: { minMinutes: 10, maxMinutes: 60 }, assets: [{ asset: 'BTC' }, { asset: 'USDT' }] });
    // PAYMENT_LIMITS overrides the default minimum of 50 reais.
    expect(methods[3]).toMatchObject({ method: 'bank_transfer', min: 75, max: 100000 });
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/wallet/deposit-methods` })).statusCode).toBe(401);
  });
});

describe('Pix', () => {
  it('answers a valid dynamic BR Code and its QR image; the payer paying it credits the amount once', async () => {
    const { token, id } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const response = await api.deposit({ method: 'pix', amount: 150.5 });
    expect(response.statusCode).toBe(201);
    const deposit = response.json().deposit;
    expect(deposit).toMatchObject({
      method: 'pix',
      amount: 150.5,
      currency: 'BRL',
      status: 'awaiting_payment',
      failure_reason: null,
      completed_at: null,
      cancellable: true,
    });
    expect(deposit.expires_at).toBe(new Date(START.getTime() + 30 * 60_000).toISOString());
    // The server's clock with it: the page's countdown runs on it, not on the device's.
    expect(response.json().server_time).toBe(START.toISOString());

    const code: string = deposit.instructions.copy_paste;
    expect(deposit.instructions.type).toBe('pix');
    expect(hasValidCrc(code)).toBe(true);
    const fields = Object.fromEntries(parseEmv(code).map((field) => [field.id, field.value]));
    expect(fields['01']).toBe('12');
    expect(fields['54']).toBe('150.50');
    expect(fields['53']).toBe('986');
    const account = Object.fromEntries(parseEmv(fields['26']!).map((field) => [field.id, field.value]));
    expect(account['00']).toBe('br.gov.bcb.pix');
    expect(account['25']).toMatch(/^pix\.sandbox\.palpite\.local\/qr\/v2\/[0-9a-f]{32}$/);
    // A dynamic code's txid is served at its location; 62.05 is *** (Central Bank's BR Code manual).
    expect(parseEmv(fields['62']!)).toEqual([{ id: '05', value: '***' }]);
    expect(deposit.payment_id).toBe(deposit.instructions.txid);
    expect(deposit.instructions.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    expect(await api.balance()).toBe(0);
    const paid = await sandboxControl(t, deposit.id, 'approve');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().webhook).toMatchObject({ status: 200, body: { received: true, results: [{ outcome: 'credited', duplicate: false }] } });
    expect(paid.json().deposit).toMatchObject({ status: 'completed', completed_at: START.toISOString() });
    expect(await api.balance()).toBe(150.5);
    // The balance event goes out after the answer (the notifier reads balances once per burst).
    await vi.waitFor(() => expect(t.balanceChanges).toContain(BigInt(id)));
    expect(t.realtime.publisher.published.filter((message) => message.userId === String(id))).toEqual([
      { userId: String(id), name: 'balance-updated', data: { newBalance: 150.5, bonusBalance: 0 } },
    ]);

    // Paying the same code again moves nothing.
    expect((await sandboxControl(t, deposit.id, 'approve')).json().webhook.body.results[0].outcome).toBe('already_final');
    expect(await api.balance()).toBe(150.5);
    const transfer = await t.db.query<{ amount_centavos: bigint; kind: string }>('SELECT amount_centavos, kind FROM ledger_transfers WHERE id = $1', [
      `deposit:${deposit.id}`,
    ]);
    expect(transfer.rows).toEqual([{ amount_centavos: 15050n, kind: 'deposit' }]);
  });

  it('expires after 30 minutes through the expiry job; then paying it is refused', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const deposit = (await api.deposit({ method: 'pix', amount: '20.00' })).json().deposit;
    t.clock.advance(29 * 60_000);
    await t.payments.runJobsOnce();
    const read = (await api.get(`/wallet/deposits/${deposit.id}`)).json();
    expect(read).toMatchObject({ deposit: { status: 'awaiting_payment' }, server_time: new Date(START.getTime() + 29 * 60_000).toISOString() });
    t.clock.advance(2 * 60_000);
    const report = await t.payments.runJobsOnce();
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await api.get(`/wallet/deposits/${deposit.id}`)).json().deposit.status).toBe('expired');
    const late = await sandboxControl(t, deposit.id, 'approve');
    expect(late.json().webhook).toMatchObject({ status: 409, body: { results: [{ outcome: 'not_payable' }] } });
    expect(await api.balance()).toBe(0);
    t.clock.set(START);
  });
});

describe('card', () => {
  it('credits an approved card at once and keeps only brand and last four digits', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const response = await api.deposit(card('4111 1111 1111 1111', { amount: 250 }));
    expect(response.statusCode).toBe(201);
    const deposit = response.json().deposit;
    expect(deposit).toMatchObject({
      method: 'card',
      status: 'completed',
      amount: 250,
      // How long a lost answer would have been waited for.
      expires_at: new Date(START.getTime() + 30 * 60_000).toISOString(),
      instructions: { type: 'card', brand: 'visa', last4: '1111' },
    });
    expect(deposit.payment_id).toMatch(/^ch_sbx_[0-9a-z]{24}$/);
    expect(await api.balance()).toBe(250);
    // A card's result is final: the sandbox has nothing to approve.
    expect((await sandboxControl(t, deposit.id, 'approve')).statusCode).toBe(409);
  });

  it('a retry with the same Idempotency-Key gets the first deposit back: the card is charged once', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const key = { 'idempotency-key': 'c0ffee00-0000-4000-8000-000000000001' };
    const first = await api.deposit(card('4111 1111 1111 1111', { amount: 80 }), key);
    expect(first.statusCode).toBe(201);
    // Twice more, one of them at the same time as a third: all answer the same deposit.
    const [again, concurrent] = await Promise.all([
      api.deposit(card('4111 1111 1111 1111', { amount: 80 }), key),
      api.deposit(card('4111 1111 1111 1111', { amount: 80 }), key),
    ]);
    for (const replay of [again, concurrent]) {
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json().deposit.id).toBe(first.json().deposit.id);
    }
    expect(await api.balance()).toBe(80);
    // The same key for another deposit is refused, and so is a key that is not one.
    const other = await api.deposit(card('4111 1111 1111 1111', { amount: 90 }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message_key: 'payments.idempotencyKeyReused', message: expect.stringContaining('another deposit') });
    // With an offer it is another deposit too: answered with this one, the bonus would be silently dropped.
    const withOffer = await api.deposit(card('4111 1111 1111 1111', { amount: 80, bonus_code: 'welcome' }), key);
    expect(withOffer.json()).toMatchObject({ message_key: 'payments.idempotencyKeyReused' });
    // So is one the deposit checks refuse (another method's minimum, past the maximum): not that refusal.
    for (const other of [{ method: 'crypto', asset: 'BTC', amount: 1 }, card('4111 1111 1111 1111', { amount: 10_000_000 })]) {
      const answer = await api.deposit(other, key);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ message_key: 'payments.idempotencyKeyReused' });
    }
    // Another card for the same amount is another request too: it must not get the first card's deposit.
    expect((await api.deposit(card('5555 5555 5555 4444', { amount: 80 }), key)).statusCode).toBe(409);
    const crypto = { 'idempotency-key': 'c0ffee00-0000-4000-8000-000000000003' };
    expect((await api.deposit({ method: 'crypto', amount: 100, asset: 'BTC' }, crypto)).statusCode).toBe(201);
    expect((await api.deposit({ method: 'crypto', amount: 100, asset: 'USDT' }, crypto)).statusCode).toBe(409);
    const invalid = await api.deposit({ method: 'pix', amount: 20 }, { 'idempotency-key': 'has spaces in it' });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain('Idempotency-Key');
    expect(await api.balance()).toBe(80);
    // Another key is another deposit.
    expect((await api.deposit(card('4111 1111 1111 1111', { amount: 80 }), { 'idempotency-key': 'c0ffee00-0000-4000-8000-000000000002' })).statusCode).toBe(
      201,
    );
    expect(await api.balance()).toBe(160);
  });

  it.each([
    ['4000 0000 0000 0002', 'declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000-0000-0000-0119', 'processing_error'],
  ])('sandbox card %s fails with %s and credits nothing', async (number, reason) => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const response = await api.deposit(card(number));
    expect(response.statusCode).toBe(201);
    expect(response.json().deposit).toMatchObject({ status: 'failed', failure_reason: reason, completed_at: null });
    expect(await api.balance()).toBe(0);
  });

  it('approves any other Luhn-valid number (Mastercard here)', async () => {
    const { token } = await verifiedPlayer(t);
    const response = await playerApi(t, token).deposit(card('5555555555554444', { amount: 20 }));
    expect(response.json().deposit).toMatchObject({ status: 'completed', instructions: { brand: 'mastercard', last4: '4444' } });
  });

  describe('when the acquirer’s answer is lost (the charge may have gone through)', () => {
    it('waits for its notification instead of failing, cannot be cancelled, and is credited when the charge is confirmed', async () => {
      const { token } = await verifiedPlayer(t);
      const api = playerApi(t, token);
      const response = await api.deposit(card('4000 0000 0000 0226', { amount: 40 }));
      expect(response.statusCode).toBe(201);
      const deposit = response.json().deposit;
      expect(deposit).toMatchObject({
        status: 'awaiting_payment',
        failure_reason: null,
        cancellable: false,
        instructions: { type: 'card', brand: 'visa', last4: '0226' },
        expires_at: new Date(START.getTime() + 30 * 60_000).toISOString(),
      });
      const cancel = await api.post(`/wallet/deposits/${deposit.id}/cancel`);
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toBe('This deposit can no longer be cancelled.');

      t.clock.advance(5 * 60_000);
      const confirmed = await sandboxControl(t, deposit.id, 'approve');
      expect(confirmed.json().webhook).toMatchObject({ status: 200, body: { results: [{ outcome: 'credited' }] } });
      expect((await api.get(`/wallet/deposits/${deposit.id}`)).json().deposit.status).toBe('completed');
      expect(await api.balance()).toBe(40);
      t.clock.set(START);
    });

    it('fails when the acquirer says the charge failed; expires after its wait, yet a charge confirmed later is still credited', async () => {
      const { token } = await verifiedPlayer(t);
      const api = playerApi(t, token);
      const declined = (await api.deposit(card('4000000000000226'))).json().deposit;
      await sandboxControl(t, declined.id, 'fail', { reason: 'insufficient_funds' });
      expect((await api.get(`/wallet/deposits/${declined.id}`)).json().deposit).toMatchObject({ status: 'failed', failure_reason: 'insufficient_funds' });

      const silent = (await api.deposit(card('4000000000000226'))).json().deposit;
      t.clock.advance(31 * 60_000);
      await t.payments.runJobsOnce();
      expect((await api.get(`/wallet/deposits/${silent.id}`)).json().deposit.status).toBe('expired');
      expect(await api.balance()).toBe(0);
      // The card was charged when the deposit was made: the player's money is not left with the acquirer.
      t.clock.advance(3 * 60 * 60_000);
      const late = await sandboxControl(t, silent.id, 'approve');
      expect(late.json().webhook).toMatchObject({ status: 200, body: { results: [{ outcome: 'credited' }] } });
      expect(await api.balance()).toBe(100);
      t.clock.set(START);
    });

    it('answers a retry with the same Idempotency-Key with the waiting deposit, and counts it against the deposit limit', async () => {
      const { token } = await verifiedPlayer(t);
      const api = playerApi(t, token);
      const limit = await t.app.inject({
        method: 'PUT',
        url: `${t.prefix}/user/responsible-gambling/limits`,
        headers: { ...asPlayer(token), 'accept-language': 'en' },
        payload: { kind: 'deposit', period: 'day', amount: 150 },
      });
      expect(limit.statusCode).toBe(200);
      const first = await api.deposit(card('4000000000000226'), { 'idempotency-key': 'lost-answer-1' });
      const again = await api.deposit(card('4000000000000226'), { 'idempotency-key': 'lost-answer-1' });
      expect(again.json().deposit).toMatchObject({ id: first.json().deposit.id, status: 'awaiting_payment' });
      expect((await t.db.query('SELECT 1 FROM deposits WHERE id = $1', [first.json().deposit.id])).rowCount).toBe(1);
      // 100 waiting for the bank + 100 would pass the day's 150.
      const over = await api.deposit({ method: 'pix', amount: 100 });
      expect(over.statusCode).toBe(422);
      expect(over.json().message_key).toBe('rg.errors.depositLimit.day');
      // Expired, it still may have been charged (a late confirmation is credited): it keeps its room.
      t.clock.advance(31 * 60_000);
      await t.payments.runJobsOnce();
      expect((await api.get(`/wallet/deposits/${first.json().deposit.id}`)).json().deposit.status).toBe('expired');
      expect((await api.deposit(card('4111111111111111', { amount: 100 }))).json().message_key).toBe('rg.errors.depositLimit.day');
      expect((await api.deposit(card('4111111111111111', { amount: 50 }))).statusCode).toBe(201);
      await sandboxControl(t, first.json().deposit.id, 'approve');
      expect(await api.balance()).toBe(150);
      t.clock.set(START);
    });
  });

  it('refuses impossible card details per field, and writes nothing', async () => {
    const { token, id } = await verifiedPlayer(t);
    const response = await playerApi(t, token).deposit(card('4111 1111 1111 1112', { expiry_month: 10, expiry_year: 2026, cvv: '12', holder: '4' }));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message_key).toBe('payments.cardInvalid');
    expect(body.errors).toEqual({
      number: ['Check the card number.'],
      expiry_year: ['The card has expired or the expiry date is not valid.'],
      cvv: ['Check the security code (CVV).'],
      holder: ['Enter the name as printed on the card.'],
    });
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [id])).rowCount).toBe(0);
  });

  it('never stores the card number or the CVV anywhere in the database', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    await api.deposit(card('4242 4242 4242 4242', { cvv: '918' }));
    await api.deposit(card('4000 0000 0000 0002', { cvv: '918' }));
    const dump = await databaseDump(t);
    expect(dump).toContain('4242');
    for (const secret of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002', 'Ana Souza'])
      expect(dump).not.toContain(secret);
    // No cvv key or column anywhere (cvv, "cvv", card_cvv, cvv_code); not the letters inside a random id (evt_cvv52…).
    expect(dump).not.toMatch(/(?<![a-z0-9])cvv(?![a-z0-9])/i);
  });
});

describe('crypto', () => {
  it('gives a single-use address; "I have paid" → confirming → the chain watcher confirms after the delay and credits', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const response = await api.deposit({ method: 'crypto', asset: 'BTC', amount: 350 });
    expect(response.statusCode).toBe(201);
    const deposit = response.json().deposit;
    expect(deposit).toMatchObject({
      status: 'awaiting_payment',
      amount: 350,
      expires_at: new Date(START.getTime() + 30 * 60_000).toISOString(),
      instructions: { type: 'crypto', asset: 'BTC', network: 'bitcoin-testnet', crypto_amount: '0.001', rate: 350000 },
    });
    expect(deposit.instructions.address).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/);
    expect(hasValidBech32Checksum(deposit.instructions.address, 'tb')).toBe(true);
    expect(deposit.instructions.payment_uri).toBe(`bitcoin:${deposit.instructions.address}?amount=0.001`);
    expect(deposit.instructions.qr_svg).toMatch(/^<svg/);

    const second = (await api.deposit({ method: 'crypto', asset: 'BTC', amount: 350 })).json().deposit;
    expect(second.instructions.address).not.toBe(deposit.instructions.address);

    const paid = await api.post(`/wallet/deposits/${deposit.id}/paid`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().deposit.status).toBe('confirming');
    // Saying it twice changes nothing; a confirming deposit can no longer be cancelled.
    expect((await api.post(`/wallet/deposits/${deposit.id}/paid`)).json().deposit.status).toBe('confirming');
    expect((await api.post(`/wallet/deposits/${deposit.id}/cancel`)).statusCode).toBe(409);

    t.clock.advance(19_000);
    expect((await t.payments.runJobsOnce()).confirmed).toBe(0);
    expect(await api.balance()).toBe(0);
    t.clock.advance(2_000);
    expect((await t.payments.runJobsOnce()).confirmed).toBe(1);
    expect((await api.get(`/wallet/deposits/${deposit.id}`)).json().deposit.status).toBe('completed');
    expect(await api.balance()).toBe(350);
    expect((await t.payments.runJobsOnce()).confirmed).toBe(0);
    expect(await api.balance()).toBe(350);
    t.clock.set(START);
  });

  it('quotes USDT on an Ethereum test network, rounding the coins up so their value covers the amount', async () => {
    const { token } = await verifiedPlayer(t);
    const deposit = (await playerApi(t, token).deposit({ method: 'crypto', amount: 100 })).json().deposit;
    expect(deposit.instructions).toMatchObject({ asset: 'USDT', network: 'ethereum-sepolia', rate: 5.6, crypto_amount: '17.857143' });
    expect(deposit.instructions.address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('credits the BRL value of a crypto amount, which must reach the minimum', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const small = await api.deposit({ method: 'crypto', asset: 'USDT', crypto_amount: '8.9' });
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ message_key: 'payments.belowMinimum', message: 'The minimum deposit for this method is R$\u00a050,00.' });
    const enough = await api.deposit({ method: 'crypto', asset: 'USDT', crypto_amount: '9' });
    expect(enough.json().deposit).toMatchObject({ amount: 50.4, instructions: { crypto_amount: '9' } });
    const paid = await sandboxControl(t, enough.json().deposit.id, 'approve');
    expect(paid.json().deposit.status).toBe('completed');
    expect(await api.balance()).toBe(50.4);
  });

  it('an expired address accepts nothing: "I have paid" after 30 minutes is refused', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const deposit = (await api.deposit({ method: 'crypto', asset: 'BTC', amount: 100 })).json().deposit;
    t.clock.advance(30 * 60_000);
    const late = await api.post(`/wallet/deposits/${deposit.id}/paid`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message_key: 'payments.depositExpired', message: 'This deposit has expired. Start a new one.' });
    expect((await api.get(`/wallet/deposits/${deposit.id}`)).json().deposit.status).toBe('expired');
    // Coins sent to it anyway are refused too.
    expect((await sandboxControl(t, deposit.id, 'approve')).json().webhook.body.results[0].outcome).toBe('not_payable');
    expect(await api.balance()).toBe(0);
    t.clock.set(START);
  });

  it('"I have paid" applies to crypto deposits only', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const pix = (await api.deposit({ method: 'pix', amount: 10 })).json().deposit;
    expect((await api.post(`/wallet/deposits/${pix.id}/paid`)).json().message_key).toBe('payments.paidNotApplicable');
  });
});

describe('bank transfer and e-wallets', () => {
  it('gives our bank details and a unique reference; the transfer arriving credits it', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const deposit = (await api.deposit({ method: 'bank_transfer', amount: 1000 })).json().deposit;
    expect(deposit.instructions).toMatchObject({
      type: 'bank_transfer',
      bank_code: '999',
      branch: '0001',
      account_number: '100200-3',
      account_type: 'checking',
    });
    expect(deposit.instructions.reference).toMatch(/^PLP[0-9A-Z]{16}$/);
    expect(deposit.payment_id).toBe(deposit.instructions.reference);
    expect((await sandboxControl(t, deposit.id, 'approve')).json().deposit.status).toBe('completed');
    expect(await api.balance()).toBe(1000);
  });

  it.each(['papara', 'payfix', 'pep', 'mefete'])('%s redirects to a checkout page whose Approve button credits the deposit', async (method) => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const deposit = (await api.deposit({ method, amount: 75.25 })).json().deposit;
    expect(deposit.instructions).toEqual({ type: 'redirect', provider: method, redirect_url: `${t.prefix}/sandbox/checkout/${deposit.id}` });
    expect(deposit.payment_id).toMatch(new RegExp(`^${method}_sbx_[0-9a-z]{24}$`));

    const page = await t.app.inject({ method: 'GET', url: deposit.instructions.redirect_url, headers: { 'accept-language': 'pt-BR' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('R$\u00a075,25');
    expect(page.body).toContain('Aprovar pagamento');
    expect(page.body).not.toMatch(/<script|style=/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const css = await t.app.inject({ method: 'GET', url: `${t.prefix}/sandbox/checkout.css` });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    const approved = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/sandbox/payments/${deposit.id}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'via=checkout',
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/user/wallet?deposit=${deposit.id}`);
    expect(await api.balance()).toBe(75.25);
    const after = await t.app.inject({ method: 'GET', url: deposit.instructions.redirect_url, headers: { 'accept-language': 'en' } });
    expect(after.body).toContain('This payment can no longer be completed.');
    expect(after.body).not.toContain('Approve payment');
  });

  it('Decline on the checkout page fails the deposit', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const deposit = (await api.deposit({ method: 'papara', amount: 30 })).json().deposit;
    const declined = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/sandbox/payments/${deposit.id}/fail`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'via=checkout&reason=declined',
    });
    expect(declined.statusCode).toBe(303);
    expect((await api.get(`/wallet/deposits/${deposit.id}`)).json().deposit).toMatchObject({ status: 'failed', failure_reason: 'declined' });
    expect(await api.balance()).toBe(0);
  });
});

describe('limits, verification and input', () => {
  it('refuses below the minimum and above the maximum, naming the limit in BRL', async () => {
    const { token } = await verifiedPlayer(t);
    const below = await playerApi(t, token).deposit({ method: 'pix', amount: 9.99 });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      message_key: 'payments.belowMinimum',
      message: 'The minimum deposit for this method is R$\u00a010,00.',
      translation_params: { min: 'R$\u00a010,00' },
      details: { min: 10 },
      errors: { amount: ['The minimum deposit for this method is R$\u00a010,00.'] },
    });
    const above = await playerApi(t, token, 'pt-BR').deposit(card('4111111111111111', { amount: 10000.01 }));
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({ message_key: 'payments.aboveLimit', message: 'O depósito máximo para esta forma de pagamento é R$\u00a010.000,00.' });
    const overridden = await playerApi(t, token).deposit({ method: 'bank_transfer', amount: 74.99 });
    expect(overridden.json().message).toBe('The minimum deposit for this method is R$\u00a075,00.');
  });

  it.each([
    ['break', { unit: 'hours', value: 24 }, 'rg.errors.onBreak'],
    ['self-exclusion', { unit: 'months', value: 6 }, 'rg.errors.selfExcluded'],
  ] as const)('answers a retry of a deposit made before a %s with that deposit, yet refuses a new one', async (kind, length, refusal) => {
    const signedUp = await verifiedPlayer(t);
    const key = { 'idempotency-key': `before-${kind}` };
    const first = await playerApi(t, signedUp.token).deposit({ method: 'pix', amount: 60 }, key);
    expect(first.statusCode).toBe(201);
    const started = await playerApi(t, signedUp.token).post(`/user/responsible-gambling/${kind}`, { length });
    expect(started.statusCode, started.body).toBe(200);
    // It ended every session: the player logs in again, as they may to withdraw, and the app retries.
    const api = playerApi(t, await login(t, signedUp.player, DESKTOP_CHROME, `10.99.0.${kind.length}`));

    const replayed = await api.deposit({ method: 'pix', amount: 60 }, key);
    expect(replayed.statusCode, replayed.body).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().deposit).toMatchObject({ id: first.json().deposit.id, status: 'awaiting_payment' });
    for (const fresh of [{ 'idempotency-key': `during-${kind}` }, {}] as Record<string, string>[]) {
      const refused = await api.deposit({ method: 'pix', amount: 60 }, fresh);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message_key).toBe(refusal);
    }
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [signedUp.id])).rowCount).toBe(1);
  });

  it('needs a verified email', async () => {
    const { token, id } = await player(t);
    const response = await playerApi(t, token).deposit({ method: 'pix', amount: 100 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message_key: 'payments.emailNotVerified', message: 'Verify your email before making a deposit.' });
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [id])).rowCount).toBe(0);
  });

  it.each([
    [{ method: 'pix', amount: 10.555 }, 'amount', 'Enter an amount above zero with at most 2 decimal places.'],
    [{ method: 'pix', amount: -10 }, 'amount', 'Enter an amount above zero with at most 2 decimal places.'],
    [{ method: 'pix', amount: 0 }, 'amount', 'Enter an amount above zero with at most 2 decimal places.'],
    [{ method: 'pix', amount: '1e3' }, 'amount', 'Enter an amount above zero with at most 2 decimal places.'],
    [{ method: 'pix' }, 'amount', 'Enter an amount above zero with at most 2 decimal places.'],
    [{ method: 'paypal', amount: 100 }, 'method', 'Choose a payment method.'],
    [{ amount: 100 }, 'method', 'Choose a payment method.'],
    [{ method: 'crypto', amount: 100, asset: 'DOGE' }, 'asset', 'Choose a cryptocurrency.'],
    [{ method: 'crypto', amount: 100, crypto_amount: '1' }, 'amount', 'Enter an amount above zero with at most 2 decimal places.'],
    [{ method: 'crypto', crypto_amount: '0.123456789', asset: 'BTC' }, 'crypto_amount', 'Enter a valid amount of the cryptocurrency.'],
    [{ method: 'card', amount: 100 }, 'number', 'Check the card number.'],
  ])('refuses %j with a field error on %s, writing nothing', async (payload, field, message) => {
    const { token, id } = await verifiedPlayer(t);
    const response = await playerApi(t, token).deposit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect((await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [id])).rowCount).toBe(0);
  });

  it('reads amounts exactly from their decimal text, never through floating-point arithmetic', async () => {
    const { token, id } = await verifiedPlayer(t);
    for (const amount of [1_000.29, 19.99, '150.50', 10.1]) expect((await playerApi(t, token).deposit({ method: 'pix', amount })).statusCode).toBe(201);
    const rows = await t.db.query<{ amount_centavos: bigint }>('SELECT amount_centavos FROM deposits WHERE user_id = $1 ORDER BY amount_centavos', [id]);
    expect(rows.rows.map((row) => row.amount_centavos)).toEqual([1010n, 1999n, 15050n, 100029n]);
    // 1.1 * 100 is 110.00000000000001 in binary floating point: more than 2 places, refused.
    expect((await playerApi(t, token).deposit({ method: 'pix', amount: 1.1 * 100 })).statusCode).toBe(400);
  });
});

describe("a player's deposits", () => {
  it("shows, lists, cancels only the player's own; another player's deposit is 404", async () => {
    const alice = await verifiedPlayer(t);
    const bob = await verifiedPlayer(t);
    const asAlice = playerApi(t, alice.token);
    const asBob = playerApi(t, bob.token);
    const first = (await asAlice.deposit({ method: 'pix', amount: 10 })).json().deposit;
    t.clock.advance(1_000);
    const second = (await asAlice.deposit({ method: 'papara', amount: 20 })).json().deposit;
    t.clock.set(START);

    const list = await asAlice.get('/wallet/deposits?limit=10');
    expect(list.json().deposits.map((deposit: { id: string }) => deposit.id)).toEqual([second.id, first.id]);
    expect(list.json().deposits[0]).not.toHaveProperty('instructions');
    expect((await asAlice.get('/wallet/deposits?limit=1')).json().deposits).toHaveLength(1);
    expect((await asAlice.get('/wallet/deposits?limit=0')).statusCode).toBe(400);
    expect((await asBob.get('/wallet/deposits')).json().deposits).toEqual([]);

    for (const attempt of [
      asBob.get(`/wallet/deposits/${first.id}`),
      asBob.post(`/wallet/deposits/${first.id}/cancel`),
      asBob.post(`/wallet/deposits/${first.id}/paid`),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(404);
      expect(response.json().message_key).toBe('payments.depositNotFound');
    }
    expect((await asAlice.get('/wallet/deposits/not-a-uuid')).statusCode).toBe(404);

    const cancelled = await asAlice.post(`/wallet/deposits/${first.id}/cancel`);
    expect(cancelled.json().deposit.status).toBe('cancelled');
    // Paying a cancelled deposit is refused.
    expect((await sandboxControl(t, first.id, 'approve')).json().webhook.body.results[0].outcome).toBe('not_payable');
    expect(await asAlice.balance()).toBe(0);
  });

  it('a completed deposit cannot be cancelled', async () => {
    const { token } = await verifiedPlayer(t);
    const api = playerApi(t, token);
    const deposit = (await api.deposit(card('4111111111111111', { amount: 20 }))).json().deposit;
    const response = await api.post(`/wallet/deposits/${deposit.id}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message_key).toBe('payments.notCancellable');
  });
});
