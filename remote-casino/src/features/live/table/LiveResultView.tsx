import { useTranslation } from '@palpite/shared';
import { BaccaratHands, type BaccaratDeal } from '../../play/baccarat/BaccaratHands.tsx';
import { PocketHistory } from '../../play/roulette/PocketHistory.tsx';
import { colourOf } from '../../play/roulette/roulette-bets.ts';
import type { LiveResult, LiveTable, RouletteResult } from '../api/types.ts';
import type { LiveMoment } from './live-round.ts';
import styles from './LiveTable.module.css';

const isRoulette = (result: LiveResult): result is RouletteResult => 'pocket' in result;

/** The last result (big) and the table's history, as pushed by the realtime channel. */
export function LiveResultView({ table, moment }: { table: LiveTable; moment: LiveMoment }) {
  const { t } = useTranslation('casino');
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
          {pocket !== null ? t('play.roulette.pocket', { number: pocket, colour: t(`play.roulette.colours.${colourOf(pocket)}`) }) : ''}
        </p>
        <PocketHistory pockets={history.map((round) => (round.result as RouletteResult).pocket).slice(0, 20)} />
      </div>
    );
  }

  const deal = showing && !isRoulette(showing) ? showing : null;
  return (
    <div className={styles.result}>
      <BaccaratHands deal={deal} />
      <p className={styles.resultText} role="status" aria-live="polite">
        {deal ? t(`play.baccarat.results.${deal.result}`, { player: deal.player_total, banker: deal.banker_total }) : ''}
      </p>
      <div className={styles.beadRow}>
        <h3 className={styles.beadTitle}>{t('live.table.history')}</h3>
        <ol className={styles.beads}>
          {history.slice(0, 20).map((round) => {
            const result = (round.result as BaccaratDeal).result;
            return (
              <li key={round.round_id} className={`${styles.bead} ${styles[`bead_${result}`]}`} aria-label={t(`play.baccarat.spots.${result}`)}>
                <span aria-hidden="true">{t(`live.table.beads.${result}`)}</span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
