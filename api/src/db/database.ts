/**
 * The database seen by the services: PostgreSQL through `pg`, or PGlite embedded. Both parse
 * BIGINT as bigint (money is integer centavos) and NUMERIC as string, so code behaves the same.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  execScript(sql: string): Promise<void>;
}

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: { isolation?: IsolationLevel }): Promise<T>;
  close(): Promise<void>;
}

export const PG_TYPE = { INT8: 20, NUMERIC: 1700 } as const;

export function beginStatement(isolation: IsolationLevel | undefined): string {
  return isolation ? `BEGIN ISOLATION LEVEL ${isolation.toUpperCase()}` : 'BEGIN';
}
