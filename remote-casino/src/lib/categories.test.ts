import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryPath, isCategory, providerPath } from './categories.ts';

describe('categories', () => {
  it('each has its page in the route table', () => {
    expect(CATEGORIES.map(categoryPath)).toEqual(['/slot', '/livecasino', '/roulette', '/blackjack', '/tablegames']);
  });

  it('recognises only known categories', () => {
    expect(isCategory('roulette')).toBe(true);
    expect(isCategory('poker')).toBe(false);
    expect(isCategory(undefined)).toBe(false);
  });
});

describe('provider pages', () => {
  it('are the all-games list filtered by the provider slug', () => {
    expect(providerPath('samba-studios')).toBe('/Game?provider=samba-studios');
    expect(providerPath('a b')).toBe('/Game?provider=a%20b');
  });
});
