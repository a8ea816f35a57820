/**
 * `npm run bench:ledger`: how many ledger transfers per second PostgreSQL commits, next to
 * pgbench's tpcb-like on the same server for scale. Needs DATABASE_URL; works in its own schemas
 * and drops them. 16 concurrent clients each commit player stakes to, and wins from, the sharded
 * house account, in two ways:
 *   - transaction: each transfer in its own transaction (BEGIN; transfer; COMMIT), as a feature
 *     that writes its own rows next to the transfer does;
 *   - lone: each transfer as one autocommitted statement (`ledger.transfer(db, …)`).
 * Rounds alternate these with pgbench runs of the same length, so a noisy neighbour on a shared
 * machine hits all alike; quote the medians.
 *
 *   DATABASE_URL=postgres://… npm run bench:ledger -- --seconds 10 --rounds 3
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import type { Database } from '../src/db/database.ts';
import { checkLedger, createLedger, inLedgerTransaction, isLedgerError, type Ledger, type TransferRequest } from '../src/ledger/index.ts';
import { createPlayers } from '../src/ledger/testing.ts';
import { admin, findPgbench, fundPlayers, option, percentile } from './lib/api-bench.ts';

const run = promisify(execFile);
const CLIENTS = 16;
const PLAYERS = 1_000;
const OPENING_BALANCE_CENTAVOS = 1_000_000n;
const WARMUP_MS = 1_000;
const SERIES = {
  transaction: 'ledger, one transaction per transfer (BEGIN; transfer; COMMIT)',
  lone: 'ledger, lone transfer (one autocommitted statement)',
  direct: 'ledger_apply sent by pgbench (no Node client; BEGIN; apply; COMMIT)',
  tpcb: `pgbench tpcb-like -s 1 -c ${CLIENTS} -j 2`,
} as const;
type Series = keyof typeof SERIES;
type Mode = 'transaction' | 'lone';

interface Tally {
  committed: number;
  refused: number;
  latenciesMs: number[];
}

interface LedgerBench {
  schema: string;
  db: Database;
  ledger: Ledger;
  players: bigint[];
  drop(): Promise<void>;
}

async function setUpLedger(url: string): Promise<LedgerBench> {
  const schema = `bench_ledger_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, schema, maxConnections: CLIENTS });
  const drop = async () => {
    await db.close();
    await admin(url, `DROP SCHEMA ${schema} CASCADE`);
  };
  try {
    await migrate(db);
    const ledger = createLedger();
    const players = await createPlayers(db, PLAYERS);
    await fundPlayers(db, ledger, players, OPENING_BALANCE_CENTAVOS);
    return { schema, db, ledger, players, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

function randomMove(client: string, sequence: number, players: bigint[]): TransferRequest {
  const userId = players[Math.floor(Math.random() * players.length)] ?? 1n;
  const amountCentavos = BigInt(1 + Math.floor(Math.random() * 1_000));
  const id = `bench:${client}:${sequence}`;
  const metadata = { round: sequence };
  return Math.random() < 0.5
    ? { id, kind: 'casino_bet', debit: { userId, purpose: 'cash' }, credit: { system: 'house_revenue' }, amountCentavos, metadata }
    : { id, kind: 'casino_win', debit: { system: 'house_revenue' }, credit: { userId, purpose: 'cash' }, amountCentavos, metadata };
}

async function client(name: string, bench: LedgerBench, mode: Mode, measureFrom: number, until: number, tally: Tally): Promise<void> {
  const { db, ledger, players } = bench;
  for (let sequence = 0; performance.now() < until; sequence++) {
    const request = randomMove(name, sequence, players);
    const started = performance.now();
    try {
      if (mode === 'transaction') await inLedgerTransaction(db, (tx) => ledger.transfer(tx, request));
      else await ledger.transfer(db, request);
      if (started >= measureFrom) {
        tally.committed++;
        tally.latenciesMs.push(performance.now() - started);
      }
    } catch (error) {
      if (!isLedgerError(error, 'insufficient_funds')) throw error;
      if (started >= measureFrom) tally.refused++;
    }
  }
}

async function runLedger(bench: LedgerBench, mode: Mode, seconds: number): Promise<number> {
  const tally: Tally = { committed: 0, refused: 0, latenciesMs: [] };
  // The warm-up opens the pool's connections; pgbench likewise leaves connection time out.
  const measureFrom = performance.now() + WARMUP_MS;
  const until = measureFrom + seconds * 1_000;
  const prefix = randomBytes(3).toString('hex');
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(`${prefix}:${index}`, bench, mode, measureFrom, until, tally)));
  const sorted = tally.latenciesMs.sort((a, b) => a - b);
  const perSecond = tally.committed / seconds;
  console.log(
    `  ${perSecond.toFixed(0).padStart(6)} transfers/s  p50 ${percentile(sorted, 0.5).toFixed(2)} ms  p99 ${percentile(sorted, 0.99).toFixed(2)} ms` +
      `  ${SERIES[mode]} (${tally.committed} committed, ${tally.refused} refused for funds)`,
  );
  return perSecond;
}

async function setUpPgbench(url: string, pgbench: string): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  const schema = `bench_pgbench_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${schema}`);
  // PGOPTIONS puts pgbench's tables in a scratch schema of the same database.
  const env = { ...process.env, PGOPTIONS: `-c search_path=${schema}` };
  const drop = () => admin(url, `DROP SCHEMA ${schema} CASCADE`);
  try {
    await run(pgbench, ['-i', '-s', '1', '-q', url], { env });
    return { env, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function runPgbench(url: string, seconds: number, pgbench: string, env: NodeJS.ProcessEnv, script: string[], label: string): Promise<number> {
  const { stdout } = await run(pgbench, ['-c', String(CLIENTS), '-j', '2', '-T', String(seconds), ...script, url], { env });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  if (!tps) throw new Error(`could not read pgbench's tps from:\n${stdout}`);
  console.log(`  ${Number(tps).toFixed(0).padStart(6)} tps          latency average ${latency ?? '?'} ms  ${label}`);
  return Number(tps);
}

/**
 * The same stakes and wins, but sent by pgbench (a C client) straight to ledger_apply: the
 * database's own cost of a transfer, without Node's. For comparison only; callers use the module.
 */
