/**
 * What the API benches share (bench:bets, bench:spins): funded players with sessions, an HTTP load
 * generator in a worker thread — 16 keep-alive clients in a closed loop, or a fixed rate in an open
 * loop where a request's latency counts from when it was due, so a stall is not hidden — and
 * pgbench's tpcb-like on the same database for the reference figure.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import { Pool } from 'undici';
import { insertSession } from '../../src/auth/sessions.ts';
import { hashToken } from '../../src/crypto/tokens.ts';
import type { Database } from '../../src/db/database.ts';
import { parseUserAgent } from '../../src/domain/identity/user-agent.ts';
import { createLedger, type Ledger, type TransferRequest } from '../../src/ledger/index.ts';
import { createPlayers } from '../../src/ledger/testing.ts';

export const CLIENTS = 16;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const WARM_UP_MS = 1_000;
const run = promisify(execFile);

export interface LoadResult {
  /** Refusals and errors by message key (or status). */
  refusals: Record<string, number>;
  accepted: number;
  refused: number;
  errors: number;
  latenciesMs: number[];
}

/** One request of the load: a POST under `/api/palpite`. */
export interface LoadRequest {
  path: string;
  body: unknown;
}

export interface LoadPlan<Data> {
  baseUrl: string;
  tokens: readonly string[];
  mode: 'closed' | 'open';
  seconds: number;
  /** Requests per second in the open loop. */
  rate: number;
  /** The status of an accepted request (201 for a bet, 200 for a spin). */
  acceptedStatus: number;
  /** Whatever the script's request maker needs (it runs in the worker). */
  data: Data;
}

/** `--name <n>` or BENCH_NAME, a positive number. */
export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number(process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * Runs `script` as the load worker (the script calls {@link runLoadWorker} when it is not the main
 * thread) and resolves with what it measured.
 */
export function load<Data>(script: URL, plan: LoadPlan<Data>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: plan });
    worker.once('message', (message: LoadResult) => resolve(message));
    worker.once('error', reject);
  });
}

/** In the worker thread: drives the plan it was given, each request made by `next`, and posts the result. */
export async function runLoadWorker<Data>(next: (data: Data) => LoadRequest): Promise<void> {
  const plan = workerData as LoadPlan<Data>;
  // undici's pool: the load generator shares the machine's CPUs with the API and PostgreSQL, and
  // costs about half of node:http's client per request (as pgbench's C client costs tpcb-like little).
  const base = new URL(plan.baseUrl);
  const pool = new Pool(base.origin, { connections: CLIENTS * 4 });
  const result: LoadResult = { refusals: {}, accepted: 0, refused: 0, errors: 0, latenciesMs: [] };
  const once = async (dueAt: number, measure: boolean) => {
    const token = plan.tokens[Math.floor(Math.random() * plan.tokens.length)]!;
    const request = next(plan.data);
    const answer = await post(pool, `/api/palpite${request.path}`, JSON.stringify(request.body), token, plan.acceptedStatus);
    if (measure) record(result, answer, plan.acceptedStatus, performance.now() - dueAt);
  };
  const warmUpUntil = performance.now() + WARM_UP_MS;
  const until = warmUpUntil + plan.seconds * 1_000;
  if (plan.mode === 'closed') {
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let started = performance.now(); started < until; started = performance.now()) await once(started, started >= warmUpUntil);
      }),
    );
  } else {
    // Open loop: requests are due every 1/rate s whatever the answers do.
    const intervalMs = 1_000 / plan.rate;
    const inFlight: Promise<void>[] = [];
    for (let due = performance.now(); due < until; due += intervalMs) {
      const waitMs = due - performance.now();
      if (waitMs > 1) await new Promise((resolve) => setTimeout(resolve, waitMs));
      inFlight.push(once(due, due >= warmUpUntil));
      if (inFlight.length > 10_000) await Promise.all(inFlight.splice(0));
    }
    await Promise.all(inFlight);
  }
  await pool.close();
  parentPort!.postMessage(result);
}

async function post(pool: Pool, path: string, body: string, token: string, acceptedStatus: number): Promise<{ status: number; body: string }> {
  try {
    const response = await pool.request({
      method: 'POST',
      path,
      body,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': USER_AGENT },
    });
    // An accepted answer's body is not needed: skip decoding it.
    if (response.statusCode === acceptedStatus) {
      await response.body.dump();
      return { status: response.statusCode, body: '' };
    }
    return { status: response.statusCode, body: await response.body.text() };
  } catch (error) {
    return { status: 0, body: (error as Error).message };
  }
}

