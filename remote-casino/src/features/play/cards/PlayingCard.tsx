import { useTranslation } from '@palpite/shared';
import { parseCard } from './cards.ts';
import styles from './PlayingCard.module.css';

interface PlayingCardProps {
  /** "A-spade"; null draws the card face down. */
  name: string | null;
  size?: 'small' | 'medium';
  /** Lifted and outlined (a held poker card, a winning card). */
  highlighted?: boolean;
}

/** One card, drawn with its rank and suit and named for screen readers ("Ace of spades"). */
export function PlayingCard({ name, size = 'medium', highlighted = false }: PlayingCardProps) {
  const { t } = useTranslation('casino');
  const card = parseCard(name);
  const className = [styles.card, styles[size], highlighted ? styles.highlighted : ''].filter(Boolean).join(' ');
  if (!card) {
    return <span role="img" aria-label={t('play.cards.hidden')} className={`${className} ${styles.back}`} />;
  }
  const label = t('play.cards.name', { rank: t(`play.cards.ranks.${card.rank}`), suit: t(`play.cards.suits.${card.suit}`) });
  return (
    <span role="img" aria-label={label} className={`${className} ${card.red ? styles.red : styles.black}`}>
      <span className={styles.corner} aria-hidden="true">
        <span>{card.rank}</span>
        <span>{card.symbol}</span>
      </span>
      <span className={styles.pip} aria-hidden="true">
        {card.symbol}
      </span>
    </span>
  );
}
