import { describe, expect, it } from 'vitest';
import { kenoPays, quickPick, togglePick } from './keno.ts';

describe('keno picks', () => {
  it('adds in order and removes', () => {
    expect(togglePick([5, 30], 12)).toEqual([5, 12, 30]);
    expect(togglePick([5, 12, 30], 12)).toEqual([5, 30]);
  });

  it('refuses an 11th pick', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
  });

  it('quick-picks different numbers of 1–40', () => {
    let seed = 0.1;
    const picks = quickPick(10, () => (seed = (seed * 9301 + 0.49297) % 1));
    expect(new Set(picks).size).toBe(10);
    expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
    expect(quickPick(3, () => 0)).toEqual([1, 2, 3]);
  });
});

describe('kenoPays', () => {
  const paytable = {
    returns: [
      { picks: 1, by_hits: [0, 3.84] },
      { picks: 3, by_hits: [0, 0.5, 2.2, 36] },
    ],
  };
  it('lists the paying hits of the number of picks, most first', () =>
    expect(kenoPays(paytable, 3)).toEqual([
      { hits: 3, returns: 36 },
      { hits: 2, returns: 2.2 },
      { hits: 1, returns: 0.5 },
    ]));
  it('is empty without picks', () => expect(kenoPays(paytable, 0)).toEqual([]));
});
