/**
 * "Carnaval do Rio": a 5-reel, 3-row video slot with 20 fixed paylines, wilds, scatters and free
 * spins.
 *
 * - The stake is split into 20 line bets; line pays are in line bets, left to right from reel 1,
 *   3, 4 or 5 of a kind. The wild (reels 2–4 only, so never the first symbol of a line)
 *   substitutes for every symbol except the scatter.
 * - Scatters pay anywhere in the window, in total bets: 3 → 2×, 4 → 10×, 5 → 50×; 3 or more also
 *   award 10 free spins.
 * - Free spins use the same reels; every win in them (lines and scatters) is tripled; 3 or more
 *   scatters award 10 more, up to 50 free spins per feature in total (later awards are cut to the
 *   cap). Wins of the whole round (base spin and its feature) are paid together.
 * - Stream: each spin takes 5 floats, reel 1 to 5 (`⌊f·length⌋`); the base spin uses floats 0–4
 *   and free spin j (from 1) floats 5j to 5j+4.
 *
 * Exact analysis (`analyseVideoSlot`): the base spin's cycle (product of the strip lengths) is
 * enumerated reel by reel, pruning every branch in which no line can pay any more (its remaining
 * reels only matter through their scatter counts, whose distribution is precomputed), which gives
 * per scatter count k the number of combinations and the sum and sum of squares of the spin's
 * return. A free spin is the same spin tripled. The feature is a Markov chain on (spins played,
 * spins awarded) whose expected total and expected squared total are solved exactly with
 * rationals (Wald: the spin count is a stopping time, so the expected total is E[spins]·E[win]).
 * Without the cap the expected number of free spins would be the geometric series
 * 10 / (1 − 10q), q = P(3+ scatters); the cap changes it by a negligible but exactly counted amount.
 */
import { type FloatSource } from '../fair/stream.ts';
import { type Rational, ZERO, add, mul, rational, sub } from '../math/rational.ts';
import { payoutCentavos } from '../money.ts';
import { type Strip, parseStrip, spinStops, windowAt } from './reels.ts';
import { type SlotFigures, figuresFromMoments } from './stats.ts';

export const VIDEO_CODES = ['W', 'SC', 'QN', 'MK', 'DR', 'FT', 'A', 'K', 'Q', 'J', 'T'] as const;
export const VIDEO_SYMBOLS = ['wild', 'scatter', 'queen', 'mask', 'drum', 'feather', 'ace', 'king', 'queen_card', 'jack', 'ten'] as const;
export const WILD = 0;
export const SCATTER = 1;
export const ROWS = 3;
export const LINE_COUNT = 20;

/** Rows (0 top … 2 bottom) of each payline on reels 1–5. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** Line pays in line bets for 3, 4 and 5 of a kind, by symbol id (wild and scatter have none). */
export const LINE_PAYS: readonly (readonly [number, number, number] | null)[] = [
  null,
  null,
  [100, 400, 2000],
  [50, 200, 800],
  [40, 120, 500],
  [25, 80, 300],
  [20, 50, 200],
  [15, 40, 160],
  [10, 30, 120],
  [10, 20, 90],
  [6, 20, 75],
];
/** Scatter pays in total bets by the number of scatters in the window. */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];
export const FREE_SPINS_AWARD = 10;
export const FREE_SPINS_CAP = 50;
export const FREE_SPIN_MULTIPLIER = 3;
export const TRIGGER_SCATTERS = 3;

