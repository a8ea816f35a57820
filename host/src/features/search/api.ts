import { api } from '@palpite/shared';
import { POPULAR_COUNT, RESULTS_COUNT } from './search-logic.ts';

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

/** Spec §7: `GET /games?per_page=5&search=&random=true`. */
export async function getPopularGames(): Promise<SearchGame[]> {
  return (await api.get('games', { searchParams: { per_page: POPULAR_COUNT, search: '', random: 'true' } }).json<{ data: SearchGame[] }>()).data;
}

/** Spec §7: `GET /games?search=…&per_page=12`. */
export async function searchGames(text: string): Promise<SearchGame[]> {
  return (await api.get('games', { searchParams: { search: text, per_page: RESULTS_COUNT } }).json<{ data: SearchGame[] }>()).data;
}

/** `GET /games/providers`. */
export async function getProviders(): Promise<SearchProvider[]> {
  return (await api.get('games/providers').json<{ data: SearchProvider[] }>()).data;
}
