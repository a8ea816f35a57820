import { formatBRL, useTranslation } from '@palpite/shared';
import type { BlackjackHand } from '../api/types.ts';
import { useCardName } from '../cards/use-card-name.ts';
import { insuranceOf, totalParts } from './blackjack-view.ts';

/**
 * The table in one short spoken sentence per hand: the player's cards and count, then the dealer's
 * face-up card (all the dealer's cards and count once settled), then the insurance taken and what
 * became of it. Said again on every change, so a card drawn by Hit is heard without leaving the buttons.
 */
export function useTableSummary(): (hand: BlackjackHand) => string {
  const { t } = useTranslation('casino');
  const cardName = useCardName();
  const count = (total: number, soft: boolean) => {
    const parts = totalParts(total, soft);
    return parts.soft === null ? t('play.blackjack.summaryTotal', { total }) : t('play.blackjack.summarySoftTotal', { total: parts.soft });
  };
  return (hand) => {
    const players = hand.hands.map((player, index) =>
      t('play.blackjack.summaryHand', {
        hand: hand.hands.length > 1 ? t('play.blackjack.handNumber', { number: index + 1 }) : t('play.blackjack.you'),
        cards: player.cards.map(cardName).join(', '),
        total: count(player.total, player.soft),
      }),
    );
    const faceUp = hand.dealer.cards.filter((card): card is string => card !== null).map(cardName);
    const dealer =
      hand.status === 'open'
        ? t('play.blackjack.summaryDealerShows', { cards: faceUp.join(', ') })
        : t('play.blackjack.summaryDealer', { cards: faceUp.join(', '), total: count(hand.dealer.total, false) });
    const insurance = insuranceOf(hand);
    if (!insurance) return [...players, dealer].join(' ');
    const insured = t(`play.blackjack.summaryInsurance.${insurance.outcome ?? 'taken'}`, {
      stake: formatBRL(insurance.stakeReais),
      amount: formatBRL(insurance.returnReais),
    });
    return [...players, dealer, insured].join(' ');
  };
}
