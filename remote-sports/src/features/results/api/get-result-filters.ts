import { api } from '@palpite/shared';
import type { ResultFilters } from '../../../lib/types.ts';

/** `GET /sports/results/filters?date=`: the countries and leagues that have results that day. */
export function getResultFilters(date: string): Promise<ResultFilters> {
  return api.get('sports/results/filters', { searchParams: { date } }).json<ResultFilters>();
}
