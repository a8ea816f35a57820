import { paths } from '@palpite/shared';
import type { Sport } from './types.ts';

/** A match's market page: basketball → /basket-types, football live → /live-types, else /bet-types. */
export function matchHref(match: { id: number; sport: Sport; live: boolean }): string {
  if (match.sport === 'basketball') return paths.basketTypes(match.id);
  return match.live ? paths.liveTypes(match.id) : paths.betTypes(match.id);
}
