/**
 * The route guard of spec §4 as a decision table, free of React so every row can be tested.
 */
import type { RouteMeta } from '@palpite/shared';

export interface GuardInput {
  meta: RouteMeta;
  pathname: string;
  /** A user object is loaded. */
  hasUser: boolean;
  /** `auth_token` is stored. */
  hasToken: boolean;
}

export type GuardDecision =
  /** A token is stored but no user is loaded: load the user first, then decide again. */
  | { kind: 'fetch-user' }
  /** Render the page; close the warning modal. */
  | { kind: 'allow' }
  /** Visitors on /user/* go to /404. */
  | { kind: 'not-found' }
  /** Open the warning modal and cancel the navigation. */
  | { kind: 'warn-and-cancel' };

export function decideGuard({ meta, pathname, hasUser, hasToken }: GuardInput): GuardDecision {
  // Public pages render at once; the start-up user fetch runs alongside them.
  if (!meta.requiresAuth || hasUser) return { kind: 'allow' };
  if (hasToken) return { kind: 'fetch-user' };
  // The route table matches paths whatever their case: so does this rule (`/User/Dashboard`).
  if (pathname.toLowerCase().startsWith('/user')) return { kind: 'not-found' };
  return { kind: 'warn-and-cancel' };
}
