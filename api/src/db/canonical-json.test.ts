import { describe, expect, it } from 'vitest';
import { canonical, canonicalUnordered } from './canonical-json.ts';

describe('canonical JSON', () => {
  it('ignores object key order, keeps array order', () => {
    expect(canonical({ b: 1, a: [2, 1] })).toBe(canonical({ a: [2, 1], b: 1 }));
    expect(canonical([1, 2])).not.toBe(canonical([2, 1]));
  });

  it('unordered: the same multiset in any order at any depth is equal, another multiset is not', () => {
    const bet = {
      bets: [
        { type: 'split', numbers: [1, 2], amount: 1 },
        { type: 'red', amount: 2 },
      ],
    };
    const reordered = {
      bets: [
        { amount: 2, type: 'red' },
        { numbers: [2, 1], amount: 1, type: 'split' },
      ],
    };
    expect(canonicalUnordered(bet)).toBe(canonicalUnordered(reordered));
    const twice = {
      bets: [
        { type: 'red', amount: 1 },
        { type: 'red', amount: 1 },
      ],
    };
    const once = { bets: [{ type: 'red', amount: 1 }] };
    expect(canonicalUnordered(twice)).not.toBe(canonicalUnordered(once));
    expect(canonicalUnordered({ picks: [3, 1, 2] })).toBe(canonicalUnordered({ picks: [1, 2, 3] }));
    expect(canonicalUnordered({ picks: [1, 2, 3] })).not.toBe(canonicalUnordered({ picks: [1, 2, 4] }));
  });
});
