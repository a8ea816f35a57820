/**
 * A migrated embedded database to start every API test file from. Creating a PGlite database
 * runs initdb inside WebAssembly (about 3 s on a 2-core machine, paid by each of ~100 test files);
 * loading a dump of one already migrated takes about 1 s. The dump is kept in the system's temp
 * directory under a hash of the migrations and the PGlite version, so a changed migration makes a
 * new one.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrate, readMigrations } from '../db/migrate.ts';
import { openPgliteHandle } from '../db/pglite.ts';

/** The installed PGlite's version (its package does not export its package.json). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (parsed.name === '@electric-sql/pglite' && parsed.version) return parsed.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the version of @electric-sql/pglite');
    dir = parent;
  }
}

/** The dump's path, made first when missing. */
export async function pgliteTemplateFile(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const migration of readMigrations()) hash.update(`${migration.version}:${migration.sql}`);
  const file = join(tmpdir(), `palpite-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return file;
  const { database, pglite } = await openPgliteHandle();
  await migrate(database);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  // Written aside, then renamed: a concurrent run never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** The dump as PGlite loads it. */
export function readPgliteTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
