import { useEffect, useState } from 'react';
import { Button, formatBRL, LayoutSkeleton, Spinner, useTranslation, EmptyState, LoadFailed } from '@palpite/shared';
import { getRounds } from '../../../lib/api/player-games.ts';
import { formatRoundTime } from '../../../lib/format.ts';
import type { Round } from '../../../lib/types.ts';
import { usePagedList } from '@palpite/shared';
import { onRoundPlayed } from '../../play/lib/round-played.ts';
import { FairnessStatus } from './FairnessStatus.tsx';
import { RoundDialog } from './RoundDialog.tsx';
import { useStakeText, useSummaryText } from './use-summary-text.ts';
import styles from './Recall.module.css';

/** Quiet time after a round before the list is read: a burst of quick spins is read once, after its last. */
const ROUNDS_REFRESH_DELAY_MS = 400;

/** Calls `refresh` once rounds played on the stage have stopped for a moment. */
function useRefreshAfterRoundsPlayed(refresh: () => void) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onRoundPlayed(() => {
      clearTimeout(timer);
      timer = setTimeout(refresh, ROUNDS_REFRESH_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [refresh]);
}

/**
 * The player's last rounds of this game, newest first; each opens its full detail. `paytable` is the
 * game's published one, which the round check reads a slot's reels from.
 */
export function RecallPanel({ gameUuid, paytable, revision }: { gameUuid: string; paytable?: Record<string, unknown> | null; revision: number }) {
  const { t, i18n } = useTranslation('casino');
  const summaryText = useSummaryText();
  const stakeText = useStakeText();
  const rounds = usePagedList(
    (cursor) => getRounds(gameUuid, cursor).then((page) => ({ items: page.data, nextCursor: page.next_cursor })),
    `${gameUuid}|${revision}`,
  );
  // A round played on the stage joins the list at once: read in the background, the rows shown stay meanwhile.
  useRefreshAfterRoundsPlayed(rounds.refresh);
  const [open, setOpen] = useState<Round | null>(null);

  if (rounds.status === 'loading') return <LayoutSkeleton layout="table" count={5} />;
  if (rounds.status === 'error') return <LoadFailed error={rounds.error} fallback={t('recall.loadFailed')} onRetry={rounds.reload} />;
  if (rounds.items.length === 0) {
    const refresh = (
      <Button variant="secondary" size="small" busy={rounds.refreshing} onClick={rounds.reload}>
        {t('recall.refresh')}
      </Button>
    );
    return <EmptyState title={t('recall.empty')} hint={t('recall.emptyHint')} action={refresh} />;
  }

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <p className={styles.note}>{t('recall.note')}</p>
        <Button variant="ghost" size="small" onClick={rounds.reload}>
          {t('recall.refresh')}
        </Button>
      </div>
      <ul className={styles.list} aria-label={t('gameDetails.tabs.rounds')} aria-busy={rounds.refreshing}>
        {rounds.items.map((round) => (
          <li key={round.id} className={styles.item}>
            {/* Named by what it shows (summary, payout, number, time, stake, fairness): a label would hide all that. */}
            <button type="button" className={styles.row} onClick={() => setOpen(round)}>
              <span className={styles.rowTop}>
                <span className={styles.summary}>{summaryText(round)}</span>
                <span className={[styles.payout, (round.payout ?? 0) > 0 ? styles.won : ''].join(' ')}>{formatBRL(round.payout ?? 0)}</span>
              </span>
              <span className={styles.rowBottom}>
                <span>
                  #{round.id} · {formatRoundTime(round.created_at, i18n.language)} · {stakeText(round, 'short')}
                  {round.mode === 'demo' ? ` · ${t('recall.demo')}` : ''}
                </span>
                <FairnessStatus round={round} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {rounds.nextCursor ? (
        <Button variant="secondary" block disabled={rounds.more === 'loading'} onClick={rounds.loadMore}>
          {rounds.more === 'loading' ? <Spinner /> : null}
          {rounds.more === 'failed' ? t('recall.moreFailed') : t('recall.more')}
        </Button>
      ) : null}
      {open ? <RoundDialog round={open} paytable={paytable} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
