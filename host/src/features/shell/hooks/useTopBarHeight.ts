import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the top bar's real height as `--topbar-height` (64 px in the tokens): with larger text
 * or wider text spacing the bar wraps onto a second row, and what sits under it (the sticky
 * sidebar, sticky page asides, the scroll padding that keeps focus clear of it) must move down
 * with it. Cleared when the bar leaves the page.
 */
export function useTopBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => {
      const height = element.getBoundingClientRect().height;
      // Hidden (a phone route without the bar): the tokens' height stands.
      if (height > 0) root.style.setProperty('--topbar-height', `${Math.ceil(height)}px`);
      else root.style.removeProperty('--topbar-height');
    };
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--topbar-height');
    };
  }, [bar]);
}
