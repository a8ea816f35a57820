import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import { isValidCpf } from '../../domain/payments/cpf.ts';
import { ibanCheckDigits } from '../../domain/withdrawals/payout-details.ts';
import { asPlayer } from '../../testing/players.ts';
import { approveIdentity, casinoRound, createWalletTestApp, deposit, walletPlayer, type WalletTestApp } from './testing.ts';

/** Wednesday 12 June 2030, 15:00 in São Paulo. */
const NOW = new Date('2030-06-12T18:00:00Z');
const BBAN = '00360305000010009795493C1';
const IBAN = `BR${ibanCheckDigits('BR', BBAN)}${BBAN}`;
const CPF = '529.982.247-25';
const NBSP = '\u00a0';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletTestApp({ now: NOW });
});
afterEach(async () => {
  t.setNow(NOW);
  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const bankForm = (overrides: Record<string, unknown> = {}) => ({
  method: 'bank_transfer',
  bank: 'Banco do Brasil',
  account_number: '12345-6',
  iban: IBAN,
  first_name: 'joao',
  last_name: 'DA SILVA',
  amount: 500,
  city: 'São Paulo',
  cpf: CPF,
  id_expiry_date: '2030-06-12',
  birth_date: '1990-05-20',
  ...overrides,
});
const walletForm = (overrides: Record<string, unknown> = {}) => ({
  method: 'papara',
  account_number: '1234567890',
  first_name: 'João',
  last_name: 'da Silva',
  amount: 500,
  ...overrides,
});

function request(token: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${t.prefix}/wallet/withdrawals`,
    headers: { ...asPlayer(token), 'accept-language': 'en', ...headers },
    payload: payload as object,
  });
}
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url: `${t.prefix}${url}`, headers: { ...asPlayer(token), 'accept-language': 'en' } });
const cancel = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `${t.prefix}/wallet/withdrawals/${id}/cancel`, headers: { ...asPlayer(token), 'accept-language': 'en' } });
const ops = (url: string, payload?: object, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({
    method,
    url: `${t.prefix}${url}`,
    headers: { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': 'ana.ops', 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
/** The withdrawal notifications a player received, with the count of their realtime events. */
async function decisionNotices(userId: number) {
  const rows = await t.db.query<{ id: bigint; translation_key: string; translation_params: Record<string, string>; message: string }>(
    `SELECT id, translation_key, translation_params, message FROM notifications WHERE user_id = $1 AND translation_key LIKE 'notifications.withdrawal%' ORDER BY id`,
    [userId],
  );
  const events = await t.db.query<{ count: bigint }>(`SELECT count(*) AS count FROM account_events WHERE user_id = $1 AND name = 'new-notification'`, [userId]);
  return rows.rows.map((row) => ({ key: row.translation_key, params: row.translation_params, message: row.message, events: Number(events.rows[0]!.count) }));
}

const approve = (id: number, payload?: object) => ops(`/ops/withdrawals/${id}/approve`, payload);
const claim = (id: number, actor = 'ana.ops') =>
  t.app.inject({
    method: 'POST',
    url: `${t.prefix}/ops/withdrawals/${id}/claim`,
    headers: { authorization: `Bearer ${t.opsToken}`, 'x-ops-actor': actor, 'accept-language': 'en' },
  });
/** Ops' way to pay: claim, send the payout, approve. */
async function payOut(id: number, payload?: object) {
  expect((await claim(id)).statusCode).toBe(200);
  return approve(id, payload);
}
const reject = (id: number, reason = 'Account closed at the bank') => ops(`/ops/withdrawals/${id}/reject`, { reason });

async function balanceOf(token: string): Promise<number> {
  return (await get(token, '/user')).json().user.balance as number;
}

/** Stakes `total` reais from cash in rounds no bigger than `chunk`, each won back. */
async function wager(userId: number, total: number, chunk: number) {
  for (let left = total; left > 0; left -= chunk) await casinoRound(t, userId, Math.min(chunk, left));
}

/** A verified player named João da Silva who deposited `deposited` and wagered it 2.5 times. */
async function readyPlayer(options: { deposited?: number; verified?: boolean; wagered?: number } = {}) {
  const deposited = options.deposited ?? 2_000;
  const player = await walletPlayer(t, { first_name: 'João', last_name: 'da Silva' });
  if (options.verified !== false) await approveIdentity(t, player.id);
  if (deposited > 0) {
    await deposit(t, player.id, deposited);
    await wager(player.id, options.wagered ?? deposited * 2.5, deposited);
  }
  return player;
}

async function requested(token: string, payload: object = walletForm()) {
  const response = await request(token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().withdrawal as { id: number; amount: number; fee: number; status: string; method: string; created_at: string };
}

describe('requesting a withdrawal', () => {
  it('needs identity verification first, before any field is checked (403)', async () => {
    const { token } = await readyPlayer({ verified: false });
    const response = await request(token, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message_key: 'withdrawals.identityRequired', message: expect.stringContaining('Verify your identity') });
    expect((await get(token, '/wallet/withdrawal-methods')).json()).toMatchObject({ identity_verified: false, max_amount: 0 });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${t.prefix}/wallet/withdrawals`, payload: walletForm() })).statusCode).toBe(401);
  });

  it('reserves the amount at once: 201, pending, and the balance drops', async () => {
    const { token, id } = await readyPlayer();
    expect(await balanceOf(token)).toBe(2_000);
    const response = await request(token, bankForm({ amount: '750,50' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Withdrawal requested. The amount stays reserved until it is paid.',
      withdrawal: { method: 'bank_transfer', amount: 750.5, fee: 0, status: 'pending', created_at: NOW.toISOString(), account: '•••• 3456' },
    });
    expect(await balanceOf(token)).toBe(1_249.5);
    // onBalanceChanged → the notifier: the player's screens get the new balance live.
    await vi.waitFor(() => expect(t.balanceUpdates(id)).toEqual([{ newBalance: 1_249.5, bonusBalance: 0 }]));
    const reservation = await t.ledger.getTransfer(t.db, `withdrawal:${response.json().withdrawal.id}`);
    expect(reservation).toMatchObject({ kind: 'withdrawal', phase: 'pending', amountCentavos: 75_050n });
    expect(reservation?.credit.purpose).toBe('clearing:bank_transfer');
  });

  it('keeps the payout details sealed at rest', async () => {
    const { token } = await readyPlayer();
    const withdrawal = await requested(token, bankForm());
    const row = (await t.db.query<{ payout_details_sealed: string }>('SELECT payout_details_sealed FROM withdrawals WHERE id = $1', [withdrawal.id])).rows[0]!;
    expect(row.payout_details_sealed).toMatch(/^v1\./);
    expect(row.payout_details_sealed).not.toContain('52998224725');
  });

  it('answers a retry with the same Idempotency-Key with the first withdrawal', async () => {
    const { token } = await readyPlayer();
    const first = await request(token, walletForm(), { 'idempotency-key': 'click-1' });
    const second = await request(token, walletForm(), { 'idempotency-key': 'click-1' });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().withdrawal.id).toBe(first.json().withdrawal.id);
    expect(await balanceOf(token)).toBe(1_500);
    // The same key for a different withdrawal is a client bug: refused, nothing reserved.
    for (const other of [walletForm({ amount: 600 }), walletForm({ account_number: '1234567899' }), bankForm()]) {
      const reused = await request(token, other, { 'idempotency-key': 'click-1' });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({
        message_key: 'withdrawals.idempotencyKeyReused',
        message: 'This request key was already used for another withdrawal. Send the new request with a new key.',
      });
    }
    expect(await balanceOf(token)).toBe(1_500);
    const badKey = await request(token, walletForm(), { 'idempotency-key': 'has spaces' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors._[0]).toBe('The Idempotency-Key header must be 1 to 100 visible characters.');
  });

  it('lists the methods, forms and what the terms allow now', async () => {
    const { token } = await readyPlayer();
    const body = (await get(token, '/wallet/withdrawal-methods')).json();
    expect(body).toMatchObject({
      currency: 'BRL',
      identity_verified: true,
      available_cash: 2_000,
      minimum: 500,
      max_amount: 2_000,
      weekly_limit: 50_000,
      weekly_used: 0,
      weekly_remaining: 50_000,
      week_resets_at: '2030-06-16T03:00:00.000Z',
      free_withdrawals_per_month: 4,
      free_withdrawals_left: 4,
      fee: 250,
      next_fee: 0,
      wagering: { multiple: 2.5, required: 5_000, wagered: 5_000, remaining: 0 },
      deposit_cap: { applies: true, threshold: 10_000, multiple: 10, max: 20_000 },
    });
    expect(body.methods).toEqual([
      {
        method: 'bank_transfer',
        form: 'bank',
        fields: ['bank', 'account_number', 'iban', 'first_name', 'last_name', 'amount', 'city', 'cpf', 'id_expiry_date', 'birth_date'],
      },
      { method: 'payfix', form: 'wallet_account', fields: ['account_number', 'first_name', 'last_name', 'amount'] },
      { method: 'pep', form: 'wallet_account', fields: ['account_number', 'first_name', 'last_name', 'amount'] },
      { method: 'mefete', form: 'wallet_account', fields: ['account_number', 'first_name', 'last_name', 'amount'] },
      { method: 'papara', form: 'wallet_account', fields: ['account_number', 'first_name', 'last_name', 'amount'] },
    ]);
  });
});

