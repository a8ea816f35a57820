import { describe, expect, it } from 'vitest';
import type { Game } from '../../lib/types.ts';
import { readGameFilters, refineSearchResults, withGameFilter } from './game-filters.ts';

const DEFAULTS = { search: '', category: '', provider: '', sort: 'popular', page: 1 };

describe('game filters in the address', () => {
  it('read defaults from an empty query and ignore unknown values', () => {
    expect(readGameFilters(new URLSearchParams())).toEqual(DEFAULTS);
    expect(readGameFilters(new URLSearchParams('category=poker&sort=random&page=-2'))).toEqual(DEFAULTS);
    expect(readGameFilters(new URLSearchParams('page=1.5'))).toEqual(DEFAULTS);
  });

  it('read what the address holds', () => {
    expect(readGameFilters(new URLSearchParams('q=book&category=slot&provider=pragmatic&sort=new&page=3'))).toEqual({
      search: 'book',
      category: 'slot',
      provider: 'pragmatic',
      sort: 'new',
      page: 3,
    });
  });

  it('cut a search longer than the API takes (100 characters) instead of asking for one it refuses', () => {
    const long = 'a'.repeat(101);
    expect(readGameFilters(new URLSearchParams({ q: long })).search).toBe('a'.repeat(100));
    expect(readGameFilters(new URLSearchParams({ q: 'b'.repeat(100) })).search).toBe('b'.repeat(100));
    // An emoji straddling the limit goes whole: half of one is not text.
    expect(readGameFilters(new URLSearchParams({ q: `${'c'.repeat(99)}🎰x` })).search).toBe('c'.repeat(99));
  });

  it('keep empty and default values out of the address and leave other parameters alone', () => {
    const start = new URLSearchParams('q=book&sport=x');
    expect(withGameFilter(start, 'search', '  ').toString()).toBe('sport=x');
    expect(withGameFilter(start, 'sort', 'popular').toString()).toBe('q=book&sport=x');
    expect(withGameFilter(start, 'sort', 'name').toString()).toBe('q=book&sport=x&sort=name');
    expect(start.toString()).toBe('q=book&sport=x');
  });

  it('start again from page 1 when any other filter changes', () => {
    const onPage3 = new URLSearchParams('provider=a&page=3');
    expect(withGameFilter(onPage3, 'provider', 'b').toString()).toBe('provider=b');
    expect(withGameFilter(onPage3, 'page', '4').toString()).toBe('provider=a&page=4');
    expect(withGameFilter(onPage3, 'page', '1').toString()).toBe('provider=a');
  });
});

const game = (name: string, category: Game['category'], provider_slug: string, released_at: string) =>
  ({ name, category, provider_slug, released_at, uuid: name }) as Game;

describe('search results under the other filters', () => {
  const results = [
    game('Roleta Europeia', 'roulette', 'palpite-originals', '2025-11-03'),
    game('Carnaval do Rio', 'slots', 'samba-studios', '2026-03-02'),
    game('Amazônia 243', 'slots', 'copacabana-games', '2026-04-20'),
  ];

  it('keep the API order (most popular first) by default', () => {
    expect(refineSearchResults(results, { category: '', provider: '', sort: 'popular' }).map((item) => item.name)).toEqual([
      'Roleta Europeia',
      'Carnaval do Rio',
      'Amazônia 243',
    ]);
  });

  it('narrow by the page category and the provider', () => {
    expect(refineSearchResults(results, { category: 'slot', provider: '', sort: 'popular' }).map((item) => item.name)).toEqual([
      'Carnaval do Rio',
      'Amazônia 243',
    ]);
    expect(refineSearchResults(results, { category: 'slot', provider: 'samba-studios', sort: 'popular' }).map((item) => item.name)).toEqual([
      'Carnaval do Rio',
    ]);
    expect(refineSearchResults(results, { category: 'livecasino', provider: '', sort: 'popular' })).toEqual([]);
  });

  it('sort by name (accents ignored) or newest first', () => {
    expect(refineSearchResults(results, { category: '', provider: '', sort: 'name' }).map((item) => item.name)).toEqual([
      'Amazônia 243',
      'Carnaval do Rio',
      'Roleta Europeia',
    ]);
    expect(refineSearchResults(results, { category: '', provider: '', sort: 'new' }).map((item) => item.name)).toEqual([
      'Amazônia 243',
      'Carnaval do Rio',
      'Roleta Europeia',
    ]);
  });
});
