import { useEffect, useEffectEvent } from 'react';

/** The root element's font size in px: the player's text size, which every rem length follows. */
export function rootFontSizePx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * Calls `onChange` when the window resizes or the player's text size changes (a browser setting):
 * what a floating frame keeps in view is sized by both. No event says the text size changed and the
 * window keeps its size, so a hidden box 1 rem square is watched: it resizes with the root font size.
 * It also reports once when first watched, which a caller that re-fits takes as a no-op.
 */
export function useWindowFit(onChange: () => void): void {
  const run = useEffectEvent(onChange);
  useEffect(() => {
    const onResize = () => run();
    window.addEventListener('resize', onResize);
    const probe = document.createElement('div');
    probe.setAttribute('aria-hidden', 'true');
    probe.style.cssText = 'position: fixed; top: 0; left: 0; width: 1rem; height: 1rem; visibility: hidden; pointer-events: none';
    document.body.append(probe);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    observer?.observe(probe);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      probe.remove();
    };
  }, []);
}
