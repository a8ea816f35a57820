import { useSearchParams } from 'react-router-dom';
import { apiCategory, isCategory, type Category } from '../../lib/categories.ts';
import type { Game } from '../../lib/types.ts';

export const SORTS = ['popular', 'new', 'name'] as const;
export type Sort = (typeof SORTS)[number];

/** The game list's filters, kept in the address so a filtered list can be shared and restored. */
export interface GameFilters {
  search: string;
  category: Category | '';
  provider: string;
  sort: Sort;
  /** 1-based page of the catalogue (ignored while searching: a search answers one list). */
  page: number;
}

type FilterKey = keyof GameFilters;
const PARAM: Record<FilterKey, string> = { search: 'q', category: 'category', provider: 'provider', sort: 'sort', page: 'page' };
const DEFAULT_SORT: Sort = 'popular';
/** `GET /games?search=` refuses more (as the search box does): a longer `q` in a shared or typed address is cut, not refused. */
const SEARCH_MAX_LENGTH = 100;

function isSort(value: unknown): value is Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}

/** `text` cut to the API's limit in UTF-16 units (what it counts), without leaving half of an emoji at the end. */
function searchOf(text: string): string {
  if (text.length <= SEARCH_MAX_LENGTH) return text;
  const cut = text.slice(0, SEARCH_MAX_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function readGameFilters(params: URLSearchParams): GameFilters {
  const category = params.get(PARAM.category);
  const sort = params.get(PARAM.sort);
  return {
    search: searchOf(params.get(PARAM.search) ?? ''),
    category: isCategory(category) ? category : '',
    provider: params.get(PARAM.provider) ?? '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: pageOf(params.get(PARAM.page)),
  };
}

/**
 * A copy of `params` with one filter changed; empty and default values leave the address, and
 * any change other than the page starts again from page 1.
 */
export function withGameFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault = value.trim() === '' || (key === 'sort' && value === DEFAULT_SORT) || (key === 'page' && pageOf(value) === 1);
  if (isDefault) next.delete(PARAM[key]);
  else next.set(PARAM[key], value);
  if (key !== 'page') next.delete(PARAM.page);
  return next;
}

const byName = (a: Game, b: Game) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' });
const byNewest = (a: Game, b: Game) => b.released_at.localeCompare(a.released_at) || byName(a, b);

/**
 * Search results (most popular first, from the API) narrowed by the other filters and sorted as
 * asked: the API's search takes no category or provider, so the list does it. Pure.
 */
export function refineSearchResults(games: readonly Game[], filters: Pick<GameFilters, 'category' | 'provider' | 'sort'>): Game[] {
  const category = filters.category ? apiCategory(filters.category) : null;
  const kept = games.filter((game) => (!category || game.category === category) && (!filters.provider || game.provider_slug === filters.provider));
  if (filters.sort === 'name') return [...kept].sort(byName);
  if (filters.sort === 'new') return [...kept].sort(byNewest);
  return kept;
}

export function useGameFilters(): [GameFilters, (key: FilterKey, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = (key: FilterKey, value: string) => setParams((current) => withGameFilter(current, key, value), { replace: key !== 'page' });
  return [readGameFilters(params), setFilter];
}
