import { api } from '@palpite/shared';
import type { ResultLeague } from '../../../lib/types.ts';

export interface ResultsQuery {
  date: string;
  country: string;
  league: string;
}

/** `GET /sports/results?date=YYYY-MM-DD&country=&league=`: the day's final scores by league. */
export async function getResults(query: ResultsQuery): Promise<ResultLeague[]> {
  const searchParams: Record<string, string> = { date: query.date };
  if (query.country) searchParams.country = query.country;
  if (query.league) searchParams.league = query.league;
  const answer = await api.get('sports/results', { searchParams }).json<{ leagues: ResultLeague[] }>();
  return answer.leagues;
}
