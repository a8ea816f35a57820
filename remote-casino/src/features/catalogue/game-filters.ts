import { useSearchParams } from 'react-router-dom';
import { isCategory, type Category } from '../../lib/categories.ts';

export const SORTS = ['popular', 'new', 'name'] as const;
export type Sort = (typeof SORTS)[number];

/** The game list's filters, kept in the address so a filtered list can be shared and restored. */
export interface GameFilters {
  search: string;
  category: Category | '';
  provider: string;
  sort: Sort;
}

const PARAM: Record<keyof GameFilters, string> = { search: 'q', category: 'category', provider: 'provider', sort: 'sort' };
const DEFAULT_SORT: Sort = 'popular';

function isSort(value: unknown): value is Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}

export function readGameFilters(params: URLSearchParams): GameFilters {
  const category = params.get(PARAM.category);
  const sort = params.get(PARAM.sort);
  return {
    search: params.get(PARAM.search) ?? '',
    category: isCategory(category) ? category : '',
    provider: params.get(PARAM.provider) ?? '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** A copy of `params` with one filter changed; empty and default values leave the address. */
export function withGameFilter(params: URLSearchParams, key: keyof GameFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault = value.trim() === '' || (key === 'sort' && value === DEFAULT_SORT);
  if (isDefault) next.delete(PARAM[key]);
  else next.set(PARAM[key], value);
  return next;
}

export function useGameFilters(): [GameFilters, (key: keyof GameFilters, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = (key: keyof GameFilters, value: string) => setParams((current) => withGameFilter(current, key, value), { replace: true });
  return [readGameFilters(params), setFilter];
}
