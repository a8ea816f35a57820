import { api } from '@palpite/shared';
import type { Game, GameDetails, GamePage, Provider } from '../types.ts';

/** Spec §9: the search overlay's popular list and the lobby's size of a carousel. */
export const CAROUSEL_SIZE = 12;
export const CATALOGUE_PAGE_SIZE = 24;

export type GameSort = 'popular' | 'new' | 'name';

export interface GameListQuery {
  category?: string;
  provider?: string;
  sort?: GameSort;
  page?: number;
  perPage?: number;
}

/** `GET /games?category=&provider=&page=&per_page=&sort=`: one page of the catalogue. */
export function getGames({ category, provider, sort = 'popular', page = 1, perPage = CATALOGUE_PAGE_SIZE }: GameListQuery): Promise<GamePage> {
  const searchParams: Record<string, string | number> = { page, per_page: perPage, sort };
  if (category) searchParams.category = category;
  if (provider) searchParams.provider = provider;
  return api.get('games', { searchParams }).json<GamePage>();
}

/** `GET /games?search=…&per_page=`: name or provider contains the text, most popular first. */
export async function searchGames(text: string, perPage: number): Promise<Game[]> {
  const answer = await api.get('games', { searchParams: { search: text, per_page: perPage } }).json<{ data: Game[] }>();
  return answer.data;
}

/** `GET /games/providers`. */
export async function getProviders(): Promise<Provider[]> {
  return (await api.get('games/providers').json<{ data: Provider[] }>()).data;
}

/** Reads of a game on their way, by game and language: the page and its stage ask at the same moment. */
const gameReads = new Map<string, Promise<unknown>>();

/**
 * `GET /games/:uuid` (rules in the request's language), read once for every caller asking while a
 * read is on its way: the game page's details and its stage's client need the same answer.
 */
export function readGame<T>(uuid: string): Promise<T> {
  const key = `${uuid}|${document.documentElement.lang}`;
  let read = gameReads.get(key);
  if (!read) {
    read = api
      .get(`games/${encodeURIComponent(uuid)}`)
      .json<{ game: unknown }>()
      .then((answer) => answer.game)
      .finally(() => gameReads.delete(key));
    gameReads.set(key, read);
  }
  return read as Promise<T>;
}

export function getGameDetails(uuid: string): Promise<GameDetails> {
  return readGame<GameDetails>(uuid);
}
