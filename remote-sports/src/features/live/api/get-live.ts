import { api } from '@palpite/shared';
import type { MatchRow } from '../../../lib/types.ts';

/** `GET /sports/live`: every match in play. */
export async function getLive(): Promise<MatchRow[]> {
  const answer = await api.get('sports/live').json<{ matches: MatchRow[] }>();
  return answer.matches;
}
