import { Link } from 'react-router-dom';
import { buttonClassName, Card, formatBRL, paths, Skeleton, useBalances, useIsLoggedIn, useTranslation } from '@palpite/shared';
import styles from './Dashboard.module.css';

/** Cash and bonus balances (kept live by the host), with deposit and withdraw one tap away. */
export function BalanceCards() {
  const { t } = useTranslation('account');
  const loggedIn = useIsLoggedIn();
  const [balance, bonus] = useBalances();
  const amounts = { balance, bonusBalance: bonus };
  return (
    <Card title={t('dashboard.balances')} busy={!loggedIn}>
      <dl className={styles.balances}>
        {(['balance', 'bonusBalance'] as const).map((kind) => (
          <div key={kind} className={[styles.balance, kind === 'bonusBalance' ? styles.bonus : ''].join(' ')}>
            <dt>{t(`dashboard.${kind}`)}</dt>
            <dd className={styles.amount}>{loggedIn ? breakableBRL(amounts[kind]) : <Skeleton width={128} height={28} />}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link to={paths.wallet()} className={buttonClassName('primary')}>
          {t('dashboard.deposit')}
        </Link>
        <Link to={paths.withdraw()} className={buttonClassName('secondary')}>
          {t('dashboard.withdraw')}
        </Link>
      </div>
    </Card>
  );
}

/**
 * `R$ 10.480,00` with an ordinary space after the symbol: at 200 % text a large balance is wider than its
 * tile, so the symbol may go on a line of its own; the figures still never break (nothing between digits allows it).
 */
function breakableBRL(amountReais: number): string {
  return formatBRL(amountReais).replace(/\u00a0/g, ' ');
}
