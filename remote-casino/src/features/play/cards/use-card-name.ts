import { useTranslation } from '@palpite/shared';
import { parseCard } from './cards.ts';

/**
 * A card named on its own or as a sentence's subject ("maça ası tutuldu"), or as the object of a verb:
 * Turkish then puts the rank in the accusative ("maça asını tut"); English and Portuguese do not change it.
 */
export type CardNameForm = 'subject' | 'object';

/** A card's spoken name ("Ace of spades"; a face-down card says so), as the card images and the table summaries say it. */
export function useCardName(form: CardNameForm = 'subject'): (name: string | null) => string {
  const { t } = useTranslation('casino');
  const texts = form === 'object' ? 'play.cards.asObject' : 'play.cards';
  return (name) => {
    const card = parseCard(name);
    return card ? t('play.cards.name', { rank: t(`${texts}.ranks.${card.rank}`), suit: t(`play.cards.suits.${card.suit}`) }) : t(`${texts}.hidden`);
  };
}
