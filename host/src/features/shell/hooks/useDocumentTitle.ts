import { useEffect, type RefObject } from 'react';

/** The tab's title for a page whose h1 reads `heading`: the page first, then the brand (WCAG 2.4.2). */
export function documentTitle(heading: string | null | undefined, brand: string): string {
  const page = heading?.replace(/\s+/g, ' ').trim();
  return page && page !== brand ? `${page} · ${brand}` : brand;
}

/**
 * Keeps `document.title` on the h1 inside `container`. Every page of every remote has exactly one
 * h1, its title in the current language (each remote's page tests check it), so the shell can
 * title every page, of any remote release, without each page setting it; a language switch or
 * a page that loads its title (a match's teams) updates it. Mutations are read at most once a
 * frame, as live prices change the page often.
 */
export function useDocumentTitle(container: RefObject<HTMLElement | null>, brand: string): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const title = documentTitle(root.querySelector('h1')?.textContent, brand);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(update);
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [container, brand]);
}
