import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.ts';
import { checkLedger, createLedger, isLedgerError, splitStake, TRANSFER_KINDS, type AccountRef, type LedgerFailure, type TransferRequest } from './index.ts';
import { createPlayers } from './testing.ts';

let testDb: TestDatabase;
let db: Database;
let nowMs = Date.parse('2026-03-01T12:00:00Z');
const ledger = createLedger({ now: () => new Date(nowMs) });
let counter = 0;

const cash = (userId: bigint): AccountRef => ({ userId, purpose: 'cash' });
const bonus = (userId: bigint): AccountRef => ({ userId, purpose: 'bonus' });
const uniqueId = (prefix: string) => `${prefix}:${++counter}`;

async function player(): Promise<bigint> {
  const [userId] = await createPlayers(db, 1);
  if (userId === undefined) throw new Error('no player created');
  return userId;
}

function inTx<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

async function deposit(userId: bigint, amountCentavos: bigint, id = uniqueId('deposit')) {
  return inTx((tx) => ledger.transfer(tx, { id, kind: 'deposit', debit: { system: 'clearing:pix' }, credit: cash(userId), amountCentavos }));
}

async function refusal(work: Promise<unknown>): Promise<LedgerFailure> {
  try {
    await work;
  } catch (error) {
    if (isLedgerError(error)) return error.failure;
    throw error;
  }
  throw new Error('expected a ledger refusal');
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  const report = await checkLedger(db);
  await testDb.drop();
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});

describe('balances of several players', () => {
  it('reads each player, zero for wallets never opened, in one call', async () => {
    const [funded, untouched] = [await player(), await player()];
    await deposit(funded, 2_500n);
    await inTx((tx) =>
      ledger.transfer(tx, { id: uniqueId('grant'), kind: 'bonus_grant', debit: { system: 'bonus_funding' }, credit: bonus(funded), amountCentavos: 300n }),
    );
    const balances = await ledger.manyBalances(db, [funded, untouched]);
    expect(balances.get(String(funded))).toMatchObject({ cashCentavos: 2_500n, bonusCentavos: 300n });
    expect(balances.get(String(untouched))).toMatchObject({ cashCentavos: 0n, bonusCentavos: 0n });
    expect(balances.get(String(funded))).toEqual(await ledger.balances(db, funded));
  });
});

