import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteDefinition } from './route-table.ts';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/**
 * The route a pathname renders, or null when it is unknown (the host then redirects to /404).
 * Paths match case-insensitively, as React Router does by default, so /Game and /game are one page.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, caseSensitive: false, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}
