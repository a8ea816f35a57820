/**
 * Exact draw analysis for five-card draw poker from one 52-card deck.
 *
 * For every set X of at most 4 cards, `M(X)` is the total paytable return of all 5-card hands
 * containing X (a single pass over the C(52,5) = 2,598,960 hands, adding each hand's return to
 * its 31 proper subsets). Holding S ⊆ D of a dealt hand D and drawing 5 − |S| cards from the
 * other 47 reaches exactly the hands that contain S and none of the discards D \ S, so by
 * inclusion–exclusion
 *
 *   total(S) = Σ_{T ⊆ D\S} (−1)^|T| · M(S ∪ T),   EV(S) = total(S) / C(47, 5 − |S|),
 *
 * computed for all 32 holds at once with a signed superset transform over the 5-bit hold masks.
 * The optimal game's RTP is the average over all deals of the best hold's EV; every total is an
 * integer so the figure is an exact rational.
 */
import { type Card } from '../fair/cards.ts';
import { type Rational, binomial, rational } from '../math/rational.ts';
import { PAYTABLE_9_6, classify } from './evaluator.ts';

/** C(n, k) for n < 53, k ≤ 5, as numbers. */
const C: number[][] = Array.from({ length: 53 }, (_, n) => Array.from({ length: 6 }, (_, k) => Number(binomial(n, k))));
/** Ways to draw k cards from the 47 left: C(47, k). */
const DRAWS = [0, 1, 2, 3, 4, 5].map((k) => C[47]![k]!);
/** Popcount of the 5-bit hold masks. */
const HELD = Array.from({ length: 32 }, (_, mask) => [0, 1, 2, 3, 4].filter((i) => mask & (1 << i)).length);

export interface DrawTables {
  readonly paytable: readonly number[];
  /** M by subset size 0–4, indexed by the colex rank of the sorted subset. */
  readonly bySize: readonly Float64Array[];
}

/** Builds the M tables (about a second). */
export function buildDrawTables(paytable: readonly number[] = PAYTABLE_9_6): DrawTables {
  const bySize = [0, 1, 2, 3, 4].map((k) => new Float64Array(C[52]![k]!));
  const t0 = bySize[0]!;
  const t1 = bySize[1]!;
  const t2 = bySize[2]!;
  const t3 = bySize[3]!;
  const t4 = bySize[4]!;
  for (let e = 4; e < 52; e++) {
    for (let d = 3; d < e; d++) {
      for (let c = 2; c < d; c++) {
        for (let b = 1; b < c; b++) {
          for (let a = 0; a < b; a++) {
            const pay = paytable[classify(a, b, c, d, e)]!;
            if (pay === 0) continue;
            const cs = [a, b, c, d, e];
            // Every proper subset, ranked in colex order: Σ C(card_i, i + 1).
            for (let mask = 0; mask < 31; mask++) {
              let rank = 0;
              let size = 0;
              for (let i = 0; i < 5; i++) if (mask & (1 << i)) rank += C[cs[i]!]![++size]!;
              (size === 0 ? t0 : size === 1 ? t1 : size === 2 ? t2 : size === 3 ? t3 : t4)[rank]! += pay;
            }
          }
        }
      }
    }
  }
  return { paytable, bySize };
}

/**
 * For a hand sorted ascending, the total return over all draws for each of the 32 hold masks
 * (bit i holds the i-th card). Divide by C(47, 5 − held) for the expected return.
 */
export function sortedHoldTotals(tables: DrawTables, sorted: readonly Card[], out: Float64Array = new Float64Array(32)): Float64Array {
  // Colex rank of each subset, built from the subset without its largest card: rank(S) = rank(S − max) + C(max, |S|).
  const ranks = RANK_SCRATCH;
  ranks[0] = 0;
  out[0] = tables.bySize[0]![0]!;
  for (let mask = 1; mask < 31; mask++) {
    const top = TOP_BIT[mask]!;
    const size = HELD[mask]!;
    const rank = ranks[mask ^ (1 << top)]! + C[sorted[top]!]![size]!;
    ranks[mask] = rank;
    out[mask] = tables.bySize[size]![rank]!;
  }
  out[31] = tables.paytable[classify(sorted[0]!, sorted[1]!, sorted[2]!, sorted[3]!, sorted[4]!)]!;
  // total(S) = Σ_{T ⊆ D\S} (−1)^|T| M(S ∪ T): a signed superset transform, one bit at a time.
  for (let bit = 1; bit < 32; bit <<= 1) {
    for (let mask = 0; mask < 32; mask++) if (!(mask & bit)) out[mask] = out[mask]! - out[mask | bit]!;
  }
  return out;
}

