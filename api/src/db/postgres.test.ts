import { describe, expect, it } from 'vitest';
import { openPostgres } from './postgres.ts';

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)('the PostgreSQL pool', () => {
  it('has the server end a transaction left idle for a minute (its locks would otherwise stay taken)', async () => {
    const db = openPostgres({ connectionString: DATABASE_URL!, maxConnections: 1 });
    try {
      const { rows } = await db.query<{ idle_in_transaction_session_timeout: string }>('SHOW idle_in_transaction_session_timeout');
      expect(rows[0]!.idle_in_transaction_session_timeout).toBe('1min');
    } finally {
      await db.close();
    }
  });
});
