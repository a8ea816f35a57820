import { useTranslation } from '@palpite/shared';
import { colourOf } from '../../play/roulette/roulette-bets.ts';
import type { LiveResult, RouletteResult } from '../api/types.ts';

export const isRouletteResult = (result: LiveResult): result is RouletteResult => 'pocket' in result;

/** `text(result)` → a round's result in words: "17 black", "Banker wins 8 to 5". */
export function useLiveResultText(): (result: LiveResult) => string {
  const { t } = useTranslation('casino');
  return (result) =>
    isRouletteResult(result)
      ? t('play.roulette.pocket', { number: result.pocket, colour: t(`play.roulette.colours.${colourOf(result.pocket)}`) })
      : t(`play.baccarat.results.${result.result}`, { player: result.player_total, banker: result.banker_total });
}
