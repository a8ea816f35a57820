/**
 * The platform's route table (shared/src/routes/route-table.ts) as test cases: a route added to
 * the table is covered without touching the suite.
 */
import { DEFAULT_SPORT_TYPE, NOT_FOUND_PATH, REMOTE_NAMES, ROUTES, type RemoteName, type RouteDefinition } from '../../shared/src/routes/route-table.ts';

import { API_BASE } from './env.ts';

export { DEFAULT_SPORT_TYPE, NOT_FOUND_PATH, REMOTE_NAMES, ROUTES, type RemoteName, type RouteDefinition };

/** Sample values for the route parameters. */
export const SAMPLE_MATCH_ID = '123';
export const SAMPLE_GAME_UUID = '6f1c2a9e-0b7d-4c55-9a51-3d1c0e8f2b47';

/** A concrete URL for a route pattern. */
export function samplePath(route: RouteDefinition, matchId: string = SAMPLE_MATCH_ID): string {
  return route.path.replace(':matchId', matchId).replace(':uuid', SAMPLE_GAME_UUID);
}

/**
 * A match for a match page: one of basketball for the basketball page, of football for the others
 * (a match under another sport's page goes to its own). Ids are the simulator's, so it is asked.
 */
export async function sampleMatchIdFor(route: RouteDefinition): Promise<string> {
  const sport = route.id === 'basketTypes' ? 'basketball' : 'football';
  const response = await fetch(`${API_BASE}/sports/home?sport=${sport}`);
  const home = (await response.json()) as { leagues: { matches: { id: number }[] }[] };
  const match = home.leagues.flatMap((league) => league.matches)[0];
  if (!match) throw new Error(`no ${sport} match in /sports/home`);
  return String(match.id);
}

/** Where a visitor lands on a route, following the guard of spec §4. */
export function visitorOutcome(route: RouteDefinition): { kind: 'page' } | { kind: 'not-found' } | { kind: 'guarded'; landsOn: string } {
  if (!route.meta.requiresAuth) return { kind: 'page' };
  if (route.path.startsWith('/user')) return { kind: 'not-found' };
  return { kind: 'guarded', landsOn: route.meta.mode === 'Sports' ? '/sports' : '/' };
}
