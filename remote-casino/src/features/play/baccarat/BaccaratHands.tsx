import { useTranslation } from '@palpite/shared';
import { Heading } from '../../../components/Heading.tsx';
import { PlayingCard } from '../cards/PlayingCard.tsx';
import styles from './BaccaratClient.module.css';

export interface BaccaratDeal {
  player_cards: string[];
  banker_cards: string[];
  player_total: number;
  banker_total: number;
  result: 'player' | 'banker' | 'tie';
}

/** The two baccarat hands with their totals; the winning side is marked (also used by the live table, a level deeper). */
export function BaccaratHands({ deal, headingLevel = 3 }: { deal: BaccaratDeal | null; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('casino');
  const side = (which: 'player' | 'banker') => {
    const cards = deal ? (which === 'player' ? deal.player_cards : deal.banker_cards) : [null, null];
    const total = deal ? (which === 'player' ? deal.player_total : deal.banker_total) : null;
    const won = deal?.result === which;
    return (
      <section className={`${styles.hand} ${styles[which]} ${won ? styles.handWon : ''}`} aria-label={t(`play.baccarat.spots.${which}`)}>
        <Heading level={headingLevel} className={styles.handTitle}>
          {t(`play.baccarat.spots.${which}`)}
          {total !== null ? <span className={styles.handTotal}>{total}</span> : null}
        </Heading>
        <div className={styles.cards}>
          {cards.map((card, index) => (
            <PlayingCard key={index} name={card} size="small" />
          ))}
        </div>
      </section>
    );
  };
  return (
    <div className={styles.hands}>
      {side('player')}
      {side('banker')}
    </div>
  );
}
