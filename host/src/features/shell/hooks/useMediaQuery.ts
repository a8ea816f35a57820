import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints of spec §9 as media queries (the same values as the tokens in tokens.css). */
export const PHONE_QUERY = '(max-width: 767.98px)';
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Whether a media query matches, kept in sync as the window is resized. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