/** Reel strips, 40 stops each (reels 1 and 5 have one scatter and no wild; reels 2–4 two of each). */
export const VIDEO_STRIPS: readonly Strip[] = [
  parseStrip('A Q T J K FT MK A T Q J K DR FT SC T A QN Q J MK K T A J FT Q DR K T J MK A Q FT T K QN J DR', VIDEO_CODES),
  parseStrip('T FT K J SC T Q A DR QN FT J T MK K Q A W J T FT DR Q K SC T MK A J QN Q FT T K DR J A W Q MK', VIDEO_CODES),
  parseStrip('MK K Q A W J T FT DR Q K SC T MK A J QN Q FT T K DR J A W Q MK T FT K J SC T Q A DR QN FT J T', VIDEO_CODES),
  parseStrip('A J QN Q FT T K DR J A W Q MK T FT K J SC T Q A DR QN FT J T MK K Q A W J T FT DR Q K SC T MK', VIDEO_CODES),
  parseStrip('MK K T A J FT Q DR K T J MK A Q FT T K QN J DR A Q T J K FT MK A T Q J K DR FT SC T A QN Q J', VIDEO_CODES),
];

export interface VideoSlotDefinition {
  readonly strips: readonly Strip[];
  readonly linePays: readonly (readonly [number, number, number] | null)[];
  readonly scatterPays: readonly number[];
}

export const VIDEO_SLOT: VideoSlotDefinition = { strips: VIDEO_STRIPS, linePays: LINE_PAYS, scatterPays: SCATTER_PAYS };

export interface LineWin {
  readonly line: number;
  readonly symbol: number;
  readonly count: number;
  /** In line bets, before any free-spin multiplier. */
  readonly units: number;
}

export interface SpinResult {
  readonly stops: readonly number[];
  /** window[reel][row], top row first. */
  readonly window: readonly (readonly number[])[];
  readonly lineWins: readonly LineWin[];
  readonly scatters: number;
  /** The spin's return in line bets (lines + scatters × 20), multiplier included. */
  readonly units: number;
  readonly multiplier: number;
}

/** Line wins and scatters of one window. */
export function evaluateWindow(
  definition: VideoSlotDefinition,
  window: readonly (readonly number[])[],
): { lineWins: LineWin[]; scatters: number; units: number } {
  const lineWins: LineWin[] = [];
  for (let line = 0; line < PAYLINES.length; line++) {
    const rows = PAYLINES[line]!;
    const symbol = window[0]![rows[0]!]!;
    const pays = definition.linePays[symbol];
    if (!pays) continue;
    let count = 1;
    while (count < 5) {
      const next = window[count]![rows[count]!]!;
      if (next !== symbol && next !== WILD) break;
      count++;
    }
    if (count >= 3) lineWins.push({ line, symbol, count, units: pays[count - 3]! });
  }
  const scatters = window.reduce((n, reel) => n + reel.filter((s) => s === SCATTER).length, 0);
  const units = lineWins.reduce((n, win) => n + win.units, 0) + LINE_COUNT * (definition.scatterPays[scatters] ?? 0);
  return { lineWins, scatters, units };
}

function spin(definition: VideoSlotDefinition, floats: FloatSource, multiplier: number): SpinResult {
  const stops = spinStops(floats, definition.strips);
  const window = stops.map((stop, reel) => windowAt(definition.strips[reel]!, stop, ROWS));
  const { lineWins, scatters, units } = evaluateWindow(definition, window);
  return { stops, window, lineWins, scatters, units: units * multiplier, multiplier };
}

export interface VideoSlotOutcome {
  readonly baseSpin: SpinResult;
  readonly freeSpins: readonly SpinResult[];
  /** Total return of the round in line bets. */
  readonly units: number;
  readonly multiplier: Rational;
  readonly payoutCentavos: number;
}

export function play(stakeCentavos: number, floats: FloatSource, definition: VideoSlotDefinition = VIDEO_SLOT): VideoSlotOutcome {
  const baseSpin = spin(definition, floats, 1);
  const freeSpins: SpinResult[] = [];
  let awarded = baseSpin.scatters >= TRIGGER_SCATTERS ? FREE_SPINS_AWARD : 0;
  while (freeSpins.length < awarded) {
    const free = spin(definition, floats, FREE_SPIN_MULTIPLIER);
    freeSpins.push(free);
    if (free.scatters >= TRIGGER_SCATTERS) awarded = Math.min(awarded + FREE_SPINS_AWARD, FREE_SPINS_CAP);
  }
  const units = baseSpin.units + freeSpins.reduce((n, s) => n + s.units, 0);
  const multiplier = rational(units, LINE_COUNT);
  return { baseSpin, freeSpins, units, multiplier, payoutCentavos: payoutCentavos(stakeCentavos, multiplier) };
}