function ledgerScripts(dir: string, players: bigint[]): string[] {
  const first = players[0] ?? 1n;
  const last = players.at(-1) ?? first;
  const call = (kind: string, debit: string, credit: string, debitFirst: boolean) => `\\set player random(${first}, ${last})
\\set amount random(1, 1000)
\\set shard random(0, 15)
BEGIN;
SELECT * FROM ledger_apply('pgbench:' || gen_random_uuid(), '${kind}', 'single', :amount, 'BRL', NULL, NULL, NULL, NULL, '{}', 0, :amount, ${debit}, ${credit}, ${debitFirst});
COMMIT;
`;
  writeFileSync(join(dir, 'stake.sql'), call('casino_bet', ":player, 'cash', 0::smallint", "NULL, 'house_revenue', :shard::smallint", true));
  writeFileSync(join(dir, 'win.sql'), call('casino_win', "NULL, 'house_revenue', :shard::smallint", ":player, 'cash', 0::smallint", false));
  return ['-f', `${join(dir, 'stake.sql')}@1`, '-f', `${join(dir, 'win.sql')}@1`];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function summarise(results: Record<Series, number[]>): void {
  console.log('medians');
  const theirs = results.tpcb;
  for (const series of Object.keys(SERIES) as Series[]) {
    if (results[series].length === 0) continue;
    const ratios = results[series].map((value, index) => value / (theirs[index] ?? Number.NaN));
    const ratio = series !== 'tpcb' && theirs.length > 0 ? `  (÷ pgbench tpcb-like: ${median(ratios).toFixed(2)})` : '';
    console.log(`  ${median(results[series]).toFixed(0).padStart(6)} /s  ${SERIES[series]}${ratio}`);
  }
}

async function main(url: string): Promise<void> {
  const seconds = option('seconds', 10);
  const rounds = Math.trunc(option('rounds', 3));
  const pgbench = findPgbench();
  if (!pgbench) console.log('pgbench not found (PATH or /usr/lib/postgresql/15/bin): it comes with postgresql-client; only the ledger is measured.');
  const scratch = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
  const ledgerBench = await setUpLedger(url);
  const results: Record<Series, number[]> = { transaction: [], lone: [], direct: [], tpcb: [] };
  let tpcb: Awaited<ReturnType<typeof setUpPgbench>> | null = null;
  try {
    tpcb = pgbench ? await setUpPgbench(url, pgbench) : null;
    const ledgerEnv = { ...process.env, PGOPTIONS: `-c search_path=${ledgerBench.schema}` };
    const scripts = ledgerScripts(scratch, ledgerBench.players);
    for (let round = 1; round <= rounds; round++) {
      console.log(`round ${round}/${rounds}: ${seconds} s each, ${CLIENTS} clients`);
      for (const mode of ['transaction', 'lone'] as const) results[mode].push(await runLedger(ledgerBench, mode, seconds));
      if (!pgbench || !tpcb) continue;
      results.direct.push(await runPgbench(url, seconds, pgbench, ledgerEnv, scripts, SERIES.direct));
      results.tpcb.push(await runPgbench(url, seconds, pgbench, tpcb.env, ['-b', 'tpcb-like'], SERIES.tpcb));
    }
    const report = await checkLedger(ledgerBench.db);
    console.log(`ledger:check after the runs: ${report.ok ? 'ok' : 'PROBLEMS'} (${report.transfers} transfers)`);
    if (!report.ok) process.exitCode = 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await ledgerBench.drop();
    await tpcb?.drop();
  }
  summarise(results);
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:ledger needs DATABASE_URL (a PostgreSQL server); it creates and drops its own schemas.');
  process.exit(2);
}
await main(url);
