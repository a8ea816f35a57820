import { useEffect } from 'react';

/** The tokens keep the focus scrolled clear of this much space at the bottom of the window (WCAG 2.4.11; tokens.css). */
export const FLOATING_BOTTOM_SPACE = '--floating-bottom-space';
const GAP_PX = 8;

/**
 * While `element` floats over the bottom of the page (the bet slip's button or sheet, or the panel
 * standing in for it when its remote is unavailable), tells the page how much of the window it
 * covers, so a control focused under it scrolls above it instead.
 */
export function useFloatingBottomSpace(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const coveredPx = window.innerHeight - element.getBoundingClientRect().top;
      const space = `${Math.max(0, Math.ceil(coveredPx)) + GAP_PX}px`;
      // Only a change is written: the root's style is watched below, and an unchanged write would loop.
      if (root.style.getPropertyValue(FLOATING_BOTTOM_SPACE) !== space) root.style.setProperty(FLOATING_BOTTOM_SPACE, space);
    };
    publish();
    window.addEventListener('resize', publish);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    // The element sits on the bars the shell measures (--bottombar-height grows with the text, say
    // after a language switch): it moves without resizing, and the root's style says when.
    const barsMoved = typeof MutationObserver === 'undefined' ? null : new MutationObserver(publish);
    barsMoved?.observe(root, { attributes: true, attributeFilter: ['style'] });
    return () => {
      window.removeEventListener('resize', publish);
      observer?.disconnect();
      barsMoved?.disconnect();
      root.style.removeProperty(FLOATING_BOTTOM_SPACE);
    };
  }, [element]);
}
