import { useRef, useState } from 'react';
import { Card, createRetryKey, formatBRL, failedCallText, readApiError, Skeleton, useTranslation, type ApiErrorView } from '@palpite/shared';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { amountInput } from '../../lib/money.ts';
import { methodName, processingLabel } from '../../lib/payment-methods.ts';
import { bonusChoiceOf, type CryptoAsset, type Deposit } from './api/deposit.ts';
import { createDeposit, type CreateDepositRequest } from './api/create-deposit.ts';
import type { DepositMethodInfo } from './api/get-deposit-methods.ts';
import { DepositForm } from './DepositForm.tsx';
import { DepositView, outcomeOf } from './DepositView.tsx';
import { goToCheckout } from './redirect.ts';
import { useFocusWhenReplaced } from './use-focus-when-replaced.ts';
import type { useDepositSession } from './use-deposit-session.ts';
import styles from './DepositPage.module.css';

interface DepositPanelProps {
  info: DepositMethodInfo;
  deposits: ReturnType<typeof useDepositSession>;
  onEmailNotVerified: () => void;
  onNew: () => void;
}

/** The chosen method's card: its form, then the created deposit's payment steps and outcome. */
export function DepositPanel({ info, deposits, onEmailNotVerified, onNew }: DepositPanelProps) {
  const { t } = useTranslation('wallet');
  const { session } = deposits;
  const [retry, setRetry] = useState<{ amount: string; asset?: CryptoAsset; bonusChoice?: string | undefined; count: number }>({ amount: '', count: 0 });
  const [renewing, setRenewing] = useState(false);
  // The failure, not its words: said in the page's language as it is drawn.
  const [renewError, setRenewError] = useState<ApiErrorView | null>(null);
  const [renewalKey] = useState(createRetryKey);
  const deposit = session.kind === 'deposit' ? session.deposit : null;
  const asset = deposit?.instructions?.type === 'crypto' ? deposit.instructions.asset : undefined;
  const amountField = useRef<HTMLInputElement>(null);
  // "Make another deposit" or "Try again" left with the view it was in, and the focus with it: the
  // new form's amount takes it. The first form is the page's, where the focus stays as it is.
  useFocusWhenReplaced(amountField, retry.count, { onKeyChangeOnly: true });

  function onCreated(created: Deposit) {
    // The e-wallets are paid on the provider's page, which sends the player back here.
    if (created.instructions?.type === 'redirect' && created.status === 'awaiting_payment' && goToCheckout(created.instructions.redirect_url)) return;
    deposits.start(created);
  }

  async function renew() {
    if (!deposit) return;
    setRenewing(true);
    setRenewError(null);
    const bonusChoice = bonusChoiceOf(deposit);
    const request = {
      ...(deposit.method === 'crypto'
        ? { method: 'crypto', amount: deposit.amount, asset: asset ?? 'USDT' }
        : { method: deposit.method, amount: deposit.amount }),
      // The new code takes the bonus choice of the one it replaces.
      ...(bonusChoice === undefined ? {} : { bonus_code: bonusChoice || null }),
    } as CreateDepositRequest;
    try {
      // A renewal whose answer was lost, asked again, must not open a second deposit.
      const created = await createDeposit(request, renewalKey.keyFor(JSON.stringify(request)));
      renewalKey.answered();
      onCreated(created);
    } catch (error) {
      renewalKey.failed(error);
      const view = readApiError(error);
      if (view.messageKey === 'payments.emailNotVerified') onEmailNotVerified();
      setRenewError(view);
    } finally {
      setRenewing(false);
    }
  }

  function startOver(amount: string) {
    setRenewError(null);
    // The retry starts on the bonus the failed deposit was sent with: back on "no bonus", a
    // first-deposit offer would be lost with the deposit that succeeds.
    setRetry((last) => ({ amount, asset, bonusChoice: deposit ? bonusChoiceOf(deposit) : undefined, count: last.count + 1 }));
    onNew();
  }

  const ended = deposit ? outcomeOf(deposit, false) : null;
  const announcement = deposit
    ? ended === 'completed'
      ? t('outcome.completedText', { amount: formatBRL(deposit.amount) })
      : t(`payments.statuses.${deposit.status}`, { ns: 'common' })
    : '';

  return (
    <Card title={t('deposit.formTitle', { method: methodName(t, info.method) })} busy={session.kind === 'loading'}>
      {/* One region for every status change, so each is read out even as the panel's content is replaced. */}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {session.kind === 'form' ? (
        <DepositForm
          key={`${info.method}-${retry.count}`}
          info={info}
          initialAmount={retry.amount}
          initialAsset={retry.asset}
          initialBonusChoice={retry.bonusChoice}
          onCreated={onCreated}
          onEmailNotVerified={onEmailNotVerified}
          amountRef={amountField}
        />
      ) : null}
      {session.kind === 'loading' ? (
        <div className={styles.loading}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={160} />
          <Skeleton height={44} />
        </div>
      ) : null}
      {session.kind === 'loadFailed' ? (
        <LoadFailed
          error={session.error}
          fallback={t('deposit.loadFailed')}
          onRetry={() => deposits.open(session.id)}
          whenNotFound={{ label: t('outcome.new'), onClick: () => startOver('') }}
        />
      ) : null}
      {deposit ? (
        <DepositView
          key={deposit.id}
          deposit={deposit}
          processing={processingLabel(t, info.processing)}
          onUpdate={deposits.show}
          onStale={() => void deposits.refresh().catch(() => undefined)}
          onRenew={() => void renew()}
          renewing={renewing}
          renewError={renewError ? failedCallText(renewError, t) : null}
          onRetry={() => startOver(amountInput(deposit.amount))}
          onNew={() => startOver('')}
        />
      ) : null}
    </Card>
  );
}
