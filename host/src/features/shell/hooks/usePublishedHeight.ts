import { useLayoutEffect, type RefObject } from 'react';

/** The bars whose real height the page follows; the tokens give each its height at 100 % text (64 px). */
export type BarHeightVariable = '--topbar-height' | '--bottombar-height';

/**
 * Publishes a bar's real height as `variable` on the root element: with larger text or wider text
 * spacing the top bar wraps onto a second row and the phone's bottom bar's labels onto a second
 * line, and what must stay clear of the bar (sticky asides, the page's end, the toasts, the bet
 * slip's button, the scroll padding that keeps focus clear of it) must move with it. Cleared when
 * the bar is hidden or leaves the page, so the tokens' height stands.
 */
export function usePublishedHeight(bar: RefObject<HTMLElement | null>, variable: BarHeightVariable): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => {
      const heightPx = element.getBoundingClientRect().height;
      const published = heightPx > 0 ? `${Math.ceil(heightPx)}px` : '';
      // The variable is inherited: setting it restyles the whole page, so only a change is written.
      if (root.style.getPropertyValue(variable) === published) return;
      if (published) root.style.setProperty(variable, published);
      else root.style.removeProperty(variable);
    };
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [bar, variable]);
}
