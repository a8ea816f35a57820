import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BRAZIL_TIME_ZONE } from '@palpite/shared/contract';
import { checkLedger } from '../../ledger/index.ts';
import { addDays, formatLocalDate, localDateOf } from '../../domain/withdrawals/calendar.ts';
import { asPlayer } from '../../testing/players.ts';
import { approveIdentity, casinoRound, createWalletTestApp, deposit, walletPlayer, type WalletTestApp } from '../withdrawals/testing.ts';
import { createWalletHistoryService } from './service.ts';

// The ledger stamps transfers with the database's clock, so these tests run on the real clock.
let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletTestApp();
});
afterEach(async () => {
  const report = await checkLedger(t.db);
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

interface Line {
  transaction_id: string;
  date: string;
  action: string;
  amount: number;
  post_balance: number;
  game_name: string | null;
  payment_method: string | null;
  status: string;
}

const get = (token: string, url: string, language = 'en', timeZone?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${t.prefix}${url}`,
    headers: { ...asPlayer(token), 'accept-language': language, ...(timeZone === undefined ? {} : { 'x-time-zone': timeZone }) },
  });
const transactions = async (token: string, query = '') => {
  const response = await get(token, `/wallet/transactions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { transactions: Line[]; next_cursor: string | null };
};
const ops = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `${t.prefix}${url}`, headers: { authorization: `Bearer ${t.opsToken}` }, ...(payload ? { payload } : {}) });
const cash = (userId: number) => ({ userId: BigInt(userId), purpose: 'cash' as const });
const bonusWallet = (userId: number) => ({ userId: BigInt(userId), purpose: 'bonus' as const });
const day = (offset: number) => formatLocalDate(addDays(localDateOf(Date.now(), BRAZIL_TIME_ZONE), offset));

/**
 * Moves every transfer of the player's wallets to `at`: the ledger stamps transfers with the
 * database's clock and is append-only, so this runs with triggers off, as only a superuser could.
 */
async function backdate(userId: number, at: Date): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `UPDATE ledger_transfers SET created_at = $2
        WHERE debit_account_id IN (SELECT id FROM ledger_accounts WHERE user_id = $1)
           OR credit_account_id IN (SELECT id FROM ledger_accounts WHERE user_id = $1)`,
      [userId, at],
    );
  });
}

/** 16:27 UTC on 30 Nov: 13:27 on 30 Nov in São Paulo, 06:27 on 1 Dec in Kiritimati (UTC+14). */
const AFTERNOON_OF_30_NOVEMBER_UTC = new Date('2026-11-30T16:27:00Z');
const FIRST_OF_DECEMBER = '?from=2026-12-01&to=2026-12-01';
const LAST_OF_NOVEMBER = '?from=2026-11-30&to=2026-11-30';
/** Values of X-Time-Zone that name no zone: the days stay São Paulo's, without an error. */
const NOT_TIME_ZONES = ['Mars/Olympus', 'A'.repeat(500), '../', '../../etc/passwd', ''];

