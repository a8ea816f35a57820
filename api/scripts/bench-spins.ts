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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { apiPrefix, buildApp } from '../src/app.ts';
import { createAuthenticator } from '../src/auth/authenticator.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { createFairHasher } from '../src/domain/casino/fair/stream.ts';
import { casinoFeature } from '../src/features/casino/index.ts';
import { betSchema, playSingle, type SingleEngine } from '../src/features/casino/engines.ts';
import { createMemoryStore } from '../src/kv/kv.ts';
import { checkLedger, createLedger } from '../src/ledger/index.ts';
import { recordingRealtimeDeps } from '../src/realtime/wiring.ts';
import { admin, CLIENTS, load, option, percentile, runLoadWorker, seedPlayers, tpcb, type LoadRequest } from './lib/api-bench.ts';

const PLAYERS = 2_000;

// ---------------------------------------------------------------- the load (made in the worker thread)

function randomPlay(): LoadRequest {
  const stake = (50 + Math.floor(Math.random() * 451)) / 100;
  const pick = Math.random();
  const play = (game: string, body: Record<string, unknown>) => ({ path: `/games/${game}/play`, body });
  if (pick < 0.7) return play(['sete-da-sorte', 'carnaval-do-rio', 'amazonia-243'][Math.floor(Math.random() * 3)]!, { mode: 'real', stake });
  if (pick < 0.8) return play('roleta-europeia', { mode: 'real', bets: [{ type: Math.random() < 0.5 ? 'red' : 'black', amount: stake }] });
  if (pick < 0.9) return play('dice', { mode: 'real', stake, direction: 'over', target: 49.5 });
  return play('keno', { mode: 'real', stake, picks: [3, 11, 17, 24, 38] });
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

async function seedDatabase(db: Database): Promise<string[]> {
  await migrate(db);
  const tokens = await seedPlayers(db, PLAYERS);
  await db.query('ANALYZE');
  return tokens;
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
      const plan = { baseUrl: address, tokens, seconds, acceptedStatus: 200, data: null };
      const closed = await load(new URL(import.meta.url), { ...plan, mode: 'closed', rate: 0 });
      const rate = closed.accepted / seconds;
      const closedSorted = closed.latenciesMs.sort((a, b) => a - b);
      console.log(
        `  ${rate.toFixed(0)} real rounds/s  p50 ${percentile(closedSorted, 0.5).toFixed(2)} ms  p99 ${percentile(closedSorted, 0.99).toFixed(2)} ms  (${closed.refused} refused, ${closed.errors} errors)`,
      );
      if (closed.refused + closed.errors > 0) console.log('  not accepted:', closed.refusals);
      const target = Math.max(1, Math.round(rate * 0.7));
      console.log(`open loop at ${target}/s (70%), ${seconds} s…`);
      const open = await load(new URL(import.meta.url), { ...plan, mode: 'open', rate: target });
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
  await runLoadWorker(randomPlay);
} else {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('bench:spins needs DATABASE_URL (a PostgreSQL server); it creates and drops its own schemas.');
    process.exit(2);
  }
  await main(url);
}
