import { useTranslation } from '@palpite/shared';
import { parseCard } from './cards.ts';

/** A card's spoken name ("Ace of spades"; a face-down card says so), as the card images and the table summaries say it. */
export function useCardName(): (name: string | null) => string {
  const { t } = useTranslation('casino');
  return (name) => {
    const card = parseCard(name);
    return card ? t('play.cards.name', { rank: t(`play.cards.ranks.${card.rank}`), suit: t(`play.cards.suits.${card.suit}`) }) : t('play.cards.hidden');
  };
}
