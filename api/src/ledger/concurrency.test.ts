/**
 * Concurrency on real PostgreSQL (PGlite runs one transaction at a time, so these only mean
 * something with DATABASE_URL). Every call runs in its own transaction on its own connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.ts';
import { checkLedger, createLedger, inLedgerTransaction, isLedgerError, type TransferRequest, type TransferResult } from './index.ts';
import { createPlayers } from './testing.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ledger = createLedger();
let testDb: TestDatabase;
let db: Database;

async function player(): Promise<bigint> {
  const [userId] = await createPlayers(db, 1);
  if (userId === undefined) throw new Error('no player created');
  return userId;
}

async function deposit(userId: bigint, amountCentavos: bigint, id: string): Promise<void> {
  await db.transaction((tx) =>
    ledger.transfer(tx, { id, kind: 'deposit', debit: { system: 'clearing:pix' }, credit: { userId, purpose: 'cash' }, amountCentavos }),
  );
}

/** Settles every attempt; anything but a ledger refusal fails the test. */
async function settle(attempts: Promise<TransferResult>[]): Promise<{ results: TransferResult[]; refusals: string[] }> {
  const settled = await Promise.allSettled(attempts);
  const results: TransferResult[] = [];
  const refusals: string[] = [];
  for (const outcome of settled) {
    if (outcome.status === 'fulfilled') results.push(outcome.value);
    else if (isLedgerError(outcome.reason)) refusals.push(outcome.reason.code);
    else throw outcome.reason;
  }
  return { results, refusals };
}

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  if (!onPostgres) return;
  const report = await checkLedger(db);
  await testDb.drop();
  expect(report.checks.filter((check) => check.problems.length > 0)).toEqual([]);
});

