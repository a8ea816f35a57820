/**
 * The platform's route table (shared/src/routes/route-table.ts) as test cases: a route added to
 * the table is covered without touching the suite.
 */
import { DEFAULT_SPORT_TYPE, NOT_FOUND_PATH, REMOTE_NAMES, ROUTES, type RemoteName, type RouteDefinition } from '../../shared/src/routes/route-table.ts';

export { DEFAULT_SPORT_TYPE, NOT_FOUND_PATH, REMOTE_NAMES, ROUTES, type RemoteName, type RouteDefinition };

/** Sample values for the route parameters. */
export const SAMPLE_MATCH_ID = '123';
export const SAMPLE_GAME_UUID = '6f1c2a9e-0b7d-4c55-9a51-3d1c0e8f2b47';

/** A concrete URL for a route pattern. */
export function samplePath(route: RouteDefinition): string {
  return route.path.replace(':matchId', SAMPLE_MATCH_ID).replace(':uuid', SAMPLE_GAME_UUID);
}

/** Where a visitor lands on a route, following the guard of spec §4. */
export function visitorOutcome(route: RouteDefinition): { kind: 'page' } | { kind: 'not-found' } | { kind: 'guarded'; landsOn: string } {
  if (!route.meta.requiresAuth) return { kind: 'page' };
  if (route.path.startsWith('/user')) return { kind: 'not-found' };
  return { kind: 'guarded', landsOn: route.meta.mode === 'Sports' ? '/sports' : '/' };
}
