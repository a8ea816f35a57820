import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

export type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type To = Parameters<BrowserHistory['push']>[0];

/** Decides whether an in-app navigation to `target` is cancelled (true) or goes ahead. */
export type NavigationGuard = (target: { pathname: string; search: string }) => boolean;

export interface GuardedHistory {
  history: BrowserHistory;
  /** The guard consulted by every push and replace; `null` lets everything through. */
  setGuard(guard: NavigationGuard | null): void;
}

/**
 * The browser history the router navigates with, where a guard can cancel a link or a
 * `navigate()` before the address changes, so the player stays where they were (spec §4).
 * React Router's own blocker needs its data router, which costs the home page 18 KB gzip for
 * loaders and actions the platform does not use. Back and forward are not cancelled here: a page
 * reached that way applies the guard itself (RouteElement).
 */
// v5Compat: the router's listener hears pushes and replaces too, not only back and forward.
export function createGuardedHistory(base: BrowserHistory = createBrowserHistory({ v5Compat: true })): GuardedHistory {
  let guard: NavigationGuard | null = null;
  const cancels = (to: To): boolean => {
    if (!guard) return false;
    const { pathname, search } = base.createURL(to);
    return guard({ pathname, search });
  };
  const history: BrowserHistory = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push(to, state) {
      if (!cancels(to)) base.push(to, state);
    },
    replace(to, state) {
      if (!cancels(to)) base.replace(to, state);
    },
    go: (delta) => base.go(delta),
    listen: (listener) => base.listen(listener),
  };
  return {
    history,
    setGuard(next) {
      guard = next;
    },
  };
}
