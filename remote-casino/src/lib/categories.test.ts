import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryPath, isCategory } from './categories.ts';

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
