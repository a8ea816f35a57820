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

/**
 * Scroll restoration (spec §2): a new navigation starts at the top (or at its #fragment); back,
 * forward and a reload return to the position the player left. Positions follow the scroll as it
 * happens, so the page being left is never measured after the next one replaced it.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);
  const [positions] = useState(readStoredPositions);
  const shownKey = useRef(key);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => positions.set(shownKey.current, window.scrollY);
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
    shownKey.current = key;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    const target = fragmentTarget(location.hash);
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, navigationType, location.hash, positions]);

  return null;
}
