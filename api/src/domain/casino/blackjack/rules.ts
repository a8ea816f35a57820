/**
 * The Palpite blackjack rules, which the engine and the house-edge computation share:
 *
 * - cards from the provably-fair stream with replacement (⌊f·52⌋), i.e. an infinite deck, dealt
 *   player, player, dealer up card, dealer hole card, then in play order;
 * - blackjack pays 3:2; the dealer stands on soft 17 (S17);
 * - the dealer peeks with an ace or a ten-value card up: on a dealer blackjack the player loses
 *   only the original bet (a player blackjack pushes) — no doubling or splitting into a blackjack;
 * - insurance is offered when the dealer shows an ace, costs half the bet (rounded down to the
 *   centavo) and pays 2:1;
 * - double on any first two cards, also after a split (DAS), except on split aces;
 * - one split (two hands at most), on two cards of equal value (any two ten-value cards too);
 *   split aces receive one card each and cannot be hit; an ace and a ten after a split is 21, not
 *   a blackjack;
 * - no surrender;
 * - returns are whole centavos, rounded down (a 3:2 blackjack on an odd stake loses half a centavo).
 */
import { type Card, rankIndex } from '../fair/cards.ts';

/** Blackjack value of a card: 2–10, pictures 10, ace 1 (counted as 11 when that does not bust). */
export function cardValue(card: Card): number {
  const rank = rankIndex(card);
  return rank <= 8 ? rank + 2 : rank === 12 ? 1 : 10;
}

export interface HandTotal {
  /** The best total: an ace counts 11 if that keeps the hand at 21 or less. */
  readonly total: number;
  readonly soft: boolean;
}

export function totalOfValues(values: readonly number[]): HandTotal {
  let hard = 0;
  let aces = false;
  for (const value of values) {
    hard += value;
    if (value === 1) aces = true;
  }
  return aces && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export function handTotal(cards: readonly Card[]): HandTotal {
  return totalOfValues(cards.map(cardValue));
}

export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

/** The dealer draws below 17 and stands on every 17, soft ones included. */
export function dealerStands(cards: readonly Card[]): boolean {
  return handTotal(cards).total >= 17;
}

export const MAX_HANDS = 2;
