import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Skeleton, useBalanceChanges, useEvent, useExclusion, useTranslation, useUser } from '@palpite/shared';
import { BalanceSummary } from '../../components/BalanceSummary.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { MethodPicker, MethodPickerSkeleton } from '../../components/MethodPicker.tsx';
import { WalletPage } from '../../components/WalletPage.tsx';
import { formatBRLShort } from '../../lib/money.ts';
import { processingLabel, type DepositMethod } from '../../lib/payment-methods.ts';
import { useDepositMethods } from './api/get-deposit-methods.ts';
import { useRecentDeposits } from './api/get-recent-deposits.ts';
import { DepositPanel } from './DepositPanel.tsx';
import { EmailNotVerified } from './EmailNotVerified.tsx';
import { DepositsClosed } from './DepositsClosed.tsx';
import { RecentDeposits } from './RecentDeposits.tsx';
import { useDepositSession } from './use-deposit-session.ts';
import styles from './DepositPage.module.css';

/**
 * Deposit (spec §2): pick one of the eight methods (limits and processing time from the API),
 * the amount, then that method's own steps. Back from a provider's checkout (`?deposit=<id>`),
 * the panel shows how that deposit ended.
 */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const user = useUser();
  const exclusion = useExclusion();
  const methods = useDepositMethods();
  const recent = useRecentDeposits();
  // A deposit paid while its panel is not open (a Pix paid after a reload) ends without the
  // session seeing it: the balance event is then the only news, and the list must follow it. A
  // deposit whose answer was lost asks for the player's balance again: it may be in the list too.
  useBalanceChanges(recent.refresh, ['balance-updated', 'user-refresh-requested']);
  // A read that failed while offline (the balance moved just before the link dropped) is not
  // retried by itself: the list is read again once the browser or the player's channel is back.
  useEffect(() => {
    window.addEventListener('online', recent.refresh);
    return () => window.removeEventListener('online', recent.refresh);
  }, [recent.refresh]);
  useEvent('realtime-resynced', ({ channels }) => {
    if (channels.some((channel) => channel.startsWith('private:'))) recent.refresh();
  });
  const [params, setParams] = useSearchParams();
  const returnedId = params.get('deposit');
  const [chosen, setChosen] = useState<DepositMethod | null>(null);
  const [emailBlocked, setEmailBlocked] = useState(false);
  const deposits = useDepositSession(recent.refresh);
  const { open } = deposits;

  useEffect(() => {
    if (returnedId) open(returnedId);
  }, [returnedId, open]);

  const shown = deposits.session.kind === 'deposit' ? deposits.session.deposit : null;
  const list = methods.status === 'ready' ? methods.data : [];
  const method = shown?.method ?? chosen ?? list.find((info) => info.enabled)?.method ?? null;
  const info = list.find((entry) => entry.method === method) ?? null;

  function startOver() {
    deposits.reset();
    if (returnedId) {
      setParams(
        (current) => {
          current.delete('deposit');
          return current;
        },
        { replace: true },
      );
    }
    recent.reload();
  }

  function pick(next: DepositMethod) {
    setChosen(next);
    if (deposits.session.kind !== 'form') startOver();
  }

  // A break or self-exclusion closes deposits (the API refuses them): said in place of the form, unless
  // a deposit made before it is being followed (back from a checkout). It comes first: asking such a
  // player to verify their email "to deposit" would invite a deposit they cannot make.
  const closed = exclusion !== null && shown === null;
  const needsEmail = !closed && (user?.email_verified === false || emailBlocked);
  const formShown = !needsEmail && !closed;
  return (
    <WalletPage title={t('deposit.title')} subtitle={t('deposit.subtitle')}>
      <BalanceSummary />
      {needsEmail ? <EmailNotVerified /> : null}
      {closed ? <DepositsClosed exclusion={exclusion} /> : null}
      {formShown && methods.status === 'error' ? <LoadFailed error={methods.error} fallback={t('deposit.methodsFailed')} onRetry={methods.reload} /> : null}
      {formShown && methods.status === 'loading' ? <PickerSkeleton label={t('deposit.methodLegend')} /> : null}
      {formShown && methods.status === 'ready' ? (
        <div className={styles.layout}>
          <MethodPicker
            legend={t('deposit.methodLegend')}
            options={list.map((entry) => ({
              method: entry.method,
              disabled: !entry.enabled,
              time: processingLabel(t, entry.processing),
              limits: t('deposit.range', { min: formatBRLShort(entry.min), max: formatBRLShort(entry.max) }),
            }))}
            value={method}
            onChange={pick}
          />
          <div className={styles.panel}>
            {info ? (
              <DepositPanel info={info} deposits={deposits} onEmailNotVerified={() => setEmailBlocked(true)} onNew={startOver} />
            ) : (
              <p className={styles.empty}>{t('deposit.noMethods')}</p>
            )}
          </div>
        </div>
      ) : null}
      {needsEmail ? null : (
        <RecentDeposits
          state={recent}
          currentId={shown?.id ?? null}
          onResume={(deposit) => {
            setChosen(deposit.method);
            deposits.open(deposit.id);
          }}
        />
      )}
    </WalletPage>
  );
}

function PickerSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.layout} aria-busy="true">
      <MethodPickerSkeleton legend={label} count={8} />
      <Skeleton height={420} radius="var(--radius-lg)" />
    </div>
  );
}
