import { api } from '@palpite/shared';
import type { Game, Round, RoundPage } from '../types.ts';

/** `GET /user/games/recent?limit=`: the player's last played games, newest first. */
export async function getRecentGames(limit = 12): Promise<Game[]> {
  return (await api.get('user/games/recent', { searchParams: { limit } }).json<{ data: Game[] }>()).data;
}

/** `GET /user/games/favourites`. */
export async function getFavouriteGames(): Promise<Game[]> {
  return (await api.get('user/games/favourites').json<{ data: Game[] }>()).data;
}

/** `POST|DELETE /user/games/:uuid/favourite`: answers whether the game is now a favourite. */
export async function setFavourite(uuid: string, favourite: boolean): Promise<boolean> {
  const path = `user/games/${encodeURIComponent(uuid)}/favourite`;
  const answer = await (favourite ? api.post(path) : api.delete(path)).json<{ favourite: boolean }>();
  return answer.favourite;
}

export const ROUNDS_PAGE_SIZE = 10;

/** `GET /user/games/rounds?game=&limit=&cursor=`: the player's rounds of one game, newest first. */
export function getRounds(gameUuid: string, cursor: string | null): Promise<RoundPage> {
  const searchParams: Record<string, string | number> = { game: gameUuid, limit: ROUNDS_PAGE_SIZE };
  if (cursor) searchParams.cursor = cursor;
  return api.get('user/games/rounds', { searchParams }).json<RoundPage>();
}

/** `GET /user/games/rounds/:id`: one round with its fairness (server seed once revealed). */
export async function getRound(id: number): Promise<Round> {
  return (await api.get(`user/games/rounds/${id}`).json<{ round: Round }>()).round;
}
