import { useEffect } from 'react';

/** The SDK's tokens keep focus scrolled clear of this much space at the bottom of the window (WCAG 2.4.11). */
export const FLOATING_BOTTOM_SPACE = '--floating-bottom-space';
const GAP_PX = 8;

/**
 * While `element` (the closed slip's floating button, or the open sheet on a phone) is on the page,
 * tells the page how much of the window's bottom it covers, so a focused odds button scrolls above
 * it instead of under it.
 */
export function useFloatingBottomSpace(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const covered = window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty(FLOATING_BOTTOM_SPACE, `${Math.max(0, Math.ceil(covered)) + GAP_PX}px`);
    };
    publish();
    window.addEventListener('resize', publish);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', publish);
      observer?.disconnect();
      root.style.removeProperty(FLOATING_BOTTOM_SPACE);
    };
  }, [element]);
}
