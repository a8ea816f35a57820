/**
 * `npm run bench:spins`: real-money casino rounds per second end to end — HTTP → authentication →
 * validation → ONE transaction (wallets locked, stake cash first then bonus, nonce, engine on the
 * provably-fair stream, round stored, `casino_bet` and `casino_win` in the ledger) — on
 * PostgreSQL, next to the engines alone on one core and pgbench's tpcb-like on the same database
 * in the same run.
 *
 *  1. closed loop: 16 concurrent clients (keep-alive HTTP), each spinning random players' slots
 *     (70%), roulette, dice and keno (10% each), R$ 0,50–5,00;
 *  2. open loop at 70% of that rate (a request's latency counts from when it was due): p50 / p99;
 *  3. engines only, one core: rounds per second per game, HMAC-SHA256 stream included;
 *  4. pgbench tpcb-like, 16 clients, same length, its own scratch schema.
 * The API runs in this process (a real listening server), the load comes from a worker thread,
 * everything lives in scratch schemas dropped at the end. Prints the figures and a markdown
 * section for docs/performance.md.
 *
 *   DATABASE_URL=postgres://… npm run bench:spins -- --seconds 10
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import { apiPrefix, buildApp } from '../src/app.ts';
import { createAuthenticator } from '../src/auth/authenticator.ts';
import { insertSession } from '../src/auth/sessions.ts';
import { loadConfig } from '../src/config.ts';
import { hashToken } from '../src/crypto/tokens.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { createFairHasher } from '../src/domain/casino/fair/stream.ts';
import { parseUserAgent } from '../src/domain/identity/user-agent.ts';
import { casinoFeature } from '../src/features/casino/index.ts';
import { betSchema, playSingle, type SingleEngine } from '../src/features/casino/engines.ts';
import { createMemoryStore } from '../src/kv/kv.ts';
import { checkLedger, createLedger, type TransferRequest } from '../src/ledger/index.ts';
import { createPlayers } from '../src/ledger/testing.ts';
import { recordingRealtimeDeps } from '../src/realtime/wiring.ts';

const CLIENTS = 16;
const PLAYERS = 2_000;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const run = promisify(execFile);

interface LoadResult {
  accepted: number;
  refused: number;
  errors: number;
  refusals: Record<string, number>;
  latenciesMs: number[];
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number(process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

// ---------------------------------------------------------------- load generator (worker thread)

function randomPlay(): { game: string; body: Record<string, unknown> } {
  const stake = (50 + Math.floor(Math.random() * 451)) / 100;
  const pick = Math.random();
  if (pick < 0.7) return { game: ['sete-da-sorte', 'carnaval-do-rio', 'amazonia-243'][Math.floor(Math.random() * 3)]!, body: { mode: 'real', stake } };
  if (pick < 0.8) return { game: 'roleta-europeia', body: { mode: 'real', bets: [{ type: Math.random() < 0.5 ? 'red' : 'black', amount: stake }] } };
  if (pick < 0.9) return { game: 'dice', body: { mode: 'real', stake, direction: 'over', target: 49.5 } };
  return { game: 'keno', body: { mode: 'real', stake, picks: [3, 11, 17, 24, 38] } };
}

async function loadWorker(): Promise<void> {
  const { url, tokens, mode, seconds, rate } = workerData as { url: string; tokens: string[]; mode: 'closed' | 'open'; seconds: number; rate: number };
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 4 });
  const result: LoadResult = { accepted: 0, refused: 0, errors: 0, refusals: {}, latenciesMs: [] };
  const post = (path: string, body: string, token: string) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const request = http.request(
        new URL(`${url}/api/palpite${path}`),
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
            'user-agent': USER_AGENT,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: response.statusCode === 200 ? '' : Buffer.concat(chunks).toString() }));
        },
      );
      request.on('error', (error) => resolve({ status: 0, body: error.message }));
      request.end(body);
    });
  const once = async (dueAt: number, measure: boolean) => {
    const token = tokens[Math.floor(Math.random() * tokens.length)]!;
    const { game, body } = randomPlay();
    const answer = await post(`/games/${game}/play`, JSON.stringify(body), token);
    if (!measure) return;
    if (answer.status === 200) {
      result.accepted++;
      result.latenciesMs.push(performance.now() - dueAt);
      return;
    }
    const key =
      answer.status >= 400 && answer.status < 500
        ? ((JSON.parse(answer.body) as { message_key?: string }).message_key ?? String(answer.status))
        : `HTTP ${answer.status}: ${answer.body.slice(0, 80)}`;
    result.refusals[key] = (result.refusals[key] ?? 0) + 1;
    if (answer.status >= 400 && answer.status < 500) result.refused++;
    else result.errors++;
  };
  const warmupUntil = performance.now() + 1_000;
  const until = warmupUntil + seconds * 1_000;
  if (mode === 'closed') {
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (;;) {
          const started = performance.now();
          if (started >= until) break;
          await once(started, started >= warmupUntil);
        }
      }),
    );
  } else {
    const interval = 1_000 / rate;
    const inFlight: Promise<void>[] = [];
    let due = performance.now();
    while (due < until) {
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(once(due, due >= warmupUntil));
      if (inFlight.length > 10_000) await Promise.all(inFlight.splice(0));
      due += interval;
    }
    await Promise.all(inFlight);
  }
  agent.destroy();
  parentPort!.postMessage(result);
}

function load(url: string, tokens: string[], mode: 'closed' | 'open', seconds: number, rate = 0): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { url, tokens, mode, seconds, rate } });
    worker.once('message', (message: LoadResult) => resolve(message));
    worker.once('error', reject);
  });
}

// ---------------------------------------------------------------- engines only

const ENGINE_BETS: [string, SingleEngine, Record<string, unknown>][] = [
  ['Sete da Sorte', 'slots.classic', { stake: 1 }],
  ['Carnaval do Rio', 'slots.video', { stake: 1 }],
  ['Amazônia 243', 'slots.ways', { stake: 1 }],
  ['Roleta Europeia (one spot)', 'roulette.european', { bets: [{ type: 'red', amount: 1 }] }],
  ['Dice', 'dice', { stake: 1, direction: 'over', target: 49.5 }],
  ['Keno (5 picks)', 'keno', { stake: 1, picks: [3, 11, 17, 24, 38] }],
  ['Bacará (banker)', 'baccarat', { bets: [{ spot: 'banker', amount: 1 }] }],
];

function engineRates(msPerGame: number): { name: string; perSecond: number }[] {
  const hasher = createFairHasher(randomBytes(32).toString('hex'));
  return ENGINE_BETS.map(([name, engine, body]) => {
    const bet = betSchema(engine).parse(body);
    let nonce = 0;
    const started = performance.now();
    while (performance.now() - started < msPerGame) {
      for (let i = 0; i < 200; i++) playSingle(bet, hasher.floats('bench', nonce++));
    }
    return { name, perSecond: nonce / ((performance.now() - started) / 1_000) };
  });
}

// ---------------------------------------------------------------- set-up and main

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function seedDatabase(db: Database): Promise<string[]> {
  await migrate(db);
  const ledger = createLedger();
  const players = await createPlayers(db, PLAYERS);
  for (let start = 0; start < players.length; start += 200) {
    const deposits = players.slice(start, start + 200).map((userId): TransferRequest => ({
      id: `bench:fund:${userId}`,
      kind: 'deposit',
      debit: { system: 'clearing:pix' },
      credit: { userId, purpose: 'cash' },
      amountCentavos: 100_000_000n,
    }));
    await ledger.transferMany(db, deposits);
  }
  const device = parseUserAgent(USER_AGENT);
  const tokens: string[] = [];
  for (const userId of players) {
    const token = randomBytes(32).toString('base64url');
    tokens.push(token);
    await insertSession(db, {
      userId,
      tokenHash: hashToken(token),
      deviceSignature: device.signature,
      device: device.device,
      browser: device.browser,
      os: device.os,
      ip: '203.0.113.1',
      userAgent: USER_AGENT,
      now: new Date(),
    });
  }
  await db.query('ANALYZE');
  return tokens;
}

function findPgbench(): string | null {
  const candidates = [...(process.env.PATH ?? '').split(':').map((dir) => `${dir}/pgbench`), '/usr/lib/postgresql/15/bin/pgbench'];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

async function tpcb(url: string, seconds: number): Promise<number | null> {
  const pgbench = findPgbench();
  if (!pgbench) {
    console.log('pgbench not found (it comes with postgresql-client): no tpcb-like figure.');
    return null;
  }
  const schema = `bench_pgbench_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${schema}`);
  const env = { ...process.env, PGOPTIONS: `-c search_path=${schema}` };
  try {
    await run(pgbench, ['-i', '-s', '1', '-q', url], { env });
    const { stdout } = await run(pgbench, ['-c', String(CLIENTS), '-j', '2', '-T', String(seconds), '-b', 'tpcb-like', url], { env });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`could not read pgbench's tps from:\n${stdout}`);
    return Number(tps);
  } finally {
    await admin(url, `DROP SCHEMA ${schema} CASCADE`);
  }
}

async function main(url: string): Promise<void> {
  const seconds = option('seconds', 10);
  const schema = `bench_spins_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, schema, maxConnections: CLIENTS + 4 });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-spins-'));
  try {
    console.log(`seeding ${PLAYERS} players (schema ${schema})…`);
    const tokens = await seedDatabase(db);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, HOST_DIST_DIR: join(dataDir, 'host'), SERVE_FRONTEND: 'false' });
    const realtime = recordingRealtimeDeps(db, { keyName: 'bench.key', keySecret: randomBytes(24).toString('base64url') });
    const opsToken = randomBytes(24).toString('base64url');
    const app = await buildApp({
      config,
      db,
      kv: createMemoryStore(),
      opsToken,
      ...realtime,
      secretKey: randomBytes(32).toString('base64url'),
      loadHostShared: async () => ({}),
      paymentsEnv: { PAYMENTS_JOB_INTERVAL_MS: '0' },
    });
    if (!app.hasRoute({ method: 'POST', url: `${apiPrefix(config.product)}/games/:uuid/play` })) {
      await app.register(
        async (api) => {
          casinoFeature(api, {
            db,
            ledger: createLedger(),
            authenticator: createAuthenticator({ db, now: () => new Date() }),
            opsToken,
            onBalanceChanged: (userId) => realtime.notifier.balanceChanged(userId),
            env: { CASINO_JOB_INTERVAL_MS: '0' },
          });
        },
        { prefix: apiPrefix(config.product) },
      );
    }
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const published = realtime.publisher.published;
    const trim = setInterval(() => published.splice(0), 1_000);
    try {
      console.log(`closed loop: ${CLIENTS} clients, ${seconds} s…`);
      const closed = await load(address, tokens, 'closed', seconds);
      const rate = closed.accepted / seconds;
      const closedSorted = closed.latenciesMs.sort((a, b) => a - b);
      console.log(
        `  ${rate.toFixed(0)} real rounds/s  p50 ${percentile(closedSorted, 0.5).toFixed(2)} ms  p99 ${percentile(closedSorted, 0.99).toFixed(2)} ms  (${closed.refused} refused, ${closed.errors} errors)`,
      );
      if (closed.refused + closed.errors > 0) console.log('  not accepted:', closed.refusals);
      const target = Math.max(1, Math.round(rate * 0.7));
      console.log(`open loop at ${target}/s (70%), ${seconds} s…`);
      const open = await load(address, tokens, 'open', seconds, target);
      const openSorted = open.latenciesMs.sort((a, b) => a - b);
      const p50 = percentile(openSorted, 0.5);
      const p99 = percentile(openSorted, 0.99);
      console.log(
        `  ${(open.accepted / seconds).toFixed(0)} real rounds/s  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  (${open.refused} refused, ${open.errors} errors)`,
      );
      clearInterval(trim);
      await app.close();
      const report = await checkLedger(db);
      const rounds = Number((await db.query<{ count: bigint }>('SELECT count(*) AS count FROM casino_rounds')).rows[0]!.count);
      console.log(`ledger:check after the runs: ${report.ok ? 'ok' : 'PROBLEMS'} (${report.transfers} transfers, ${rounds} rounds)`);
      if (!report.ok) process.exitCode = 1;
      console.log('engines only, one core, HMAC stream included…');
      const engines = engineRates(1_000);
      for (const engine of engines) console.log(`  ${engine.name.padEnd(28)} ${engine.perSecond.toFixed(0)} rounds/s`);
      console.log(`pgbench tpcb-like: ${CLIENTS} clients, ${seconds} s…`);
      const tps = await tpcb(url, seconds);
      if (tps !== null) console.log(`  ${tps.toFixed(0)} tps`);
      const ratio = tps === null ? null : rate / tps;
      console.log(`ratio real rounds/s ÷ tpcb-like tps: ${ratio === null ? 'n/a' : ratio.toFixed(2)}`);
      const cpu = cpus()[0]?.model ?? 'unknown CPU';
      console.log(`
### Casino spins (npm run bench:spins)

${cpus().length} × ${cpu}, PostgreSQL on the same machine, ${seconds} s per run, ${PLAYERS} players; 70% slots, 10% each roulette, dice, keno; R$ 0,50–5,00.

| measure | figure |
|---|---|
| real rounds/s, ${CLIENTS} clients, closed loop (HTTP → validation → one transaction with the ledger) | ${rate.toFixed(0)} |
| p50 / p99 at 70% of that rate (${target}/s, open loop) | ${p50.toFixed(2)} ms / ${p99.toFixed(2)} ms |
| pgbench tpcb-like, ${CLIENTS} clients, same database | ${tps === null ? 'n/a' : `${tps.toFixed(0)} tps`} |
| ratio real rounds/s ÷ tpcb-like tps | ${ratio === null ? 'n/a' : ratio.toFixed(2)} |
${engines.map((engine) => `| engine only, one core: ${engine.name} | ${engine.perSecond.toFixed(0)} rounds/s |`).join('\n')}
`);
    } finally {
      clearInterval(trim);
      await app.close().catch(() => undefined);
    }
  } finally {
    await db.close();
    await admin(url, `DROP SCHEMA ${schema} CASCADE`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!isMainThread) {
  await loadWorker();
} else {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('bench:spins needs DATABASE_URL (a PostgreSQL server); it creates and drops its own schemas.');
    process.exit(2);
  }
  await main(url);
}
