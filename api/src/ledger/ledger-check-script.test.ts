/** `npm run ledger:check` end to end, on an embedded database in a scratch DATA_DIR. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { createLedger } from './index.ts';
import { createPlayers } from './testing.ts';

const SCRIPT = resolve(import.meta.dirname, '..', '..', 'scripts', 'ledger-check.ts');
const run = promisify(execFile);
let dataDir: string;
let userId: bigint;

async function withDatabase(work: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<void>): Promise<void> {
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

async function ledgerCheck(): Promise<{ code: number; stdout: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  try {
    const { stdout } = await run(process.execPath, [SCRIPT], { env: { ...env, DATA_DIR: dataDir } });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'palpite-ledger-check-'));
  await withDatabase(async (db) => {
    await migrate(db);
    [userId = 0n] = await createPlayers(db, 1);
    await db.transaction((tx) =>
      createLedger().transfer(tx, {
        id: 'deposit',
        kind: 'deposit',
        debit: { system: 'clearing:pix' },
        credit: { userId, purpose: 'cash' },
        amountCentavos: 1_000n,
      }),
    );
  });
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('reports a sound ledger and exits 0, then names a tampered account and exits 1', { timeout: 120_000 }, async () => {
  const sound = await ledgerCheck();
  expect(sound.stdout).toContain('ledger is consistent');
  expect(sound.code).toBe(0);

  await withDatabase(async (db) => {
    await db.query("UPDATE ledger_accounts SET credits_posted = credits_posted + 1 WHERE user_id = $1 AND purpose = 'cash'", [userId]);
  });
  const broken = await ledgerCheck();
  expect(broken.code).toBe(1);
  expect(broken.stdout).toContain('FAIL cached_balances');
  expect(broken.stdout).toContain(`user:${userId}:cash:BRL`);
});
