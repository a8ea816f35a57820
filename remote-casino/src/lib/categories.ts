import { paths, routePath } from '@palpite/shared';
import type { GameCategory } from './types.ts';

/** Game categories with a page of their own; each id is also its route id and page id. */
export const CATEGORIES = ['slot', 'livecasino', 'roulette', 'blackjack', 'tablegames'] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

export function categoryPath(category: Category): string {
  return routePath(category);
}

/** A provider's games: the all-games list filtered by that provider. */
export function providerPath(slug: string): string {
  return `${paths.games()}?provider=${encodeURIComponent(slug)}`;
}

const API_CATEGORY: Record<Category, GameCategory> = { slot: 'slots', livecasino: 'live', roulette: 'roulette', blackjack: 'blackjack', tablegames: 'table' };

/** The API's category of a category page (`GET /games?category=`, `Game.category`). */
export function apiCategory(category: Category): GameCategory {
  return API_CATEGORY[category];
}
