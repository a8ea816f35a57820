import { parseCard } from './cards.ts';
import { useCardName } from './use-card-name.ts';
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
  const cardName = useCardName();
  const card = parseCard(name);
  const className = [styles.card, styles[size], highlighted ? styles.highlighted : ''].filter(Boolean).join(' ');
  if (!card) {
    return <span role="img" aria-label={cardName(null)} className={`${className} ${styles.back}`} />;
  }
  return (
    <span role="img" aria-label={cardName(name)} className={`${className} ${card.red ? styles.red : styles.black}`}>
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