const RANK_SCRATCH = new Float64Array(32);
const TOP_BIT = Array.from({ length: 32 }, (_, mask) => 31 - Math.clz32(mask));

const ORDER = new Int32Array(5);
const SORTED = [0, 0, 0, 0, 0];
const SORTED_TOTALS = new Float64Array(32);

/** As `sortedHoldTotals` for a hand in any order; bit i of a mask holds position i of `hand`. */
export function holdTotals(tables: DrawTables, hand: readonly Card[], out: Float64Array = new Float64Array(32)): Float64Array {
  // Insertion sort of the five positions by card.
  for (let i = 0; i < 5; i++) {
    let j = i;
    while (j > 0 && hand[ORDER[j - 1]!]! > hand[i]!) {
      ORDER[j] = ORDER[j - 1]!;
      j--;
    }
    ORDER[j] = i;
  }
  for (let i = 0; i < 5; i++) SORTED[i] = hand[ORDER[i]!]!;
  sortedHoldTotals(tables, SORTED, SORTED_TOTALS);
  for (let sortedMask = 0; sortedMask < 32; sortedMask++) {
    let mask = 0;
    for (let i = 0; i < 5; i++) if (sortedMask & (1 << i)) mask |= 1 << ORDER[i]!;
    out[mask] = SORTED_TOTALS[sortedMask]!;
  }
  return out;
}

/**
 * The best mask among `totals`; among equal EVs the one holding more cards, then the higher mask.
 * Exact: totals are integers below 2^31 and draw counts below 2^21, so the cross products are
 * exact doubles.
 */
function bestOf(totals: Float64Array): number {
  let best = 31;
  for (let mask = 30; mask >= 0; mask--) {
    const candidate = totals[mask]! * DRAWS[5 - HELD[best]!]!;
    const current = totals[best]! * DRAWS[5 - HELD[mask]!]!;
    if (candidate > current || (candidate === current && HELD[mask]! > HELD[best]!)) best = mask;
  }
  return best;
}

export interface HoldAdvice {
  /** Bit i set: hold position i. */
  readonly mask: number;
  readonly held: readonly boolean[];
  readonly expectedReturn: number;
}

/** All 32 holds with their expected returns, best first (compared exactly; ties: more cards held first). */
export function rankHolds(tables: DrawTables, hand: readonly Card[]): HoldAdvice[] {
  const totals = holdTotals(tables, hand);
  const draws = (mask: number) => DRAWS[5 - HELD[mask]!]!;
  return Array.from({ length: 32 }, (_, mask) => mask)
    .sort((x, y) => totals[y]! * draws(x) - totals[x]! * draws(y) || HELD[y]! - HELD[x]! || y - x)
    .map((mask) => ({
      mask,
      held: [0, 1, 2, 3, 4].map((i) => (mask & (1 << i)) !== 0),
      expectedReturn: totals[mask]! / draws(mask),
    }));
}

/** The best hold mask for a hand in any order (bit i holds position i). */
export function bestHold(tables: DrawTables, hand: readonly Card[]): number {
  return bestOf(holdTotals(tables, hand));
}

export interface OptimalGame {
  readonly rtp: Rational;
  /** Deals (of 2,598,960) whose best play is to hold each count of cards. */
  readonly heldCounts: readonly number[];
}

/**
 * The RTP of optimal play: Σ over all C(52,5) deals of the best hold's EV, over C(52,5). Each
 * EV is scaled to the common denominator lcm C(47, k) so the sum stays in integers.
 */
export function computeOptimalRtp(tables: DrawTables): OptimalGame {
  const lcm = DRAWS.reduce((a, b) => (a * b) / gcdNumber(a, b));
  const scale = DRAWS.map((draws) => lcm / draws);
  const heldCounts = [0, 0, 0, 0, 0, 0];
  const hand = [0, 0, 0, 0, 0];
  const totals = new Float64Array(32);
  let total = 0n;
  let partial = 0;
  for (let e = 4; e < 52; e++) {
    for (let d = 3; d < e; d++) {
      for (let c = 2; c < d; c++) {
        for (let b = 1; b < c; b++) {
          for (let a = 0; a < b; a++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            const best = bestOf(sortedHoldTotals(tables, hand, totals));
            const held = HELD[best]!;
            heldCounts[held]!++;
            partial += totals[best]! * scale[5 - held]!;
          }
        }
        // Flush to BigInt well before doubles stop being exact integers (2^53).
        total += BigInt(partial);
        partial = 0;
      }
    }
  }
  return { rtp: rational(total, BigInt(lcm) * binomial(52, 5)), heldCounts };
}

function gcdNumber(a: number, b: number): number {
  return b === 0 ? a : gcdNumber(b, a % b);
}
