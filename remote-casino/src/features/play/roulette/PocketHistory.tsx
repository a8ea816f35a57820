import { useTranslation } from '@palpite/shared';
import { Heading } from '../../../components/Heading.tsx';
import { colourOf } from './roulette-bets.ts';
import styles from './PocketHistory.module.css';

/** The last pockets, newest first, as coloured balls; an h3 on the game's stage, deeper on a live table. */
export function PocketHistory({ pockets, headingLevel = 3 }: { pockets: readonly number[]; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('casino');
  if (pockets.length === 0) return null;
  return (
    <div className={styles.history}>
      <Heading level={headingLevel} className={styles.title}>
        {t('play.roulette.history')}
      </Heading>
      {/* Focusable: on a phone the list scrolls sideways, and a keyboard must be able to scroll it too. */}
      <ol className={styles.list} aria-label={t('play.roulette.history')} tabIndex={0}>
        {/* Each ball's colour in words as hidden text: a list item's aria-label is ignored by several screen readers. */}
        {pockets.map((pocket, index) => (
          <li key={index} className={`${styles.ball} ${styles[colourOf(pocket)]}`}>
            <span aria-hidden="true">{pocket}</span>
            <span className="visually-hidden">{t('play.roulette.pocket', { number: pocket, colour: t(`play.roulette.colours.${colourOf(pocket)}`) })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
