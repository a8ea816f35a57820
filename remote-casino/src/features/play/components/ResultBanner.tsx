import { formatBRL, useTranslation } from '@palpite/shared';
import type { RoundResult } from '../lib/result.ts';
import styles from './ResultBanner.module.css';

interface ResultBannerProps {
  result: RoundResult | null;
  /** What happened in the game's own words ("Red 21", "Banker wins 7 to 5"), read before the money. */
  detail?: string;
  /** Shown while no round has been played yet. */
  idleText?: string;
}

/**
 * The outcome of the last round, in a polite live region so a screen reader hears every result
 * without the focus leaving the play button.
 */
export function ResultBanner({ result, detail, idleText }: ResultBannerProps) {
  const { t } = useTranslation('casino');
  const tone = result ? styles[result.kind] : styles.idle;
  return (
    <div className={`${styles.banner} ${tone}`} role="status" aria-live="polite" aria-atomic="true" data-testid="play-result">
      {result ? (
        <>
          {detail ? <span className={styles.detail}>{detail}</span> : null}
          <strong className={styles.amount}>
            {result.kind === 'win'
              ? t('play.result.win', { amount: formatBRL(result.paidReais) })
              : result.kind === 'push'
                ? t('play.result.push', { amount: formatBRL(result.paidReais) })
                : result.paidReais > 0
                  ? t('play.result.partial', { amount: formatBRL(result.paidReais) })
                  : t('play.result.loss')}
          </strong>
        </>
      ) : (
        <span className={styles.detail}>{idleText ?? t('play.result.idle')}</span>
      )}
    </div>
  );
}