/** Sums over one base spin's cycle, split by the number of scatters (index 0–5). */
export interface SpinSums {
  readonly combinations: bigint;
  readonly count: readonly bigint[];
  /** Σ return (line bets, untripled) and Σ return², by scatter count. */
  readonly total: readonly bigint[];
  readonly totalSquares: readonly bigint[];
  /** Combinations returning anything, by scatter count. */
  readonly hits: readonly bigint[];
  /** Largest return of any combination, and of a combination that triggers the feature. */
  readonly maxUnits: number;
  readonly maxTriggerUnits: number;
}

/** Enumerates the base spin's full cycle with pruning (see the file comment). */
export function enumerateSpin(definition: VideoSlotDefinition): SpinSums {
  const { strips, linePays, scatterPays } = definition;
  const windows = strips.map((strip) => strip.map((_, stop) => windowAt(strip, stop, ROWS)));
  const scatterAt = windows.map((reel) => reel.map((w) => w.filter((s) => s === SCATTER).length));
  // tailScatters[r][j]: stop combinations of reels r…4 showing j scatters in total.
  const tailScatters: number[][] = [];
  tailScatters[5] = [1];
  for (let r = 4; r >= 0; r--) {
    const next = tailScatters[r + 1]!;
    const dist = new Array<number>(next.length + ROWS).fill(0);
    for (const c of scatterAt[r]!) next.forEach((ways, j) => (dist[j + c]! += ways));
    tailScatters[r] = dist;
  }
  const count = [0n, 0n, 0n, 0n, 0n, 0n];
  const total = [0n, 0n, 0n, 0n, 0n, 0n];
  const totalSquares = [0n, 0n, 0n, 0n, 0n, 0n];
  const hits = [0n, 0n, 0n, 0n, 0n, 0n];
  // Accumulators in doubles, flushed to BigInt for every (reel 1, reel 2) pair: at most 40³
  // combinations of at most ~4·10⁴ line bets each, so every double stays an exact integer.
  const c = [0, 0, 0, 0, 0, 0];
  const t = [0, 0, 0, 0, 0, 0];
  const q = [0, 0, 0, 0, 0, 0];
  const h = [0, 0, 0, 0, 0, 0];
  let maxUnits = 0;
  let maxTriggerUnits = 0;

  const flush = () => {
    for (let k = 0; k < 6; k++) {
      count[k]! += BigInt(c[k]!);
      total[k]! += BigInt(t[k]!);
      totalSquares[k]! += BigInt(q[k]!);
      hits[k]! += BigInt(h[k]!);
      c[k] = t[k] = q[k] = h[k] = 0;
    }
  };
  const record = (lineUnits: number, scatters: number, ways: number) => {
    const k = Math.min(scatters, 5);
    const units = lineUnits + LINE_COUNT * (scatterPays[k] ?? 0);
    c[k]! += ways;
    t[k]! += ways * units;
    q[k]! += ways * units * units;
    if (units > 0) h[k]! += ways;
    if (units > maxUnits) maxUnits = units;
    if (k >= TRIGGER_SCATTERS && units > maxTriggerUnits) maxTriggerUnits = units;
  };
  /** No line can pay beyond reel `from`: spread over the tail's scatter counts. */
  const recordTail = (lineUnits: number, scatters: number, from: number) =>
    tailScatters[from]!.forEach((ways, j) => ways > 0 && record(lineUnits, scatters + j, ways));

  const L = PAYLINES.length;
  const symbol = new Int32Array(L);
  const alive2 = new Int32Array(L);
  const alive3 = new Int32Array(L);
  const alive4 = new Int32Array(L);
  const ended4 = new Float64Array(1);
  for (let s1 = 0; s1 < strips[0]!.length; s1++) {
    const w1 = windows[0]![s1]!;
    for (let l = 0; l < L; l++) symbol[l] = w1[PAYLINES[l]![0]!]!;
    for (let s2 = 0; s2 < strips[1]!.length; s2++) {
      flush();
      const w2 = windows[1]![s2]!;
      let n2 = 0;
      for (let l = 0; l < L; l++) {
        const s = w2[PAYLINES[l]![1]!]!;
        if (linePays[symbol[l]!] && (s === symbol[l] || s === WILD)) alive2[n2++] = l;
      }
      const sc12 = scatterAt[0]![s1]! + scatterAt[1]![s2]!;
      if (n2 === 0) {
        recordTail(0, sc12, 2);
        continue;
      }
      for (let s3 = 0; s3 < strips[2]!.length; s3++) {
        const w3 = windows[2]![s3]!;
        let n3 = 0;
        for (let i = 0; i < n2; i++) {
          const l = alive2[i]!;
          const s = w3[PAYLINES[l]![2]!]!;
          if (s === symbol[l] || s === WILD) alive3[n3++] = l;
        }
        const sc123 = sc12 + scatterAt[2]![s3]!;
        if (n3 === 0) {
          recordTail(0, sc123, 3);
          continue;
        }
        for (let s4 = 0; s4 < strips[3]!.length; s4++) {
          const w4 = windows[3]![s4]!;
          let n4 = 0;
          ended4[0] = 0;
          for (let i = 0; i < n3; i++) {
            const l = alive3[i]!;
            const s = w4[PAYLINES[l]![3]!]!;
            if (s === symbol[l] || s === WILD) alive4[n4++] = l;
            else ended4[0] += linePays[symbol[l]!]![0];
          }
          const sc1234 = sc123 + scatterAt[3]![s4]!;
          if (n4 === 0) {
            recordTail(ended4[0], sc1234, 4);
            continue;
          }
          for (let s5 = 0; s5 < strips[4]!.length; s5++) {
            const w5 = windows[4]![s5]!;
            let units = ended4[0];
            for (let i = 0; i < n4; i++) {
              const l = alive4[i]!;
              const s = w5[PAYLINES[l]![4]!]!;
              units += linePays[symbol[l]!]![s === symbol[l] || s === WILD ? 2 : 1];
            }
            record(units, sc1234 + scatterAt[4]![s5]!, 1);
          }
        }
      }
    }
  }
  flush();
  const combinations = strips.reduce((n, strip) => n * BigInt(strip.length), 1n);
  return { combinations, count, total, totalSquares, hits, maxUnits, maxTriggerUnits };
}

