/**
 * How each game turns stream floats into outcomes: the public mappings verifiers implement.
 * Every function consumes floats from the source in order and nothing else.
 */
import { type Card, DECK_SIZE } from './cards.ts';
import type { FloatSource } from './stream.ts';

/** European roulette pocket 0–36: ⌊f·37⌋. */
export function rouletteNumber(floats: FloatSource): number {
  return Math.floor(floats.next() * 37);
}

/** The dice roll in hundredths, 0–10000 (10,001 outcomes): ⌊f·10001⌋. */
export function diceRollHundredths(floats: FloatSource): number {
  return Math.floor(floats.next() * 10001);
}

/** The dice roll as shown, 0.00–100.00: ⌊f·10001⌋/100. */
export function diceRoll(floats: FloatSource): number {
  return diceRollHundredths(floats) / 100;
}

export const KENO_POOL = 40;
export const KENO_DRAWN = 10;

/**
 * Keno: 10 of 1–40 without replacement. The i-th float (i from 0) picks index ⌊f·(40−i)⌋ among
 * the numbers not yet drawn, listed ascending. Returned in draw order.
 */
export function kenoDraw(floats: FloatSource): number[] {
  return drawWithoutReplacement(floats, KENO_POOL, KENO_DRAWN).map((index) => index + 1);
}

/**
 * `count` of the indexes 0…size−1 without replacement: the i-th float picks position ⌊f·(size−i)⌋
 * among the indexes not yet drawn, in ascending order. The position is turned into an index by
 * stepping over the (few) already drawn indexes at or below it, which is the same as removing
 * them from an ordered list.
 */
function drawWithoutReplacement(floats: FloatSource, size: number, count: number): number[] {
  const drawn = new Array<number>(count);
  const sorted: number[] = [];
  for (let i = 0; i < count; i++) {
    let index = Math.floor(floats.next() * (size - i));
    let at = 0;
    while (at < sorted.length && sorted[at]! <= index) {
      index++;
      at++;
    }
    sorted.splice(at, 0, index);
    drawn[i] = index;
  }
  return drawn;
}

/** One card with replacement (blackjack, baccarat): ⌊f·52⌋ into the ordered deck. */
export function cardWithReplacement(floats: FloatSource): Card {
  return Math.floor(floats.next() * DECK_SIZE);
}

/** `count` cards with replacement, in stream order. */
export function cardsWithReplacement(floats: FloatSource, count: number): Card[] {
  return Array.from({ length: count }, () => cardWithReplacement(floats));
}

/**
 * `count` cards without replacement (video poker draws 10: 5 dealt, then 5 replacements): the
 * i-th float picks index ⌊f·(52−i)⌋ in the remaining ordered deck.
 */
export function cardsWithoutReplacement(floats: FloatSource, count: number): Card[] {
  if (count > DECK_SIZE) throw new RangeError('more cards than a deck');
  return drawWithoutReplacement(floats, DECK_SIZE, count);
}

/** A reel stop: ⌊f·reelLength⌋. */
export function reelStop(floats: FloatSource, reelLength: number): number {
  return Math.floor(floats.next() * reelLength);
}
