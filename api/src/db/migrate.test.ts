import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.ts';

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

function folderWith(files: string[]): string {
  dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const file of files) writeFileSync(join(dir, file), 'SELECT 1;');
  return dir;
}

describe('reading the migrations', () => {
  it('takes the numbered files in order and leaves other files alone', () => {
    const migrations = readMigrations(folderWith(['002_second.sql', '001_first.sql', 'README.md']));
    expect(migrations.map((m) => [m.version, m.name])).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
  });

  it('refuses an .sql file it would never apply (a name off the pattern)', () => {
    expect(() => readMigrations(folderWith(['001_first.sql', '024_add-index.sql']))).toThrow(/024_add-index\.sql/);
  });

  it('reads the project’s own migrations', () => {
    expect(readMigrations().length).toBeGreaterThanOrEqual(23);
  });
});