function record(result: LoadResult, answer: { status: number; body: string }, acceptedStatus: number, latencyMs: number): void {
  if (answer.status === acceptedStatus) {
    result.accepted++;
    result.latenciesMs.push(latencyMs);
    return;
  }
  const refused = answer.status >= 400 && answer.status < 500;
  const key = refused
    ? ((JSON.parse(answer.body) as { message_key?: string }).message_key ?? String(answer.status))
    : `HTTP ${answer.status}: ${answer.body.slice(0, 80)}`;
  result.refusals[key] = (result.refusals[key] ?? 0) + 1;
  if (refused) result.refused++;
  else result.errors++;
}

/**
 * `count` players with R$ 1,000,000 each in cash, both wallets open (as for a player who has played
 * before: a first stake opens the bonus wallet once in a player's life, which is not what a steady
 * rate measures) and a session each; returns the sessions' tokens.
 */
export async function seedPlayers(db: Database, count: number): Promise<string[]> {
  const ledger = createLedger();
  const players = await createPlayers(db, count);
  await fundPlayers(db, ledger, players, 100_000_000n);
  await db.transaction(async (tx) => {
    for (const userId of players) await ledger.playerAccounts(tx, userId);
  });
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
  return tokens;
}

/** A Pix deposit of `amountCentavos` to each player's cash wallet, 200 transfers per transaction. */
export async function fundPlayers(db: Database, ledger: Ledger, players: readonly bigint[], amountCentavos: bigint): Promise<void> {
  for (let start = 0; start < players.length; start += 200) {
    const deposits = players.slice(start, start + 200).map((userId): TransferRequest => ({
      id: `bench:fund:${userId}`,
      kind: 'deposit',
      debit: { system: 'clearing:pix' },
      credit: { userId, purpose: 'cash' },
      amountCentavos,
    }));
    await ledger.transferMany(db, deposits);
  }
}

/** Runs one statement as the database's owner (schemas are created and dropped around a run). */
export async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function findPgbench(): string | null {
  const candidates = [...(process.env.PATH ?? '').split(':').map((dir) => `${dir}/pgbench`), '/usr/lib/postgresql/15/bin/pgbench'];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** CPU seconds used so far by the local PostgreSQL server's processes (Linux /proc), or null. */
function postgresCpuSeconds(): number | null {
  let ticks = 0;
  let found = false;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    if (!stat.includes('(postgres)')) continue;
    found = true;
    // utime, stime, cutime, cstime: fields 14–17, counted after the ")" that closes the name.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  // USER_HZ is 100 on Linux.
  return found ? ticks / 100 : null;
}

/** CPU per accepted request, in ms: the API's thread, the rest of this process, PostgreSQL (null when not on this machine). */
export interface CpuPerRequest {
  apiThreadMs: number;
  restOfProcessMs: number;
  postgresMs: number | null;
}

/**
 * Where the CPU goes while a load runs: `stop(count)` gives the milliseconds per request of the
 * API's thread (this one), of the rest of this process (the load generator's thread, GC helpers)
 * and of the PostgreSQL server (null when it is not on this machine).
 */
export function cpuMeter(): { stop(requests: number): CpuPerRequest } {
  const apiStart = process.threadCpuUsage();
  const processStart = process.cpuUsage();
  const postgresStart = postgresCpuSeconds();
  return {
    stop(requests) {
      const api = process.threadCpuUsage(apiStart);
      const whole = process.cpuUsage(processStart);
      const postgresEnd = postgresCpuSeconds();
      const per = Math.max(1, requests);
      return {
        apiThreadMs: (api.user + api.system) / 1_000 / per,
        restOfProcessMs: (whole.user + whole.system - api.user - api.system) / 1_000 / per,
        postgresMs: postgresStart === null || postgresEnd === null ? null : ((postgresEnd - postgresStart) * 1_000) / per,
      };
    },
  };
}

/** pgbench tpcb-like with {@link CLIENTS} clients in a scratch schema: transactions per second, or null without pgbench. */
export async function tpcb(url: string, seconds: number): Promise<number | null> {
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