async function withdraw(token: string, amount: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${t.prefix}/wallet/withdrawals`,
    headers: asPlayer(token),
    payload: { method: 'payfix', account_number: '1234567890', first_name: 'Ana', last_name: 'Souza', amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().withdrawal as { id: number };
}

/**
 * A player with one of each movement, oldest first: deposit 1000 (Pix, payment PIX-<id>), a casino
 * round (bet 100, win 250), a casino bet rolled back, a refund, an open sports bet (reserved),
 * a sports bet voided, a sports bet settled for less than reserved.
 */
async function busyPlayer() {
  const player = await walletPlayer(t);
  const userId = BigInt(player.id);
  await deposit(t, player.id, 1_000, `PIX-${player.id}`);
  await casinoRound(t, player.id, 100, 250, 'Fortune Tiger');
  await t.ledger.transfer(t.db, {
    id: `rb-bet:${userId}`,
    kind: 'casino_bet',
    debit: cash(player.id),
    credit: { system: 'house_revenue' },
    amountCentavos: 3_000n,
    metadata: { gameName: 'Aviator' },
  });
  await t.ledger.reverse(t.db, { id: `rb:${userId}`, transferId: `rb-bet:${userId}`, kind: 'rollback', metadata: { gameName: 'Aviator' } });
  await t.ledger.transfer(t.db, {
    id: `refund:${userId}`,
    kind: 'refund',
    debit: { system: 'house_revenue' },
    credit: cash(player.id),
    amountCentavos: 2_000n,
  });
  await t.ledger.transfer(t.db, {
    id: `open:${userId}`,
    kind: 'bet_stake',
    pending: true,
    debit: cash(player.id),
    credit: { system: 'open_bets' },
    amountCentavos: 5_000n,
  });
  await t.ledger.transfer(t.db, {
    id: `voided:${userId}`,
    kind: 'bet_stake',
    pending: true,
    debit: cash(player.id),
    credit: { system: 'open_bets' },
    amountCentavos: 4_000n,
  });
  await t.ledger.voidPending(t.db, { id: `voided:${userId}:void`, pendingId: `voided:${userId}` });
  await t.ledger.transfer(t.db, {
    id: `part:${userId}`,
    kind: 'bet_stake',
    pending: true,
    debit: cash(player.id),
    credit: { system: 'open_bets' },
    amountCentavos: 6_000n,
  });
  await t.ledger.postPending(t.db, { id: `part:${userId}:post`, pendingId: `part:${userId}`, amountCentavos: 4_500n });
  return player;
}

/** Newest first: each line's balance is the previous (older) one plus its amount, except incoming pending money. */
function expectRunningBalance(lines: Line[]) {
  const oldestFirst = [...lines].reverse();
  for (let index = 1; index < oldestFirst.length; index++) {
    const line = oldestFirst[index]!;
    const before = oldestFirst[index - 1]!.post_balance;
    expect(Math.round((before + line.amount) * 100), `${line.transaction_id}`).toBe(Math.round(line.post_balance * 100));
  }
}

describe('transaction history', () => {
  it('lists every movement of the cash wallet, newest first, with signed amounts that add up to the balance', async () => {
    const { token, id } = await busyPlayer();
    const { transactions: lines, next_cursor } = await transactions(token);
    expect(next_cursor).toBeNull();
    expect(lines.map((line) => [line.action, line.amount, line.status])).toEqual([
      ['bet', 15, 'paid'], // the bet settled for 45 of the 60 reserved: 15 released
      ['bet', -60, 'paid'],
      ['bet', 40, 'void'], // the voided bet's money back
      ['bet', -40, 'void'],
      ['bet', -50, 'pending'], // still open
      ['refund', 20, 'paid'],
      ['rollback', 30, 'paid'],
      ['bet', -30, 'paid'],
      ['win', 250, 'paid'],
      ['bet', -100, 'paid'],
      ['deposit', 1_000, 'paid'],
    ]);
    expect(lines[0]!.post_balance).toBe(1_075);
    expectRunningBalance(lines);
    expect(lines.at(-1)).toMatchObject({ transaction_id: `deposit:PIX-${id}`, payment_method: 'pix', game_name: null, post_balance: 1_000 });
    expect(lines.at(-2)).toMatchObject({ game_name: 'Fortune Tiger', payment_method: null });
    expect(new Date(lines[0]!.date).getTime()).toBeGreaterThanOrEqual(new Date(lines.at(-1)!.date).getTime());
  });

  it.each([
    ['bet', ['bet']],
    ['win', ['win']],
    ['rollback', ['rollback']],
    ['refund', ['refund']],
    ['deposit', ['deposit']],
    ['cash_out', []],
  ])('filters by action %s', async (action, expected) => {
    const { token } = await busyPlayer();
    const { transactions: lines } = await transactions(token, `?action=${action}`);
    expect([...new Set(lines.map((line) => line.action))]).toEqual(expected);
  });

  it('lists withdrawals with their fee, and follows them from pending to paid or rejected', async () => {
    const { token, id } = await walletPlayer(t);
    await approveIdentity(t, id);
    await deposit(t, id, 5_000);
    await casinoRound(t, id, 5_000);
    await casinoRound(t, id, 5_000);
    await casinoRound(t, id, 2_500);
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await withdraw(token, 500));
    expect((await ops(`/ops/withdrawals/${made[0]!.id}/claim`)).statusCode).toBe(200);
    expect((await ops(`/ops/withdrawals/${made[0]!.id}/approve`)).statusCode).toBe(200);
    expect((await ops(`/ops/withdrawals/${made[4]!.id}/reject`, { reason: 'Conta encerrada' })).statusCode).toBe(200);
    const { transactions: lines } = await transactions(token, '?action=withdrawal');
    expect(lines.map((line) => [line.transaction_id, line.action, line.amount, line.status, line.payment_method])).toEqual([
      [`withdrawal:${made[4]!.id}:fee:void`, 'fee', 250, 'rejected', 'payfix'],
      [`withdrawal:${made[4]!.id}:void`, 'withdrawal', 500, 'rejected', 'payfix'],
      [`withdrawal:${made[4]!.id}:fee`, 'fee', -250, 'rejected', 'payfix'],
      [`withdrawal:${made[4]!.id}`, 'withdrawal', -500, 'rejected', 'payfix'],
      [`withdrawal:${made[3]!.id}`, 'withdrawal', -500, 'pending', 'payfix'],
      [`withdrawal:${made[2]!.id}`, 'withdrawal', -500, 'pending', 'payfix'],
      [`withdrawal:${made[1]!.id}`, 'withdrawal', -500, 'pending', 'payfix'],
      [`withdrawal:${made[0]!.id}`, 'withdrawal', -500, 'paid', 'payfix'],
    ]);
    const all = (await transactions(token, '?limit=100')).transactions;
    expectRunningBalance(all);
    expect(all[0]!.post_balance).toBe(3_000);
    expect((await get(token, '/user')).json().user.balance).toBe(3_000);
  });

  it('interprets from and to as São Paulo days, both included', async () => {
    const { token } = await busyPlayer();
    expect((await transactions(token, `?from=${day(-1)}&to=${day(1)}`)).transactions).toHaveLength(11);
    expect((await transactions(token, `?from=${day(-1)}`)).transactions).toHaveLength(11);
    expect((await transactions(token, `?to=${day(-2)}`)).transactions).toEqual([]);
    expect((await transactions(token, `?from=${day(2)}`)).transactions).toEqual([]);
  });

  it('counts from and to in the device’s zone (X-Time-Zone), the days the screen shows the lines on', async () => {
    const { token, id } = await walletPlayer(t);
    const depositId = await deposit(t, id, 100);
    await backdate(id, AFTERNOON_OF_30_NOVEMBER_UTC);
    const idsOf = async (query: string, timeZone?: string) => {
      const response = await get(token, `/wallet/transactions${query}`, 'en', timeZone);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { transactions: Line[] }).transactions.map((line) => line.transaction_id);
    };
    expect(await idsOf(FIRST_OF_DECEMBER, 'Pacific/Kiritimati')).toEqual([depositId]);
    expect(await idsOf(LAST_OF_NOVEMBER, 'Pacific/Kiritimati')).toEqual([]);
    expect(await idsOf(LAST_OF_NOVEMBER)).toEqual([depositId]);
    expect(await idsOf(FIRST_OF_DECEMBER)).toEqual([]);
    expect(await idsOf(LAST_OF_NOVEMBER, 'America/Sao_Paulo')).toEqual([depositId]);
    for (const nonsense of NOT_TIME_ZONES) expect(await idsOf(LAST_OF_NOVEMBER, nonsense), nonsense).toEqual([depositId]);
  });

  it('refuses bad filters with their messages', async () => {
    const { token } = await walletPlayer(t);
    const badAction = await get(token, '/wallet/transactions?action=jackpot');
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().errors.action[0]).toBe('Choose a valid transaction type.');
    expect((await get(token, '/wallet/transactions?from=2024-02-30')).json().errors.from[0]).toBe('Enter a valid date (YYYY-MM-DD).');
    expect((await get(token, '/wallet/transactions?from=2024-03-02&to=2024-03-01')).json().errors.to[0]).toBe(
      'The start date must be on or before the end date.',
    );
    expect((await get(token, '/wallet/transactions?limit=0')).statusCode).toBe(400);
    expect((await get(token, '/wallet/transactions?cursor=abc')).statusCode).toBe(400);
    // Digits past PostgreSQL's bigint: a 400, not the database's error as a 500.
    const huge = '99999999999999999999';
    expect((await get(token, `/wallet/transactions?cursor=${huge}`)).statusCode).toBe(400);
    expect((await get(token, `/wallet/bonus-transactions?cursor=${huge}`)).statusCode).toBe(400);
    const financial = Buffer.from(`${huge}|tx-1`).toString('base64url');
    expect((await get(token, `/wallet/financial-transactions?cursor=${financial}`)).statusCode).toBe(400);
  });

  it('pages with a cursor, without gaps or repeats', async () => {
    const { token } = await busyPlayer();
    const everything = (await transactions(token, '?limit=100')).transactions;
    const seen: Line[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { transactions: Line[]; next_cursor: string | null } = await transactions(token, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.transactions.length).toBeLessThanOrEqual(3);
      seen.push(...page.transactions);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 20);
    expect(seen).toEqual(everything);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/wallet/transactions` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/wallet/transactions/export` })).statusCode).toBe(401);
  });

  it('answers transactions.fetchFailed when the ledger cannot be read', async () => {
    const broken = createWalletHistoryService({
      db: t.db,
      ledger: { ...t.ledger, history: async () => Promise.reject(new Error('connection reset')) },
      now: () => new Date(),
    });
    await expect(broken.transactions(1n, { action: 'all', limit: 20 }, BRAZIL_TIME_ZONE)).rejects.toMatchObject({
      status: 500,
      key: 'transactions.fetchFailed',
    });
    await expect(broken.exportCsv(1n, { action: 'all' }, 'en', BRAZIL_TIME_ZONE)).rejects.toMatchObject({ status: 500, key: 'transactions.exportFailed' });
  });
});

describe('transaction export', () => {
  it('sends the screen’s lines as CSV: BOM, translated header, pt-BR numbers, attachment', async () => {
    const { token, id } = await busyPlayer();
    const response = await get(token, '/wallet/transactions/export?action=all', 'pt-BR');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="palpite-transacoes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = response.body;
    expect(body.startsWith('\uFEFFID da transação;Data (America/Sao_Paulo);Ação;Valor;Saldo após;Jogo;Forma de pagamento;Status\r\n')).toBe(true);
    const rows = body.slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(12);
    expect(rows[1]).toMatch(/^part:\d+:post;\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};Aposta;15,00;1075,00;;;Pago$/);
    expect(rows.at(-1)).toMatch(new RegExp(`^deposit:PIX-${id};[^;]+;Depósito;1000,00;1000,00;;Pix;Pago$`));
    expect(rows.find((row) => row.includes('Fortune Tiger'))).toMatch(/;Ganho;250,00;1150,00;Fortune Tiger;;Pago$/);
  });

  it('follows the filters and the language (en: commas and decimal points)', async () => {
    const { token } = await busyPlayer();
    const response = await get(token, '/wallet/transactions/export?action=win');
    const rows = response.body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Transaction ID,Date (America/Sao_Paulo),Action,Amount,Balance after,Game,Payment method,Status');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/,Win,250\.00,1150\.00,Fortune Tiger,,Paid$/);
  });

  it('writes the times, and picks the days, in the device’s zone, naming it in the header', async () => {
    const { token, id } = await walletPlayer(t);
    const depositId = await deposit(t, id, 100);
    await backdate(id, AFTERNOON_OF_30_NOVEMBER_UTC);
    const exported = (query: string, timeZone?: string) => get(token, `/wallet/transactions/export${query}`, 'pt-BR', timeZone);

    const kiritimati = await exported(FIRST_OF_DECEMBER, 'Pacific/Kiritimati');
    expect(kiritimati.statusCode, kiritimati.body).toBe(200);
    expect(kiritimati.body.slice(1).trimEnd().split('\r\n')).toEqual([
      'ID da transação;Data (Pacific/Kiritimati);Ação;Valor;Saldo após;Jogo;Forma de pagamento;Status',
      `${depositId};2026-12-01 06:27:00;Depósito;100,00;100,00;;Pix;Pago`,
    ]);
    expect((await exported(LAST_OF_NOVEMBER, 'Pacific/Kiritimati')).statusCode).toBe(404);

    for (const timeZone of [undefined, 'America/Sao_Paulo', ...NOT_TIME_ZONES]) {
      const brazil = await exported(LAST_OF_NOVEMBER, timeZone);
      expect(brazil.statusCode, `${timeZone}: ${brazil.body}`).toBe(200);
      expect(brazil.body.slice(1).trimEnd().split('\r\n')).toEqual([
        'ID da transação;Data (America/Sao_Paulo);Ação;Valor;Saldo após;Jogo;Forma de pagamento;Status',
        `${depositId};2026-11-30 13:27:00;Depósito;100,00;100,00;;Pix;Pago`,
      ]);
    }
    expect((await exported(FIRST_OF_DECEMBER)).statusCode).toBe(404);
  });

  it('answers 404 transactions.nothingToExport when nothing matches', async () => {
    const { token } = await busyPlayer();
    for (const query of ['?action=cash_out', `?to=${day(-2)}`]) {
      const response = await get(token, `/wallet/transactions/export${query}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message_key: 'transactions.nothingToExport',
        message: 'There are no transactions to export with these filters.',
      });
    }
    const empty = await walletPlayer(t);
    expect((await get(empty.token, '/wallet/transactions/export', 'pt-BR')).json().message).toBe('Não há transações para exportar com esses filtros.');
  });

  it('streams an export longer than one ledger page, every line once, formulas defused', async () => {
    const { token, id } = await walletPlayer(t);
    await deposit(t, id, 10_000);
    for (let round = 0; round < 200; round++) await casinoRound(t, id, 1, round % 2 === 0 ? 2 : 0, round === 0 ? '=cmd|calc' : 'Mines');
    const response = await get(token, '/wallet/transactions/export');
    const rows = response.body.slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + 1 + 200 + 100); // header, deposit, bets, wins: over one ledger page of 200
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(rows.length);
    expect(rows.some((row) => row.includes(",'=cmd|calc,"))).toBe(true);
    const screen = (await transactions(token, '?limit=100')).transactions;
    expect(rows.slice(1, 101).map((row) => row.split(',')[0])).toEqual(screen.map((line) => line.transaction_id));
  });
});

