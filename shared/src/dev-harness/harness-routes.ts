import type { RemotePageProps } from '../contract/remote.ts';
import { DEFAULT_SPORT_TYPE, ROUTES, type RemoteName, type RouteDefinition } from '../routes/route-table.ts';

/** Values for a path's parameters, so that every page of the remote gets a link in the harness. */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = { matchId: '1001', uuid: 'demo-game' };

export interface HarnessRoute {
  route: RouteDefinition;
  /** A concrete address that opens the route. */
  href: string;
}

/** The routes of the SDK's route table that this remote renders. */
export function harnessRoutes(remote: RemoteName, routes: readonly RouteDefinition[] = ROUTES): HarnessRoute[] {
  return routes
    .filter((route) => route.remote === remote)
    .map((route) => ({ route, href: route.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name) }));
}

/** One link per page: aliases (such as /Game for /game) share their page's first route. */
export function harnessLinks(remote: RemoteName, routes: readonly RouteDefinition[] = ROUTES): HarnessRoute[] {
  const seen = new Set<string>();
  return harnessRoutes(remote, routes).filter(({ route }) => {
    if (seen.has(route.page)) return false;
    seen.add(route.page);
    return true;
  });
}

/** The props the host gives a page: matchId and uuid from the path, sportType from `?sport=`. */
export function pagePropsFor(route: RouteDefinition, params: Readonly<Record<string, string | undefined>>, search: URLSearchParams): RemotePageProps {
  const props: RemotePageProps = {};
  if (route.props === 'matchId' && params.matchId) props.matchId = params.matchId;
  if (route.props === 'sportType') props.sportType = search.get('sport') || DEFAULT_SPORT_TYPE;
  if (params.uuid) props.uuid = params.uuid;
  return props;
}
