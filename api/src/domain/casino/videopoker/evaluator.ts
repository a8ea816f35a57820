/**
 * Jacks or Better hand classes and the 9/6 "full pay" table. Cards are 0–51 (rank = card >> 2,
 * 0 for a 2 … 12 for an ace; suit = card & 3).
 */
import { type Card } from '../fair/cards.ts';

export const HAND_CLASSES = [
  'nothing',
  'jacks_or_better',
  'two_pair',
  'three_of_a_kind',
  'straight',
  'flush',
  'full_house',
  'four_of_a_kind',
  'straight_flush',
  'royal_flush',
] as const;
export type HandClass = (typeof HAND_CLASSES)[number];

/**
 * Total return per unit staked, by class index. The table is quoted per coin at five coins (the
 * only bet size here): the royal pays 4000 for 5, i.e. 800 per unit.
 */
export const PAYTABLE_9_6: readonly number[] = [0, 1, 2, 3, 4, 6, 9, 25, 50, 800];

const JACK = 9;
const WHEEL = 0b1_0000_0000_1111; // A, 2, 3, 4, 5
const BROADWAY = 0b1_1111_0000_0000; // 10, J, Q, K, A

/** The class index (into HAND_CLASSES) of five distinct cards. */
export function classify(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card): number {
  const r0 = c0 >> 2;
  const r1 = c1 >> 2;
  const r2 = c2 >> 2;
  const r3 = c3 >> 2;
  const r4 = c4 >> 2;
  const mask = (1 << r0) | (1 << r1) | (1 << r2) | (1 << r3) | (1 << r4);
  const distinct = popcount(mask);
  if (distinct === 5) {
    const flush = (c0 & 3) === (c1 & 3) && (c0 & 3) === (c2 & 3) && (c0 & 3) === (c3 & 3) && (c0 & 3) === (c4 & 3);
    const low = mask & -mask;
    const straight = mask === low * 0b11111 || mask === WHEEL;
    if (straight && flush) return mask === BROADWAY ? 9 : 8;
    if (flush) return 5;
    if (straight) return 4;
    return 0;
  }
  if (distinct === 4) {
    // One pair: find the rank seen twice.
    const pair = r0 === r1 || r0 === r2 || r0 === r3 || r0 === r4 ? r0 : r1 === r2 || r1 === r3 || r1 === r4 ? r1 : r2 === r3 || r2 === r4 ? r2 : r3;
    return pair >= JACK ? 1 : 0;
  }
  // Two pair / three of a kind (3 ranks) or full house / quads (2 ranks): the largest rank count decides.
  let most = 0;
  for (const r of [r0, r1, r2, r3, r4]) {
    const count = (r === r0 ? 1 : 0) + (r === r1 ? 1 : 0) + (r === r2 ? 1 : 0) + (r === r3 ? 1 : 0) + (r === r4 ? 1 : 0);
    if (count > most) most = count;
  }
  if (distinct === 3) return most === 3 ? 3 : 2;
  return most === 4 ? 7 : 6;
}

export function classifyHand(cards: readonly Card[]): HandClass {
  if (cards.length !== 5 || new Set(cards).size !== 5) throw new RangeError('a hand is five different cards');
  return HAND_CLASSES[classify(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!)]!;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}