describe('financial transactions', () => {
  it('lists deposits and withdrawals, newest first, with paid, pending, rejected and cancelled', async () => {
    const { token, id } = await walletPlayer(t);
    await approveIdentity(t, id);
    await deposit(t, id, 2_000, `PIX-A${id}`);
    await t.ledger.transfer(t.db, {
      id: `deposit:card-${id}`,
      kind: 'deposit',
      pending: true,
      debit: { system: 'clearing:card' },
      credit: cash(id),
      amountCentavos: 30_000n,
      metadata: { payment_id: 'CARD-77' },
    });
    await t.ledger.transfer(t.db, {
      id: `deposit:failed-${id}`,
      kind: 'deposit',
      pending: true,
      debit: { system: 'clearing:crypto' },
      credit: cash(id),
      amountCentavos: 10_000n,
    });
    await t.ledger.voidPending(t.db, { id: `deposit:failed-${id}:void`, pendingId: `deposit:failed-${id}` });
    await casinoRound(t, id, 2_000);
    await casinoRound(t, id, 2_000);
    await casinoRound(t, id, 1_000);
    const paid = await withdraw(token, 500);
    await ops(`/ops/withdrawals/${paid.id}/claim`);
    await ops(`/ops/withdrawals/${paid.id}/approve`, { payout_reference: 'PAYFIX-1' });
    const rejected = await withdraw(token, 600);
    await ops(`/ops/withdrawals/${rejected.id}/reject`, { reason: 'Dados incorretos' });
    const cancelled = await withdraw(token, 700);
    await t.app.inject({ method: 'POST', url: `${t.prefix}/wallet/withdrawals/${cancelled.id}/cancel`, headers: asPlayer(token) });
    const pending = await withdraw(token, 550.5);

    const response = await get(token, '/wallet/financial-transactions');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<Record<string, unknown>>;
    expect(items.map((item) => [item.type, item.transaction_id, item.final_amount, item.status, item.payment_method, item.payment_id])).toEqual([
      ['withdrawal', `withdrawal:${pending.id}`, 550.5, 'pending', 'payfix', null],
      ['withdrawal', `withdrawal:${cancelled.id}`, 700, 'cancelled', 'payfix', null],
      ['withdrawal', `withdrawal:${rejected.id}`, 600, 'rejected', 'payfix', null],
      ['withdrawal', `withdrawal:${paid.id}`, 500, 'paid', 'payfix', 'PAYFIX-1'],
      ['deposit', `deposit:failed-${id}`, 100, 'rejected', 'crypto', null],
      ['deposit', `deposit:card-${id}`, 300, 'pending', 'card', 'CARD-77'],
      ['deposit', `deposit:PIX-A${id}`, 2_000, 'paid', 'pix', `PIX-A${id}`],
    ]);
    expect(items[0]).toMatchObject({ fee: 0, date: expect.stringMatching(/Z$/) });
    // The ledger's lines say the same: the player's cancel is not the operator's refusal.
    const statusOf = (lines: Line[], transferId: string) => lines.find((line) => line.transaction_id === transferId)?.status;
    const withdrawalLines = (await transactions(token, '?action=withdrawal')).transactions;
    expect(statusOf(withdrawalLines, `withdrawal:${cancelled.id}`)).toBe('cancelled');
    expect(statusOf(withdrawalLines, `withdrawal:${cancelled.id}:void`)).toBe('cancelled');
    expect(statusOf(withdrawalLines, `withdrawal:${rejected.id}`)).toBe('rejected');
    expect(statusOf(withdrawalLines, `withdrawal:${rejected.id}:void`)).toBe('rejected');

    const first = (await get(token, '/wallet/financial-transactions?limit=4')).json();
    expect(first.items).toHaveLength(4);
    const second = (await get(token, `/wallet/financial-transactions?limit=4&cursor=${first.next_cursor}`)).json();
    expect([...first.items, ...second.items]).toEqual(items);
    expect(second.next_cursor).toBeNull();
    expect((await get(token, '/wallet/financial-transactions?cursor=bm9wZQ')).statusCode).toBe(400);

    const stranger = await walletPlayer(t);
    expect((await get(stranger.token, '/wallet/financial-transactions')).json().items).toEqual([]);
  });

  it('lists the deposits that never reached the balance: a declined card as rejected, a Pix unpaid in time as expired, one not paid yet as pending', async () => {
    const { token, id } = await walletPlayer(t);
    await t.db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [id]);
    const depositOf = (payload: object) => t.app.inject({ method: 'POST', url: `${t.prefix}/wallet/deposits`, headers: asPlayer(token), payload });
    const card = { method: 'card', amount: 100, number: '4000 0000 0000 0002', expiry_month: 12, expiry_year: 2030, cvv: '123', holder: 'Ana Souza' };
    expect((await depositOf(card)).json().deposit).toMatchObject({ status: 'failed' });
    const unpaid = (await depositOf({ method: 'pix', amount: 40 })).json().deposit;
    // What the expiry job does when its time to pay is over: expired, not refused.
    await t.db.query(`UPDATE deposits SET status = 'expired' WHERE id = $1`, [unpaid.id]);
    const pix = await depositOf({ method: 'pix', amount: 50 });
    expect(pix.statusCode, pix.body).toBe(201);

    const items = (await get(token, '/wallet/financial-transactions')).json().items as Array<Record<string, unknown>>;
    expect(items.map((item) => [item.type, item.final_amount, item.status, item.payment_method])).toEqual([
      ['deposit', 50, 'pending', 'pix'],
      ['deposit', 40, 'expired', 'pix'],
      ['deposit', 100, 'rejected', 'card'],
    ]);
    expect(items[0]!.transaction_id).toBe(`deposit:${pix.json().deposit.id}`);
  });
});

