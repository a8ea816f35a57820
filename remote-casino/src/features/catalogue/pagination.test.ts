import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.ts';

describe('page buttons', () => {
  it('list every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keep the ends and the neighbours, and fold longer runs into a gap', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('show a single skipped page rather than a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
