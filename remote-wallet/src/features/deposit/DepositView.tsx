import { useState } from 'react';
import { useTranslation } from '@palpite/shared';
import type { Deposit } from './api/deposit.ts';
import { BankTransferPayment } from './BankTransferPayment.tsx';
import { CancelDeposit } from './CancelDeposit.tsx';
import { CryptoPayment } from './CryptoPayment.tsx';
import { DepositOutcome, type Outcome } from './DepositOutcome.tsx';
import { PixPayment } from './PixPayment.tsx';
import { RedirectPayment } from './RedirectPayment.tsx';
import { SandboxControls } from './SandboxControls.tsx';
import { WaitingStatus } from './WaitingStatus.tsx';

interface DepositViewProps {
  deposit: Deposit;
  processing: string | null;
  onUpdate: (deposit: Deposit) => void;
  onStale: () => void;
  onRenew: () => void;
  renewing: boolean;
  renewError: string | null;
  onRetry: () => void;
  onNew: () => void;
}

/** The outcome of `deposit`, once it is final (or its time ran out here). */
export function outcomeOf(deposit: Deposit, timeUp: boolean): Outcome | null {
  if (deposit.status === 'completed' || deposit.status === 'failed' || deposit.status === 'expired' || deposit.status === 'cancelled') return deposit.status;
  // The server's expiry job follows within seconds; an expired code is not shown as payable meanwhile.
  return deposit.status === 'awaiting_payment' && timeUp ? 'expired' : null;
}

/** A created deposit: how to pay it while it is open, then how it ended. */
export function DepositView({ deposit, processing, onUpdate, onStale, ...outcome }: DepositViewProps) {
  const [timeUpFor, setTimeUpFor] = useState<string | null>(null);
  const onTimeUp = () => {
    setTimeUpFor(deposit.id);
    onStale();
  };
  const ended = outcomeOf(deposit, timeUpFor === deposit.id);
  if (ended) return <DepositOutcome deposit={deposit} outcome={ended} {...outcome} />;

  return (
    <>
      <PaymentSteps deposit={deposit} processing={processing} onTimeUp={onTimeUp} onUpdate={onUpdate} onStale={onStale} />
      {(deposit.cancellable ?? deposit.status === 'awaiting_payment') ? <CancelDeposit deposit={deposit} onUpdate={onUpdate} onStale={onStale} /> : null}
    </>
  );
}

type StepsProps = Pick<DepositViewProps, 'deposit' | 'processing' | 'onUpdate' | 'onStale'> & { onTimeUp: () => void };

/** How to pay, by the kind of instructions the provider gave. */
function PaymentSteps({ deposit, processing, onTimeUp, onUpdate, onStale }: StepsProps) {
  const { t } = useTranslation('wallet');
  const instructions = deposit.instructions;
  switch (instructions?.type) {
    case 'pix':
      return <PixPayment deposit={deposit} pix={instructions} onTimeUp={onTimeUp} onUpdate={onUpdate} />;
    case 'crypto':
      return <CryptoPayment deposit={deposit} crypto={instructions} onTimeUp={onTimeUp} onUpdate={onUpdate} onStale={onStale} />;
    case 'bank_transfer':
      return <BankTransferPayment deposit={deposit} bank={instructions} processing={processing} onTimeUp={onTimeUp} onUpdate={onUpdate} />;
    case 'redirect':
      return <RedirectPayment deposit={deposit} redirect={instructions} />;
    case 'card':
      return (
        <>
          <WaitingStatus title={t('cardWaiting.title')} text={t('cardWaiting.text')} />
          <SandboxControls depositId={deposit.id} onResult={onUpdate} />
        </>
      );
    default:
      return <WaitingStatus title={t(`payments.statuses.${deposit.status}`, { ns: 'common' })} />;
  }
}
