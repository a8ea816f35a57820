import { formatBRL, useTranslation } from '@palpite/shared';
import { formatMultiple, formatNumber } from '../../../lib/format.ts';
import type { Round } from '../../../lib/types.ts';
import { roundSummary, stakeShown, type Summary } from './round-summary.ts';

/** The one-line outcome of a round in the player's language. */
export function useSummaryText(): (round: Round) => string {
  const { t, i18n } = useTranslation('casino');
  const blackjackText = ({ hands, dealer }: NonNullable<Summary['blackjack']>) => {
    const endings = hands.map((hand) => t(`recall.blackjack.hand.${hand.key}`, hand.params));
    // After a split each hand says its number: "Hand 1: Won with 20 · Hand 2: Bust with 24".
    const played =
      endings.length === 1 ? endings[0]! : endings.map((ending, index) => t('recall.blackjack.splitHand', { number: index + 1, ending })).join(' · ');
    return dealer ? t('recall.outcome.blackjack', { hands: played, dealer: t(`recall.blackjack.dealer.${dealer.key}`, dealer.params) }) : played;
  };
  return (round) => {
    const { key, params, blackjack } = roundSummary(round);
    if (blackjack) return blackjackText(blackjack);
    const shown: Record<string, string | number> = { ...params };
    if (typeof params.roll === 'number') shown.roll = formatNumber(params.roll, i18n.language);
    if (typeof params.multiple === 'number') shown.multiple = formatMultiple(params.multiple, i18n.language);
    if (typeof params.payout === 'number') shown.payout = formatBRL(params.payout);
    if (typeof params.color === 'string') shown.color = t(`recall.colors.${params.color}`, { defaultValue: params.color });
    if (typeof params.result === 'string') shown.result = t(`details.spots.${params.result}`, { defaultValue: params.result });
    if (typeof params.hand === 'string') shown.hand = t(`details.hands.${params.hand}`, { defaultValue: params.hand });
    return t(`recall.outcome.${key}`, shown);
  };
}

/**
 * A round's stake in the player's language, short (in a list row) or as a value (in the round's
 * detail): a free spin's says it was not charged, never a paid stake of R$ 0,00.
 */
export function useStakeText(): (round: Round, form: 'short' | 'value') => string {
  const { t } = useTranslation('casino');
  return (round, form) => {
    const stake = stakeShown(round);
    if ('paid' in stake) return form === 'short' ? t('recall.stakeShort', { stake: formatBRL(stake.paid) }) : formatBRL(stake.paid);
    if (stake.free === null) return form === 'short' ? t('recall.stakeShortNotCharged') : t('recall.notCharged');
    return t(form === 'short' ? 'recall.stakeShortFree' : 'recall.stakeFree', { stake: formatBRL(stake.free) });
  };
}
