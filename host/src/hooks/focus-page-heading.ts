import { useLayoutEffect, type RefObject } from 'react';

/** How long a page loading again may take to show its h1 before the focus simply stays on <main>. */
export const HEADING_WAIT_MS = 10_000;

/** The focus is nowhere the player put it: on <body> (dropped) or on `main` (where it was put to wait). */
function focusIsWaiting(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === main;
}

/**
 * Moves the focus to `main` at once, then to the page's h1 as soon as one is there (not one inside
 * `leaving`, the element about to go), unless the player has moved the focus meanwhile. For a
 * control that replaces itself with a page still loading (a Retry): its focus must not drop to <body>,
 * and the page's name is what the player wants to hear next. Returns the stop.
 */
export function focusPageHeadingWhenShown(main: HTMLElement, leaving: HTMLElement | null = null): () => void {
  main.focus({ preventScroll: true });
  const focusHeading = (): boolean => {
    if (!focusIsWaiting(main)) return true;
    const heading = [...main.querySelectorAll<HTMLElement>('h1')].find((candidate) => !leaving?.contains(candidate));
    if (!heading) return false;
    // An h1 is not focusable: it takes the focus only by script.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * When the element of `ref` leaves the page holding the focus (a panel replaced by what it stood
 * for), hands the focus to the page's main heading instead of letting it drop to <body>.
 */
export function useFocusPageHeadingOnLeave(ref: RefObject<HTMLElement | null>): void {
  // A layout effect's cleanup runs before React takes the element out of the page: the focus is still in it.
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      if (!element?.contains(document.activeElement)) return;
      const main = element.closest('main') ?? document.getElementById('main');
      if (main) focusPageHeadingWhenShown(main, element);
    };
  }, [ref]);
}
