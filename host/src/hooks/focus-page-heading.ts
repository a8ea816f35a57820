import { useLayoutEffect, type RefObject } from 'react';

/** How long a page loading again may take to show its h1 before the focus simply stays on <main>. */
export const HEADING_WAIT_MS = 10_000;

/** Gives the focus to a page's heading. An h1 is not focusable: it takes the focus only by script. */
export function focusHeading(heading: HTMLElement, options?: FocusOptions): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus(options);
}

/**
 * Calls `settle` now and after every change under `root` until it returns true (it found what it
 * waited for, or gave up) or `timeoutMs` pass: a page still loading shows its content later. Returns the stop.
 */
export function settleWhenShown(root: Node, settle: () => boolean, timeoutMs = HEADING_WAIT_MS): () => void {
  if (settle()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

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
  return settleWhenShown(main, () => {
    if (!focusIsWaiting(main)) return true;
    const heading = [...main.querySelectorAll<HTMLElement>('h1')].find((candidate) => !leaving?.contains(candidate));
    if (!heading) return false;
    focusHeading(heading);
    return true;
  });
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
