import { useTranslation } from '@palpite/shared';
import { parseCard } from '../../play/cards/cards.ts';

/** "K-club" → "K♣". */
export function cardText(name: string): string {
  const card = parseCard(name);
  return card ? `${card.rank}${card.symbol}` : name;
}

/** A video poker hand as the game played it: the five dealt, the held ones and, once drawn, the final five. */
export interface VideoPokerHand {
  dealt: readonly string[];
  held: readonly boolean[] | null;
  final: readonly string[] | null;
}

/** The hand in one line, in the player's language: the recorded one and the one recomputed in the browser read alike. */
export function useVideoPokerText(): (hand: VideoPokerHand) => string {
  const { t } = useTranslation('casino');
  return ({ dealt, held, final }) => {
    const dealtText = dealt.map(cardText).join(' ');
    if (!held || !final) return t('recall.check.videoPokerNotDrawn', { dealt: dealtText });
    const kept = dealt.filter((_, index) => held[index]).map(cardText);
    return t('recall.check.videoPoker', {
      dealt: dealtText,
      held: kept.length === 0 ? t('recall.check.heldNone') : kept.join(' '),
      final: final.map(cardText).join(' '),
    });
  };
}
