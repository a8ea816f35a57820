import { formatBRL, useTranslation } from '@palpite/shared';
import { roundRoom, type RoundStakes } from './round-room.ts';

/**
 * What a table round leaves once the chips on the board are counted (see `roundRoom`), and why a
 * chip past it cannot be picked: the ChipRack's `unavailableReason`. Live and single-player tables alike.
 */
export function useRoundRoom(stakes: RoundStakes, tableMaxCentavos: number, onBoardCentavos: number) {
  const { t } = useTranslation('casino');
  const room = roundRoom(stakes, tableMaxCentavos, onBoardCentavos);
  const reasonKey = room.limitedBy === 'balance' ? 'play.chips.overBalance' : 'play.chips.overTableMax';
  const chipUnavailableReason = (chipCentavos: number) =>
    chipCentavos <= room.leftCentavos ? null : t(reasonKey, { amount: formatBRL(room.leftCentavos / 100) });
  return { room, chipUnavailableReason };
}