describe('bonus transactions', () => {
  it('lists the bonus wallet’s movements in the same shape, and the conversion on both tabs', async () => {
    const { token, id } = await walletPlayer(t);
    const bonus = bonusWallet(id);
    await t.ledger.transfer(t.db, { id: `grant:${id}`, kind: 'bonus_grant', debit: { system: 'bonus_funding' }, credit: bonus, amountCentavos: 50_000n });
    await t.ledger.transfer(t.db, {
      id: `bb:${id}`,
      kind: 'casino_bet',
      debit: bonus,
      credit: { system: 'house_revenue' },
      amountCentavos: 10_000n,
      metadata: { gameName: 'Gates of Olympus' },
    });
    await t.ledger.transfer(t.db, {
      id: `bw:${id}`,
      kind: 'casino_win',
      debit: { system: 'house_revenue' },
      credit: bonus,
      amountCentavos: 25_000n,
      metadata: { gameName: 'Gates of Olympus' },
    });
    await t.ledger.transfer(t.db, { id: `conv:${id}`, kind: 'bonus_convert', debit: bonus, credit: cash(id), amountCentavos: 40_000n });
    await t.ledger.transfer(t.db, { id: `forfeit:${id}`, kind: 'bonus_forfeit', debit: bonus, credit: { system: 'bonus_funding' }, amountCentavos: 25_000n });

    const response = await get(token, '/wallet/bonus-transactions');
    expect(response.statusCode).toBe(200);
    const lines = response.json().transactions as Line[];
    expect(lines.map((line) => [line.action, line.amount, line.post_balance, line.game_name])).toEqual([
      ['bonus_forfeit', -250, 0, null],
      ['bonus_convert', -400, 250, null],
      ['win', 250, 650, 'Gates of Olympus'],
      ['bet', -100, 400, 'Gates of Olympus'],
      ['bonus_grant', 500, 500, null],
    ]);
    expect((await transactions(token)).transactions).toEqual([expect.objectContaining({ action: 'bonus_convert', amount: 400, post_balance: 400 })]);
    expect((await get(token, '/wallet/bonus-transactions?limit=2')).json().next_cursor).not.toBeNull();
  });

  it('counts from and to in the device’s zone (X-Time-Zone), as the transactions tab does', async () => {
    const { token, id } = await walletPlayer(t);
    await t.ledger.transfer(t.db, {
      id: `grant-late:${id}`,
      kind: 'bonus_grant',
      debit: { system: 'bonus_funding' },
      credit: bonusWallet(id),
      amountCentavos: 5_000n,
    });
    await backdate(id, AFTERNOON_OF_30_NOVEMBER_UTC);
    const idsOf = async (query: string, timeZone?: string) => {
      const response = await get(token, `/wallet/bonus-transactions${query}`, 'en', timeZone);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { transactions: Line[] }).transactions.map((line) => line.transaction_id);
    };
    expect(await idsOf(FIRST_OF_DECEMBER, 'Pacific/Kiritimati')).toEqual([`grant-late:${id}`]);
    expect(await idsOf(LAST_OF_NOVEMBER, 'Pacific/Kiritimati')).toEqual([]);
    expect(await idsOf(LAST_OF_NOVEMBER)).toEqual([`grant-late:${id}`]);
    expect(await idsOf(FIRST_OF_DECEMBER)).toEqual([]);
    for (const nonsense of NOT_TIME_ZONES) expect(await idsOf(LAST_OF_NOVEMBER, nonsense), nonsense).toEqual([`grant-late:${id}`]);
  });
});