describe('form validation', () => {
  it('names every missing field of the bank form with its message', async () => {
    const { token } = await readyPlayer();
    const response = await request(token, { method: 'bank_transfer' });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]))).toEqual({
      bank: 'Enter the bank.',
      account_number: 'Enter the account number.',
      iban: 'Enter the IBAN.',
      first_name: "Enter the account holder's first name.",
      last_name: "Enter the account holder's last name.",
      amount: 'Enter the amount.',
      city: 'Enter the city.',
      cpf: 'Enter your CPF.',
      id_expiry_date: "Enter your ID's expiry date.",
      birth_date: 'Enter your date of birth.',
    });
  });

  it('names every missing field of the wallet-account form, and only those', async () => {
    const { token } = await readyPlayer();
    const response = await request(token, { method: 'payfix', amount: '' });
    expect(Object.keys(response.json().errors).sort()).toEqual(['account_number', 'amount', 'first_name', 'last_name']);
    expect(response.json().errors.amount[0]).toBe('Enter the amount.');
  });

  it.each([
    ['method', { method: 'pix' }, 'Choose a withdrawal method.'],
    ['iban', { iban: IBAN.slice(0, -1) + '9' }, 'This IBAN is not valid: check the digits.'],
    ['cpf', { cpf: '529.982.247-26' }, 'This CPF is not valid.'],
    ['id_expiry_date', { id_expiry_date: '2030-06-11' }, 'Your ID has expired: use a valid document.'],
    ['id_expiry_date', { id_expiry_date: '2030-02-30' }, 'Enter a valid date (YYYY-MM-DD).'],
    ['birth_date', { birth_date: '2012-06-13' }, 'You must be 18 or older.'],
    ['birth_date', { birth_date: '20/05/1990' }, 'Enter a valid date (YYYY-MM-DD).'],
    // The profile's rule: a real date of birth is from 1900 on.
    ['birth_date', { birth_date: '0001-01-01' }, 'Enter a valid date of birth.'],
    ['birth_date', { birth_date: '1899-12-31' }, 'Enter a valid date of birth.'],
    // No ID runs 20 years from today (12 June 2030).
    ['id_expiry_date', { id_expiry_date: '9999-12-31' }, "Check your ID's expiry date: no ID is valid for that long."],
    ['id_expiry_date', { id_expiry_date: '2050-06-13' }, "Check your ID's expiry date: no ID is valid for that long."],
    ['first_name', { first_name: 'Maria' }, 'Use the name on your Palpite account: withdrawals only go to accounts in your own name.'],
    ['last_name', { last_name: 'Souza' }, 'Use the name on your Palpite account: withdrawals only go to accounts in your own name.'],
    ['amount', { amount: '10.001' }, 'Enter a valid amount, with at most two decimals.'],
    ['amount', { amount: -500 }, 'Enter a valid amount, with at most two decimals.'],
    // No amount at all, not a missing one (1e400 in the JSON is read as Infinity, which is no number either).
    ['amount', { amount: true }, 'Enter a valid amount, with at most two decimals.'],
    ['amount', { amount: [500] }, 'Enter a valid amount, with at most two decimals.'],
    ['amount', { amount: null }, 'Enter the amount.'],
    ['account_number', { account_number: 'no digits' }, 'Enter a valid account number.'],
  ])('refuses a bad %s: %o', async (field, override, message) => {
    const { token } = await readyPlayer();
    const response = await request(token, bankForm(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field][0]).toBe(message);
  });

  it('accepts an ID expiring today, a player who turns 18 today, names in any case and accents', async () => {
    const { token } = await readyPlayer();
    const response = await request(token, bankForm({ id_expiry_date: '2030-06-12', birth_date: '2012-06-12', first_name: ' JOÃO ', last_name: 'da silva' }));
    expect(response.statusCode).toBe(201);
    expect(isValidCpf(CPF)).toBe(true);
  });

  it('accepts an ID expiring 20 years from today and a date of birth on 1 January 1900, and refuses beyond them in the player’s language', async () => {
    const { token } = await readyPlayer();
    const beyond = await request(token, bankForm({ id_expiry_date: '2050-06-13', birth_date: '1899-12-31' }), { 'accept-language': 'pt-BR' });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors).toEqual({
      id_expiry_date: ['Confira a data de validade do documento: nenhum documento tem validade tão longa.'],
      birth_date: ['Informe uma data de nascimento válida.'],
    });
    const atTheBounds = await request(token, bankForm({ id_expiry_date: '2050-06-12', birth_date: '1900-01-01' }));
    expect(atTheBounds.statusCode, atTheBounds.body).toBe(201);
  });

  it('answers in the player’s language', async () => {
    const { token } = await readyPlayer();
    const response = await request(token, bankForm({ cpf: '111.111.111-11', amount: 100 }), { 'accept-language': 'pt-BR' });
    expect(response.json()).toMatchObject({ message: 'Verifique os campos destacados.', errors: { cpf: ['Este CPF não é válido.'] } });
    const refused = await request(token, walletForm({ amount: 100 }), { 'accept-language': 'pt-BR' });
    expect(refused.json().message).toBe(`O valor mínimo de saque é R$${NBSP}500,00.`);
  });
});