export interface FeatureValue {
  /** E[number of free spins] per feature (with the cap) and the uncapped geometric series. */
  readonly expectedSpins: Rational;
  readonly expectedSpinsUncapped: Rational;
  /** E[feature total] and E[feature total²], in line bets (tripled wins). */
  readonly mean: Rational;
  readonly meanSquare: Rational;
  /** P(3+ scatters) on one spin. */
  readonly retrigger: Rational;
}

/** The free-spin feature's exact moments from the spin sums (Markov chain on played/awarded). */
export function featureValue(sums: SpinSums): FeatureValue {
  const n = sums.combinations;
  const m = BigInt(FREE_SPIN_MULTIPLIER);
  const sumOver = (values: readonly bigint[], from: number, to: number) => values.slice(from, to).reduce((a, b) => a + b, 0n);
  const q = rational(sumOver(sums.count, TRIGGER_SCATTERS, 6), n);
  const win = rational(m * sumOver(sums.total, 0, 6), n);
  const winIfRetrigger = rational(m * sumOver(sums.total, TRIGGER_SCATTERS, 6), n); // E[W; R]
  const winIfNot = sub(win, winIfRetrigger);
  const winSquare = rational(m * m * sumOver(sums.totalSquares, 0, 6), n);
  const notQ = sub(rational(1), q);
  // f(p, a), g(p, a): expected future total and its square with p spins played of a awarded.
  const f = new Map<string, Rational>();
  const g = new Map<string, Rational>();
  for (let awarded = FREE_SPINS_CAP; awarded >= FREE_SPINS_AWARD; awarded -= FREE_SPINS_AWARD) {
    const retriggered = Math.min(awarded + FREE_SPINS_AWARD, FREE_SPINS_CAP);
    f.set(`${awarded}:${awarded}`, ZERO);
    g.set(`${awarded}:${awarded}`, ZERO);
    for (let played = awarded - 1; played >= 0; played--) {
      const fR = f.get(`${played + 1}:${retriggered}`)!;
      const fN = f.get(`${played + 1}:${awarded}`)!;
      const gR = g.get(`${played + 1}:${retriggered}`)!;
      const gN = g.get(`${played + 1}:${awarded}`)!;
      f.set(`${played}:${awarded}`, add(win, add(mul(q, fR), mul(notQ, fN))));
      g.set(`${played}:${awarded}`, add(add(winSquare, mul(rational(2), add(mul(winIfRetrigger, fR), mul(winIfNot, fN)))), add(mul(q, gR), mul(notQ, gN))));
    }
  }
  const mean = f.get(`0:${FREE_SPINS_AWARD}`)!;
  const tenQ = mul(rational(FREE_SPINS_AWARD), q);
  return {
    expectedSpins: rational(mean.num * win.den, mean.den * win.num),
    expectedSpinsUncapped: rational(BigInt(FREE_SPINS_AWARD) * tenQ.den, tenQ.den - tenQ.num),
    mean,
    meanSquare: g.get(`0:${FREE_SPINS_AWARD}`)!,
    retrigger: q,
  };
}

