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
import { cpus } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import type { Database } from '../src/db/database.ts';
import { createFairHasher } from '../src/domain/casino/fair/stream.ts';
import { betSchema, playSingle, type SingleEngine } from '../src/features/casino/engines.ts';
import { checkLedger } from '../src/ledger/index.ts';
import { CLIENTS, option, runLoadWorker, seedPlayers, tpcb, type LoadRequest } from './lib/api-bench.ts';
import { closedThenOpenLoops, withBenchSite } from './lib/bench-site.ts';

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
  const tokens = await seedPlayers(db, PLAYERS);
  await db.query('ANALYZE');
  return tokens;
}

async function main(url: string): Promise<void> {
  const seconds = option('seconds', 10);
  const seed = (db: Database) => {
    console.log(`${PLAYERS} players…`);
    return seedDatabase(db);
  };
  await withBenchSite(url, 'spins', seed, async ({ db, seeded: tokens, address, stopApi }) => {
    const plan = { baseUrl: address, tokens, seconds, acceptedStatus: 200, data: null };
    const { rate, target, p50Ms, p99Ms } = await closedThenOpenLoops(new URL(import.meta.url), plan, 'real rounds/s');
    await stopApi();
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
| p50 / p99 at 70% of that rate (${target}/s, open loop) | ${p50Ms.toFixed(2)} ms / ${p99Ms.toFixed(2)} ms |
| pgbench tpcb-like, ${CLIENTS} clients, same database | ${tps === null ? 'n/a' : `${tps.toFixed(0)} tps`} |
| ratio real rounds/s ÷ tpcb-like tps | ${ratio === null ? 'n/a' : ratio.toFixed(2)} |
${engines.map((engine) => `| engine only, one core: ${engine.name} | ${engine.perSecond.toFixed(0)} rounds/s |`).join('\n')}
`);
  });
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
