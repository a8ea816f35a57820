/**
 * Brings the current tab into a strip that scrolls sideways (a phone shows three of five wallet
 * tabs): centred in the strip when it is partly or wholly out of it, the page itself not moved.
 */
export function revealCurrentTab(list: HTMLElement): void {
  const tab = list.querySelector<HTMLElement>('[aria-current="page"]');
  if (!tab) return;
  const strip = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left >= strip.left && box.right <= strip.right) return;
  list.scrollLeft += box.left - strip.left - (strip.width - box.width) / 2;
}
