import { useState } from 'react';
import { useTranslation } from '@palpite/shared';
import { BalanceSummary } from '../../components/BalanceSummary.tsx';
import { MethodPicker } from '../../components/MethodPicker.tsx';
import { WalletPage } from '../../components/WalletPage.tsx';
import { WITHDRAW_METHODS, type WithdrawMethod } from '../../lib/payment-methods.ts';
import { WithdrawForm } from './WithdrawForm.tsx';
import styles from './WithdrawPage.module.css';

/** Withdraw: pick one of the five methods, then that method's form. */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const [method, setMethod] = useState<WithdrawMethod>('bankTransfer');
  return (
    <WalletPage title={t('withdraw.title')} subtitle={t('withdraw.subtitle')}>
      <BalanceSummary />
      <div className={styles.layout}>
        <MethodPicker legend={t('withdraw.methodLegend')} methods={WITHDRAW_METHODS} value={method} onChange={setMethod} />
        <WithdrawForm method={method} />
      </div>
    </WalletPage>
  );
}
