/**
 * "Amazônia 243": a 5-reel, 3-row slot paying 243 ways. A symbol pays when it shows on reel 1
 * and on each following reel in a row (3, 4 or 5 reels), anywhere in the column; the win is
 * the symbol's pay × the product of how many times it (or a wild) shows on each of those reels.
 * The wild (reels 2–4 only) substitutes for every symbol. The stake is 50 coins; pays are in
 * coins per way. Stream: 5 floats, reel 1 to 5.
 *
 * Exact analysis (`analyseWays`): the full cycle (40⁵ ≈ 1.02·10⁸ stop combinations) is
 * enumerated reel by reel, cutting every branch in which no symbol can pay any more and counting
 * its remaining combinations at once, which yields the exact RTP, hit frequency and variance.
 */
import { type FloatSource } from '../fair/stream.ts';
import { type Rational, rational } from '../math/rational.ts';
import { payoutCentavos } from '../money.ts';
import { type Strip, parseStrip, spinStops, windowAt } from './reels.ts';
import { type SlotFigures, figuresFromSums } from './stats.ts';

export const WAYS_CODES = ['W', 'JG', 'TC', 'AR', 'SP', 'A', 'K', 'Q', 'J', 'T'] as const;
export const WAYS_SYMBOLS = ['wild', 'jaguar', 'toucan', 'macaw', 'frog', 'ace', 'king', 'queen', 'jack', 'ten'] as const;
const WILD = 0;
export const WAYS_ROWS = 3;
export const COINS_PER_STAKE = 50;

/** Coins per way for 3, 4 and 5 reels, by symbol id (the wild has none). */
export const WAYS_PAYS: readonly (readonly [number, number, number] | null)[] = [
  null,
  [80, 250, 1000],
  [60, 200, 600],
  [50, 150, 500],
  [40, 100, 400],
  [20, 50, 200],
  [18, 40, 160],
  [10, 30, 120],
  [10, 20, 100],
  [8, 20, 80],
];

/** 40 stops each; the jaguar is stacked three high at the top of every strip; wilds on reels 2–4. */
export const WAYS_STRIPS: readonly Strip[] = [
  parseStrip('JG JG JG T Q A SP K J T AR Q K J TC A T SP Q J K AR T A Q J TC K T SP A Q J AR K T Q J A K', WAYS_CODES),
  parseStrip('JG JG JG T Q A SP K W T AR Q K J TC A T SP Q J K AR T A Q J TC K W SP A Q J AR K T Q J A K', WAYS_CODES),
  parseStrip('JG JG JG T Q A SP K W T AR Q K J TC A T SP Q J K AR T A Q J TC K W SP A Q J AR K T Q J A K', WAYS_CODES),
  parseStrip('JG JG JG T Q A SP K W T AR Q K J TC A T SP Q J K AR T A Q J TC K W SP A Q J AR K T Q J A K', WAYS_CODES),
  parseStrip('JG JG JG T Q A SP K J T AR Q K J TC A T SP Q J K AR T A Q J TC K T SP A Q J AR K T Q J A K', WAYS_CODES),
];

export interface WaysDefinition {
  readonly strips: readonly Strip[];
  readonly pays: readonly (readonly [number, number, number] | null)[];
}

export const WAYS_SLOT: WaysDefinition = { strips: WAYS_STRIPS, pays: WAYS_PAYS };

export interface WaysWin {
  readonly symbol: number;
  readonly reels: number;
  readonly ways: number;
  readonly coins: number;
}

/** The wins of a window (window[reel][row]). */
export function evaluateWays(definition: WaysDefinition, window: readonly (readonly number[])[]): { wins: WaysWin[]; coins: number } {
  const wins: WaysWin[] = [];
  for (const symbol of new Set(window[0]!)) {
    const pays = definition.pays[symbol];
    if (!pays) continue;
    let ways = window[0]!.filter((s) => s === symbol).length;
    let reels = 1;
    while (reels < 5) {
      const matches = window[reels]!.filter((s) => s === symbol || s === WILD).length;
      if (matches === 0) break;
      ways *= matches;
      reels++;
    }
    if (reels >= 3) wins.push({ symbol, reels, ways, coins: ways * pays[reels - 3]! });
  }
  return { wins, coins: wins.reduce((n, win) => n + win.coins, 0) };
}

export interface WaysOutcome {
  readonly stops: readonly number[];
  readonly window: readonly (readonly number[])[];
  readonly wins: readonly WaysWin[];
  readonly coins: number;
  readonly multiplier: Rational;
  readonly payoutCentavos: number;
}

