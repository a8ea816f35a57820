/**
 * Where the game page's Back leads, and how (pure): the page of this site the player was on before
 * the game, else (a direct visit, a shared link) the casino lobby.
 *
 * Found in the tab's history, that page is returned to by traversing back to its entry, not by
 * opening it anew: the host then restores the scroll position the player left it at (the list they
 * picked the game from), and the tab's history does not grow. Traversing to that entry, not one step
 * back: a third-party game in its iframe adds entries to the tab's history (each spin is a form POST
 * there), which a step back would walk first, through the provider's pages. The Navigation API lists
 * the page's own entries only, not its iframes'; a browser without it (Safari before 26.2, Firefox
 * before 147) opens the lobby. Game pages are passed over: the same game in the other mode, or the
 * game played before, would send the player from game to game.
 */
import { matchRoute, paths } from '@palpite/shared';

/** What the step needs of a Navigation API history entry. */
export interface TabEntry {
  key: string;
  url: string | null;
  index: number;
}

/** The tab's history as the Navigation API lists it; null where the browser does not. */
export interface TabHistory {
  entries: readonly TabEntry[];
  currentIndex: number;
}

export type BackStep =
  /** Back in history to `key`, the entry of `path` (an address of this site, which the link shows). */
  | { kind: 'traverse'; key: string; path: string }
  /** A new page at `path`: the lobby, when no earlier page of this site is in the tab. */
  | { kind: 'open'; path: string };

export function backStep(history: TabHistory | null, origin: string): BackStep {
  const earlier = history ? history.entries.filter((entry) => entry.index < history.currentIndex).reverse() : [];
  for (const entry of earlier) {
    const path = sitePageOf(entry.url, origin);
    if (path !== null) return { kind: 'traverse', key: entry.key, path };
  }
  return { kind: 'open', path: paths.home() };
}

/** The in-app address of a history entry, or null for a game page, a page the site does not have, or another site. */
function sitePageOf(url: string | null, origin: string): string | null {
  if (!url) return null;
  const address = new URL(url);
  if (address.origin !== origin) return null;
  const routeId = matchRoute(address.pathname)?.route.id;
  if (!routeId || routeId === 'gameDetails' || routeId === 'notFound') return null;
  return address.pathname + address.search + address.hash;
}

/** The browser's list of the tab's entries, for `backStep`; null without the Navigation API. */
export function readTabHistory(): TabHistory | null {
  const navigation = 'navigation' in window ? window.navigation : null;
  const current = navigation?.currentEntry;
  if (!navigation || !current) return null;
  return { entries: navigation.entries(), currentIndex: current.index };
}
