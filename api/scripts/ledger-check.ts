/**
 * `npm run ledger:check`: reconciles the ledger of a live database and exits non-zero, naming the
 * offending accounts and transfers, when any invariant is broken. Uses DATABASE_URL, or else the
 * embedded PGlite under DATA_DIR (default ./data) as the API does. A PGlite data directory can be
 * opened by one process at a time: stop `npm start` first (or point it at PostgreSQL).
 * Read-only: it neither migrates nor creates a database.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open.ts';
import { checkLedger, type LedgerReport } from '../src/ledger/index.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

function describeTarget(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `embedded PGlite at ${join(dataDir, 'pglite')} (the API must be stopped)`;
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

function printReport(report: LedgerReport): void {
  console.log(`transfers: ${report.transfers}, open pending: ${report.openPending}`);
  for (const totals of report.currencies) {
    console.log(
      `${totals.currency}: ${totals.accounts} accounts, posted net ${totals.postedNetCentavos}, pending net ${totals.pendingNetCentavos}, ` +
        `volume ${totals.postedVolumeCentavos} centavos`,
    );
  }
  for (const check of report.checks) {
    console.log(`${check.problems.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}: ${check.description}`);
    for (const problem of check.problems) console.log(`       ${problem}`);
  }
  const failed = report.checks.filter((check) => check.problems.length > 0).length;
  console.log(report.ok ? 'ledger is consistent' : `${failed} check(s) failed (each lists at most 50 offenders)`);
}

async function ledgerInstalled(db: Database): Promise<boolean> {
  const result = await db.query<{ found: boolean }>("SELECT to_regclass('ledger_transfers') IS NOT NULL AS found");
  return result.rows[0]?.found === true;
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, 'data'));
console.log(`ledger:check on ${describeTarget(databaseUrl, dataDir)}`);
if (!databaseUrl && !existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
  console.error(`no embedded database at ${join(dataDir, 'pglite')}; set DATA_DIR or DATABASE_URL`);
  process.exit(2);
}
const db = await openDatabase({ databaseUrl, dataDir });
try {
  if (!(await ledgerInstalled(db))) {
    console.error('this database has no ledger yet (migration 003 not applied; the API applies migrations when it starts)');
    process.exitCode = 2;
  } else {
    const report = await checkLedger(db);
    printReport(report);
    process.exitCode = report.ok ? 0 : 1;
  }
} finally {
  await db.close();
}
