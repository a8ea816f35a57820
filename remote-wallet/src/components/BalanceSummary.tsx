import { formatBRL, useBalances, useTranslation } from '@palpite/shared';
import styles from './BalanceSummary.module.css';

/**
 * Cash and bonus balances at the top of the deposit and withdraw pages: the platform's balances,
 * which a completed deposit (user refresh) and the realtime `balance-updated` event keep current.
 */
export function BalanceSummary() {
  const { t } = useTranslation('wallet');
  const [balance, bonusBalance] = useBalances();
  return (
    <dl className={styles.summary}>
      <div className={styles.item}>
        <dt>{t('balances.balance')}</dt>
        <dd className={styles.amount}>{formatBRL(balance)}</dd>
      </div>
      <div className={[styles.item, styles.bonus].join(' ')}>
        <dt>{t('balances.bonusBalance')}</dt>
        <dd className={styles.amount}>{formatBRL(bonusBalance)}</dd>
      </div>
    </dl>
  );
}
