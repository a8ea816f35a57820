/** The search overlay's decisions, free of timers and I/O (spec §2 "Search overlay", §4 "Search", §9). */

export const SEARCH_DEBOUNCE_MS = 300;
export const POPULAR_COUNT = 5;
export const RESULTS_COUNT = 12;

export type SearchTab = 'games' | 'providers' | 'matches';

/** What a query asks for: whitespace only is empty (spec §5) and shows the popular list. */
export type SearchRequest = { kind: 'popular' } | { kind: 'search'; text: string };

export function searchRequest(query: string): SearchRequest {
  const text = query.trim();
  return text === '' ? { kind: 'popular' } : { kind: 'search', text };
}

/** How long to wait before asking: the popular list at once, a typed query after the debounce. */
export function searchDelayMs(request: SearchRequest): number {
  return request.kind === 'popular' ? 0 : SEARCH_DEBOUNCE_MS;
}

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Ctrl+K, or Cmd+K on a Mac, with no other modifier. */
export function isSearchShortcut(event: KeyLike, isMac: boolean): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * Arrow-key movement between the search box (index -1) and the results (0…count-1): down from
 * the box enters the list, up from the first result returns to the box. Null: not our key.
 */
export function nextFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return Math.max(current - 1, -1);
    case 'Home':
      return current === -1 ? null : 0;
    case 'End':
      return current === -1 ? null : count - 1;
    default:
      return null;
  }
}

/** Lower case without accents: "Sertão" is found by "sertao". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The providers whose name contains the query (all of them for a blank one). */
export function matchProviders<Provider extends { name: string }>(providers: readonly Provider[], query: string): Provider[] {
  const text = foldText(query.trim());
  return text === '' ? [...providers] : providers.filter((provider) => foldText(provider.name).includes(text));
}
