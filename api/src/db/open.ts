import { join } from 'node:path';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite under `<dataDir>/pglite`. */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres({ connectionString: options.databaseUrl });
  return openPglite(join(options.dataDir, 'pglite'));
}
