import { api } from '@palpite/shared';
import type { LeagueSummary } from '../../../lib/types.ts';

/** `GET /sports/leagues?sport=`: every league with its upcoming and live counts. */
export async function getLeagues(sport: string): Promise<LeagueSummary[]> {
  const answer = await api.get('sports/leagues', { searchParams: { sport } }).json<{ leagues: LeagueSummary[] }>();
  return answer.leagues;
}
