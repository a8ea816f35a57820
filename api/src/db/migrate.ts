/**
 * Applies the numbered SQL files of api/migrations in order, each once, each in its own
 * transaction. An advisory lock lets several API nodes start at the same time safely.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '..', '..', 'migrations');
const MIGRATION_LOCK_KEY = 7_201_116;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/** The migrations in order; an .sql file misnamed (so never applied) stops the start instead of being skipped. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql'));
  const misnamed = files.filter((file) => !MIGRATION_FILE.test(file));
  if (misnamed.length > 0) throw new Error(`migrations must be named NNN_lower_snake.sql: ${misnamed.join(', ')}`);
  return files.sort().map((file) => ({ version: Number(file.slice(0, 3)), name: file.slice(4, -4), sql: readFileSync(join(dir, file), 'utf8') }));
}

/** Returns the versions it applied. */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<number[]> {
  // Under the lock too: two nodes creating it at once on an empty database can collide (23505).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (existing.rowCount > 0) return false;
      await tx.execScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
