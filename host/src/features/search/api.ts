import { api } from '@palpite/shared';
import { POPULAR_COUNT, RESULTS_COUNT, type SearchRequest } from './search-logic.ts';
import type { SearchSource } from './use-search.ts';

/** The fields of spec §3 Game the overlay shows. */
export interface SearchGame {
  uuid: string;
  name: string;
  provider: string;
  image: string;
}

export interface SearchProvider {
  slug: string;
  name: string;
  games_count: number;
}

/** The fields of a sportsbook match row the overlay shows. */
export interface SearchMatch {
  id: number;
  sport: string;
  league: { name: string; country_code: string };
  home: string;
  away: string;
  starts_at: string;
  /** Spec §4 match status as the API names it (`2nd Half`, `Interrupted`…). */
  status: string;
  live: boolean;
  /** While live: `67'`, `45+2'`, `Q3 05:12`, or `HT` / `PEN`. */
  clock: string | null;
  score: { home: number; away: number } | null;
}

/** Spec §7: `GET /games?per_page=5&search=&random=true`, and `GET /games?search=…&per_page=12`. */
export const gameSource: SearchSource<SearchGame> = {
  name: 'game',
  async load(request: SearchRequest) {
    const searchParams =
      request.kind === 'popular' ? { per_page: POPULAR_COUNT, search: '', random: 'true' } : { search: request.text, per_page: RESULTS_COUNT };
    return (await api.get('games', { searchParams }).json<{ data: SearchGame[] }>()).data;
  },
};

/** `GET /sports/search?q=`: live and upcoming matches by team or league; the featured ones for a blank query. */
export const matchSource: SearchSource<SearchMatch> = {
  name: 'match',
  async load(request: SearchRequest) {
    const q = request.kind === 'popular' ? '' : request.text;
    return (await api.get('sports/search', { searchParams: { q } }).json<{ matches: SearchMatch[] }>()).matches;
  },
};

/** `GET /games/providers`. */
export async function getProviders(): Promise<SearchProvider[]> {
  return (await api.get('games/providers').json<{ data: SearchProvider[] }>()).data;
}
