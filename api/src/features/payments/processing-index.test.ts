/**
 * The payments job's search for approvals not acted on yet (migration 037): among many settled
 * notifications it reads the partial index of the processing ones, not the whole table. Runs on
 * PGlite, and on PostgreSQL when DATABASE_URL is set (CI's second run).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.ts';
import { depositsWithPendingApproval } from './repo.ts';

/** Enough settled notifications that a scan of the table costs more than the index. */
const SETTLED_EVENTS = 20_000;
const PROCESSING_EVENTS = 3;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.transaction(async (tx) => {
    // The events' deposits do not matter here: the foreign key's trigger is off for the fill.
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `INSERT INTO payment_events (provider, event_id, type, deposit_id, outcome, payload, received_at)
       SELECT 'sandbox', 'evt-' || n, 'payment_succeeded', gen_random_uuid(),
              CASE WHEN n <= $2 THEN 'processing' ELSE 'credited' END, '{}'::jsonb, now()
         FROM generate_series(1, $1::int + $2::int) AS n`,
      [SETTLED_EVENTS, PROCESSING_EVENTS],
    );
  });
  await database.db.query('ANALYZE payment_events');
});
afterAll(async () => {
  await database.drop();
});

/** The plan of the statement `read` runs, as EXPLAIN prints it (one line per node). */
async function planOf(read: (db: Queryable) => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const explaining: Queryable = {
    query: async <Row>(sql: string, params?: readonly unknown[]) => {
      const plan = await database.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      lines.push(...plan.rows.map((row) => row['QUERY PLAN']));
      return { rows: [] as Row[], rowCount: 0 };
    },
    execScript: async () => undefined,
  };
  await read(explaining);
  return lines.join('\n');
}

describe('approvals not acted on yet', () => {
  it('are found through the partial index of processing notifications, not by reading every notification', async () => {
    const plan = await planOf((db) => depositsWithPendingApproval(db, 50));
    expect(plan).toContain('payment_events_processing');
    expect(plan).not.toMatch(/Seq Scan on payment_events/);
  });

  it('are all found, oldest first', async () => {
    const ids = await depositsWithPendingApproval(database.db, 50);
    const expected = await database.db.query<{ deposit_id: string }>(`SELECT deposit_id FROM payment_events WHERE outcome = 'processing' ORDER BY id`);
    expect(ids).toEqual(expected.rows.map((row) => row.deposit_id));
    expect(ids).toHaveLength(PROCESSING_EVENTS);
  });
});
