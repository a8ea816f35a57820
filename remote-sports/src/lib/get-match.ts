import { api } from '@palpite/shared';
import type { MatchDetail } from './types.ts';

/** `GET /sports/matches/:id`: the match, its header facts and every market by group (404 `sports.matchNotFound`). */
export function getMatch(matchId: string): Promise<MatchDetail> {
  return api.get(`sports/matches/${encodeURIComponent(matchId)}`).json<MatchDetail>();
}
