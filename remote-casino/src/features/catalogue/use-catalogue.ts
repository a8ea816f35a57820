import { useResource } from '@palpite/shared';
import { getGames, searchGames, CATALOGUE_PAGE_SIZE } from '../../lib/api/games.ts';
import { apiCategory } from '../../lib/categories.ts';
import type { Game } from '../../lib/types.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { refineSearchResults, type GameFilters } from './game-filters.ts';

export const SEARCH_DEBOUNCE_MS = 300;
/** A search answers one list; this many covers the catalogue's biggest results. */
const SEARCH_LIMIT = 100;

export interface CatalogueAnswer {
  games: Game[];
  /** Page and last page; a search is one page. */
  page: number;
  lastPage: number;
  total: number;
}

/** The games a list page shows for its filters: a catalogue page, or the search's results narrowed. */
export function useCatalogue(filters: GameFilters) {
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const key = JSON.stringify([search, filters.category, filters.provider, filters.sort, search ? 1 : filters.page]);
  return useResource<CatalogueAnswer>(async () => {
    if (search) {
      const games = refineSearchResults(await searchGames(search, SEARCH_LIMIT), filters);
      return { games, page: 1, lastPage: 1, total: games.length };
    }
    const answer = await getGames({
      category: filters.category ? apiCategory(filters.category) : undefined,
      provider: filters.provider || undefined,
      sort: filters.sort,
      page: filters.page,
      perPage: CATALOGUE_PAGE_SIZE,
    });
    return { games: answer.data, page: answer.meta.page, lastPage: answer.meta.last_page, total: answer.meta.total };
  }, key);
}
