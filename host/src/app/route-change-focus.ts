import { focusHeading, settleWhenShown } from '../hooks/focus-page-heading.ts';

/** The new location, as the router has it. */
export interface PagePath {
  pathname: string;
  search: string;
}

export interface FocusAfterNavigation {
  /** The main landmark, where the new page renders. */
  main: HTMLElement;
  /** The element that had the focus when the navigation happened: mostly the link the player activated. */
  focusedBefore: Element | null;
  /** The element that has the focus now (document.activeElement). */
  active: Element | null;
  location: PagePath;
}

export type FocusDecision = { kind: 'leave' } | { kind: 'wait' } | { kind: 'focus'; target: HTMLElement };

const LEAVE: FocusDecision = { kind: 'leave' };
const WAIT: FocusDecision = { kind: 'wait' };

/** Where a link leads, as a path with its query; null for an address that does not parse. */
function linkPath(link: HTMLAnchorElement): string | null {
  try {
    const url = new URL(link.href);
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

function accessibleName(element: Element): string {
  return (element.getAttribute('aria-label') ?? element.textContent).replace(/\s+/g, ' ').trim();
}

/**
 * The new page's own copy of the link the player activated: a tab bar rendered inside each page
 * comes back with the tab just pressed as the current page (same address, same name). A link that
 * merely leads to a page with such a tab (a "back to where you were") has no copy: its name differs.
 */
function activatedLinkCopy(main: HTMLElement, activated: Element | null, location: PagePath): HTMLElement | null {
  if (!activated?.matches('a[href]')) return null;
  const here = location.pathname + location.search;
  if (linkPath(activated as HTMLAnchorElement) !== here) return null;
  const name = accessibleName(activated);
  const current = main.querySelectorAll<HTMLAnchorElement>('a[href][aria-current="page"]');
  return [...current].find((link) => linkPath(link) === here && accessibleName(link) === name) ?? null;
}

function focusWasLost(active: Element | null): boolean {
  return active === null || active === active.ownerDocument.body || !active.isConnected;
}

/**
 * What to do with the focus after a navigation. Nothing while it is on a live element: the player
 * (or the page) put it there, or it is still on the link whose page has not gone yet (wait). Once
 * lost (it went to <body> with the page it was in), the new page's copy of the activated link, else
 * the page's h1; wait while the page is still loading. Nothing was focused before (the first
 * load's redirects, a player who never used the keyboard): nothing was lost.
 */
export function decideFocusAfterNavigation({ main, focusedBefore, active, location }: FocusAfterNavigation): FocusDecision {
  if (focusedBefore === null) return LEAVE;
  if (!focusWasLost(active)) return active === focusedBefore ? WAIT : LEAVE;
  const target = activatedLinkCopy(main, focusedBefore, location) ?? main.querySelector<HTMLElement>('h1');
  return target ? { kind: 'focus', target } : WAIT;
}

/**
 * After a navigation, gives the focus the page took away with it to the new page once it is shown
 * (a lazy page renders after its code arrives), unless the player has put it somewhere meanwhile.
 * The scroll stays the scroll restoration's. Returns the stop (the next navigation calls it).
 */
export function focusNewPageWhenShown(main: HTMLElement, focusedBefore: Element | null, location: PagePath): () => void {
  const page = main.ownerDocument;
  // The whole document: the focused element may leave from outside <main> (a menu closing on navigation).
  return settleWhenShown(page.body, () => {
    const decision = decideFocusAfterNavigation({ main, focusedBefore, active: page.activeElement, location });
    if (decision.kind === 'wait') return false;
    if (decision.kind === 'leave') return true;
    const keepScroll = { preventScroll: true };
    if (decision.target.matches('h1')) focusHeading(decision.target, keepScroll);
    else decision.target.focus(keepScroll);
    return true;
  });
}

/** Follows which element last took the focus, so a navigation knows what it took away. Returns the stop. */
export function followFocus(onFocus: (element: Element) => void, documentToFollow: Document = document): () => void {
  const active = documentToFollow.activeElement;
  if (active && active !== documentToFollow.body) onFocus(active);
  const record = (event: FocusEvent) => {
    if (event.target instanceof Element) onFocus(event.target);
  };
  documentToFollow.addEventListener('focusin', record);
  return () => documentToFollow.removeEventListener('focusin', record);
}
