/**
 * `npm run -s bench:engines [-- --rounds N] [--skip-simulation] [--strategy]`
 *
 * 1. Recomputes every in-house game's exact figures (RTP as a rational and a percentage, hit
 *    frequency, standard deviation, maximum win) from the engines.
 * 2. Simulates N rounds per game (default 10⁶) through the engines on the provably-fair stream,
 *    one nonce per round, and compares the mean with the exact RTP (z in standard errors).
 * 3. Times the engines on one core: with the provably-fair stream (HMAC included), and engine
 *    only (floats from a precomputed pool).
 * With --strategy, also prints the blackjack basic-strategy chart the DP produces.
 */
import { parseArgs } from 'node:util';
import { resultDistribution, spotRtps } from '../src/domain/casino/baccarat/baccarat.ts';
import { basicStrategy, computeGameValue } from '../src/domain/casino/blackjack/strategy.ts';
import { FIGURES, figure } from '../src/domain/casino/figures.ts';
import { type FloatSource, createFairHasher } from '../src/domain/casino/fair/stream.ts';
import { kenoHitFrequency, kenoRtp } from '../src/domain/casino/keno/keno.ts';
import { type Rational, ONE, add, equals, format, sub, toNumber, toPercent } from '../src/domain/casino/math/rational.ts';
import { runSimulation, simulationSpecs } from '../src/domain/casino/simulate.ts';
import { analyseClassic } from '../src/domain/casino/slots/classic.ts';
import { type SlotFigures } from '../src/domain/casino/slots/stats.ts';
import { analyseVideoSlot } from '../src/domain/casino/slots/video.ts';
import { analyseWays } from '../src/domain/casino/slots/ways.ts';
import { buildDrawTables, computeOptimalRtp } from '../src/domain/casino/videopoker/analysis.ts';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '1000000' }, 'skip-simulation': { type: 'boolean' }, strategy: { type: 'boolean' } },
});
const rounds = Number(options.rounds);
if (!Number.isSafeInteger(rounds) || rounds < 1000) {
  console.error('--rounds must be a whole number of at least 1000');
  process.exit(2);
}

const short = (r: Rational) => {
  const text = format(r);
  return text.length > 60 ? `${text.slice(0, 24)}…/…${text.slice(-12)} (${text.length} chars)` : text;
};
const check = (name: string, computed: Rational, documented: string) => {
  const ok = equals(computed, figure(documented));
  console.log(`${ok ? 'ok  ' : 'DIFF'} ${name.padEnd(34)} ${toPercent(computed, 6).padStart(12)}  ${short(computed)}`);
  if (!ok) process.exitCode = 1;
};
const slot = (name: string, f: SlotFigures, documented: { rtp: string }) => {
  check(`${name} RTP`, f.rtp, documented.rtp);
  console.log(
    `     hit frequency ${toPercent(f.hitFrequency, 4)} (1 in ${(1 / toNumber(f.hitFrequency)).toFixed(2)}), σ ${f.standardDeviation.toFixed(4)}, ` +
      `volatility index ${f.volatilityIndex.toFixed(2)} (${f.volatility}), max win ${toNumber(f.maxMultiplier)}×, cycle ${f.cycle.toLocaleString('en')}`,
  );
};

