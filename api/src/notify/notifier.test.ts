import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable, QueryResult } from '../db/database.ts';
import { createLedger } from '../ledger/index.ts';
import { createPlayers } from '../ledger/testing.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.ts';
import { createNotifier, createRecordingPublisher, type UserPublisher } from './notifier.ts';

let testDb: TestDatabase;
const ledger = createLedger();
let queries = 0;

/** The test database, counting the queries that go through it. */
function countingDb(db: Database): Database {
  return {
    ...db,
    query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      queries++;
      return db.query<Row>(sql, params);
    },
  };
}

async function fundedPlayers(amounts: readonly bigint[]): Promise<bigint[]> {
  const players = await createPlayers(testDb.db, amounts.length);
  await testDb.db.transaction(async (tx: Queryable) => {
    for (const [index, userId] of players.entries()) {
      await ledger.transfer(tx, {
        id: `notifier:${userId}`,
        kind: 'deposit',
        debit: { system: 'clearing:pix' },
        credit: { userId, purpose: 'cash' },
        amountCentavos: amounts[index]!,
      });
    }
  });
  return players;
}

const silent = { warn: () => undefined };

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

describe('balance-updated', () => {
  it('publishes each player their own balances, one query for the changes of the same moment', async () => {
    const [first, second] = await fundedPlayers([1_250n, 900n]);
    const publisher = createRecordingPublisher();
    const notifier = createNotifier({ db: countingDb(testDb.db), ledger, publisher, log: silent });
    queries = 0;
    await Promise.all([notifier.balanceChanged(first!), notifier.balanceChanged(second!), notifier.balanceChanged(first!)]);
    expect(queries).toBe(1);
    expect(publisher.published).toEqual([
      { userId: String(first), name: 'balance-updated', data: { newBalance: 12.5, bonusBalance: 0 } },
      { userId: String(second), name: 'balance-updated', data: { newBalance: 9, bonusBalance: 0 } },
    ]);

    await notifier.balanceChanged(second!);
    expect(queries).toBe(2);
    expect(publisher.published).toHaveLength(3);
  });

  it('a publish that fails for one player does not keep the others from theirs, nor throw', async () => {
    const [failing, fine] = await fundedPlayers([100n, 200n]);
    const delivered: string[] = [];
    const publisher: UserPublisher = {
      async publishToUser(userId) {
        if (String(userId) === String(failing)) throw new Error('channel down');
        delivered.push(String(userId));
      },
    };
    const warnings: object[] = [];
    const notifier = createNotifier({ db: testDb.db, ledger, publisher, log: { warn: (fields) => warnings.push(fields) } });
    await Promise.all([notifier.balanceChanged(failing!), notifier.balanceChanged(fine!)]);
    expect(delivered).toEqual([String(fine)]);
    expect(warnings).toEqual([expect.objectContaining({ userId: String(failing) })]);
  });

  it('publishes a later change after an earlier one whose publish is slow', async () => {
    const [player] = await fundedPlayers([1_000n]);
    const published: number[] = [];
    let firstPublish = true;
    const publisher: UserPublisher = {
      async publishToUser(_userId, _name, data) {
        if (firstPublish) {
          firstPublish = false;
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        published.push((data as { newBalance: number }).newBalance);
      },
    };
    const notifier = createNotifier({ db: countingDb(testDb.db), ledger, publisher, log: silent });
    queries = 0;
    const first = notifier.balanceChanged(player!);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await testDb.db.transaction((tx) =>
      ledger.transfer(tx, {
        id: `notifier:later:${player}`,
        kind: 'deposit',
        debit: { system: 'clearing:pix' },
        credit: { userId: player!, purpose: 'cash' },
        amountCentavos: 500n,
      }),
    );
    // Changes in later turns while the first is still going out wait together: one more read.
    const later: Array<Promise<void>> = [];
    for (let turn = 0; turn < 3; turn++) {
      later.push(notifier.balanceChanged(player!));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all([first, ...later]);
    expect(published).toEqual([10, 15]);
    expect(queries).toBe(2);
  });
});
