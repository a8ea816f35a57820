import { useEffect, useState } from 'react';
import { StatusBadge, Spinner, useTranslation } from '@palpite/shared';
import type { FairOutcome } from '../../../lib/fair/outcomes.ts';
import { verifyRoundInBrowser, type BrowserCheck } from '../../../lib/fair/verify-round.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { Round } from '../../../lib/types.ts';
import { cardText, useVideoPokerText } from './hand-text.ts';
import styles from './Recall.module.css';

function useOutcomeText() {
  const { t, i18n } = useTranslation('casino');
  const videoPokerText = useVideoPokerText();
  return (outcome: FairOutcome | null) => {
    if (!outcome) return t('recall.check.unreadable');
    switch (outcome.game) {
      case 'roulette':
        return String(outcome.pocket);
      case 'dice':
        return formatNumber(outcome.roll, i18n.language);
      case 'keno':
        return outcome.drawn.join(', ');
      case 'baccarat':
        return t('recall.check.baccarat', { player: outcome.player.map(cardText).join(' '), banker: outcome.banker.map(cardText).join(' ') });
      case 'video_poker':
        return videoPokerText(outcome);
      case 'slots': {
        const [base, ...free] = outcome.spins.map((spin) => spin.stops.join(' '));
        const stops = t('recall.check.slots', { stops: base });
        return free.length === 0 ? stops : `${stops} · ${t('recall.check.freeSpins', { count: free.length, stops: free.join(' / ') })}`;
      }
      case 'blackjack':
        return t('recall.check.blackjack', {
          hands: outcome.hands.map((hand) => hand.map(cardText).join(' ')).join(' | '),
          dealer: outcome.dealer.map(cardText).join(' '),
        });
    }
  };
}

/**
 * Recomputes the round here, in the player's browser (WebCrypto HMAC-SHA256), from the revealed
 * seeds, and puts the result next to the recorded one: no need to trust our "verified" flag. A
 * slot's spins are recomputed from the reels its game publishes (`paytable`).
 */
export function BrowserCheckView({ round, paytable }: { round: Round; paytable?: Record<string, unknown> | null }) {
  const { t } = useTranslation('casino');
  const outcomeText = useOutcomeText();
  const [check, setCheck] = useState<{ for: number; result: BrowserCheck | 'failed' } | null>(null);

  useEffect(() => {
    let current = true;
    verifyRoundInBrowser(round, paytable).then(
      (result) => current && setCheck({ for: round.id, result }),
      (error: unknown) => {
        console.warn('browser verification failed', error);
        if (current) setCheck({ for: round.id, result: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [round, paytable]);

  const result = check?.for === round.id ? check.result : null;
  if (result === null)
    return (
      <p className={styles.note} role="status">
        <Spinner /> {t('recall.check.running')}
      </p>
    );
  if (result === 'failed') return <p className={styles.note}>{t('recall.check.error')}</p>;
  if (result.kind === 'unsupported') return <p className={styles.note}>{t('recall.check.unsupported')}</p>;
  if (result.kind === 'not-revealed') return <p className={styles.note}>{t('recall.check.notRevealed')}</p>;

  return (
    <section className={styles.check} aria-label={t('recall.check.title')}>
      <h4 className={styles.boxTitle}>{t('recall.check.title')}</h4>
      <dl className={styles.compare}>
        <div>
          <dt>{t('recall.check.recorded')}</dt>
          <dd>{outcomeText(result.recorded)}</dd>
        </div>
        <div>
          <dt>{t('recall.check.recomputed')}</dt>
          <dd>{outcomeText(result.recomputed)}</dd>
        </div>
        <div>
          <dt>{t('recall.check.commitment')}</dt>
          <dd>{result.hashMatches ? t('recall.check.hashMatches') : t('recall.check.hashMismatch')}</dd>
        </div>
      </dl>
      <StatusBadge tone={result.matches ? 'success' : 'danger'}>{result.matches ? t('recall.check.match') : t('recall.check.mismatch')}</StatusBadge>
    </section>
  );
}
