/**
 * Cards as integers 0–51 in the verifier's deck order: rank 2, 3, …, 10, J, Q, K, A and, within a
 * rank, diamond, heart, spade, club. So card = 4 × rankIndex + suitIndex, `0` is `2-diamond` and
 * `51` is `A-club`.
 */
export type Card = number;

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['diamond', 'heart', 'spade', 'club'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export const DECK_SIZE = 52;

/** 0 for a 2 … 12 for an ace. */
export function rankIndex(card: Card): number {
  return card >> 2;
}

export function suitIndex(card: Card): number {
  return card & 3;
}

export function cardName(card: Card): string {
  return `${RANKS[rankIndex(card)]}-${SUITS[suitIndex(card)]}`;
}

export function parseCard(name: string): Card {
  const [rank, suit] = name.split('-');
  const r = RANKS.indexOf(rank as Rank);
  const s = SUITS.indexOf(suit as Suit);
  if (r < 0 || s < 0 || name.split('-').length !== 2) throw new RangeError(`not a card: ${name}`);
  return r * 4 + s;
}

export function isCard(value: unknown): value is Card {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < DECK_SIZE;
}