export function play(stakeCentavos: number, floats: FloatSource, definition: WaysDefinition = WAYS_SLOT): WaysOutcome {
  const stops = spinStops(floats, definition.strips);
  const window = stops.map((stop, reel) => windowAt(definition.strips[reel]!, stop, WAYS_ROWS));
  const { wins, coins } = evaluateWays(definition, window);
  const multiplier = rational(coins, COINS_PER_STAKE);
  return { stops, window, wins, coins, multiplier, payoutCentavos: payoutCentavos(stakeCentavos, multiplier) };
}

/** Full-cycle enumeration with pruning. */
export function analyseWays(definition: WaysDefinition = WAYS_SLOT): SlotFigures {
  const { strips, pays } = definition;
  const symbols = pays.length;
  // counts[r][stop * symbols + s]: how many cells show s (reel 1) or s-or-wild (reels 2–5).
  const counts = strips.map((strip, reel) => {
    const table = new Int32Array(strip.length * symbols);
    strip.forEach((_, stop) => {
      const window = windowAt(strip, stop, WAYS_ROWS);
      for (let s = 1; s < symbols; s++) table[stop * symbols + s] = window.filter((x) => x === s || (reel > 0 && x === WILD)).length;
    });
    return table;
  });
  const lengths = strips.map((strip) => strip.length);
  let count = 0n;
  let total = 0n;
  let totalSquares = 0n;
  let hits = 0n;
  let maxUnits = 0;
  let c = 0;
  let t = 0;
  let q = 0;
  let h = 0;
  const record = (coins: number, ways: number) => {
    c += ways;
    t += ways * coins;
    q += ways * coins * coins;
    if (coins > 0) h += ways;
    if (coins > maxUnits) maxUnits = coins;
  };
  const alive = [new Int32Array(symbols), new Int32Array(symbols), new Int32Array(symbols), new Int32Array(symbols), new Int32Array(symbols)];
  const wayCount = [new Float64Array(symbols), new Float64Array(symbols), new Float64Array(symbols), new Float64Array(symbols), new Float64Array(symbols)];
  const [c0, c1, c2, c3, c4] = counts as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const [L1, L2, L3, L4, L5] = lengths as [number, number, number, number, number];
  for (let s1 = 0; s1 < L1; s1++) {
    let n1 = 0;
    for (let s = 1; s < symbols; s++) {
      const k = c0[s1 * symbols + s]!;
      if (k > 0) {
        alive[0]![n1] = s;
        wayCount[0]![n1++] = k;
      }
    }
    for (let s2 = 0; s2 < L2; s2++) {
      let n2 = 0;
      for (let i = 0; i < n1; i++) {
        const s = alive[0]![i]!;
        const k = c1[s2 * symbols + s]!;
        if (k > 0) {
          alive[1]![n2] = s;
          wayCount[1]![n2++] = wayCount[0]![i]! * k;
        }
      }
      if (n2 === 0) {
        record(0, L3 * L4 * L5);
      } else {
        countReels345(n2);
      }
      // Flush per (reel 1, reel 2) pair: at most 40³ combinations of at most 10⁵ coins, so the
      // double sums stay exact integers (below 2^53).
      count += BigInt(c);
      total += BigInt(t);
      totalSquares += BigInt(q);
      hits += BigInt(h);
      c = t = q = h = 0;
    }
  }
  return figuresFromSums({ count, total, totalSquares, hits, maxUnits: BigInt(maxUnits) }, BigInt(COINS_PER_STAKE));

  function countReels345(n2: number): void {
    for (let s3 = 0; s3 < L3; s3++) {
      let n3 = 0;
      for (let i = 0; i < n2; i++) {
        const s = alive[1]![i]!;
        const k = c2[s3 * symbols + s]!;
        if (k > 0) {
          alive[2]![n3] = s;
          wayCount[2]![n3++] = wayCount[1]![i]! * k;
        }
      }
      if (n3 === 0) {
        record(0, L4 * L5);
        continue;
      }
      for (let s4 = 0; s4 < L4; s4++) {
        let n4 = 0;
        let ended = 0;
        for (let i = 0; i < n3; i++) {
          const s = alive[2]![i]!;
          const k = c3[s4 * symbols + s]!;
          if (k > 0) {
            alive[3]![n4] = s;
            wayCount[3]![n4++] = wayCount[2]![i]! * k;
          } else ended += wayCount[2]![i]! * pays[s]![0];
        }
        if (n4 === 0) {
          record(ended, L5);
          continue;
        }
        for (let s5 = 0; s5 < L5; s5++) {
          let coins = ended;
          for (let i = 0; i < n4; i++) {
            const s = alive[3]![i]!;
            const k = c4[s5 * symbols + s]!;
            coins += k > 0 ? wayCount[3]![i]! * k * pays[s]![2] : wayCount[3]![i]! * pays[s]![1];
          }
          record(coins, 1);
        }
      }
    }
  }
}
