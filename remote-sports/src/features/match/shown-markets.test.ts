import { describe, expect, it } from 'vitest';
import type { Market } from '../../lib/types.ts';
import { shownMarkets } from './shown-markets.ts';

const market = (id: number, key: string, status = 'open'): Market => {
  const line = Number(key.split(':')[2]);
  return { id, key, kind: key.split(':')[1] ?? '', status, line: Number.isFinite(line) ? line : null, in_play: true, selections: [] };
};

describe('the markets a match page lists', () => {
  it('leaves out closed and settled markets, keeps suspended ones', () => {
    const shown = shownMarkets([
      market(1, 'ft:moneyline'),
      market(2, 'ft:points-total:201.5', 'closed'),
      market(3, 'ft:spread:-2.5', 'suspended'),
      market(4, 'q1:moneyline', 'settled'),
    ]);
    expect(shown.map((m) => m.id)).toEqual([1, 3]);
  });

  it('keeps a family in its place when its first lines have closed and a new one opened at the end of the list', () => {
    const shown = shownMarkets([market(1, 'q1:points-total:54.5', 'closed'), market(2, 'q2:points-total:52.5'), market(3, 'q1:points-total:64.5')]);
    expect(shown.map((m) => m.key)).toEqual(['q1:points-total:64.5', 'q2:points-total:52.5']);
  });

  it('orders each family of lines by line, families as the book sent them', () => {
    const shown = shownMarkets([
      market(1, 'ft:points-total:205.5'),
      market(2, 'ft:spread:-1.5'),
      market(3, 'ft:points-total:201.5'),
      market(4, 'q2:points-total:54.5'),
      market(5, 'ft:spread:-3.5'),
      market(6, 'q2:points-total:52.5'),
      market(7, 'ft:points-total:203.5'),
    ]);
    expect(shown.map((m) => m.key)).toEqual([
      'ft:points-total:201.5',
      'ft:points-total:203.5',
      'ft:points-total:205.5',
      'ft:spread:-3.5',
      'ft:spread:-1.5',
      'q2:points-total:52.5',
      'q2:points-total:54.5',
    ]);
  });
});
