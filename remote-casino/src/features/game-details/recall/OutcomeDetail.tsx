import { useTranslation } from '@palpite/shared';
import { recordedOutcome } from '../../../lib/fair/outcomes.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { Round } from '../../../lib/types.ts';
import { useVideoPokerText } from './hand-text.ts';
import styles from './Recall.module.css';

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);

/** The parts of an outcome worth seeing beyond its summary: the keno board, the dice target, the bets, the poker hand. */
export function OutcomeDetail({ round }: { round: Round }) {
  const { t, i18n } = useTranslation('casino');
  const videoPokerText = useVideoPokerText();
  const outcome = round.outcome ?? {};
  switch (round.game.game_type) {
    case 'keno': {
      const picks = new Set(numbers(round.bet.picks));
      const drawn = numbers(outcome.drawn);
      return (
        <div className={styles.outcome}>
          <p className={styles.boxTitle}>{t('recall.kenoDrawn')}</p>
          <ol className={styles.balls} aria-label={t('recall.kenoDrawn')}>
            {drawn.map((number) => (
              <li key={number} className={picks.has(number) ? styles.hit : undefined}>
                {number}
                {picks.has(number) ? <span className="visually-hidden"> {t('recall.kenoHit')}</span> : null}
              </li>
            ))}
          </ol>
          <p className={styles.note}>{t('recall.kenoPicks', { picks: [...picks].join(', ') })}</p>
        </div>
      );
    }
    case 'dice': {
      const { target, direction } = round.bet;
      if (typeof target !== 'number' || (direction !== 'over' && direction !== 'under')) return null;
      return <p className={styles.note}>{t(`recall.diceBet.${direction}`, { target: formatNumber(target, i18n.language) })}</p>;
    }
    case 'roulette': {
      const bets = Array.isArray(round.bet.bets) ? round.bet.bets.length : 0;
      return <p className={styles.note}>{t('recall.rouletteBets', { count: bets })}</p>;
    }
    case 'video_poker': {
      const hand = recordedOutcome('video_poker', round.outcome);
      return hand?.game === 'video_poker' ? <p className={styles.note}>{videoPokerText(hand)}</p> : null;
    }
    default:
      return null;
  }
}
