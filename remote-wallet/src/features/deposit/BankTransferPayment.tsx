import { formatBRL, useTranslation } from '@palpite/shared';
import { CopyField } from '../../components/CopyField.tsx';
import { Countdown } from '../../components/Countdown.tsx';
import type { BankTransferInstructions, Deposit } from './api/deposit.ts';
import { SandboxControls } from './SandboxControls.tsx';
import { WaitingStatus } from './WaitingStatus.tsx';
import styles from './Payment.module.css';
import { PaymentLead } from './PaymentLead.tsx';

interface BankTransferPaymentProps {
  deposit: Deposit;
  bank: BankTransferInstructions;
  /** e.g. "10–60 minutes" from the method's processing time. */
  processing: string | null;
  onTimeUp: () => void;
  onUpdate: (deposit: Deposit) => void;
}

/** The account to transfer to and the unique reference the bank matches the transfer by. */
export function BankTransferPayment({ deposit, bank, processing, onTimeUp, onUpdate }: BankTransferPaymentProps) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.flow}>
      <PaymentLead>{t('bank.lead', { amount: formatBRL(deposit.amount) })}</PaymentLead>
      <CopyField highlight label={t('bank.reference')} value={bank.reference} />
      <p className={styles.meta}>{t('bank.referenceNote')}</p>
      <div className={styles.details}>
        <CopyField label={t('bank.bank')} value={bank.bank_code} display={`${bank.bank_code} · ${bank.bank_name}`} />
        <CopyField label={t('bank.branch')} value={bank.branch} />
        <CopyField
          label={t('bank.account')}
          value={bank.account_number}
          display={`${bank.account_number} · ${t(`bank.accountTypes.${bank.account_type}`, { defaultValue: bank.account_type })}`}
        />
        <CopyField label={t('bank.holder')} value={bank.holder} />
        <CopyField label={t('bank.document')} value={bank.document} />
      </div>
      {processing ? <p className={styles.meta}>{t('bank.processing', { time: processing.charAt(0).toLocaleLowerCase() + processing.slice(1) })}</p> : null}
      {deposit.expires_at ? <Countdown expiresAt={deposit.expires_at} startedAt={deposit.created_at} onExpired={onTimeUp} /> : null}
      <WaitingStatus title={t('bank.waiting')} text={t('bank.waitingText')} />
      <SandboxControls depositId={deposit.id} onResult={onUpdate} />
    </div>
  );
}
