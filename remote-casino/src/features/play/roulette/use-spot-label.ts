import { useTranslation } from '@palpite/shared';
import type { Spot } from './roulette-bets.ts';

/** "Split 17/20", "2nd dozen", "Red": a spot as the player reads it. */
export function useSpotLabel(): (spot: Spot) => string {
  const { t } = useTranslation('casino');
  return (spot) => {
    if ('numbers' in spot) return t(`play.roulette.spots.${spot.type}`, { numbers: spot.numbers.join('/') });
    if ('index' in spot) return t(`play.roulette.spots.${spot.type}`, { index: spot.index });
    return t(`play.roulette.spots.${spot.type}`);
  };
}
