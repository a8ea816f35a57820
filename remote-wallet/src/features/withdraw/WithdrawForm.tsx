import { Link } from 'react-router-dom';
import { Card, formatBRL, paths, Skeleton, useTranslation } from '@palpite/shared';
import { MINIMUM_WITHDRAWAL_REAIS, withdrawalFields, type WithdrawMethod } from '../../lib/payment-methods.ts';
import styles from './WithdrawForm.module.css';

/** The withdrawal form of the chosen method while the player's details load (spec §3 fields). */
export function WithdrawForm({ method }: { method: WithdrawMethod }) {
  const { t } = useTranslation('wallet');
  return (
    <Card title={t('withdraw.formTitle', { method: t(`methods.${method}.name`) })} busy>
      <div className={styles.fields}>
        {withdrawalFields(method).map((field) => (
          <div key={field} className={styles.field}>
            <span className={styles.label}>{t(`withdraw.fields.${field}`)}</span>
            <Skeleton height={44} />
          </div>
        ))}
      </div>
      <p className={styles.note}>
        {t('withdraw.minimum', { amount: formatBRL(MINIMUM_WITHDRAWAL_REAIS) })} {t('withdraw.verificationNote')}{' '}
        <Link to={paths.verification()}>{t('withdraw.verificationLink')}</Link>
      </p>
      <Skeleton height={44} />
    </Card>
  );
}
