import { useTranslation } from '@palpite/shared';
import { Heading } from '../../../components/Heading.tsx';
import { BaccaratHands, type BaccaratDeal } from '../../play/baccarat/BaccaratHands.tsx';
import { PocketHistory } from '../../play/roulette/PocketHistory.tsx';
import { colourOf } from '../../play/roulette/roulette-bets.ts';
import type { LiveTable, RouletteResult } from '../api/types.ts';
import type { LiveMoment } from './live-round.ts';
import { isRouletteResult as isRoulette, useLiveResultText } from './use-live-result-text.ts';
import styles from './LiveTable.module.css';

/** The last result (big) and the table's history, as pushed by the realtime channel; its headings are at `headingLevel`. */
export function LiveResultView({ table, moment, headingLevel }: { table: LiveTable; moment: LiveMoment; headingLevel: 3 | 4 }) {
  const { t } = useTranslation('casino');
  const resultText = useLiveResultText();
  const showing = moment.phase === 'result' ? table.current_round.result : null;
  const history = table.history.filter((round) => round.result !== null);

  if (table.kind === 'roulette') {
    const pocket = showing && isRoulette(showing) ? showing.pocket : null;
    return (
      <div className={styles.result}>
        <div className={`${styles.ball} ${pocket !== null ? styles[colourOf(pocket)] : moment.phase === 'drawing' ? styles.spinning : ''}`} aria-hidden="true">
          {pocket ?? ''}
        </div>
        <p className={styles.resultText} role="status" aria-live="polite">
          {showing && pocket !== null ? resultText(showing) : ''}
        </p>
        <PocketHistory pockets={history.map((round) => (round.result as RouletteResult).pocket).slice(0, 20)} headingLevel={headingLevel} />
      </div>
    );
  }

  const deal = showing && !isRoulette(showing) ? showing : null;
  return (
    <div className={styles.result}>
      <BaccaratHands deal={deal} headingLevel={headingLevel} />
      <p className={styles.resultText} role="status" aria-live="polite">
        {deal ? resultText(deal) : ''}
      </p>
      <div className={styles.beadRow}>
        <Heading level={headingLevel} className={styles.beadTitle}>
          {t('live.table.history')}
        </Heading>
        {/* Focusable: on a phone the list scrolls sideways, and a keyboard must be able to scroll it too. */}
        <ol className={styles.beads} aria-label={t('live.table.history')} tabIndex={0}>
          {history.slice(0, 20).map((round) => {
            const result = (round.result as BaccaratDeal).result;
            return (
              // The winner's name as hidden text, not the item's aria-label: several screen readers ignore a list item's.
              <li key={round.round_id} className={`${styles.bead} ${styles[`bead_${result}`]}`}>
                <span aria-hidden="true">{t(`live.table.beads.${result}`)}</span>
                <span className="visually-hidden">{t(`play.baccarat.spots.${result}`)}</span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
