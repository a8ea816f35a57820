import type { FocusEvent } from 'react';
import { scrollBehavior } from './motion.ts';

/** How far a strip's edge fade (`scroll-fade-x`, tokens.css) reaches: what sits under it reads as cut off. */
export const STRIP_EDGE_FADE_PX = 32;

interface Span {
  left: number;
  right: number;
}

/**
 * How far a strip must scroll sideways (negative: back) for `item` to show whole, clear of an
 * edge fade `edgePx` wide on each side; 0 when it already does. An item wider than the room
 * is aligned on its start.
 */
export function distanceIntoView(strip: Span, item: Span, edgePx = 0): number {
  const start = strip.left + edgePx;
  const end = strip.right - edgePx;
  if (item.left < start || item.right - item.left > end - start) return item.left - start;
  if (item.right > end) return item.right - end;
  return 0;
}

/** The strip's own child that holds `target` (its tab, chip or tile), if any. */
function itemOf(strip: HTMLElement, target: EventTarget): Element | null {
  let item = target instanceof Element ? target : null;
  while (item && item.parentElement !== strip) item = item.parentElement;
  return item;
}

/**
 * `onFocus` for a row that scrolls sideways (tabs, chips, game tiles): the item the keyboard
 * reached is brought fully into view. Browsers scroll only for an element hidden entirely, so a
 * tab half under the edge, or under the strip's fade, would otherwise stay cut off (WCAG 2.4.11).
 * A row with scroll snapping settles on the snap point nearest the item's place.
 */
export function revealFocusedItem(event: FocusEvent<HTMLElement>): void {
  const strip = event.currentTarget;
  const item = itemOf(strip, event.target);
  if (!item || !(event.target instanceof Element)) return;
  const edgePx = strip.classList.contains('scroll-fade-x') ? STRIP_EDGE_FADE_PX : 0;
  const shown = strip.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  // An item wider than the row (a country's group of leagues) cannot show whole: its focused part does.
  const box = itemBox.width > shown.width - 2 * edgePx ? event.target.getBoundingClientRect() : itemBox;
  const distancePx = distanceIntoView(shown, box, edgePx);
  if (Math.abs(distancePx) >= 1) strip.scrollBy({ left: distancePx, behavior: scrollBehavior() });
}
