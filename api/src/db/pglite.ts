import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { beginStatement, PG_TYPE, type Database, type QueryResult } from './database.ts';

/**
 * Embedded PostgreSQL (PGlite) for `npm start` without a database server, and for tests on a
 * fresh machine. `dataDir` undefined keeps everything in memory.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  return (await openPgliteHandle(dataDir)).database;
}

/**
 * The same, with the PGlite instance itself (to dump its data directory) and an optional
 * `template`: a dump of a data directory to start from instead of running initdb.
 */
export async function openPgliteHandle(dataDir?: string, options: { template?: Blob } = {}): Promise<{ database: Database; pglite: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, {
    parsers: {
      [PG_TYPE.INT8]: (value: string) => BigInt(value),
      [PG_TYPE.NUMERIC]: (value: string) => value,
    },
    ...(options.template ? { loadDataDir: options.template } : {}),
  });

  // PGlite runs one statement at a time; a transaction holds it until it ends.
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  async function run<Row>(sql: string, params: readonly unknown[]): Promise<QueryResult<Row>> {
    const result = await db.query<Row>(sql, params as unknown[]);
    return { rows: result.rows, rowCount: result.rowCount ?? Math.max(result.rows.length, result.affectedRows ?? 0) };
  }

  const database: Database = {
    kind: 'pglite',
    query: <Row>(sql: string, params: readonly unknown[] = []) => exclusive(() => run<Row>(sql, params)),
    execScript: (sql: string) => exclusive(async () => void (await db.exec(sql))),
    transaction: (work, options) =>
      exclusive(async () => {
        await db.exec(beginStatement(options?.isolation));
        try {
          const value = await work({ query: (sql, params = []) => run(sql, params), execScript: async (sql) => void (await db.exec(sql)) });
          await db.exec('COMMIT');
          return value;
        } catch (error) {
          await db.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    async close() {
      await exclusive(() => db.close());
    },
  };
  return { database, pglite: db };
}
