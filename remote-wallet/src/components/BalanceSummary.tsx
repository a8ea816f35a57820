import { Skeleton, useTranslation } from '@palpite/shared';
import styles from './BalanceSummary.module.css';

/** Cash and bonus balances at the top of the deposit and withdraw pages. */
export function BalanceSummary() {
  const { t } = useTranslation('wallet');
  return (
    <dl className={styles.summary} aria-busy="true">
      {(['balance', 'bonusBalance'] as const).map((kind) => (
        <div key={kind} className={styles.item}>
          <dt>{t(`balances.${kind}`)}</dt>
          <dd>
            <Skeleton width={112} height={24} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
