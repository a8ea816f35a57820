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

/** Waits, turn by turn, until `condition` holds (at most 5 s). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

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

  it("publishes a player's later balance after the earlier one, however slow that publish is, without holding up others", async () => {
    const [player, other] = await fundedPlayers([1_000n, 700n]);
    const published: Array<[string, number]> = [];
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    let held = true;
    const publisher: UserPublisher = {
      async publishToUser(userId, _name, data) {
        if (held && String(userId) === String(player)) {
          held = false;
          await gate;
        }
        published.push([String(userId), (data as { newBalance: number }).newBalance]);
      },
    };
    const notifier = createNotifier({ db: countingDb(testDb.db), ledger, publisher, log: silent });
    queries = 0;
    const first = notifier.balanceChanged(player!);
    await until(() => !held); // its publish has begun, and hangs
    await testDb.db.transaction((tx) =>
      ledger.transfer(tx, {
        id: `notifier:later:${player}`,
        kind: 'deposit',
        debit: { system: 'clearing:pix' },
        credit: { userId: player!, purpose: 'cash' },
        amountCentavos: 500n,
      }),
    );
    const later = Promise.all([notifier.balanceChanged(player!), notifier.balanceChanged(other!)]);
    // The other player gets theirs at once; this player's newer balance waits for the older one.
    await until(() => published.length > 0);
    expect(queries).toBe(2);
    expect(published).toEqual([[String(other), 7]]);
    openGate();
    await Promise.all([first, later]);
    expect(published).toEqual([
      [String(other), 7],
      [String(player), 10],
      [String(player), 15],
    ]);
  }, 10_000);
});
