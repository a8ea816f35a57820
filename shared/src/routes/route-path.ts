import { ROUTES } from './route-table.ts';

/**
 * The path of a parameterless route of the SDK's route table, by route id. For the routes the
 * SDK's `paths` has no builder for (casino categories, legal pages), so no path is hard-coded here.
 */
export function routePath(id: string): string {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`The route table has no route ${id}`);
  if (route.path.includes(':')) throw new Error(`Route ${id} takes parameters; use a builder from paths`);
  return route.path;
}
