import { useState } from 'react';
import { useTranslation } from '@palpite/shared';
import { BalanceSummary } from '../../components/BalanceSummary.tsx';
import { MethodPicker } from '../../components/MethodPicker.tsx';
import { WalletPage } from '../../components/WalletPage.tsx';
import { DEPOSIT_METHODS, type DepositMethod } from '../../lib/payment-methods.ts';
import { DepositForm } from './DepositForm.tsx';
import styles from './DepositPage.module.css';

/** Deposit: pick one of the eight methods, then the amount form of that method. */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const [method, setMethod] = useState<DepositMethod>('pix');
  return (
    <WalletPage title={t('deposit.title')} subtitle={t('deposit.subtitle')}>
      <BalanceSummary />
      <div className={styles.layout}>
        <MethodPicker legend={t('deposit.methodLegend')} methods={DEPOSIT_METHODS} value={method} onChange={setMethod} />
        <div className={styles.form}>
          <DepositForm method={method} />
        </div>
      </div>
    </WalletPage>
  );
}
