import { useCallback, useEffect, useState } from 'react';
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
  /** The last read failed (its `items` are empty): a tab that must not call that "nothing found" says so. */
  failed: boolean;
}

/**
 * A tab's list for `query`: the popular items for a blank query at once, else the search after the
 * debounce. A failure is logged and leaves the list empty with `failed` set: the games tab shows
 * its "nothing found" (spec §8), the matches tab says the search failed. `retry` reads again. An
 * answer to an older query is dropped. `source` must be a stable (module) value.
 */
export function useSearch<Item>(query: string, source: SearchSource<Item>): SearchState<Item> & { retry: () => void } {
  const request = searchRequest(query);
  const requestKey = request.kind === 'popular' ? '' : request.text;
  const [state, setState] = useState<SearchState<Item> & { key: string | null }>({ key: null, kind: 'popular', loading: true, items: [], failed: false });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    // Forget the failed answer so the list shows it is searching again.
    setState((previous) => ({ ...previous, key: null }));
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    let current = true;
    const wanted = searchRequest(requestKey);
    const answered = { key: requestKey, kind: kindOf(wanted), loading: false };
    const timer = setTimeout(() => {
      source.load(wanted).then(
        (items) => current && setState({ ...answered, items, failed: false }),
        (error: unknown) => {
          console.warn(`${source.name} ${wanted.kind === 'popular' ? 'popular list' : 'search'} failed`, error);
          if (current) setState({ ...answered, items: [], failed: true });
        },
      );
    }, searchDelayMs(wanted));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [requestKey, source, attempt]);

  if (state.key === requestKey) return { ...state, retry };
  return { kind: kindOf(request), loading: true, items: [], failed: false, retry };
}
