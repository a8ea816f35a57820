import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements in `container` a Tab reaches, in order. */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => !element.closest('[hidden], [inert]'));
}

/**
 * Makes everything outside the surface's top-level layer inert (unreachable by mouse, keyboard
 * and assistive technology) and returns the undo. Elements already inert are left alone, so
 * stacked surfaces unwind in order.
 */
function inertOutside(container: HTMLElement): () => void {
  const layer = [...document.body.children].find((child) => child.contains(container));
  const changed = [...document.body.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child !== layer && !child.inert);
  for (const element of changed) element.inert = true;
  return () => {
    for (const element of changed) element.inert = false;
  };
}

/**
 * Where each mounted (or already closed) surface sends the focus back. Kept after close, so a
 * surface opened from inside another one can still reach its original opener.
 */
const surfaceOpeners = new WeakMap<HTMLElement, Opener | null>();

interface Opener {
  element: HTMLElement;
  /** The surface the element sat in when it opened this one, if any. */
  surface: HTMLElement | null;
}

function enclosingSurface(element: HTMLElement): HTMLElement | null {
  let node: HTMLElement | null = element;
  while (node && !surfaceOpeners.has(node)) node = node.parentElement;
  return node;
}

function readOpener(): Opener | null {
  if (typeof document === 'undefined' || !(document.activeElement instanceof HTMLElement)) return null;
  return { element: document.activeElement, surface: enclosingSurface(document.activeElement) };
}

/**
 * The element to give focus back to: the opener, or — when it left with the surface it sat in (a
 * "Forgot your password?" link inside the login dialog that gave way to this one) — that surface's
 * own opener, and so on up the chain.
 */
function liveOpener(opener: Opener | null): HTMLElement | null {
  let current = opener;
  while (current && !current.element.isConnected) current = current.surface ? (surfaceOpeners.get(current.surface) ?? null) : null;
  return current?.element ?? null;
}

/** Only the top-most modal surface (the last one mounted in the document) handles keys. */
function isTopMost(container: HTMLElement): boolean {
  const surfaces = document.querySelectorAll('[aria-modal="true"]');
  return surfaces[surfaces.length - 1] === container;
}

export interface FocusTrapOptions {
  /** Escape pressed inside the surface. */
  onEscape?: (() => void) | undefined;
  /** What gets focus on open; default: the first tabbable element, else the surface. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Modal surface behaviour while mounted: focus moves in, Tab and Shift+Tab cycle inside, Escape
 * reports, the rest of the page is inert and does not scroll, and focus returns to the opener
 * on close — through any surfaces handed over from, to the one that opened the first — or to the
 * page's `<main>`, focusable with tabIndex -1, when that is gone too.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, { onEscape, initialFocus }: FocusTrapOptions = {}): void {
  const escape = useEffectEvent(() => onEscape?.());
  const pickInitial = useEffectEvent(() => initialFocus?.current ?? null);
  // The opener is read while the surface first renders: by the time effects run, a field's
  // autoFocus inside it has already taken the focus, and focus went back to that gone field.
  const [opener] = useState(readOpener);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    surfaceOpeners.set(container, opener);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const restoreOutside = inertOutside(container);
    (pickInitial() ?? tabbables(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopMost(container)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbables(container);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopMost(container) || (event.target instanceof Node && container.contains(event.target))) return;
      (tabbables(container)[0] ?? container).focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      restoreOutside();
      const returnTo = liveOpener(opener);
      if (returnTo) returnTo.focus();
      // The opener went with what the dialog did (a log-in replaces the "Log in" button): the page's
      // main content takes the focus instead of leaving it nowhere.
      else if (document.activeElement === null || document.activeElement === document.body) document.querySelector<HTMLElement>('main')?.focus();
    };
  }, [containerRef, opener]);
}
