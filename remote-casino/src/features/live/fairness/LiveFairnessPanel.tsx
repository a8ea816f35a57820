import { useId } from 'react';
import { LayoutSkeleton, useTranslation, LoadFailed } from '@palpite/shared';
import styles from '../../game-details/fairness/Fairness.module.css';
import { useTableRounds } from './use-table-rounds.ts';

/**
 * A live table's fairness: the open round's commitment (the SHA-256 of its server seed, published
 * before any bet) with the table's client seed and the round's nonce. The seed itself comes out
 * with the result, in the Rounds tab.
 */
export function LiveFairnessPanel({ tableId }: { tableId: string }) {
  const { t } = useTranslation('casino');
  const titleId = useId();
  const { table, failed, reload } = useTableRounds(tableId);
  if (!table)
    return failed ? <LoadFailed error={failed} fallback={t('live.fairness.loadFailed')} onRetry={reload} /> : <LayoutSkeleton layout="form" count={3} />;

  const round = table.current_round;
  return (
    <div className={styles.panel}>
      <p className={styles.note}>{t('live.fairness.note')}</p>
      <section className={styles.revealed} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.subtitle}>
          {t('live.fairness.currentTitle', { number: round.round_number })}
        </h3>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('gameDetails.serverSeedHash')}</dt>
            <dd className={styles.code}>{round.server_seed_hash}</dd>
            <dd className={styles.hint}>{t('live.fairness.hashHint')}</dd>
          </div>
          {/* Its result is in (the pause before the next round): the seed is public already. */}
          {round.server_seed ? (
            <div className={styles.fact}>
              <dt>{t('fairness.serverSeed')}</dt>
              <dd className={styles.code}>{round.server_seed}</dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt>{t('gameDetails.clientSeed')}</dt>
            <dd className={styles.code}>{round.client_seed}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('gameDetails.nonce')}</dt>
            <dd className={styles.number}>{round.nonce}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
