import { useTranslation } from '@palpite/shared';
import { formatMultiple, formatNumber } from '../../../lib/format.ts';
import type { Round } from '../../../lib/types.ts';
import { roundSummary } from './round-summary.ts';

/** The one-line outcome of a round in the player's language. */
export function useSummaryText(): (round: Round) => string {
  const { t, i18n } = useTranslation('casino');
  return (round) => {
    const { key, params } = roundSummary(round);
    const shown: Record<string, string | number> = { ...params };
    if (typeof params.roll === 'number') shown.roll = formatNumber(params.roll, i18n.language);
    if (typeof params.multiple === 'number') shown.multiple = formatMultiple(params.multiple, i18n.language);
    if (typeof params.color === 'string') shown.color = t(`recall.colors.${params.color}`, { defaultValue: params.color });
    if (typeof params.result === 'string') shown.result = t(`details.spots.${params.result}`, { defaultValue: params.result });
    if (typeof params.hand === 'string') shown.hand = t(`details.hands.${params.hand}`, { defaultValue: params.hand });
    return t(`recall.outcome.${key}`, shown);
  };
}
