import { useEffect, useState } from 'react';
import { getPopularGames, searchGames, type SearchGame } from './api.ts';
import { searchDelayMs, searchRequest } from './search-logic.ts';

export interface GameSearchState {
  /** `popular`: the Popular Searches list (blank query); `results`: the answer to the query. */
  kind: 'popular' | 'results';
  loading: boolean;
  games: SearchGame[];
}

/**
 * The games list of the overlay for `query` while `open`: the popular games for a blank query,
 * else the search after the debounce. A failure is logged and leaves the list empty, so
 * noGamesFound shows (spec §8); an answer to an older query is dropped.
 */
export function useGameSearch(query: string, open: boolean): GameSearchState {
  const request = searchRequest(query);
  const requestKey = request.kind === 'popular' ? '' : request.text;
  const [state, setState] = useState<GameSearchState & { key: string | null }>({ key: null, kind: 'popular', loading: true, games: [] });

  useEffect(() => {
    if (!open) return;
    let current = true;
    const wanted = searchRequest(requestKey);
    const timer = setTimeout(() => {
      const call = wanted.kind === 'popular' ? getPopularGames() : searchGames(wanted.text);
      call.then(
        (games) => current && setState({ key: requestKey, kind: wanted.kind === 'popular' ? 'popular' : 'results', loading: false, games }),
        (error: unknown) => {
          console.warn(wanted.kind === 'popular' ? 'popular games failed' : 'game search failed', error);
          if (current) setState({ key: requestKey, kind: wanted.kind === 'popular' ? 'popular' : 'results', loading: false, games: [] });
        },
      );
    }, searchDelayMs(wanted));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [requestKey, open]);

  if (state.key === requestKey) return state;
  return { kind: request.kind === 'popular' ? 'popular' : 'results', loading: true, games: [] };
}
