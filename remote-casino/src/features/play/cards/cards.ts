/** Playing cards as the API names them (`rank-suit`: "A-spade", "10-heart") and how they are shown. */

export const SUITS = ['spade', 'heart', 'diamond', 'club'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
  /** Hearts and diamonds are red. */
  red: boolean;
  symbol: string;
}

const SUIT_SYMBOLS: Record<Suit, string> = { spade: '♠', heart: '♥', diamond: '♦', club: '♣' };

/** "10-heart" → the card; null for anything else (a face-down card is `null` in the API). */
export function parseCard(name: string | null): Card | null {
  if (name === null) return null;
  const [rank, suit] = name.split('-');
  if (!(RANKS as readonly string[]).includes(rank ?? '') || !(SUITS as readonly string[]).includes(suit ?? '')) return null;
  const typedSuit = suit as Suit;
  return { rank: rank as Rank, suit: typedSuit, red: typedSuit === 'heart' || typedSuit === 'diamond', symbol: SUIT_SYMBOLS[typedSuit] };
}