describe('withdrawal terms', () => {
  it('takes R$ 500 exactly, refuses R$ 499,99 with the message under the amount', async () => {
    const { token } = await readyPlayer();
    const refused = await request(token, walletForm({ amount: 499.99 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message_key: 'withdrawals.belowMinimum',
      message: `The minimum withdrawal is R$${NBSP}500,00.`,
      translation_params: { min: `R$${NBSP}500,00` },
      errors: { amount: [`The minimum withdrawal is R$${NBSP}500,00.`] },
      details: { refusals: [{ code: 'below_minimum', message_key: 'withdrawals.belowMinimum', min: 500 }] },
    });
    expect((await request(token, walletForm({ amount: 500 }))).statusCode).toBe(201);
  });

  it('needs deposits wagered 2.5 times and says how much is left', async () => {
    const { token, id } = await readyPlayer({ deposited: 1_000, wagered: 2_000 });
    const refused = await request(token, walletForm());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message_key: 'withdrawals.wageringRequired',
      message: `Wager your deposits before withdrawing: R$${NBSP}500,00 left to bet (R$${NBSP}2.000,00 of R$${NBSP}2.500,00 done).`,
    });
    expect((await get(token, '/wallet/withdrawal-methods')).json().wagering).toEqual({ multiple: 2.5, required: 2_500, wagered: 2_000, remaining: 500 });
    await casinoRound(t, id, 499.99);
    expect((await request(token, walletForm())).json().message_key).toBe('withdrawals.wageringRequired');
    await casinoRound(t, id, 0.01);
    expect((await request(token, walletForm())).statusCode).toBe(201);
  });

  it('counts only stakes from cash towards wagering, not bonus stakes', async () => {
    const { token, id } = await readyPlayer({ deposited: 1_000, wagered: 0 });
    await t.ledger.transfer(t.db, {
      id: `bonus:${id}`,
      kind: 'bonus_grant',
      debit: { system: 'bonus_funding' },
      credit: { userId: BigInt(id), purpose: 'bonus' },
      amountCentavos: 300_000n,
    });
    await t.ledger.transfer(t.db, {
      id: `bonus-bet:${id}`,
      kind: 'casino_bet',
      debit: { userId: BigInt(id), purpose: 'bonus' },
      credit: { system: 'house_revenue' },
      amountCentavos: 300_000n,
    });
    expect((await request(token, walletForm())).json().message_key).toBe('withdrawals.wageringRequired');
  });

  it('caps a withdrawal at 10× the last deposit while lifetime deposits are R$ 10.000 or less', async () => {
    const { token, id } = await readyPlayer({ deposited: 9_900 });
    await deposit(t, id, 100); // lifetime R$ 10.000,00 exactly, last deposit R$ 100,00
    await wager(id, 250, 250);
    const refused = await request(token, walletForm({ amount: 1_000.01 }));
    expect(refused.json()).toMatchObject({
      message_key: 'withdrawals.aboveDepositCap',
      message: `While your deposits total R$${NBSP}10.000,00 or less, you can withdraw up to 10× your last deposit (R$${NBSP}100,00) until your next deposit; R$${NBSP}0,00 of it is already withdrawn or requested: up to R$${NBSP}1.000,00 now.`,
    });
    expect((await request(token, walletForm({ amount: 1_000 }))).statusCode).toBe(201);
    // The cap is 10× the last deposit in all until the next one, not per request: a second request is refused.
    const again = await request(token, walletForm({ amount: 500 }));
    expect(again.json()).toMatchObject({
      message_key: 'withdrawals.aboveDepositCap',
      details: { refusals: [expect.objectContaining({ max: 0, withdrawn: 1_000 })] },
    });
    await deposit(t, id, 0.01); // lifetime above R$ 10.000: no cap any more
    await wager(id, 0.03, 0.03);
    expect((await request(token, walletForm({ amount: 5_000 }))).statusCode).toBe(201);
  });

  it('refuses a player who never deposited, even with cash', async () => {
    const { token, id } = await readyPlayer({ deposited: 0 });
    await t.ledger.transfer(t.db, {
      id: `grant:${id}`,
      kind: 'correction',
      debit: { system: 'house_revenue' },
      credit: { userId: BigInt(id), purpose: 'cash' },
      amountCentavos: 100_000n,
    });
    expect((await request(token, walletForm())).json()).toMatchObject({
      message_key: 'withdrawals.depositRequired',
      message: 'Make a deposit before your first withdrawal.',
    });
  });

  it('never pays out bonus money: the amount must fit in cash', async () => {
    const { token, id } = await readyPlayer();
    await t.ledger.transfer(t.db, {
      id: `bonus2:${id}`,
      kind: 'bonus_grant',
      debit: { system: 'bonus_funding' },
      credit: { userId: BigInt(id), purpose: 'bonus' },
      amountCentavos: 500_000n,
    });
    const refused = await request(token, walletForm({ amount: 2_000.01 }));
    expect(refused.json()).toMatchObject({
      message_key: 'withdrawals.insufficientBalance',
      message: `Not enough cash balance: you can withdraw up to R$${NBSP}2.000,00. Bonus balance cannot be withdrawn.`,
    });
  });

  it('charges nothing for the 4th withdrawal of the month and R$ 250 for the 5th, reserved with it', async () => {
    const { token, id } = await readyPlayer();
    for (let index = 0; index < 3; index++) await requested(token, walletForm());
    // A cancelled one gave the money back and does not use a free withdrawal.
    const cancelled = await requested(token, walletForm());
    expect((await cancel(token, cancelled.id)).statusCode).toBe(200);
    await deposit(t, id, 1_000);
    await wager(id, 2_500, 1_000);
    const balanceBefore = await balanceOf(token);
    expect((await get(token, '/wallet/withdrawal-methods')).json()).toMatchObject({ free_withdrawals_left: 1, next_fee: 0 });
    const fourth = await requested(token, walletForm());
    expect(fourth.fee).toBe(0);
    expect((await get(token, '/wallet/withdrawal-methods')).json()).toMatchObject({ free_withdrawals_left: 0, next_fee: 250 });
    const fifth = await requested(token, walletForm());
    expect(fifth).toMatchObject({ amount: 500, fee: 250 });
    expect(await balanceOf(token)).toBe(balanceBefore - 500 - 500 - 250);
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:fee`)).toMatchObject({ kind: 'fee', phase: 'pending', amountCentavos: 25_000n });
  });

  it('counts the fee within cash: amount + fee must fit', async () => {
    const { token, id } = await readyPlayer();
    for (let index = 0; index < 4; index++) await requested(token, walletForm());
    expect(await balanceOf(token)).toBe(0);
    await deposit(t, id, 1_000);
    await wager(id, 2_500, 1_000);
    const refused = await request(token, walletForm({ amount: 800 }));
    expect(refused.json()).toMatchObject({
      message_key: 'withdrawals.insufficientBalanceWithFee',
      message: `Not enough cash balance for this amount plus the R$${NBSP}250,00 fee: you can withdraw up to R$${NBSP}750,00.`,
    });
    expect((await request(token, walletForm({ amount: 750 }))).statusCode).toBe(201);
    expect(await balanceOf(token)).toBe(0);
  });

  it('keeps to R$ 50.000 a week, the week starting Sunday 00:00 in São Paulo', async () => {
    const { token } = await readyPlayer({ deposited: 60_000 });
    t.setNow(new Date('2030-06-15T12:00:00Z')); // Saturday
    await requested(token, walletForm({ amount: 49_500 }));
    t.setNow(new Date('2030-06-16T02:59:59Z')); // Saturday 23:59:59 in São Paulo, already Sunday in UTC
    const refused = await request(token, walletForm({ amount: 500.01 }));
    expect(refused.json()).toMatchObject({
      message_key: 'withdrawals.weeklyLimit',
      message: `This goes over the weekly withdrawal limit of R$${NBSP}50.000,00: R$${NBSP}500,00 left this week.`,
      details: { refusals: [{ code: 'weekly_limit', limit: 50_000, remaining: 500, resets_at: '2030-06-16T03:00:00.000Z' }] },
    });
    await requested(token, walletForm({ amount: 500 }));
    t.setNow(new Date('2030-06-16T03:00:00Z')); // Sunday 00:00 in São Paulo
    expect((await get(token, '/wallet/withdrawal-methods')).json()).toMatchObject({ weekly_used: 0, weekly_remaining: 50_000 });
    await requested(token, walletForm({ amount: 5_000 }));
    expect(await balanceOf(token)).toBe(5_000);
  });

  it('lets only one of two concurrent requests spend the same cash', async () => {
    const { token } = await readyPlayer();
    const responses = await Promise.all([request(token, walletForm({ amount: 1_500 })), request(token, walletForm({ amount: 1_500 }))]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(await balanceOf(token)).toBe(500);
  });
});

describe('decisions', () => {
  it('approve: paid, the reservation posted, the balance unchanged, audited', async () => {
    const { token, id } = await readyPlayer();
    const withdrawal = await requested(token, walletForm({ amount: 800 }));
    await vi.waitFor(() => expect(t.balanceUpdates(id)).toHaveLength(1));
    const response = await payOut(withdrawal.id, { payout_reference: 'PAPARA-778899' });
    expect(response.statusCode).toBe(200);
    expect(response.json().withdrawal).toMatchObject({
      id: withdrawal.id,
      status: 'paid',
      decided_at: NOW.toISOString(),
      decided_by: 'ana.ops',
      payout_reference: 'PAPARA-778899',
    });
    expect(await balanceOf(token)).toBe(1_200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.balanceUpdates(id)).toHaveLength(1); // approval moves nothing the player sees
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${withdrawal.id}:paid`)).toMatchObject({ phase: 'post_pending', amountCentavos: 80_000n });
    const balances = await t.ledger.balances(t.db, BigInt(id));
    expect(balances).toMatchObject({ cashCentavos: 120_000n, cashPendingCentavos: 0n });
    const audit = await t.db.query<{ actor: string; action: string }>('SELECT actor, action FROM ops_audit_log WHERE subject = $1', [
      `withdrawal:${withdrawal.id}`,
    ]);
    expect(audit.rows).toEqual([
      { actor: 'ana.ops', action: 'withdrawal.claim' },
      { actor: 'ana.ops', action: 'withdrawal.approve' },
    ]);
    const own = (await get(token, '/wallet/withdrawals')).json();
    expect(own.withdrawals[0]).toMatchObject({ id: withdrawal.id, status: 'paid' });
    const paidList = (await ops('/ops/withdrawals?status=paid&limit=100', undefined, 'GET')).json().withdrawals as Array<{ id: number }>;
    expect(paidList.map((row) => row.id)).toContain(withdrawal.id);
    const pendingList = (await ops('/ops/withdrawals?limit=100', undefined, 'GET')).json().withdrawals as Array<{ id: number }>;
    expect(pendingList.map((row) => row.id)).not.toContain(withdrawal.id);
    // The player hears of it at once: a notification, and its realtime event in the same transaction.
    expect(await decisionNotices(id)).toEqual([
      { key: 'notifications.withdrawalPaid', params: { amount: 'R$\u00a0800,00' }, message: 'Seu saque de R$\u00a0800,00 foi pago.', events: 1 },
    ]);
  });

  it('reject: the money comes back exactly, fee included, with the reason shown to the player', async () => {
    const { token, id } = await readyPlayer();
    for (let index = 0; index < 4; index++) await requested(token, walletForm({ amount: 500 }));
    await deposit(t, id, 1_000);
    await wager(id, 2_500, 1_000);
    const before = await balanceOf(token);
    const fifth = await requested(token, walletForm({ amount: 500 }));
    expect(await balanceOf(token)).toBe(before - 750);
    const response = await reject(fifth.id, 'Conta de destino encerrada');
    expect(response.statusCode).toBe(200);
    expect(response.json().withdrawal).toMatchObject({ status: 'rejected', rejection_reason: 'Conta de destino encerrada' });
    expect(await balanceOf(token)).toBe(before);
    await vi.waitFor(() => expect(t.balanceUpdates(id).at(-1)).toEqual({ newBalance: before, bonusBalance: 0 }));
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:void`)).toMatchObject({ phase: 'void_pending' });
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:fee:void`)).toMatchObject({ phase: 'void_pending', amountCentavos: 25_000n });
    expect((await decisionNotices(id)).map((notice) => [notice.key, notice.params])).toEqual([
      ['notifications.withdrawalRejected', { amount: 'R$\u00a0500,00', reason: 'Conta de destino encerrada' }],
    ]);
  });

  it('shows no fee on a cancelled or rejected withdrawal: its reserved fee came back with it', async () => {
    const { token, id } = await readyPlayer();
    for (let index = 0; index < 4; index++) await requested(token, walletForm({ amount: 500 }));
    await deposit(t, id, 1_000);
    await wager(id, 2_500, 1_000);
    const before = await balanceOf(token);
    const feesBefore = await t.ledger.houseBalance(t.db, 'fees');
    const cancelled = await requested(token, walletForm({ amount: 500 }));
    expect(cancelled.fee).toBe(250);
    const cancelledResponse = await cancel(token, cancelled.id);
    expect(cancelledResponse.json().withdrawal).toMatchObject({ id: cancelled.id, status: 'cancelled', fee: 0 });
    const rejected = await requested(token, walletForm({ amount: 500 }));
    expect(rejected.fee).toBe(250);
    expect((await reject(rejected.id)).json().withdrawal).toMatchObject({ id: rejected.id, status: 'rejected', fee: 0 });

    // The ledger: both fees voided, the house kept none of them, the player has all of it back.
    for (const undone of [cancelled, rejected]) {
      expect(await t.ledger.getTransfer(t.db, `withdrawal:${undone.id}:fee:void`)).toMatchObject({ phase: 'void_pending', amountCentavos: 25_000n });
    }
    const feesAfter = await t.ledger.houseBalance(t.db, 'fees');
    expect(feesAfter.creditsPostedCentavos - feesBefore.creditsPostedCentavos).toBe(0n);
    expect(await balanceOf(token)).toBe(before);

    const undoneIds = new Set([cancelled.id, rejected.id]);
    const own = (await get(token, '/wallet/withdrawals')).json().withdrawals as Array<{ id: number; fee: number }>;
    expect(own.filter((row) => undoneIds.has(row.id)).map((row) => row.fee)).toEqual([0, 0]);
    const financial = (await get(token, '/wallet/financial-transactions')).json().items as Array<{ transaction_id: string; fee: number }>;
    expect(financial.filter((item) => [...undoneIds].some((undone) => item.transaction_id === `withdrawal:${undone}`)).map((item) => item.fee)).toEqual([0, 0]);
    const opsList = (await ops('/ops/withdrawals?status=all&limit=100', undefined, 'GET')).json().withdrawals as Array<{ id: number; fee: number }>;
    expect(opsList.filter((row) => undoneIds.has(row.id)).map((row) => row.fee)).toEqual([0, 0]);
    const audit = await t.db.query<{ detail: Record<string, string> }>("SELECT detail FROM ops_audit_log WHERE subject = $1 AND action = 'withdrawal.reject'", [
      `withdrawal:${rejected.id}`,
    ]);
    expect(audit.rows[0]!.detail).toMatchObject({ fee_centavos: '0', fee_released_centavos: '25000' });

    // A withdrawal undone before decisions recorded the fee charged kept its reserved fee: migration 036 clears it.
    await t.db.query('UPDATE withdrawals SET fee_centavos = 25000 WHERE id = $1', [cancelled.id]);
    await t.db.query(readFileSync(new URL('../../../migrations/036_withdrawal_fee_undone.sql', import.meta.url), 'utf8'));
    const migrated = (await get(token, '/wallet/withdrawals')).json().withdrawals as Array<{ id: number; fee: number }>;
    expect(migrated.find((row) => row.id === cancelled.id)).toMatchObject({ fee: 0 });
  });

  it('pays a 5th withdrawal free once the four before it were cancelled: its reserved fee is released, only R$ 500 leaves', async () => {
    const { token, id } = await readyPlayer({ deposited: 3_000 });
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await requested(token, walletForm({ amount: 500 })));
    expect(made.map((withdrawal) => withdrawal.fee)).toEqual([0, 0, 0, 0, 250]);
    const fifth = made[4]!;
    for (const earlier of made.slice(0, 4)) expect((await cancel(token, earlier.id)).statusCode).toBe(200);
    expect((await get(token, '/wallet/withdrawal-methods')).json()).toMatchObject({ free_withdrawals_left: 3, next_fee: 0 });
    const feesBefore = await t.ledger.houseBalance(t.db, 'fees');
    const clearingBefore = await t.ledger.houseBalance(t.db, 'clearing:papara');
    await vi.waitFor(() => expect(t.balanceUpdates(id).at(-1)).toEqual({ newBalance: 2_250, bonusBalance: 0 }));

    const response = await payOut(fifth.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().withdrawal).toMatchObject({ id: fifth.id, status: 'paid', amount: 500, fee: 0 });
    expect(await balanceOf(token)).toBe(2_500);
    expect(await t.ledger.balances(t.db, BigInt(id))).toMatchObject({ cashCentavos: 250_000n, cashPendingCentavos: 0n });
    await vi.waitFor(() => expect(t.balanceUpdates(id).at(-1)).toEqual({ newBalance: 2_500, bonusBalance: 0 }));
    // The fee reservation is released through the ledger, never posted: the house's fees did not move.
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:fee:paid`)).toBeNull();
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:fee:void`)).toMatchObject({ phase: 'void_pending', amountCentavos: 25_000n });
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:paid`)).toMatchObject({ phase: 'post_pending', amountCentavos: 50_000n });
    const feesAfter = await t.ledger.houseBalance(t.db, 'fees');
    const clearingAfter = await t.ledger.houseBalance(t.db, 'clearing:papara');
    expect(feesAfter.creditsPostedCentavos - feesBefore.creditsPostedCentavos).toBe(0n);
    expect(feesAfter.creditsPendingCentavos - feesBefore.creditsPendingCentavos).toBe(-25_000n);
    expect(clearingAfter.creditsPostedCentavos - clearingBefore.creditsPostedCentavos).toBe(50_000n);
    // What the player and ops see says the same: no fee, R$ 500 paid.
    expect((await get(token, '/wallet/withdrawals')).json().withdrawals[0]).toMatchObject({ id: fifth.id, status: 'paid', fee: 0 });
    const financial = (await get(token, '/wallet/financial-transactions')).json().items as Array<{
      transaction_id: string;
      final_amount: number;
      fee: number;
      status: string;
    }>;
    expect(financial.find((item) => item.transaction_id === `withdrawal:${fifth.id}`)).toMatchObject({ final_amount: 500, fee: 0, status: 'paid' });
    // The transactions tab shows the fee reserved and given back as waived, not refused.
    const lines = (await get(token, '/wallet/transactions?action=withdrawal')).json().transactions as Array<{
      transaction_id: string;
      amount: number;
      status: string;
    }>;
    const feeLines = lines.filter((line) => line.transaction_id.startsWith(`withdrawal:${fifth.id}:fee`)).map(({ amount, status }) => ({ amount, status }));
    expect(feeLines).toEqual([
      { amount: 250, status: 'waived' },
      { amount: -250, status: 'waived' },
    ]);
    expect((await decisionNotices(id)).map((notice) => notice.params)).toEqual([{ amount: 'R$\u00a0500,00' }]);
    const audit = await t.db.query<{ detail: Record<string, string> }>(
      "SELECT detail FROM ops_audit_log WHERE subject = $1 AND action = 'withdrawal.approve'",
      [`withdrawal:${fifth.id}`],
    );
    expect(audit.rows[0]!.detail).toMatchObject({ amount_centavos: '50000', fee_centavos: '0', fee_released_centavos: '25000' });
  });

  it('still charges the 5th withdrawal R$ 250 when the four before it were paid', async () => {
    const { token, id } = await readyPlayer({ deposited: 3_000 });
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await requested(token, walletForm({ amount: 500 })));
    for (const earlier of made.slice(0, 4)) expect((await payOut(earlier.id)).statusCode).toBe(200);
    const fifth = made[4]!;
    const feesBefore = await t.ledger.houseBalance(t.db, 'fees');

    const response = await payOut(fifth.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().withdrawal).toMatchObject({ id: fifth.id, status: 'paid', amount: 500, fee: 250 });
    expect(await t.ledger.balances(t.db, BigInt(id))).toMatchObject({ cashCentavos: 3_000_00n - 5n * 500_00n - 250_00n, cashPendingCentavos: 0n });
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:fee:paid`)).toMatchObject({ phase: 'post_pending', amountCentavos: 25_000n });
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:fee:void`)).toBeNull();
    expect((await t.ledger.houseBalance(t.db, 'fees')).creditsPostedCentavos - feesBefore.creditsPostedCentavos).toBe(25_000n);
    expect((await get(token, '/wallet/withdrawals')).json().withdrawals[0]).toMatchObject({ id: fifth.id, status: 'paid', fee: 250 });
  });

  it('an approval racing the cancels of the earlier ones: every call succeeds and the fifth ends free, whichever came first', async () => {
    const { token, id } = await readyPlayer({ deposited: 3_000 });
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await requested(token, walletForm({ amount: 500 })));
    const fifth = made[4]!;
    expect((await claim(fifth.id)).statusCode).toBe(200);
    const feesBefore = await t.ledger.houseBalance(t.db, 'fees');
    const responses = await Promise.all([approve(fifth.id), ...made.slice(0, 4).map((earlier) => cancel(token, earlier.id))]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Whichever came first, the fifth ends free: its fee released at payout, or refunded by the first cancel after it.
    const feePosted = (await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:fee:paid`))?.amountCentavos ?? 0n;
    const feeRefunded = (await t.ledger.getTransfer(t.db, `withdrawal:${fifth.id}:fee:refund`))?.amountCentavos ?? 0n;
    expect(feePosted).toBe(feeRefunded);
    expect(await t.ledger.balances(t.db, BigInt(id))).toMatchObject({ cashCentavos: 3_000_00n - 500_00n, cashPendingCentavos: 0n });
    const feesAfter = await t.ledger.houseBalance(t.db, 'fees');
    expect(feesAfter.creditsPostedCentavos - feesAfter.debitsPostedCentavos).toBe(feesBefore.creditsPostedCentavos - feesBefore.debitsPostedCentavos);
    expect((await get(token, '/wallet/withdrawals')).json().withdrawals[0]).toMatchObject({ id: fifth.id, status: 'paid', fee: 0 });
  });

  it('gives the 5th its fee back when an earlier withdrawal of the month is cancelled or rejected after the 5th was paid, once', async () => {
    const { token, id } = await readyPlayer({ deposited: 4_000 });
    const made = [];
    for (let index = 0; index < 6; index++) made.push(await requested(token, walletForm({ amount: 500 })));
    const [first, second, , , fifth, sixth] = made;
    for (const paid of [fifth!, sixth!]) {
      expect((await payOut(paid.id)).json().withdrawal).toMatchObject({ status: 'paid', fee: 250 });
    }
    const feesBefore = await t.ledger.houseBalance(t.db, 'fees');
    const cashBefore = (await t.ledger.balances(t.db, BigInt(id))).cashCentavos;

    expect((await cancel(token, first!.id)).statusCode).toBe(200);
    // The cancelled R$ 500 and the 5th's fee come back; the 6th still has four before it.
    expect((await t.ledger.balances(t.db, BigInt(id))).cashCentavos - cashBefore).toBe(500_00n + 250_00n);
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${fifth!.id}:fee:refund`)).toMatchObject({ kind: 'fee', amountCentavos: 25_000n });
    // Listed with the withdrawals, as the fee it gives back.
    const history = (await get(token, '/wallet/transactions?action=withdrawal')).json().transactions as Array<{
      transaction_id: string;
      amount: number;
      status: string;
    }>;
    expect(history.find((line) => line.transaction_id === `withdrawal:${fifth!.id}:fee:refund`)).toMatchObject({ amount: 250, status: 'waived' });
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${sixth!.id}:fee:refund`)).toBeNull();
    const withdrawals = (await get(token, '/wallet/withdrawals')).json().withdrawals as Array<{ id: number; fee: number }>;
    expect(withdrawals.filter((row) => row.id === fifth!.id || row.id === sixth!.id).map((row) => row.fee)).toEqual([250, 0]);
    expect((await decisionNotices(id)).map((notice) => [notice.key, notice.params])).toContainEqual([
      'notifications.withdrawalFeeRefunded',
      { amount: 'R$\u00a0250,00', withdrawal: 'R$\u00a0500,00' },
    ]);
    await vi.waitFor(() => expect(t.balanceUpdates(id).at(-1)).toEqual({ newBalance: Number(cashBefore + 750_00n) / 100, bonusBalance: 0 }));

    // A second place freed, by ops this time, frees the 6th's fee; nothing is refunded twice.
    expect((await reject(second!.id, 'Conta de destino encerrada')).statusCode).toBe(200);
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${sixth!.id}:fee:refund`)).toMatchObject({ amountCentavos: 25_000n });
    expect((await t.ledger.balances(t.db, BigInt(id))).cashCentavos - cashBefore).toBe(2n * (500_00n + 250_00n));
    const feesAfter = await t.ledger.houseBalance(t.db, 'fees');
    expect(feesAfter.debitsPostedCentavos - feesBefore.debitsPostedCentavos).toBe(50_000n);
    const audit = await t.db.query<{ actor: string; detail: Record<string, string> }>(
      "SELECT actor, detail FROM ops_audit_log WHERE action = 'withdrawal.fee_refund' AND subject IN ($1, $2) ORDER BY id",
      [`withdrawal:${fifth!.id}`, `withdrawal:${sixth!.id}`],
    );
    expect(audit.rows.map((row) => [row.actor, row.detail.freed_by])).toEqual([
      ['player', `withdrawal:${first!.id}`],
      [expect.any(String), `withdrawal:${second!.id}`],
    ]);
  });

  it('cancels and a rejection of earlier withdrawals racing each other after the 5th and 6th were paid: no deadlock, each fee refunded once', async () => {
    const { token, id } = await readyPlayer({ deposited: 4_000 });
    const made = [];
    for (let index = 0; index < 6; index++) made.push(await requested(token, walletForm({ amount: 500 })));
    const [first, second, third, , fifth, sixth] = made;
    for (const paid of [fifth!, sixth!]) expect((await payOut(paid.id)).json().withdrawal).toMatchObject({ fee: 250 });
    // Deadlocks are retried (inLedgerTransaction): counted here, as each costs a second and one of five attempts.
    const deadlocks: unknown[] = [];
    const original = t.db.transaction.bind(t.db);
    const spy = vi.spyOn(t.db, 'transaction').mockImplementation((work, options) =>
      original(work, options).catch((error: unknown) => {
        if ((error as { code?: string }).code === '40P01') deadlocks.push(error);
        throw error;
      }),
    );
    try {
      const responses = await Promise.all([cancel(token, first!.id), cancel(token, second!.id), reject(third!.id, 'Conta de destino encerrada')]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    } finally {
      spy.mockRestore();
    }
    expect(deadlocks).toEqual([]);
    for (const paid of [fifth!, sixth!]) {
      expect(await t.ledger.getTransfer(t.db, `withdrawal:${paid.id}:fee:refund`)).toMatchObject({ amountCentavos: 25_000n });
    }
    expect(await t.ledger.balances(t.db, BigInt(id))).toMatchObject({ cashCentavos: 4_000_00n - 3n * 500_00n, cashPendingCentavos: 500_00n });
  });

  it('needs a reason to reject, and the ops token for every ops call', async () => {
    const { token } = await readyPlayer();
    const withdrawal = await requested(token);
    expect((await ops(`/ops/withdrawals/${withdrawal.id}/reject`, { reason: ' ' })).json().errors.reason[0]).toBe('Give the reason for the rejection.');
    const noToken = await t.app.inject({ method: 'POST', url: `${t.prefix}/ops/withdrawals/${withdrawal.id}/approve` });
    expect(noToken.statusCode).toBe(401);
    const asPlayerToken = await t.app.inject({ method: 'GET', url: `${t.prefix}/ops/withdrawals`, headers: asPlayer(token) });
    expect(asPlayerToken.statusCode).toBe(401);
  });

  it('refuses a reason or payout reference with a direction override or a control character: 400, nothing decided', async () => {
    const { token, id } = await readyPlayer();
    const withdrawal = await requested(token);
    // Shown to the player, "R$ 1000,00" reversed by the override read "$R 1000,00" in the rejection notice.
    for (const reason of ['Conta encerrada \u202E00,0001 R$', 'Conta \u2066encerrada\u2069', 'Conta encerrada\u0007']) {
      const refused = await reject(withdrawal.id, reason);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.reason).toEqual(['This value is not valid.']);
    }
    expect((await claim(withdrawal.id)).statusCode).toBe(200);
    const badReference = await approve(withdrawal.id, { payout_reference: 'PAPARA-\u202E998877' });
    expect(badReference.statusCode).toBe(400);
    expect(badReference.json().errors.payout_reference).toEqual(['This value is not valid.']);
    expect((await get(token, '/wallet/withdrawals')).json().withdrawals[0]).toMatchObject({ id: withdrawal.id, status: 'processing', rejection_reason: null });
    expect(await decisionNotices(id)).toEqual([]);

    // A reason may still run to a second line.
    const rejected = await reject(withdrawal.id, 'Conta de destino encerrada.\r\nFale com o seu banco.');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().withdrawal).toMatchObject({ status: 'rejected', rejection_reason: 'Conta de destino encerrada.\r\nFale com o seu banco.' });
  });

  it('a decision is final: a second one is 409, an unknown id 404', async () => {
    const { token } = await readyPlayer();
    const withdrawal = await requested(token);
    expect((await payOut(withdrawal.id)).statusCode).toBe(200);
    const again = await reject(withdrawal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message_key: 'withdrawals.alreadyDecided', details: { status: 'paid' } });
    expect((await approve(withdrawal.id)).statusCode).toBe(409);
    expect((await cancel(token, withdrawal.id)).statusCode).toBe(409);
    expect((await approve(999_999_999)).statusCode).toBe(404);
  });

  it('concurrent approve and reject: exactly one wins and the ledger agrees with it', async () => {
    for (let round = 0; round < 5; round++) {
      const { token } = await readyPlayer();
      const withdrawal = await requested(token, walletForm({ amount: 1_000 }));
      expect((await claim(withdrawal.id)).statusCode).toBe(200);
      const [approved, rejected] = await Promise.all([approve(withdrawal.id), reject(withdrawal.id)]);
      const codes = [approved.statusCode, rejected.statusCode];
      expect(codes.sort()).toEqual([200, 409]);
      const winner = approved.statusCode === 200 ? 'paid' : 'rejected';
      const own = (await get(token, '/wallet/withdrawals')).json().withdrawals[0];
      expect(own.status).toBe(winner);
      expect(await balanceOf(token)).toBe(winner === 'paid' ? 1_000 : 2_000);
      const resolutions = await t.db.query('SELECT id FROM ledger_transfers WHERE pending_id = $1', [`withdrawal:${withdrawal.id}`]);
      expect(resolutions.rowCount).toBe(1);
    }
  });

  it('the ops queue shows pending withdrawals oldest first with the payout details, and audits the read', async () => {
    const { token, id } = await readyPlayer();
    const first = await requested(token, bankForm());
    const second = await requested(token, walletForm());
    const response = await ops('/ops/withdrawals?status=pending&limit=100', undefined, 'GET');
    expect(response.statusCode).toBe(200);
    const mine = (response.json().withdrawals as Array<{ id: number; user: { id: number } }>).filter((row) => row.user.id === id);
    expect(mine.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({
      status: 'pending',
      user: { id, first_name: 'João', last_name: 'da Silva' },
      details: { bank: 'Banco do Brasil', iban: IBAN, cpf: '52998224725', first_name: 'joao', last_name: 'DA SILVA', id_expiry_date: '2030-06-12' },
    });
    const audit = await t.db.query("SELECT 1 FROM ops_audit_log WHERE action = 'withdrawal.view' AND detail -> 'ids' ? $1", [String(first.id)]);
    expect(audit.rowCount).toBe(1);
  });
});

describe('ops paying a withdrawal out', () => {
  it('a claimed withdrawal can no longer be cancelled by the player, so a payout sent is never also refunded', async () => {
    const { token } = await readyPlayer();
    const withdrawal = await requested(token, walletForm({ amount: 700 }));
    const claimed = await claim(withdrawal.id);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().withdrawal).toMatchObject({ status: 'processing', processing_by: 'ana.ops', processing_at: NOW.toISOString(), decided_at: null });
    expect((await claim(withdrawal.id)).statusCode).toBe(200); // a retried claim of one's own
    const other = await claim(withdrawal.id, 'bruno.ops');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message_key: 'withdrawals.claimedByOther', details: { processing_by: 'ana.ops' } });

    const refused = await cancel(token, withdrawal.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message_key: 'withdrawals.inPayment',
      message: 'This withdrawal is already being paid out and can no longer be cancelled.',
    });
    expect(await balanceOf(token)).toBe(1_300);
    expect((await get(token, '/wallet/withdrawals')).json().withdrawals[0]).toMatchObject({ id: withdrawal.id, status: 'processing' });
    const queue = (await ops('/ops/withdrawals?status=processing&limit=100', undefined, 'GET')).json().withdrawals as Array<{ id: number }>;
    expect(queue.map((row) => row.id)).toContain(withdrawal.id);

    expect((await approve(withdrawal.id, { payout_reference: 'PAPARA-1' })).json().withdrawal).toMatchObject({ status: 'paid', processing_by: 'ana.ops' });
    expect(await balanceOf(token)).toBe(1_300);
    expect((await claim(withdrawal.id)).json()).toMatchObject({ message_key: 'withdrawals.alreadyDecided', details: { status: 'paid' } });
    const audit = await t.db.query<{ action: string }>('SELECT action FROM ops_audit_log WHERE subject = $1 ORDER BY id', [`withdrawal:${withdrawal.id}`]);
    expect(audit.rows.map((row) => row.action)).toEqual(['withdrawal.claim', 'withdrawal.approve']);
  });

  it('approving needs the approver’s own claim, and no one refunds a withdrawal another is paying out', async () => {
    const { token } = await readyPlayer();
    const withdrawal = await requested(token, walletForm({ amount: 700 }));
    const unclaimed = await approve(withdrawal.id, { payout_reference: 'PAPARA-2' });
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json()).toMatchObject({
      message_key: 'withdrawals.notClaimed',
      message: 'Claim this withdrawal before sending its payout and approving it.',
    });
    expect((await get(token, '/wallet/withdrawals')).json().withdrawals[0]).toMatchObject({ id: withdrawal.id, status: 'pending' });
    expect(await t.ledger.getTransfer(t.db, `withdrawal:${withdrawal.id}:paid`)).toBeNull();

    expect((await claim(withdrawal.id, 'bruno.ops')).statusCode).toBe(200);
    for (const decision of [approve(withdrawal.id), reject(withdrawal.id)]) {
      const refused = await decision;
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message_key: 'withdrawals.claimedByOther', details: { processing_by: 'bruno.ops' } });
    }
    expect(await balanceOf(token)).toBe(1_300);
    const audit = await t.db.query<{ action: string }>('SELECT action FROM ops_audit_log WHERE subject = $1 ORDER BY id', [`withdrawal:${withdrawal.id}`]);
    expect(audit.rows.map((row) => row.action)).toEqual(['withdrawal.claim']);
  });

  it('a claimed withdrawal that cannot be paid is rejected and the money returns', async () => {
    const { token } = await readyPlayer();
    const withdrawal = await requested(token, walletForm({ amount: 700 }));
    expect((await claim(withdrawal.id)).statusCode).toBe(200);
    expect((await reject(withdrawal.id)).json().withdrawal).toMatchObject({ status: 'rejected' });
    expect(await balanceOf(token)).toBe(2_000);
    expect((await claim(withdrawal.id)).statusCode).toBe(409);
    expect((await claim(999_999_999)).statusCode).toBe(404);
  });
});

describe('the player’s own withdrawals', () => {
  it('cancel while pending: voided, the money back, then final', async () => {
    const { token, id } = await readyPlayer();
    const withdrawal = await requested(token, walletForm({ amount: 600 }));
    expect(await balanceOf(token)).toBe(1_400);
    const response = await cancel(token, withdrawal.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Withdrawal cancelled. The amount is back in your balance.', withdrawal: { status: 'cancelled' } });
    expect(await balanceOf(token)).toBe(2_000);
    await vi.waitFor(() => expect(t.balanceUpdates(id).at(-1)).toEqual({ newBalance: 2_000, bonusBalance: 0 }));
    expect((await cancel(token, withdrawal.id)).statusCode).toBe(409);
    expect((await approve(withdrawal.id)).statusCode).toBe(409);
  });

  it('lists them newest first, a page at a time', async () => {
    const { token } = await readyPlayer();
    const made = [];
    for (let index = 0; index < 3; index++) made.push(await requested(token, walletForm({ amount: 500 + index })));
    const firstPage = (await get(token, '/wallet/withdrawals?limit=2')).json();
    expect(firstPage.withdrawals.map((row: { amount: number }) => row.amount)).toEqual([502, 501]);
    const secondPage = (await get(token, `/wallet/withdrawals?limit=2&cursor=${firstPage.next_cursor}`)).json();
    expect(secondPage).toEqual({ withdrawals: [expect.objectContaining({ id: made[0]!.id, amount: 500 })], next_cursor: null });
  });

  it('another player’s withdrawal is invisible: not listed, 404 on cancel', async () => {
    const owner = await readyPlayer();
    const withdrawal = await requested(owner.token);
    const other = await readyPlayer();
    expect((await get(other.token, '/wallet/withdrawals')).json().withdrawals).toEqual([]);
    const response = await cancel(other.token, withdrawal.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Withdrawal not found.');
    expect(await balanceOf(owner.token)).toBe(1_500);
  });
});
