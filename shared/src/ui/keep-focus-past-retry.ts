/**
 * Keeping the keyboard focus on the page when a failed read's Retry, pressed, goes away with the
 * failure it stood in (see `keepFocusPastRetry`).
 */
import { tabbables } from './useFocusTrap.ts';

/** Focuses `element`, making it focusable by script first when it is not. */
export function focusOn(element: Element, options: FocusOptions = {}): void {
  if (!(element instanceof HTMLElement)) return;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus(options);
}

/** The boxes of the failed reads on the page (`keepFocusPastRetry`), each with its Retry. */
const failedBoxes = new Set<Element>();

/** An element as last seen: the elements before and after it among its siblings, nearest first. */
interface Seen {
  element: Element;
  before: Element[];
  after: Element[];
}

function siblingsOf(element: Element, step: 'previousElementSibling' | 'nextElementSibling'): Element[] {
  const siblings: Element[] = [];
  for (let at = element[step]; at; at = at[step]) siblings.push(at);
  return siblings;
}

/** The element and its ancestors below the page's body, each as seen now. */
function seenUpFrom(element: Element): Seen[] {
  const chain: Seen[] = [];
  for (let at: Element | null = element; at && at !== at.ownerDocument.body; at = at.parentElement) {
    chain.push({ element: at, before: siblingsOf(at, 'previousElementSibling'), after: siblingsOf(at, 'nextElementSibling') });
  }
  return chain;
}

/**
 * The spot `chain[0]` stood in, now: the nearest of its ancestors still on the page, and what stands
 * there in place of the one that went (null when nothing does); null when the whole page went.
 */
function spotOf(chain: Seen[]): { parent: Element; holder: Element | null } | null {
  const keptAt = chain.findIndex((seen) => seen.element.isConnected);
  const kept = chain[keptAt];
  if (!kept) return null;
  const gone = chain[keptAt - 1];
  if (!gone) return { parent: kept.element.parentElement ?? kept.element, holder: kept.element };
  const parent = kept.element;
  const previous = gone.before.find((sibling) => sibling.parentElement === parent);
  const next = previous ? previous.nextElementSibling : parent.firstElementChild;
  return { parent, holder: next && !gone.after.includes(next) ? next : null };
}

/** Follows the spot a pressed Retry left until the player moves the focus themselves. */
interface Watch {
  document: Document;
  chain: Seen[];
  /** What the focus was given to last. */
  target: Element | null;
  stop: () => void;
}

let watching: Watch | null = null;

function focusLost(document: Document): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Gives the focus to what now stands where the pressed Retry's failure stood. A failure again: its
 * Retry, so the player is back where they were and can press it again (its alert says why). Else
 * that element itself, not its first control: the skeleton keeps the place while the read runs, and
 * the content that follows is then read and tabbed through from its start, skipping nothing before
 * its first control. Else (nothing there, or hidden from assistive technology like a bare skeleton)
 * the box around the spot. Never with a scroll: all of these are where the player already was.
 */
function followSpot(watch: Watch): void {
  const { document } = watch;
  const spot = spotOf(watch.chain);
  if (!spot || (!focusLost(document) && document.activeElement !== watch.target)) {
    watch.stop();
    return;
  }
  const { holder } = spot;
  const failed = holder ? [...failedBoxes].find((box) => holder.contains(box)) : undefined;
  const retry = failed ? tabbables(failed)[0] : undefined;
  if (retry) {
    watch.stop();
    retry.focus({ preventScroll: true });
    return;
  }
  const target = holder && !holder.closest('[aria-hidden="true"]') ? holder : spot.parent;
  if (holder) watch.chain = seenUpFrom(holder);
  if (target === document.activeElement) return;
  watch.target = target;
  focusOn(target, { preventScroll: true });
}

/**
 * Keeps the focus where a failure stood once its Retry, pressed, went with it: the caller draws a
 * skeleton, then the content or the failure again, and each of these would leave the focus on the
 * page's body, from where the keyboard starts over at the top of the page.
 */
function keepFocusInSpot(document: Document, chain: Seen[]): void {
  watching?.stop();
  const watch: Watch = { document, chain, target: null, stop };
  const observer = new MutationObserver(follow);
  function follow() {
    followSpot(watch);
    if (watching !== watch) return;
    // The spot is among the children of one of these: whatever replaces what stands in it shows here.
    observer.disconnect();
    for (const seen of watch.chain.slice(1)) if (seen.element.isConnected) observer.observe(seen.element, { childList: true });
  }
  // The player moving the focus (or pointing elsewhere) takes over from here.
  function onFocusIn(event: FocusEvent) {
    if (event.target !== watch.target) stop();
  }
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('pointerdown', stop, true);
    if (watching === watch) watching = null;
  }
  watching = watch;
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('pointerdown', stop, true);
  follow();
}

/**
 * Ref for the box of a failed read with its Retry (`LoadFailed`'s own): when the box leaves the page
 * with the focus in it, the focus stays where the box stood (see `followSpot`) instead of falling to
 * the page's body, with no change to the caller.
 */
export function keepFocusPastRetry(box: HTMLElement | null) {
  if (!box) return;
  failedBoxes.add(box);
  return () => {
    failedBoxes.delete(box);
    // Runs as the box leaves, while it still holds the focus; what replaces it is drawn once the
    // page's update is done, by the microtask.
    if (!box.contains(box.ownerDocument.activeElement)) return;
    const chain = seenUpFrom(box);
    queueMicrotask(() => {
      if (!box.isConnected && focusLost(box.ownerDocument)) keepFocusInSpot(box.ownerDocument, chain);
    });
  };
}
