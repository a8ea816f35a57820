import { useTranslation } from '@palpite/shared';
import { colourOf } from './roulette-bets.ts';
import styles from './PocketHistory.module.css';

/** The last pockets, newest first, as coloured balls. */
export function PocketHistory({ pockets }: { pockets: readonly number[] }) {
  const { t } = useTranslation('casino');
  if (pockets.length === 0) return null;
  return (
    <div className={styles.history}>
      <h3 className={styles.title}>{t('play.roulette.history')}</h3>
      <ol className={styles.list}>
        {pockets.map((pocket, index) => (
          <li
            key={index}
            className={`${styles.ball} ${styles[colourOf(pocket)]}`}
            aria-label={t('play.roulette.pocket', { number: pocket, colour: t(`play.roulette.colours.${colourOf(pocket)}`) })}
          >
            <span aria-hidden="true">{pocket}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
