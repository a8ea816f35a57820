import { Card, Skeleton, useTranslation } from '@palpite/shared';
import type { PaymentMethod } from '../../lib/payment-methods.ts';
import styles from './DepositForm.module.css';

/** The amount form of the chosen method while its limits load: amount, quick amounts, limits, submit. */
export function DepositForm({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation('wallet');
  return (
    <Card title={t('deposit.formTitle', { method: t(`methods.${method}.name`) })} busy>
      <div className={styles.field}>
        <span className={styles.label}>{t('deposit.amount')}</span>
        <Skeleton height={48} />
      </div>
      <div className={styles.quick}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={36} radius="var(--radius-pill)" />
        ))}
      </div>
      <p className={styles.limits}>
        <span>{t('deposit.limits')}</span>
        <Skeleton width={160} height={12} />
      </p>
      {method === 'crypto' ? <p className={styles.note}>{t('deposit.cryptoNote')}</p> : null}
      {method === 'pix' ? <p className={styles.note}>{t('deposit.pixNote')}</p> : null}
      <Skeleton height={44} />
    </Card>
  );
}
