/**
 * `npm run bench:auth`: logins per second the API sustains with the chosen argon2id parameters.
 * Starts the real API in this process (PostgreSQL when DATABASE_URL is set, else embedded
 * PGlite), registers players, then logs them in over HTTP from N concurrent clients for a fixed
 * time. Each request comes from its own address (X-Forwarded-For) and players rotate, so the rate
 * limits — printed alongside — do not cap the measurement. Writes docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { ARGON2_PARAMS, hashPassword } from '../src/crypto/passwords.ts';
import { AUTH_RATE_RULES } from '../src/features/auth/service.ts';
import { createMemoryStore } from '../src/kv/kv.ts';
import { recordingRealtimeDeps } from '../src/realtime/wiring.ts';
import { writePerformanceSection } from './lib/perf-doc.ts';

const PLAYERS = 64;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONCURRENCY_LEVELS = [1, 4, 16];
const PASSWORD = 'bench password 123';

interface Run {
  concurrency: number;
  logins: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function run(origin: string, emails: string[], concurrency: number): Promise<Run> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = performance.now() + DURATION_MS;
  async function client() {
    while (performance.now() < deadline) {
      const email = emails[next++ % emails.length]!;
      const started = performance.now();
      const response = await fetch(`${origin}/api/palpite/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress(), 'User-Agent': 'bench' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      await response.arrayBuffer();
      if (response.status === 200) latencies.push(performance.now() - started);
      else failures += 1;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    logins: latencies.length,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'palpite-bench-auth-'));
  // Requests come over loopback as from a load balancer: each names its own client address.
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SERVE_FRONTEND: 'false', TRUST_PROXY: 'loopback' });
  const db = await openDatabase(config);
  await migrate(db);
  const app = await buildApp({
    config,
    db,
    kv: createMemoryStore(),
    opsToken: randomBytes(24).toString('base64url'),
    secretKey: randomBytes(32).toString('base64url'),
    ...recordingRealtimeDeps(db, { keyName: 'bench.key', keySecret: randomBytes(24).toString('base64url') }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const hashStarted = performance.now();
    await hashPassword(PASSWORD);
    const hashMs = performance.now() - hashStarted;

    const emails: string[] = [];
    for (let index = 0; index < PLAYERS; index++) {
      const email = `bench-${index}-${randomBytes(3).toString('hex')}@example.com`;
      const response = await fetch(`${origin}/api/palpite/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() },
        body: JSON.stringify({ first_name: 'Bench', last_name: 'Player', email, password: PASSWORD, password_confirmation: PASSWORD }),
      });
      if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
      emails.push(email);
    }

    const runs: Run[] = [];
    for (const concurrency of CONCURRENCY_LEVELS) {
      const result = await run(origin, emails, concurrency);
      runs.push(result);
      console.log(
        `${String(concurrency).padStart(2)} clients: ${result.perSecond.toFixed(1)} logins/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${result.failures} failed`,
      );
    }

    const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, database ${db.kind}`;
    const rules = Object.values(AUTH_RATE_RULES)
      .map((rule) => `| ${rule.name} | ${rule.limit} | ${rule.windowMs / 60_000} min |`)
      .join('\n');
    writePerformanceSection(
      'Auth: logins per second (npm run bench:auth)',
      [
        `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
        '',
        `Passwords are hashed with argon2id at OWASP's minimum: ${ARGON2_PARAMS.memoryKiB} KiB of memory, ${ARGON2_PARAMS.passes} passes, ${ARGON2_PARAMS.parallelism} lane`,
        `(one hash takes ${hashMs.toFixed(0)} ms here). \`npm run bench:auth\` logs ${PLAYERS} registered players in over HTTP for ${DURATION_MS / 1000} s per level, each`,
        'request from its own address so the limits below do not cap the figure. A login is one argon2id',
        'verification, a session row and the answer.',
        '',
        '| clients | logins/s | p50 | p99 | failed |',
        '| ---: | ---: | ---: | ---: | ---: |',
        ...runs.map((r) => `| ${r.concurrency} | ${r.perSecond.toFixed(1)} | ${r.p50Ms.toFixed(1)} ms | ${r.p99Ms.toFixed(1)} ms | ${r.failures} |`),
        '',
        'Rate limits (per address, per account; sliding windows; Redis when REDIS_URL is set so every API node shares them):',
        '',
        '| rule | limit | window |',
        '| --- | ---: | ---: |',
        rules,
        '',
        'Failed logins per account are capped at 20 an hour (the issue allows at most 100); a successful',
        'login does not count. Reset and verification codes allow 5 wrong tries each and expire after 15',
        'minutes; a 2FA login step allows 5 wrong codes and expires after 5 minutes.',
      ].join('\n'),
    );
  } finally {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
