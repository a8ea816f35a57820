import { describe, expect, it } from 'vitest';
import { readGameFilters, withGameFilter } from './game-filters.ts';

describe('game filters in the address', () => {
  it('read defaults from an empty query and ignore unknown values', () => {
    expect(readGameFilters(new URLSearchParams())).toEqual({ search: '', category: '', provider: '', sort: 'popular' });
    expect(readGameFilters(new URLSearchParams('category=poker&sort=random'))).toEqual({ search: '', category: '', provider: '', sort: 'popular' });
  });

  it('read what the address holds', () => {
    expect(readGameFilters(new URLSearchParams('q=book&category=slot&provider=pragmatic&sort=new'))).toEqual({
      search: 'book',
      category: 'slot',
      provider: 'pragmatic',
      sort: 'new',
    });
  });

  it('keep empty and default values out of the address and leave other parameters alone', () => {
    const start = new URLSearchParams('q=book&sport=x');
    expect(withGameFilter(start, 'search', '  ').toString()).toBe('sport=x');
    expect(withGameFilter(start, 'sort', 'popular').toString()).toBe('q=book&sport=x');
    expect(withGameFilter(start, 'sort', 'name').toString()).toBe('q=book&sport=x&sort=name');
    expect(start.toString()).toBe('q=book&sport=x');
  });
});
