import { useTranslation } from '@palpite/shared';
import { formatRoundTime } from '../../../lib/format.ts';
import type { RevealedSeedPair } from '../../../lib/types.ts';
import styles from './Fairness.module.css';

/** The last seed pair, its server seed now public: every round played with it can be recomputed. */
export function RevealedPair({ pair }: { pair: RevealedSeedPair }) {
  const { t, i18n } = useTranslation('casino');
  return (
    <section className={styles.revealed} aria-label={t('fairness.previousTitle')}>
      <h3 className={styles.subtitle}>{t('fairness.previousTitle')}</h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('fairness.serverSeed')}</dt>
          <dd className={styles.code}>{pair.server_seed}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('gameDetails.serverSeedHash')}</dt>
          <dd className={styles.code}>{pair.server_seed_hash}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('gameDetails.clientSeed')}</dt>
          <dd className={styles.code}>{pair.client_seed}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('fairness.betsPlayed')}</dt>
          <dd className={styles.number}>{pair.bets_played}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('fairness.revealedAt')}</dt>
          <dd>{formatRoundTime(pair.revealed_at, i18n.language)}</dd>
        </div>
      </dl>
    </section>
  );
}
