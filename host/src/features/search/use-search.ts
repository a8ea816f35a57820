import { useEffect, useState } from 'react';
import { searchDelayMs, searchRequest, type SearchRequest } from './search-logic.ts';

/** What a tab lists: its popular (or featured) items for a blank query, else the answer to one. */
export interface SearchSource<Item> {
  /** For the console when a call fails. */
  readonly name: string;
  load(request: SearchRequest): Promise<Item[]>;
}

/** `popular`: the list for a blank query; `results`: the answer to the query. */
type ListKind = 'popular' | 'results';

const kindOf = (request: SearchRequest): ListKind => (request.kind === 'popular' ? 'popular' : 'results');

export interface SearchState<Item> {
  kind: ListKind;
  loading: boolean;
  items: Item[];
}

/**
 * A tab's list for `query`: the popular items for a blank query at once, else the search after the
 * debounce. A failure is logged and leaves the list empty, so the tab's "nothing found" shows
 * (spec §8); an answer to an older query is dropped. `source` must be a stable (module) value.
 */
export function useSearch<Item>(query: string, source: SearchSource<Item>): SearchState<Item> {
  const request = searchRequest(query);
  const requestKey = request.kind === 'popular' ? '' : request.text;
  const [state, setState] = useState<SearchState<Item> & { key: string | null }>({ key: null, kind: 'popular', loading: true, items: [] });

  useEffect(() => {
    let current = true;
    const wanted = searchRequest(requestKey);
    const answered = { key: requestKey, kind: kindOf(wanted), loading: false };
    const timer = setTimeout(() => {
      source.load(wanted).then(
        (items) => current && setState({ ...answered, items }),
        (error: unknown) => {
          console.warn(`${source.name} ${wanted.kind === 'popular' ? 'popular list' : 'search'} failed`, error);
          if (current) setState({ ...answered, items: [] });
        },
      );
    }, searchDelayMs(wanted));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [requestKey, source]);

  if (state.key === requestKey) return state;
  return { kind: kindOf(request), loading: true, items: [] };
}