describe('concurrent transfers on PostgreSQL', () => {
  // In a transaction of the caller's, or alone (one autocommitted statement).
  const submitters: [string, (request: TransferRequest) => Promise<TransferResult>][] = [
    ['in transactions', (request) => db.transaction((tx) => ledger.transfer(tx, request))],
    ['alone', (request) => ledger.transfer(db, request)],
  ];

  describe.each(submitters)('transfers %s', (mode, submit) => {
    const tag = mode.replace(/\W+/g, '-');
    it.skipIf(!onPostgres)('never overdraw a wallet under 200 concurrent stakes, and the final balance is exact', async () => {
      const userId = await player();
      await deposit(userId, 10_000n, `c:${tag}:stakes:deposit`);
      const amounts = Array.from({ length: 200 }, (_, index) => BigInt(1 + ((index * 37) % 150)));
      const { results, refusals } = await settle(
        amounts.map((amountCentavos, index) =>
          submit({ id: `c:${tag}:stake:${index}`, kind: 'bet_stake', debit: { userId, purpose: 'cash' }, credit: { system: 'open_bets' }, amountCentavos }),
        ),
      );
      const stakedCentavos = results.reduce((sum, result) => sum + result.transfer.amountCentavos, 0n);
      expect(refusals.length).toBeGreaterThan(0);
      expect(new Set(refusals)).toEqual(new Set(['insufficient_funds']));
      expect(stakedCentavos).toBeLessThanOrEqual(10_000n);
      expect((await ledger.balances(db, userId)).cashCentavos).toBe(10_000n - stakedCentavos);
      // Each committed stake saw the balance its predecessors left: the stored balances-after form one chain.
      const after = results.map((result) => result.transfer.debitBalanceAfterCentavos).sort((a, b) => (a < b ? 1 : -1));
      expect(new Set(after).size).toBe(after.length);
      expect(after.at(-1)).toBe(10_000n - stakedCentavos);
    });

    it.skipIf(!onPostgres)('apply one transfer id submitted 20 times at once exactly once', async () => {
      const userId = await player();
      await deposit(userId, 1_000n, `c:${tag}:once:deposit`);
      const request: TransferRequest = {
        id: `c:${tag}:once:stake`,
        kind: 'casino_bet',
        debit: { userId, purpose: 'cash' },
        credit: { system: 'house_revenue' },
        amountCentavos: 1_000n,
      };
      const { results, refusals } = await settle(Array.from({ length: 20 }, () => submit(request)));
      expect(refusals).toEqual([]);
      expect(results.filter((result) => result.status === 'created')).toHaveLength(1);
      expect(results.filter((result) => result.status === 'exists')).toHaveLength(19);
      expect(new Set(results.map((result) => result.transfer.seq)).size).toBe(1);
      expect((await ledger.balances(db, userId)).cashCentavos).toBe(0n);
    });
  });

  it.skipIf(!onPostgres)('resolves a pending transfer once among 20 concurrent posts and voids', async () => {
    const userId = await player();
    await deposit(userId, 1_000n, 'c:resolve:deposit');
    await db.transaction((tx) =>
      ledger.transfer(tx, {
        id: 'c:resolve:hold',
        kind: 'withdrawal',
        pending: true,
        debit: { userId, purpose: 'cash' },
        credit: { system: 'clearing:pix' },
        amountCentavos: 700n,
      }),
    );
    const { results, refusals } = await settle(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction((tx) =>
          index % 2 === 0
            ? ledger.postPending(tx, { id: `c:resolve:post:${index}`, pendingId: 'c:resolve:hold' })
            : ledger.voidPending(tx, { id: `c:resolve:void:${index}`, pendingId: 'c:resolve:hold' }),
        ),
      ),
    );
    expect(results).toHaveLength(1);
    expect(refusals).toEqual(Array.from({ length: 19 }, () => 'pending_already_resolved'));
    const expectedCash = results[0]?.transfer.phase === 'post_pending' ? 300n : 1_000n;
    expect(await ledger.balances(db, userId)).toMatchObject({ cashCentavos: expectedCash, cashPendingCentavos: 0n });
  });

  it.skipIf(!onPostgres)('reverses a transfer once among 10 concurrent reversals', async () => {
    const userId = await player();
    await deposit(userId, 900n, 'c:reverse:deposit');
    const { results, refusals } = await settle(
      Array.from({ length: 10 }, (_, index) => db.transaction((tx) => ledger.reverse(tx, { id: `c:reverse:${index}`, transferId: 'c:reverse:deposit' }))),
    );
    expect(results).toHaveLength(1);
    expect(refusals).toEqual(Array.from({ length: 9 }, () => 'already_reversed'));
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(0n);
  });

  it.skipIf(!onPostgres)('does not deadlock on transfers in opposite directions between two wallets', async () => {
    const [alice, bob] = await createPlayers(db, 2);
    if (alice === undefined || bob === undefined) throw new Error('no players');
    await deposit(alice, 1_000n, 'c:swap:alice');
    await deposit(bob, 1_000n, 'c:swap:bob');
    const move = (index: number, from: bigint, to: bigint) =>
      db.transaction((tx) =>
        ledger.transfer(tx, {
          id: `c:swap:${index}`,
          kind: 'correction',
          debit: { userId: from, purpose: 'cash' },
          credit: { userId: to, purpose: 'cash' },
          amountCentavos: 3n,
        }),
      );
    const { results, refusals } = await settle(
      Array.from({ length: 200 }, (_, index) => (index % 2 === 0 ? move(index, alice, bob) : move(index, bob, alice))),
    );
    expect(refusals).toEqual([]);
    expect(results).toHaveLength(200);
    expect((await ledger.balances(db, alice)).cashCentavos).toBe(1_000n);
    expect((await ledger.balances(db, bob)).cashCentavos).toBe(1_000n);
  });

  it.skipIf(!onPostgres)('opens a new wallet once under 20 concurrent first deposits', async () => {
    const userId = await player();
    const { results } = await settle(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction((tx) =>
          ledger.transfer(tx, {
            id: `c:first:${index}`,
            kind: 'deposit',
            debit: { system: 'clearing:card' },
            credit: { userId, purpose: 'cash' },
            amountCentavos: 5n,
          }),
        ),
      ),
    );
    expect(results).toHaveLength(20);
    const wallets = await db.query<{ count: bigint }>("SELECT count(*) AS count FROM ledger_accounts WHERE user_id = $1 AND purpose = 'cash'", [userId]);
    expect(wallets.rows[0]?.count).toBe(1n);
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(100n);
  });

  it.skipIf(!onPostgres)('does not deadlock on batches that name the same wallets in opposite orders', async () => {
    const [alice, bob] = await createPlayers(db, 2);
    if (alice === undefined || bob === undefined) throw new Error('no players');
    await deposit(alice, 1_000n, 'c:batch:alice');
    await deposit(bob, 1_000n, 'c:batch:bob');
    const stake = (id: string, userId: bigint): TransferRequest => ({
      id,
      kind: 'casino_bet',
      debit: { userId, purpose: 'cash' },
      credit: { system: 'house_revenue' },
      amountCentavos: 10n,
    });
    // transferMany locks all of a batch's accounts in the global order before moving anything.
    const { results, refusals } = await settle(
      Array.from({ length: 40 }, (_, index) => {
        const pair = [stake(`c:batch:${index}:a`, alice), stake(`c:batch:${index}:b`, bob)];
        return db.transaction((tx) => ledger.transferMany(tx, index % 2 === 0 ? pair : pair.reverse())).then((batch) => batch[0] as TransferResult);
      }),
    );
    expect(refusals).toEqual([]);
    expect(results).toHaveLength(40);
    expect((await ledger.balances(db, alice)).cashCentavos).toBe(600n);
    expect((await ledger.balances(db, bob)).cashCentavos).toBe(600n);
  });

  it.skipIf(!onPostgres)('runs a transaction again after a serialization failure', async () => {
    const userId = await player();
    await deposit(userId, 1_000n, 'c:rr:deposit');
    let attempts = 0;
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    // The other transfer commits only once the slow one holds its snapshot: on a busy machine it
    // could commit first, and the slow one then saw it and had nothing to retry.
    let snapshotTaken = () => {};
    const snapshot = new Promise<void>((resolve) => (snapshotTaken = resolve));
    const stake = (id: string): TransferRequest => ({
      id,
      kind: 'bet_stake',
      debit: { userId, purpose: 'cash' },
      credit: { system: 'open_bets' },
      amountCentavos: 100n,
    });
    const slow = inLedgerTransaction(
      db,
      async (tx) => {
        attempts++;
        await tx.query('SELECT 1'); // takes the snapshot
        snapshotTaken();
        await gate;
        return ledger.transfer(tx, stake('c:rr:slow'));
      },
      { isolation: 'repeatable read' },
    );
    await snapshot;
    await db.transaction((tx) => ledger.transfer(tx, stake('c:rr:fast')));
    openGate();
    expect((await slow).status).toBe('created');
    expect(attempts).toBe(2);
    expect((await ledger.balances(db, userId)).cashCentavos).toBe(800n);
  });
});
