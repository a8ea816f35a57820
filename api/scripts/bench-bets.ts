/**
 * `npm run bench:bets`: accepted bets per second end to end — HTTP → authentication → acceptance
 * checks → one transaction with the ledger reservation — on PostgreSQL, next to pgbench's
 * tpcb-like on the same database in the same run.
 *
 *  1. closed loop: 16 concurrent clients (keep-alive HTTP), each placing pre-match singles (70%)
 *     and accumulators of 2–4 legs on seeded matches for random players among many;
 *  2. open loop at 70% of that rate (fixed pacing; a request's latency counts from when it was
 *     due, so a stall is not hidden): p50 / p99;
 *  3. pgbench tpcb-like, 16 clients, same length, its own scratch schema.
 * The API runs in this process (a real listening server) and the load comes from a worker
 * thread. Everything lives in scratch schemas that are dropped at the end. Prints the figures and
 * a markdown section for docs/performance.md. Goal: ratio ≥ 0.5 with p99 ≤ 25 ms.
 *
 *   DATABASE_URL=postgres://… npm run bench:bets -- --seconds 10
 */
import { cpus } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import type { Database } from '../src/db/database.ts';
import { checkLedger } from '../src/ledger/index.ts';
import { CLIENTS, option, runLoadWorker, seedPlayers, tpcb, type LoadRequest } from './lib/api-bench.ts';
import { closedThenOpenLoops, withBenchSite } from './lib/bench-site.ts';

const PLAYERS = 2_000;
const MATCHES = 200;

/** Per match: its id and one priced selection per market [marketKey, outcome, price]. */
type Matches = { id: number; picks: [string, string, number][] }[];

function randomSlip(matches: Matches): LoadRequest {
  const legs = Math.random() < 0.7 ? 1 : 2 + Math.floor(Math.random() * 3);
  const chosen = new Set<number>();
  while (chosen.size < legs) chosen.add(Math.floor(Math.random() * matches.length));
  const details = [...chosen].map((index) => {
    const match = matches[index]!;
    const [market, outcome, odd] = match.picks[Math.floor(Math.random() * match.picks.length)]!;
    return {
      fixture_id: match.id,
      home_team_name: 'Home',
      away_team_name: 'Away',
      outcome,
      date: '',
      handicap: null,
      bet_type: market,
      type: 'football',
      odd,
      live: false,
      elapsed: null,
      bet_time: '',
    };
  });
  const stake = (100 + Math.floor(Math.random() * 2_000)) / 100;
  return { path: '/user/bet', body: { frontend_id: 1, stake, bet_details: details, odds: 0, potential_win: 0, accept_odds_changes: false } };
}

async function seedDatabase(db: Database, startsAt: Date): Promise<{ tokens: string[]; matches: Matches }> {
  const tokens = await seedPlayers(db, PLAYERS);
  await db.query(
    `INSERT INTO sports_leagues (id, sport, name, country, country_code, season) VALUES ('bench', 'football', 'Bench League', 'Brazil', 'BR', '2026')`,
  );
  const matches: Matches = [];
  const markets: [string, Record<string, number>][] = [
    ['1x2', { '1': 2.1, X: 3.4, '2': 3.5 }],
    ['total:2.5', { over: 1.9, under: 1.9 }],
    ['btts', { yes: 1.8, no: 2 }],
    ['ah:-0.25', { home: 1.95, away: 1.85 }],
  ];
  for (let index = 0; index < MATCHES; index++) {
    const match = await db.query<{ id: bigint }>(
      `INSERT INTO sports_matches (external_id, feed, sport, league_id, home_team, away_team, starts_at, status)
       VALUES ($1, 'simulator', 'football', 'bench', $2, $3, $4, 'Not Started') RETURNING id`,
      [`bench-${index}`, `Home ${index}`, `Away ${index}`, startsAt],
    );
    const id = match.rows[0]!.id;
    const picks: [string, string, number][] = [];
    for (const [key, prices] of markets) {
      const market = await db.query<{ id: bigint }>(`INSERT INTO sports_markets (match_id, key, kind, status) VALUES ($1, $2, $2, 'open') RETURNING id`, [
        id,
        key,
      ]);
      for (const [outcome, price] of Object.entries(prices)) {
        await db.query(`INSERT INTO sports_selections (market_id, key, price_hundredths, status) VALUES ($1, $2, $3, 'active')`, [
          market.rows[0]!.id,
          outcome,
          Math.round(price * 100),
        ]);
        picks.push([key, outcome, price]);
      }
    }
    matches.push({ id: Number(id), picks });
  }
  await db.query('ANALYZE');
  return { tokens, matches };
}

