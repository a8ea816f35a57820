import { describe, expect, it } from 'vitest';
import { parseCard } from './cards.ts';

describe('parseCard', () => {
  it('reads rank and suit', () => {
    expect(parseCard('10-heart')).toEqual({ rank: '10', suit: 'heart', red: true, symbol: '♥' });
    expect(parseCard('A-spade')).toEqual({ rank: 'A', suit: 'spade', red: false, symbol: '♠' });
  });
  it('has no card for a face-down one or a bad name', () => {
    expect(parseCard(null)).toBeNull();
    expect(parseCard('1-heart')).toBeNull();
    expect(parseCard('A-star')).toBeNull();
  });
});
