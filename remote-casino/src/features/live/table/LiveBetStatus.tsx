import { formatBRL, useTranslation } from '@palpite/shared';
import { roundResult } from '../../play/lib/result.ts';
import type { LiveBet } from '../api/types.ts';
import styles from './LiveTable.module.css';

/**
 * How one of the player's live bets ended, from what came back against the stake (`payout` is
 * everything returned, stake included): any return is not a win — a tie's returned stake or red
 * paying while a number lost is not.
 */
export function LiveBetStatus({ bet }: { bet: Pick<LiveBet, 'stake' | 'payout'> }) {
  const { t } = useTranslation('casino');
  if (bet.payout === null) return <strong className={styles.pending}>{t('live.table.betPending')}</strong>;
  const result = roundResult(bet.stake, bet.payout);
  const amount = formatBRL(result.paidReais);
  if (result.kind === 'win') return <strong className={styles.won}>{t('live.table.betWon', { amount })}</strong>;
  if (result.kind === 'push') return <strong className={styles.push}>{t('live.table.betPush', { amount })}</strong>;
  return <strong className={styles.lost}>{result.paidReais > 0 ? t('live.table.betPartial', { amount }) : t('live.table.betLost')}</strong>;
}