async function main(url: string): Promise<void> {
  const seconds = option('seconds', 10);
  const seed = (db: Database) => {
    console.log(`${PLAYERS} players, ${MATCHES} matches…`);
    return seedDatabase(db, new Date(Date.now() + 24 * 3_600_000));
  };
  await withBenchSite(url, 'bets', seed, async ({ db, seeded, address, stopApi }) => {
    // The machine may be shared: tpcb-like runs just before and just after the closed loop, and the ratio uses their mean.
    console.log(`pgbench tpcb-like: ${CLIENTS} clients, ${seconds} s…`);
    const tpsBefore = await tpcb(url, seconds);
    if (tpsBefore !== null) console.log(`  ${tpsBefore.toFixed(0)} tps`);
    const plan = { baseUrl: address, tokens: seeded.tokens, seconds, acceptedStatus: 201, data: seeded.matches };
    const { rate, cpu, target, p50Ms, p99Ms } = await closedThenOpenLoops(new URL(import.meta.url), plan, 'accepted bets/s');
    await stopApi();
    const report = await checkLedger(db);
    console.log(`ledger:check after the runs: ${report.ok ? 'ok' : 'PROBLEMS'} (${report.transfers} transfers)`);
    if (!report.ok) process.exitCode = 1;
    console.log(`pgbench tpcb-like again: ${CLIENTS} clients, ${seconds} s…`);
    const tpsAfter = await tpcb(url, seconds);
    if (tpsAfter !== null) console.log(`  ${tpsAfter.toFixed(0)} tps`);
    const tps = tpsBefore === null || tpsAfter === null ? null : (tpsBefore + tpsAfter) / 2;
    const ratio = tps === null ? null : rate / tps;
    const verdict = ratio === null ? 'n/a' : ratio >= 0.5 && p99Ms <= 25 ? 'met' : 'NOT met';
    console.log(`ratio bets/s ÷ tpcb-like tps: ${ratio === null ? 'n/a' : ratio.toFixed(2)}; goal (≥ 0.5 with p99 ≤ 25 ms) ${verdict}`);
    const postgresCpu = cpu.postgresMs === null ? 'n/a' : `${cpu.postgresMs.toFixed(2)} ms`;
    const cpuModel = cpus()[0]?.model ?? 'unknown CPU';
    console.log(`
### Bets (npm run bench:bets)

${cpus().length} × ${cpuModel}, PostgreSQL on the same machine, ${seconds} s per run, ${PLAYERS} players, ${MATCHES} matches; 70% singles, 30% accumulators of 2–4 legs.

| measure | figure |
|---|---|
| accepted bets/s, ${CLIENTS} clients, closed loop (HTTP → checks → ledger) | ${rate.toFixed(0)} |
| CPU per accepted bet (closed loop): API thread / PostgreSQL | ${cpu.apiThreadMs.toFixed(2)} ms / ${postgresCpu} |
| p50 / p99 at 70% of that rate (${target}/s, open loop) | ${p50Ms.toFixed(2)} ms / ${p99Ms.toFixed(2)} ms |
| pgbench tpcb-like, ${CLIENTS} clients, same database (before / after the closed loop) | ${tps === null ? 'n/a' : `${tpsBefore!.toFixed(0)} / ${tpsAfter!.toFixed(0)} tps`} |
| ratio | ${ratio === null ? 'n/a' : ratio.toFixed(2)} (goal ≥ 0.5 with p99 ≤ 25 ms: ${verdict}) |
`);
  });
}

if (!isMainThread) {
  await runLoadWorker(randomSlip);
} else {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('bench:bets needs DATABASE_URL (a PostgreSQL server); it creates and drops its own schemas.');
    process.exit(2);
  }
  await main(url);
}