describe('single-phase transfers', () => {
  it('credits a deposit to the player and debits a clearing shard, summing to zero', async () => {
    const userId = await player();
    const result = await deposit(userId, 5_000n, 'pix:deposit:1');
    expect(result.status).toBe('created');
    expect(result.transfer).toMatchObject({
      id: 'pix:deposit:1',
      phase: 'single',
      amountCentavos: 5_000n,
      currency: 'BRL',
      creditBalanceAfterCentavos: 5_000n,
    });
    expect(result.transfer.debit.purpose).toBe('clearing:pix');
    expect(await ledger.balances(db, userId)).toMatchObject({ cashCentavos: 5_000n, bonusCentavos: 0n });
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('returns the first result for a retry with the same content and moves nothing', async () => {
    const userId = await player();
    const first = await deposit(userId, 1_234n, 'retry:1');
    const again = await deposit(userId, 1_234n, 'retry:1');
    expect(again.status).toBe('exists');
    expect(again.transfer.seq).toBe(first.transfer.seq);
    expect(again.transfer.creditBalanceAfterCentavos).toBe(1_234n);
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(1_234n);
  });

  it('treats metadata with keys in another order as the same content', async () => {
    const userId = await player();
    const request = (metadata: TransferRequest['metadata']): TransferRequest => ({
      id: 'retry:metadata',
      kind: 'deposit',
      debit: { system: 'clearing:card' },
      credit: cash(userId),
      amountCentavos: 100n,
      metadata,
    });
    await inTx((tx) => ledger.transfer(tx, request({ provider: 'x', ref: { a: 1, b: [1, 2] } })));
    const again = await inTx((tx) => ledger.transfer(tx, request({ ref: { b: [1, 2], a: 1 }, provider: 'x' })));
    expect(again.status).toBe('exists');
  });

  it('refuses the same id with different content, naming the fields', async () => {
    const userId = await player();
    await deposit(userId, 500n, 'conflict:1');
    expect(await refusal(deposit(userId, 501n, 'conflict:1'))).toEqual({
      code: 'exists_with_different_fields',
      transferId: 'conflict:1',
      fields: ['amountCentavos'],
    });
    const other = await player();
    expect(await refusal(deposit(other, 500n, 'conflict:1'))).toMatchObject({ fields: ['credit'] });
  });

  it('refuses a debit beyond the available balance, reporting what is available', async () => {
    const userId = await player();
    await deposit(userId, 1_000n);
    const stake = inTx((tx) =>
      ledger.transfer(tx, { id: uniqueId('stake'), kind: 'bet_stake', debit: cash(userId), credit: { system: 'open_bets' }, amountCentavos: 1_001n }),
    );
    expect(await refusal(stake)).toEqual({
      code: 'insufficient_funds',
      account: { userId, purpose: 'cash', currency: 'BRL', shard: 0 },
      availableCentavos: 1_000n,
      amountCentavos: 1_001n,
    });
  });

  it('refuses a debit from a wallet never funded (and opens nothing that stays)', async () => {
    const userId = await player();
    const stake = inTx((tx) =>
      ledger.transfer(tx, { id: uniqueId('stake'), kind: 'bet_stake', debit: bonus(userId), credit: { system: 'open_bets' }, amountCentavos: 1n }),
    );
    expect(await refusal(stake)).toMatchObject({ code: 'insufficient_funds', availableCentavos: 0n });
  });

  it('refuses an account of a player that does not exist', async () => {
    const failure = await refusal(deposit(987_654_321n, 100n));
    expect(failure).toEqual({ code: 'account_not_found', account: { userId: 987_654_321n, purpose: 'cash', currency: 'BRL', shard: 0 } });
  });

  it('leaves the transaction usable after a refusal', async () => {
    const userId = await player();
    await deposit(userId, 300n);
    await inTx(async (tx) => {
      const tooMuch = ledger.transfer(tx, {
        id: uniqueId('stake'),
        kind: 'casino_bet',
        debit: cash(userId),
        credit: { system: 'house_revenue' },
        amountCentavos: 301n,
      });
      expect(await refusal(tooMuch)).toMatchObject({ code: 'insufficient_funds' });
      await ledger.transfer(tx, { id: uniqueId('stake'), kind: 'casino_bet', debit: cash(userId), credit: { system: 'house_revenue' }, amountCentavos: 300n });
    });
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(0n);
  });

  it('keeps currencies apart', async () => {
    const userId = await player();
    await inTx((tx) =>
      ledger.transfer(tx, {
        id: uniqueId('usd'),
        kind: 'deposit',
        currency: 'USD',
        debit: { system: 'clearing:card' },
        credit: cash(userId),
        amountCentavos: 700n,
      }),
    );
    expect((await ledger.balances(db, userId, 'USD')).cashCentavos).toBe(700n);
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(0n);
    expect((await ledger.houseBalance(db, 'clearing:card', 'USD')).availableCentavos).toBeLessThanOrEqual(-700n);
  });
});

describe('kinds', () => {
  it('accepts every kind the domain knows (the database checks the same list)', async () => {
    const userId = await player();
    for (const kind of TRANSFER_KINDS) {
      await inTx((tx) => ledger.transfer(tx, { id: uniqueId(kind), kind, debit: { system: 'fees' }, credit: cash(userId), amountCentavos: 1n }));
    }
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(BigInt(TRANSFER_KINDS.length));
  });
});

describe('invalid requests', () => {
  const base = (): TransferRequest => ({ id: uniqueId('bad'), kind: 'deposit', debit: { system: 'clearing:pix' }, credit: cash(1n), amountCentavos: 1n });
  const cases: [string, (request: TransferRequest) => TransferRequest, string][] = [
    ['an empty id', (request) => ({ ...request, id: '' }), 'id'],
    ['an id over 128 characters', (request) => ({ ...request, id: 'x'.repeat(129) }), 'id'],
    ['an id with a space', (request) => ({ ...request, id: 'a b' }), 'id'],
    ['a zero amount', (request) => ({ ...request, amountCentavos: 0n }), 'amountCentavos'],
    ['a negative amount', (request) => ({ ...request, amountCentavos: -5n }), 'amountCentavos'],
    ['a number amount', (request) => ({ ...request, amountCentavos: 5 as unknown as bigint }), 'amountCentavos'],
    ['an unknown kind', (request) => ({ ...request, kind: 'gift' as TransferRequest['kind'] }), 'kind'],
    ['a bad currency', (request) => ({ ...request, currency: 'real' }), 'currency'],
    ['the same account twice', (request) => ({ ...request, debit: cash(1n), credit: cash(1n) }), 'credit'],
    ['an unknown house account', (request) => ({ ...request, debit: { system: 'vault' } as unknown as AccountRef }), 'debit'],
    ['a timeout without pending', (request) => ({ ...request, timeoutSeconds: 10 }), 'timeoutSeconds'],
    ['a NUL in metadata', (request) => ({ ...request, metadata: { note: 'a\u0000b' } }), 'metadata'],
    ['metadata that is not an object', (request) => ({ ...request, metadata: [1] as unknown as TransferRequest['metadata'] }), 'metadata'],
  ];
  it.each(cases)('refuses %s', async (_name, change, field) => {
    const failure = await refusal(inTx((tx) => ledger.transfer(tx, change(base()))));
    expect(failure).toMatchObject({ code: 'invalid_request', field });
  });

  it('refuses an amount on a void', async () => {
    const request = { id: uniqueId('void'), pendingId: 'p', amountCentavos: 1n } as Parameters<typeof ledger.voidPending>[1];
    expect(await refusal(inTx((tx) => ledger.voidPending(tx, request)))).toMatchObject({ code: 'invalid_request', field: 'amountCentavos' });
  });
});

describe('two-phase transfers', () => {
  async function reserve(userId: bigint, amountCentavos: bigint, timeoutSeconds?: number) {
    const id = uniqueId('withdrawal');
    const request: TransferRequest = { id, kind: 'withdrawal', pending: true, debit: cash(userId), credit: { system: 'clearing:pix' }, amountCentavos };
    if (timeoutSeconds !== undefined) request.timeoutSeconds = timeoutSeconds;
    await inTx((tx) => ledger.transfer(tx, request));
    return id;
  }

  it('reserves funds: not spendable, not moved', async () => {
    const userId = await player();
    await deposit(userId, 1_000n);
    await reserve(userId, 600n);
    expect(await ledger.balances(db, userId)).toMatchObject({ cashCentavos: 400n, cashPendingCentavos: 600n });
    const stake = inTx((tx) =>
      ledger.transfer(tx, { id: uniqueId('stake'), kind: 'bet_stake', debit: cash(userId), credit: { system: 'open_bets' }, amountCentavos: 401n }),
    );
    expect(await refusal(stake)).toMatchObject({ code: 'insufficient_funds', availableCentavos: 400n });
  });

  it('posts the full amount', async () => {
    const userId = await player();
    await deposit(userId, 1_000n);
    const pendingId = await reserve(userId, 600n);
    const posted = await inTx((tx) => ledger.postPending(tx, { id: `${pendingId}:post`, pendingId }));
    expect(posted.transfer).toMatchObject({ phase: 'post_pending', amountCentavos: 600n, kind: 'withdrawal', pendingId, debitBalanceAfterCentavos: 400n });
    expect(await ledger.balances(db, userId)).toMatchObject({ cashCentavos: 400n, cashPendingCentavos: 0n });
  });

  it('posts part of the amount and releases the rest', async () => {
    const userId = await player();
    await deposit(userId, 1_000n);
    const pendingId = await reserve(userId, 600n);
    await inTx((tx) => ledger.postPending(tx, { id: `${pendingId}:post`, pendingId, amountCentavos: 250n }));
    expect(await ledger.balances(db, userId)).toMatchObject({ cashCentavos: 750n, cashPendingCentavos: 0n });
  });

  it('voids: the reservation is released', async () => {
    const userId = await player();
    await deposit(userId, 1_000n);
    const pendingId = await reserve(userId, 600n);
    const voided = await inTx((tx) => ledger.voidPending(tx, { id: `${pendingId}:void`, pendingId, metadata: { reason: 'rejected' } }));
    expect(voided.transfer).toMatchObject({ phase: 'void_pending', amountCentavos: 600n, debitBalanceAfterCentavos: 1_000n });
    expect(await ledger.balances(db, userId)).toMatchObject({ cashCentavos: 1_000n, cashPendingCentavos: 0n });
  });

  it('resolves once: a second post or a void is refused, a retry of the post is not', async () => {
    const userId = await player();
    await deposit(userId, 1_000n);
    const pendingId = await reserve(userId, 600n);
    await inTx((tx) => ledger.postPending(tx, { id: `${pendingId}:post`, pendingId }));
    expect((await inTx((tx) => ledger.postPending(tx, { id: `${pendingId}:post`, pendingId }))).status).toBe('exists');
    const expected = { code: 'pending_already_resolved', pendingId, resolvedById: `${pendingId}:post` };
    expect(await refusal(inTx((tx) => ledger.postPending(tx, { id: `${pendingId}:post2`, pendingId })))).toEqual(expected);
    expect(await refusal(inTx((tx) => ledger.voidPending(tx, { id: `${pendingId}:void`, pendingId })))).toEqual(expected);
    expect(await refusal(inTx((tx) => ledger.postPending(tx, { id: `${pendingId}:post`, pendingId, amountCentavos: 5n })))).toMatchObject({
      code: 'exists_with_different_fields',
      fields: ['amountCentavos'],
    });
  });

  it('refuses to post more than was reserved', async () => {
    const userId = await player();
    await deposit(userId, 1_000n);
    const pendingId = await reserve(userId, 600n);
    expect(await refusal(inTx((tx) => ledger.postPending(tx, { id: uniqueId('post'), pendingId, amountCentavos: 601n })))).toEqual({
      code: 'amount_exceeds_pending',
      pendingId,
      pendingAmountCentavos: 600n,
    });
  });

  it('refuses to resolve what is not a pending transfer', async () => {
    const userId = await player();
    const single = await deposit(userId, 100n);
    expect(await refusal(inTx((tx) => ledger.postPending(tx, { id: uniqueId('post'), pendingId: 'no-such-transfer' })))).toEqual({
      code: 'pending_not_found',
      pendingId: 'no-such-transfer',
    });
    expect(await refusal(inTx((tx) => ledger.voidPending(tx, { id: uniqueId('void'), pendingId: single.transfer.id })))).toMatchObject({
      code: 'pending_not_found',
    });
  });

  it('refuses a post in another currency', async () => {
    const userId = await player();
    await deposit(userId, 1_000n);
    const pendingId = await reserve(userId, 100n);
    expect(await refusal(inTx((tx) => ledger.postPending(tx, { id: uniqueId('post'), pendingId, currency: 'USD' })))).toEqual({
      code: 'currency_mismatch',
      expected: 'BRL',
      actual: 'USD',
    });
  });

  it('expires: posting after the timeout is refused and the sweep voids it once', async () => {
    const userId = await player();
    await deposit(userId, 1_000n);
    const pendingId = await reserve(userId, 600n, 60);
    nowMs += 61_000;
    expect(await refusal(inTx((tx) => ledger.postPending(tx, { id: uniqueId('post'), pendingId })))).toEqual({ code: 'pending_expired', pendingId });
    const sweep = await ledger.voidExpired(db);
    expect(sweep.voidedPendingIds).toContain(pendingId);
    expect(await ledger.balances(db, userId)).toMatchObject({ cashCentavos: 1_000n, cashPendingCentavos: 0n });
    expect((await ledger.voidExpired(db)).voidedPendingIds).not.toContain(pendingId);
  });
});

describe('reversals', () => {
  it('moves the amount back once', async () => {
    const userId = await player();
    const original = await deposit(userId, 800n);
    const reversal = await inTx((tx) => ledger.reverse(tx, { id: uniqueId('reverse'), transferId: original.transfer.id, metadata: { ticket: 'OPS-1' } }));
    expect(reversal.transfer).toMatchObject({ kind: 'correction', reversesId: original.transfer.id, amountCentavos: 800n, debit: original.transfer.credit });
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(0n);
    expect((await inTx((tx) => ledger.reverse(tx, { id: reversal.transfer.id, transferId: original.transfer.id, metadata: { ticket: 'OPS-1' } }))).status).toBe(
      'exists',
    );
    expect(await refusal(inTx((tx) => ledger.reverse(tx, { id: uniqueId('reverse'), transferId: original.transfer.id })))).toEqual({
      code: 'already_reversed',
      transferId: original.transfer.id,
      reversedById: reversal.transfer.id,
    });
  });

  it('refuses what cannot be reversed', async () => {
    const userId = await player();
    await deposit(userId, 800n);
    const pendingId = uniqueId('pending');
    await inTx((tx) =>
      ledger.transfer(tx, { id: pendingId, kind: 'bet_stake', pending: true, debit: cash(userId), credit: { system: 'open_bets' }, amountCentavos: 100n }),
    );
    expect(await refusal(inTx((tx) => ledger.reverse(tx, { id: uniqueId('reverse'), transferId: pendingId })))).toEqual({
      code: 'not_reversible',
      transferId: pendingId,
      phase: 'pending',
    });
    expect(await refusal(inTx((tx) => ledger.reverse(tx, { id: uniqueId('reverse'), transferId: 'nothing-here' })))).toEqual({
      code: 'transfer_not_found',
      transferId: 'nothing-here',
    });
  });

  it('refuses to reverse a deposit the player has already spent', async () => {
    const userId = await player();
    const original = await deposit(userId, 800n);
    await inTx((tx) =>
      ledger.transfer(tx, { id: uniqueId('stake'), kind: 'casino_bet', debit: cash(userId), credit: { system: 'house_revenue' }, amountCentavos: 500n }),
    );
    expect(await refusal(inTx((tx) => ledger.reverse(tx, { id: uniqueId('reverse'), transferId: original.transfer.id })))).toMatchObject({
      code: 'insufficient_funds',
      availableCentavos: 300n,
      amountCentavos: 800n,
    });
  });
});

describe('several transfers at once', () => {
  it('applies all or none, even when the caller catches the refusal and commits', async () => {
    const userId = await player();
    await deposit(userId, 100n);
    await inTx(async (tx) => {
      const batch = ledger.transferMany(tx, [
        { id: uniqueId('leg'), kind: 'bet_stake', debit: cash(userId), credit: { system: 'open_bets' }, amountCentavos: 60n },
        { id: uniqueId('leg'), kind: 'bet_stake', debit: cash(userId), credit: { system: 'open_bets' }, amountCentavos: 60n },
      ]);
      expect(await refusal(batch)).toMatchObject({ code: 'insufficient_funds', availableCentavos: 40n });
    });
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(100n);
  });

  it('stakes from cash first, then bonus', async () => {
    const userId = await player();
    await deposit(userId, 3_000n);
    await inTx((tx) =>
      ledger.transfer(tx, { id: uniqueId('bonus'), kind: 'bonus_grant', debit: { system: 'bonus_funding' }, credit: bonus(userId), amountCentavos: 5_000n }),
    );
    const betId = uniqueId('bet');
    await inTx(async (tx) => {
      const wallets = await ledger.playerAccounts(tx, userId, { lock: true });
      const split = splitStake(wallets.cash.availableCentavos, wallets.bonus.availableCentavos, 6_000n);
      if (!split.ok) throw new Error('stake refused');
      const legs: TransferRequest[] = [];
      if (split.cashCentavos > 0n)
        legs.push({ id: `${betId}:cash`, kind: 'bet_stake', debit: cash(userId), credit: { system: 'open_bets' }, amountCentavos: split.cashCentavos });
      if (split.bonusCentavos > 0n)
        legs.push({ id: `${betId}:bonus`, kind: 'bet_stake', debit: bonus(userId), credit: { system: 'open_bets' }, amountCentavos: split.bonusCentavos });
      await ledger.transferMany(tx, legs);
    });
    expect(await ledger.balances(db, userId)).toMatchObject({ cashCentavos: 0n, bonusCentavos: 2_000n });
  });
});

describe('lone transfers, sent on the database itself', () => {
  it('commits on its own and still answers retries and refusals', async () => {
    const userId = await player();
    const request: TransferRequest = { id: uniqueId('lone'), kind: 'deposit', debit: { system: 'clearing:pix' }, credit: cash(userId), amountCentavos: 250n };
    expect((await ledger.transfer(db, request)).status).toBe('created');
    expect((await ledger.transfer(db, request)).status).toBe('exists');
    const stake = ledger.transfer(db, {
      id: uniqueId('lone'),
      kind: 'casino_bet',
      debit: cash(userId),
      credit: { system: 'house_revenue' },
      amountCentavos: 251n,
    });
    expect(await refusal(stake)).toMatchObject({ code: 'insufficient_funds', availableCentavos: 250n });
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(250n);
  });

  it('runs a batch in a transaction of its own', async () => {
    const userId = await player();
    await deposit(userId, 100n);
    const batch = ledger.transferMany(db, [
      { id: uniqueId('lone-leg'), kind: 'bet_stake', debit: cash(userId), credit: { system: 'open_bets' }, amountCentavos: 70n },
      { id: uniqueId('lone-leg'), kind: 'bet_stake', debit: cash(userId), credit: { system: 'open_bets' }, amountCentavos: 70n },
    ]);
    expect(await refusal(batch)).toMatchObject({ code: 'insufficient_funds', availableCentavos: 30n });
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(100n);
  });
});

describe('accounts', () => {
  it('opens both wallets on demand, once', async () => {
    const userId = await player();
    const first = await inTx((tx) => ledger.playerAccounts(tx, userId));
    const second = await inTx((tx) => ledger.playerAccounts(tx, userId, { lock: true }));
    expect(second.cash.id).toBe(first.cash.id);
    expect(second.bonus.id).toBe(first.bonus.id);
    expect(first.cash.mustNotOverdraw).toBe(true);
  });

  it('refuses wallets for a player that does not exist', async () => {
    expect(await refusal(inTx((tx) => ledger.playerAccounts(tx, 987_654_322n)))).toMatchObject({ code: 'account_not_found' });
  });

  it('spreads a house account over shards and sums them', async () => {
    const userId = await player();
    await deposit(userId, 100_000n);
    for (let index = 0; index < 40; index++) {
      await inTx((tx) =>
        ledger.transfer(tx, {
          id: uniqueId('spin'),
          kind: 'casino_bet',
          currency: 'BRL',
          debit: cash(userId),
          credit: { system: 'house_revenue' },
          amountCentavos: 10n,
        }),
      );
    }
    const shards = await db.query<{ shards: bigint }>("SELECT count(DISTINCT credit_account_id) AS shards FROM ledger_transfers WHERE kind = 'casino_bet'");
    expect(Number(shards.rows[0]?.shards)).toBeGreaterThan(5);
    expect((await ledger.houseBalance(db, 'house_revenue')).availableCentavos).toBeGreaterThanOrEqual(400n);
  });
});

describe('history', () => {
  it('lists signed amounts and balances after, newest first, with filters and pages', async () => {
    const userId = await player();
    await deposit(userId, 1_000n, uniqueId('h-deposit'));
    await inTx((tx) =>
      ledger.transfer(tx, { id: uniqueId('h-bonus'), kind: 'bonus_grant', debit: { system: 'bonus_funding' }, credit: bonus(userId), amountCentavos: 200n }),
    );
    await inTx((tx) =>
      ledger.transfer(tx, { id: uniqueId('h-stake'), kind: 'bet_stake', debit: cash(userId), credit: { system: 'open_bets' }, amountCentavos: 300n }),
    );
    await inTx((tx) =>
      ledger.transfer(tx, { id: uniqueId('h-convert'), kind: 'bonus_convert', debit: bonus(userId), credit: cash(userId), amountCentavos: 200n }),
    );
    const all = await ledger.history(db, userId);
    expect(all.items.map((item) => [item.kind, item.wallet, item.amountCentavos, item.balanceAfterCentavos])).toEqual([
      ['bonus_convert', 'cash', 200n, 900n],
      ['bonus_convert', 'bonus', -200n, 0n],
      ['bet_stake', 'cash', -300n, 700n],
      ['bonus_grant', 'bonus', 200n, 200n],
      ['deposit', 'cash', 1_000n, 1_000n],
    ]);
    const stakes = await ledger.history(db, userId, { kinds: ['bet_stake'] });
    expect(stakes.items.map((item) => item.kind)).toEqual(['bet_stake']);
    const bonusOnly = await ledger.history(db, userId, { wallet: 'bonus' });
    expect(bonusOnly.items).toHaveLength(2);

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await ledger.history(db, userId, {}, { limit: 2, cursor });
      pages.push(...page.items.map((item) => `${item.transferId}/${item.wallet}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual(all.items.map((item) => `${item.transferId}/${item.wallet}`));
  });
});

describe('append-only history', () => {
  it('refuses to update, delete or truncate transfers, and to delete or re-own accounts', async () => {
    const userId = await player();
    const { transfer } = await deposit(userId, 100n);
    await expect(db.query('UPDATE ledger_transfers SET amount_centavos = 1 WHERE id = $1', [transfer.id])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_transfers WHERE id = $1', [transfer.id])).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE ledger_transfers CASCADE')).rejects.toThrow(/append-only/);
    await expect(db.query("UPDATE ledger_accounts SET purpose = 'bonus' WHERE id = $1", [transfer.creditAccountId])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_accounts WHERE id = $1', [transfer.creditAccountId])).rejects.toThrow(/append-only/);
  });
});