export interface VideoSlotFigures extends SlotFigures {
  readonly baseRtp: Rational;
  readonly featureRtp: Rational;
  readonly triggerFrequency: Rational;
  readonly feature: FeatureValue;
  readonly sums: SpinSums;
}

/** Exact figures of one round (base spin plus any feature), per unit staked. */
export function analyseVideoSlot(definition: VideoSlotDefinition = VIDEO_SLOT): VideoSlotFigures {
  const sums = enumerateSpin(definition);
  const feature = featureValue(sums);
  const n = sums.combinations;
  const lines = BigInt(LINE_COUNT);
  const all = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);
  const triggerCount = all(sums.count.slice(TRIGGER_SCATTERS));
  const triggerFrequency = rational(triggerCount, n);
  const baseMean = rational(all(sums.total), n);
  const featureMean = mul(triggerFrequency, feature.mean);
  // E[X²] = E[B²] + 2·E[B; trigger]·E[F] + P(trigger)·E[F²]  (B base spin, F feature, in line bets)
  const meanSquare = add(
    add(rational(all(sums.totalSquares), n), mul(rational(2), mul(rational(all(sums.total.slice(TRIGGER_SCATTERS)), n), feature.mean))),
    mul(triggerFrequency, feature.meanSquare),
  );
  const perStake = rational(1, lines);
  const maxUnits = Math.max(sums.maxUnits, sums.maxTriggerUnits + FREE_SPINS_CAP * FREE_SPIN_MULTIPLIER * sums.maxUnits);
  return {
    ...figuresFromMoments({
      mean: mul(add(baseMean, featureMean), perStake),
      meanSquare: mul(meanSquare, mul(perStake, perStake)),
      // Every triggering spin pays its scatters, so the hits already include all triggers.
      hitFrequency: rational(all(sums.hits), n),
      maxMultiplier: rational(maxUnits, lines),
      cycle: n,
    }),
    baseRtp: mul(baseMean, perStake),
    featureRtp: mul(featureMean, perStake),
    triggerFrequency,
    feature,
    sums,
  };
}
