/** Test helpers for the ledger: players are real `users` rows because wallets reference them. */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** Inserts `count` minimal users and returns their ids. */
export async function createPlayers(db: Queryable, count: number): Promise<bigint[]> {
  const tag = randomBytes(4).toString('hex');
  const result = await db.query<{ id: bigint }>(
    `INSERT INTO users (first_name, last_name, email, email_normalized, password_hash)
     SELECT 'Test', 'Player', 'player' || n || '-' || $2 || '@example.test', 'player' || n || '-' || $2 || '@example.test', 'not-a-hash'
     FROM generate_series(1, $1::integer) AS n
     RETURNING id`,
    [count, tag],
  );
  return result.rows.map((row) => row.id);
}
