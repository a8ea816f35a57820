import { createHash } from 'node:crypto';
import pg from 'pg';
import { beginStatement, PG_TYPE, type Database, type QueryResult } from './database.ts';

pg.types.setTypeParser(PG_TYPE.INT8, (value) => BigInt(value));
pg.types.setTypeParser(PG_TYPE.NUMERIC, (value) => value);

export interface PostgresOptions {
  connectionString: string;
  /** search_path for every connection (tests give each file its own schema). */
  schema?: string;
  maxConnections?: number;
  /** How long a request waits for a pooled connection (CONNECTION_WAIT_MS; tests shorten it). */
  connectionWaitMs?: number;
}

const statementNames = new Map<string, string>();

/**
 * A parameterised query as a named prepared statement: each connection parses and plans a
 * statement once, then only binds and executes it (the queries' texts are fixed in the code, so
 * the set of names stays small). Queries without parameters go as they are.
 */
function statement(sql: string, params: readonly unknown[]): pg.QueryConfig | string {
  if (params.length === 0) return sql;
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `p${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return { name, text: sql, values: params as unknown[] };
}

/**
 * Waiting for a pooled connection fails after this long instead of for ever: with the pool used up
 * (a stuck dependency holding transactions) requests answer 503 (DatabaseUnavailableError) and the
 * site recovers.
 */
export const CONNECTION_WAIT_MS = 10_000;
/** A transaction left open this long without a statement is ended by the server, its locks freed. */
export const IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * No connection within the wait: the pool used up, or the server not answering. Nothing was
 * done, so the request can be tried again later (the API answers 503 with Retry-After); pg itself
 * gives only a plain Error, which read as a bug (500).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`no database connection: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

export function openPostgres(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 20,
    connectionTimeoutMillis: options.connectionWaitMs ?? CONNECTION_WAIT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error', error.message));

  async function connect(): Promise<pg.PoolClient> {
    try {
      return await pool.connect();
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
  }

  /** One statement on a connection of its own, as pg's `pool.query` runs it but with `connect`'s error. */
  async function runAlone(query: pg.QueryConfig | string): Promise<pg.QueryResult> {
    const client = await connect();
    // A connection lost mid-statement fails the statement; unheard, its 'error' event would end the process.
    const ignoreError = () => undefined;
    client.on('error', ignoreError);
    // As pg's `pool.query`: a connection whose statement failed is closed rather than reused.
    let failure: Error | boolean = false;
    try {
      return await client.query(query);
    } catch (error) {
      failure = error instanceof Error ? error : true;
      throw error;
    } finally {
      client.removeListener('error', ignoreError);
      client.release(failure);
    }
  }

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await runAlone(statement(sql, params));
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async execScript(sql: string) {
      await runAlone(sql);
    },
    async transaction(work, transactionOptions) {
      const client = await connect();
      try {
        await client.query(beginStatement(transactionOptions?.isolation));
        const tx = {
          async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
            const result = await client.query(statement(sql, params));
            return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
          },
          async execScript(sql: string) {
            await client.query(sql);
          },
        };
        const value = await work(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
