/**
 * How a scroll started from script moves: at once when the player asked the system for less
 * motion (WCAG 2.3.3). The tokens' reduced-motion rule calms CSS animations only, not a scroll
 * asked for with `behavior: 'smooth'`. Where matchMedia is missing the preference is unknown.
 */
export function scrollBehavior(): ScrollBehavior {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'smooth';
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
