/**
 * Where the keyboard focus goes when what held it leaves the slip (WCAG 2.4.3): the browser would
 * drop it on <body>, sending keyboard and screen-reader players back to the top of the page.
 */

/** The pick whose remove button takes the focus once `removed` leaves: the next one, else the previous one. */
export function neighbourOf(ids: readonly string[], removed: string): string | null {
  const index = ids.indexOf(removed);
  if (index === -1) return null;
  return ids[index + 1] ?? ids[index - 1] ?? null;
}

/** Whether the focus was lost: the element holding it left the page (or nothing held it). */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * The slip lives outside the page's <main>; once it is gone, <main> is the stable place to land:
 * the next Tab goes on from the page's own content. The host makes it focusable (skip link).
 */
export function focusPageMain(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  // Where the player was reading stays in view.
  main.focus({ preventScroll: true });
}
