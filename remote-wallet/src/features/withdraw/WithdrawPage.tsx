import { useCallback, useEffect, useState } from 'react';
import { Card, Skeleton, useEvent, useTranslation } from '@palpite/shared';
import { BalanceSummary } from '../../components/BalanceSummary.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { MethodPicker } from '../../components/MethodPicker.tsx';
import { WalletPage } from '../../components/WalletPage.tsx';
import { methodName, type WithdrawalMethod } from '../../lib/payment-methods.ts';
import { usePagedList } from '@palpite/shared';
import { useWithdrawalOptions } from './api/get-withdrawal-options.ts';
import { getWithdrawals } from './api/get-withdrawals.ts';
import { IdentityNotice } from './IdentityNotice.tsx';
import { LimitsPanel } from './LimitsPanel.tsx';
import { WithdrawalList } from './WithdrawalList.tsx';
import { WithdrawForm } from './WithdrawForm.tsx';
import { useWithdrawalOutcome, type OutcomeKind } from './use-withdrawal-outcome.ts';
import type { Withdrawal } from './api/withdrawal.ts';
import styles from './Withdraw.module.css';

/** Withdraw (spec §2, §3, §5, §9): one of the five methods, its form, the limits, and the requests so far. */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const options = useWithdrawalOptions();
  const withdrawals = usePagedList(getWithdrawals, 'all');
  const [method, setMethod] = useState<WithdrawalMethod>('bank_transfer');
  const [identityBlocked, setIdentityBlocked] = useState(false);
  const { reload: reloadOptions, refresh: refreshOptions } = options;
  const { reload: reloadList, refresh: refreshList } = withdrawals;
  // After the player's own request or cancel: a failed read shows. After news from elsewhere: it keeps the page.
  const reloadAfterAction = useCallback(() => {
    reloadOptions();
    reloadList();
  }, [reloadOptions, reloadList]);
  // One notice of what the player did, and only while the list still shows it so (a balance update
  // or a notification may bring the withdrawal paid, rejected or gone).
  const outcome = useWithdrawalOutcome(withdrawals);
  const { report } = outcome;
  const acted = useCallback(
    (kind: OutcomeKind, withdrawal: Withdrawal) => {
      report(kind, withdrawal);
      reloadAfterAction();
    },
    [report, reloadAfterAction],
  );
  const changed = useCallback(() => {
    refreshOptions();
    refreshList();
  }, [refreshOptions, refreshList]);
  // The cash moved elsewhere (ops rejected a withdrawal and the money came back, a deposit landed,
  // a bet settled): the statuses, the cash available and the maximum shown are read again.
  useEvent('balance-updated', changed);
  // An approval moves no balance (the money left it at the request) but comes with the player's
  // notification: without this the paid withdrawal kept its Pending badge and Cancel button.
  useEvent('new-notification', changed);
  // A read that failed while offline (the balance moved just before the link dropped) is not
  // retried by itself: the page is read again once the browser or the player's channel is back.
  useEffect(() => {
    window.addEventListener('online', changed);
    return () => window.removeEventListener('online', changed);
  }, [changed]);
  useEvent('realtime-resynced', ({ channels }) => {
    if (channels.some((channel) => channel.startsWith('private:'))) changed();
  });

  const data = options.status === 'ready' ? options.data : null;
  const verified = data !== null && data.identity_verified && !identityBlocked;
  return (
    <WalletPage title={t('withdraw.title')} subtitle={t('withdraw.subtitle')}>
      <BalanceSummary />
      {options.status === 'error' ? <LoadFailed error={options.error} fallback={t('withdraw.loadFailed')} onRetry={options.reload} /> : null}
      {options.status === 'loading' ? (
        <div className={styles.layout} aria-busy="true">
          <Skeleton height={480} radius="var(--radius-lg)" />
          <Skeleton height={360} radius="var(--radius-lg)" />
        </div>
      ) : null}
      {data ? (
        <div className={styles.layout}>
          <div className={styles.main}>
            {verified ? (
              <>
                <MethodPicker
                  legend={t('withdraw.methodLegend')}
                  options={data.methods.map((entry) => ({ method: entry.method, time: t(`withdraw.forms.${entry.form}`) }))}
                  value={method}
                  onChange={(picked) => {
                    // Another method is a new form: the last request's notice is not about it.
                    outcome.dismiss('requested');
                    setMethod(picked);
                  }}
                />
                <Card title={t('withdraw.formTitle', { method: methodName(t, method) })}>
                  <WithdrawForm
                    key={method}
                    method={method}
                    options={data}
                    requested={outcome.kind === 'requested'}
                    onRequested={(withdrawal) => acted('requested', withdrawal)}
                    onEdited={() => outcome.dismiss('requested')}
                    onUnconfirmed={changed}
                    onIdentityRequired={() => setIdentityBlocked(true)}
                  />
                </Card>
              </>
            ) : (
              <IdentityNotice />
            )}
          </div>
          <div className={styles.side}>
            <LimitsPanel options={data} />
          </div>
        </div>
      ) : null}
      <WithdrawalList
        list={withdrawals}
        cancelled={outcome.kind === 'cancelled'}
        onCancelled={(withdrawal) => acted('cancelled', withdrawal)}
        onCancelAsked={() => outcome.dismiss('cancelled')}
        onChanged={reloadAfterAction}
      />
    </WalletPage>
  );
}
