import { formatBRL, Modal, useTranslation } from '@palpite/shared';
import { formatRoundTime } from '../../../lib/format.ts';
import type { Round } from '../../../lib/types.ts';
import { BrowserCheckView } from './BrowserCheckView.tsx';
import { FairnessStatus } from './FairnessStatus.tsx';
import { OutcomeDetail } from './OutcomeDetail.tsx';
import { useStakeText, useSummaryText } from './use-summary-text.ts';
import styles from './Recall.module.css';

/**
 * Everything about one round: what was bet, what came out, and how to check it. `paytable` is the
 * game's published one (a slot's reels, which the browser check recomputes its spins from).
 */
export function RoundDialog({ round, paytable, onClose }: { round: Round; paytable?: Record<string, unknown> | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('casino');
  const summaryText = useSummaryText();
  const stakeText = useStakeText();
  const fairness = round.fairness;
  return (
    <Modal open title={t('recall.dialogTitle', { id: round.id })} onClose={onClose} size="medium">
      <div className={styles.detail}>
        <p className={styles.detailSummary}>{summaryText(round)}</p>
        <dl className={styles.grid}>
          <div>
            <dt>{t('recall.playedAt')}</dt>
            <dd>{formatRoundTime(round.created_at, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('recall.mode')}</dt>
            <dd>{t(`gameDetails.modes.${round.mode}`)}</dd>
          </div>
          <div>
            <dt>{t('recall.stake')}</dt>
            <dd className={styles.money}>{stakeText(round, 'value')}</dd>
          </div>
          <div>
            <dt>{t('recall.payout')}</dt>
            <dd className={styles.money}>{formatBRL(round.payout ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('recall.profit')}</dt>
            <dd className={styles.money}>{formatBRL(round.profit ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('recall.status')}</dt>
            <dd>{t(`recall.statuses.${round.status}`)}</dd>
          </div>
        </dl>
        <OutcomeDetail round={round} />
        <section className={styles.fairBox} aria-label={t('recall.fairnessTitle')}>
          <h3 className={styles.boxTitle}>
            {t('recall.fairnessTitle')} <FairnessStatus round={round} />
          </h3>
          {fairness ? (
            <dl className={styles.seeds}>
              <div>
                <dt>{t('gameDetails.serverSeedHash')}</dt>
                <dd className={styles.code}>{fairness.server_seed_hash}</dd>
              </div>
              <div>
                <dt>{t('fairness.serverSeed')}</dt>
                {fairness.server_seed ? <dd className={styles.code}>{fairness.server_seed}</dd> : <dd>{t('recall.seedHidden')}</dd>}
              </div>
              <div>
                <dt>{t('gameDetails.clientSeed')}</dt>
                <dd className={styles.code}>{fairness.client_seed}</dd>
              </div>
              <div>
                <dt>{t('gameDetails.nonce')}</dt>
                <dd className={styles.money}>{fairness.nonce}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.note}>{t('recall.providerCertified')}</p>
          )}
          {fairness ? <BrowserCheckView round={round} paytable={paytable} /> : null}
        </section>
      </div>
    </Modal>
  );
}
