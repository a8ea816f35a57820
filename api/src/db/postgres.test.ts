import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, openPostgres } from './postgres.ts';

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

  it('tells a connection not had within the wait from a failed statement, for statements and transactions alike', async () => {
    // The wait also bounds opening a connection, which a busy CI machine took over 100 ms to do.
    const db = openPostgres({ connectionString: DATABASE_URL!, maxConnections: 1, connectionWaitMs: 1_000 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      let taken!: () => void;
      const isTaken = new Promise<void>((resolve) => (taken = resolve));
      const holding = db.transaction(async () => {
        taken();
        await released;
      });
      await isTaken;
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.execScript('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      release();
      await holding;
      const failed = await db.query('SELECT 1 / 0').catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(Error);
      expect(failed).not.toBeInstanceOf(DatabaseUnavailableError);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      release();
      await db.close();
    }
  });

  it('reports a server that cannot be reached as unavailable too', async () => {
    const url = new URL(DATABASE_URL!);
    url.port = '1';
    const db = openPostgres({ connectionString: url.toString(), maxConnections: 1, connectionWaitMs: 1_000 });
    try {
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      await db.close();
    }
  });
});