console.log('== exact figures (return per unit staked) ==');
let started = performance.now();
slot('Sete da Sorte (classic)', analyseClassic(), FIGURES.classic);
const video = analyseVideoSlot();
slot('Carnaval do Rio (5×3, free spins)', video, FIGURES.video);
console.log(
  `     base game ${toPercent(video.baseRtp, 4)}, feature ${toPercent(video.featureRtp, 4)}, trigger 1 in ${(1 / toNumber(video.triggerFrequency)).toFixed(2)}, ` +
    `E[free spins] ${toNumber(video.feature.expectedSpins).toFixed(6)} (uncapped series ${toNumber(video.feature.expectedSpinsUncapped).toFixed(6)})`,
);
slot('Amazônia 243 (ways)', analyseWays(), FIGURES.ways);
check('European roulette, every bet', add(ONE, sub(figure(FIGURES.roulette), ONE)), FIGURES.roulette);
check('Dice, every target', figure('9900/10001'), FIGURES.dice);
for (let picks = 1; picks <= 10; picks++) {
  check(
    `Keno ${picks} pick${picks > 1 ? 's' : ''} (hit ${toPercent(kenoHitFrequency(picks), 2)})`,
    kenoRtp(picks),
    FIGURES.keno[picks as keyof typeof FIGURES.keno],
  );
}
const baccarat = spotRtps(resultDistribution());
check('Baccarat banker', baccarat.banker, FIGURES.baccarat.banker);
check('Baccarat player', baccarat.player, FIGURES.baccarat.player);
check('Baccarat tie', baccarat.tie, FIGURES.baccarat.tie);
const blackjack = computeGameValue().expectedReturn;
check('Blackjack expected return', blackjack, FIGURES.blackjackExpectedReturn);
const tables = buildDrawTables();
const poker = computeOptimalRtp(tables);
check('Jacks or Better 9/6, optimal', poker.rtp, FIGURES.videoPoker);
console.log(`     best play holds 0…5 cards in ${poker.heldCounts.join(' / ')} of 2,598,960 deals`);
console.log(`(exact figures in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

if (options.strategy) {
  const strategy = basicStrategy();
  const ups = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];
  const code = { stand: 'S', hit: 'H', double: 'D', split: 'P' } as const;
  const row = (label: string, values: number[]) => console.log(`${label.padEnd(8)} ${ups.map((up) => code[strategy.decide(values, up, 'initial')]).join(' ')}`);
  console.log('\n== blackjack basic strategy (first two cards; up card 2 … 10, A) ==');
  for (let total = 5; total <= 19; total++) row(`hard ${total}`, total <= 11 ? (total - 2 === 2 ? [3, total - 3] : [2, total - 2]) : [10, total - 10]);
  for (let other = 2; other <= 9; other++) row(`A,${other}`, [1, other]);
  for (const pair of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) row(`${pair === 1 ? 'A' : pair},${pair === 1 ? 'A' : pair}`, [pair, pair]);
}

if (!options['skip-simulation']) {
  const specs = Object.values(simulationSpecs());
  const hasher = createFairHasher('5f2c9a0d1e8b7c6a5f4e3d2c1b0a99887766554433221100ffeeddccbbaa9988');
  const clientSeed = 'bench-engines';
  console.log(`\n== simulation: ${rounds.toLocaleString('en')} rounds per game on the provably-fair stream ==`);
  for (const spec of specs) {
    spec.round(hasher.floats('warm-up', 0), 0);
    started = performance.now();
    const result = runSimulation(spec, rounds, (nonce) => hasher.floats(clientSeed, nonce));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${spec.game.padEnd(11)} exact ${toPercent(spec.expected, 4).padStart(9)}  simulated ${(result.mean * 100).toFixed(4).padStart(8)}% ± ${(result.standardError * 100).toFixed(4)} ` +
        `(z ${result.z.toFixed(2).padStart(5)}, σ ${result.standardDeviation.toFixed(3)})  ${Math.round(rounds / seconds)
          .toLocaleString('en')
          .padStart(9)} rounds/s  — ${spec.description}`,
    );
  }

  console.log('\n== engine only (floats from a precomputed pool, one core) ==');
  const pool = new Float64Array(1 << 20);
  const fill = hasher.floats('pool', 0);
  for (let i = 0; i < pool.length; i++) pool[i] = fill.next();
  let cursor = 0;
  const fromPool = (): FloatSource => {
    const start = cursor;
    return {
      get position() {
        return cursor - start;
      },
      next: () => pool[cursor++ & (pool.length - 1)]!,
    };
  };
  for (const spec of specs) {
    const n = Math.min(rounds, 500_000);
    started = performance.now();
    for (let nonce = 0; nonce < n; nonce++) spec.round(fromPool(), nonce);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${spec.game.padEnd(11)} ${Math.round(n / seconds)
        .toLocaleString('en')
        .padStart(10)} rounds/s`,
    );
  }
}
