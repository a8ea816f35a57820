import { api } from '@palpite/shared';
import type { HomeAnswer } from '../../../lib/types.ts';

/** `GET /sports/home?sport=home|football|basketball`: what is live, then the upcoming matches by league. */
export function getHome(sport: string): Promise<HomeAnswer> {
  return api.get('sports/home', { searchParams: { sport } }).json<HomeAnswer>();
}
