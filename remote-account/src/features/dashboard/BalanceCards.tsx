import { Link } from 'react-router-dom';
import { buttonClassName, Card, paths, Skeleton, useTranslation } from '@palpite/shared';
import styles from './Dashboard.module.css';

/** Cash and bonus balances, with deposit and withdraw one tap away. */
export function BalanceCards() {
  const { t } = useTranslation('account');
  return (
    <Card title={t('dashboard.balances')} busy>
      <dl className={styles.balances}>
        {(['balance', 'bonusBalance'] as const).map((kind) => (
          <div key={kind} className={styles.balance}>
            <dt>{t(`dashboard.${kind}`)}</dt>
            <dd>
              <Skeleton width={128} height={28} />
            </dd>
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
