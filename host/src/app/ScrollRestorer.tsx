import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'palpite:scroll-positions';

interface KeyedLocation {
  key: string;
  pathname: string;
  search: string;
}

/**
 * Where a position is filed. Every document's first entry has the key "default", so by key alone
 * a page opened by a full load (a typed address, an outside link) would scroll to wherever the
 * previous document was; that entry is filed by its address instead (a reload still returns to it).
 */
export function scrollKey(location: KeyedLocation): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

function readStoredPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return new Map(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return new Map();
  }
}

/** The element a #fragment names, if any; a malformed fragment names nothing. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** How long a restored position waits for the page to grow tall enough to reach it. */
export const RESTORE_WAIT_MS = 3000;
const PLAYER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Whether the page is still loading: a skeleton whose height is not the content's yet. */
function pageIsLoading(): boolean {
  return document.querySelector('main [aria-busy="true"]') !== null;
}

/**
 * Scrolls to `y`. A page coming back is often still a skeleton: too short to reach it (the browser
 * stops at its end), or of another height than its content above that point. So it holds `y` every
 * frame while the page loads or cannot reach it yet, until it is there with the page loaded, the
 * player scrolls, or RESTORE_WAIT_MS pass. `restoring` is set meanwhile, so the skeleton's
 * position is not filed over the one being restored. Returns the stop.
 */
function restoreTo(y: number, restoring: { current: boolean }): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1 && !pageIsLoading()) return () => undefined;
  restoring.current = true;
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    restoring.current = false;
    cancelAnimationFrame(frame);
    for (const name of PLAYER_INPUT) window.removeEventListener(name, stop);
  };
  const retry = () => {
    window.scrollTo(0, y);
    if ((Math.abs(window.scrollY - y) < 1 && !pageIsLoading()) || performance.now() - started > RESTORE_WAIT_MS) stop();
    else frame = requestAnimationFrame(retry);
  };
  for (const name of PLAYER_INPUT) window.addEventListener(name, stop, { passive: true });
  frame = requestAnimationFrame(retry);
  return stop;
}

/**
 * Scroll restoration (spec §2): a new navigation starts at the top (or at its #fragment); back,
 * forward and a reload return to the position the player left, once the page is tall enough to;
 * a replace within the page (its filters or mode in the address) does not scroll.
 * Positions follow the scroll as it happens, so the page being left is never measured after the
 * next one replaced it.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);
  const [positions] = useState(readStoredPositions);
  const shownKey = useRef(key);
  const shownPath = useRef<string | null>(null);
  const restoring = useRef(false);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (!restoring.current) positions.set(shownKey.current, window.scrollY);
    };
    const save = () => {
      // A scroll made just before leaving may not have fired its event yet: file where the page is now.
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // storage full or disabled: positions still work within this document
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, [positions]);

  useLayoutEffect(() => {
    const samePage = shownPath.current === location.pathname;
    shownKey.current = key;
    shownPath.current = location.pathname;
    // A replace that stays on the page is the page's own state in the address (filters, a game's
    // mode): the player stays where they are.
    if (navigationType === 'REPLACE' && samePage && !location.hash) {
      positions.set(key, window.scrollY);
      return undefined;
    }
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    const target = fragmentTarget(location.hash);
    if (saved !== undefined) return restoreTo(saved, restoring);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
  }, [key, navigationType, location.pathname, location.hash, positions]);

  return null;
}
