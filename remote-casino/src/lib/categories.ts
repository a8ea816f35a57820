import { routePath } from '@palpite/shared';

/** Game categories with a page of their own; each id is also its route id and page id. */
export const CATEGORIES = ['slot', 'livecasino', 'roulette', 'blackjack', 'tablegames'] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

export function categoryPath(category: Category): string {
  return routePath(category);
}
