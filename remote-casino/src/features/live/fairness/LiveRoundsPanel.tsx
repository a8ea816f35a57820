import { useState } from 'react';
import { LayoutSkeleton, Modal, useTranslation, EmptyState, LoadFailed } from '@palpite/shared';
import { formatRoundTime } from '../../../lib/format.ts';
import { BrowserCheckView } from '../../game-details/recall/BrowserCheckView.tsx';
import styles from '../../game-details/recall/Recall.module.css';
import type { Round } from '../../../lib/types.ts';
import type { LiveRound } from '../api/types.ts';
import { useLiveResultText } from '../table/use-live-result-text.ts';
import { checkableRound } from './checkable-round.ts';
import { useTableRounds } from './use-table-rounds.ts';

type SettledRound = LiveRound & { result: NonNullable<LiveRound['result']> };

const isSettled = (round: LiveRound): round is SettledRound => round.result !== null && round.server_seed !== null;

/** The table's last rounds, newest first, each with its result; each opens its seeds and a check in the browser. */
export function LiveRoundsPanel({ tableId }: { tableId: string }) {
  const { t, i18n } = useTranslation('casino');
  const resultText = useLiveResultText();
  const { table, failed, reload } = useTableRounds(tableId);
  // Kept as opened: a settled round does not change, and the check is not run again on each read of the table.
  const [open, setOpen] = useState<{ round: SettledRound; checkable: Round } | null>(null);

  if (!table)
    return failed ? <LoadFailed error={failed} fallback={t('live.fairness.loadFailed')} onRetry={reload} /> : <LayoutSkeleton layout="table" count={5} />;
  const rounds = table.history.filter(isSettled);
  if (rounds.length === 0) return <EmptyState title={t('live.fairness.empty')} />;

  return (
    <div className={styles.panel}>
      <p className={styles.note}>{t('live.fairness.roundsNote')}</p>
      <ul className={styles.list} aria-label={t('gameDetails.tabs.rounds')}>
        {rounds.map((round) => (
          <li key={round.round_id}>
            <button type="button" className={styles.row} onClick={() => setOpen({ round, checkable: checkableRound(table, round) })}>
              <span className={styles.rowTop}>
                <span className={styles.summary}>{resultText(round.result)}</span>
              </span>
              <span className={styles.rowBottom}>
                <span>
                  {t('live.table.roundShort', { number: round.round_number })}
                  {round.settled_at ? ` · ${formatRoundTime(round.settled_at, i18n.language)}` : ''}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open ? <LiveRoundDialog round={open.round} checkable={open.checkable} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

/** One settled round: its result, its revealed seeds and the browser's recomputation of it. */
function LiveRoundDialog({ round, checkable, onClose }: { round: SettledRound; checkable: Round; onClose: () => void }) {
  const { t, i18n } = useTranslation('casino');
  const resultText = useLiveResultText();
  return (
    <Modal open title={t('live.table.round', { number: round.round_number })} onClose={onClose} size="medium">
      <div className={styles.detail}>
        <p className={styles.detailSummary}>{resultText(round.result)}</p>
        {round.settled_at ? (
          <dl className={styles.grid}>
            <div>
              <dt>{t('live.fairness.settledAt')}</dt>
              <dd>{formatRoundTime(round.settled_at, i18n.language)}</dd>
            </div>
          </dl>
        ) : null}
        <section className={styles.fairBox} aria-label={t('recall.fairnessTitle')}>
          <h3 className={styles.boxTitle}>{t('recall.fairnessTitle')}</h3>
          <dl className={styles.seeds}>
            <div>
              <dt>{t('gameDetails.serverSeedHash')}</dt>
              <dd className={styles.code}>{round.server_seed_hash}</dd>
            </div>
            <div>
              <dt>{t('fairness.serverSeed')}</dt>
              <dd className={styles.code}>{round.server_seed}</dd>
            </div>
            <div>
              <dt>{t('gameDetails.clientSeed')}</dt>
              <dd className={styles.code}>{round.client_seed}</dd>
            </div>
            <div>
              <dt>{t('gameDetails.nonce')}</dt>
              <dd className={styles.money}>{round.nonce}</dd>
            </div>
          </dl>
          <BrowserCheckView round={checkable} />
        </section>
      </div>
    </Modal>
  );
}
