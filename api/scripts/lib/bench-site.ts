/**
 * The run around an API bench (bench:bets, bench:spins): the whole API listening on a scratch
 * schema, and its closed and open loops measured and printed the same way for every bench.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { createMemoryStore } from '../../src/kv/kv.ts';
import { recordingRealtimeDeps } from '../../src/realtime/wiring.ts';
import { admin, CLIENTS, cpuMeter, load, percentile, type CpuPerRequest, type LoadPlan, type LoadResult } from './api-bench.ts';

export interface BenchSite<Seeded> {
  db: Database;
  seeded: Seeded;
  /** The listening API's origin. */
  address: string;
  /** Stops the API (before the ledger check, so no late request lands during it); safe to call twice. */
  stopApi: () => Promise<void>;
}

/**
 * Runs `measure` against the API as `npm start` wires it, on a migrated scratch schema of `url`
 * that `seed` fills first. Afterwards the server, the schema and the data folder are gone. The
 * realtime messages the API would send are recorded and dropped every second, or they would pile
 * up for the length of the run.
 */
export async function withBenchSite<Seeded>(
  url: string,
  name: string,
  seed: (db: Database) => Promise<Seeded>,
  measure: (site: BenchSite<Seeded>) => Promise<void>,
): Promise<void> {
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, schema, maxConnections: CLIENTS + 4 });
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  try {
    console.log(`seeding schema ${schema}…`);
    await migrate(db);
    const seeded = await seed(db);
    const realtime = recordingRealtimeDeps(db, { keyName: 'bench.key', keySecret: randomBytes(24).toString('base64url') });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, HOST_DIST_DIR: join(dataDir, 'host'), SERVE_FRONTEND: 'false' }),
      db,
      kv: createMemoryStore(),
      opsToken: randomBytes(24).toString('base64url'),
      ...realtime,
      secretKey: randomBytes(32).toString('base64url'),
      loadHostShared: async () => ({}),
      paymentsEnv: { PAYMENTS_JOB_INTERVAL_MS: '0' },
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const published = realtime.publisher.published;
    const trim = setInterval(() => published.splice(0), 1_000);
    let stopped = false;
    const stopApi = async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(trim);
      await app.close();
    };
    try {
      await measure({ db, seeded, address, stopApi });
    } finally {
      await stopApi().catch(() => undefined);
    }
  } finally {
    await db.close();
    await admin(url, `DROP SCHEMA ${schema} CASCADE`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface LoopFigures {
  /** Accepted requests per second in the closed loop. */
  rate: number;
  /** CPU per accepted request in the closed loop. */
  cpu: CpuPerRequest;
  /** The open loop's rate: 70% of the closed loop's. */
  target: number;
  p50Ms: number;
  p99Ms: number;
}

function summary(result: LoadResult, seconds: number, unit: string): string {
  const sorted = result.latenciesMs.sort((a, b) => a - b);
  return (
    `  ${(result.accepted / seconds).toFixed(0)} ${unit}  p50 ${percentile(sorted, 0.5).toFixed(2)} ms  p99 ${percentile(sorted, 0.99).toFixed(2)} ms` +
    `  (${result.refused} refused, ${result.errors} errors)`
  );
}

/**
 * The closed loop ({@link CLIENTS} clients as fast as answers come), then the open loop at 70% of
 * its rate, `script` making the requests in a worker; each printed as it finishes (`unit`: what
 * an accepted request is, per second).
 */
export async function closedThenOpenLoops<Data>(script: URL, plan: Omit<LoadPlan<Data>, 'mode' | 'rate'>, unit: string): Promise<LoopFigures> {
  console.log(`closed loop: ${CLIENTS} clients, ${plan.seconds} s…`);
  const meter = cpuMeter();
  const closed = await load(script, { ...plan, mode: 'closed', rate: 0 });
  const cpu = meter.stop(closed.accepted);
  console.log(summary(closed, plan.seconds, unit));
  const postgresCpu = cpu.postgresMs === null ? 'n/a' : `${cpu.postgresMs.toFixed(2)} ms`;
  console.log(
    `  CPU per accepted request: API thread ${cpu.apiThreadMs.toFixed(2)} ms, PostgreSQL ${postgresCpu}, load generator and the process's other threads ${cpu.restOfProcessMs.toFixed(2)} ms`,
  );
  if (closed.refused + closed.errors > 0) console.log('  not accepted:', closed.refusals);
  const rate = closed.accepted / plan.seconds;
  const target = Math.max(1, Math.round(rate * 0.7));
  console.log(`open loop at ${target}/s (70%), ${plan.seconds} s…`);
  const open = await load(script, { ...plan, mode: 'open', rate: target });
  console.log(summary(open, plan.seconds, unit));
  const openSorted = open.latenciesMs.sort((a, b) => a - b);
  return { rate, cpu, target, p50Ms: percentile(openSorted, 0.5), p99Ms: percentile(openSorted, 0.99) };
}
