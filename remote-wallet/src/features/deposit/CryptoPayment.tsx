import { useState } from 'react';
import { Button, formatBRL, Notice, failedCallText, readApiError, Spinner, useLanguage, useTranslation, type ApiErrorView } from '@palpite/shared';
import { CopyField } from '../../components/CopyField.tsx';
import { Countdown } from '../../components/Countdown.tsx';
import { QrCode } from '../../components/QrCode.tsx';
import type { CryptoInstructions, Deposit } from './api/deposit.ts';
import { markDepositPaid } from './api/mark-deposit-paid.ts';
import { formatCryptoAmount, networkName } from './crypto.ts';
import { SandboxControls } from './SandboxControls.tsx';
import { WaitingStatus } from './WaitingStatus.tsx';
import styles from './Payment.module.css';
import { PaymentLead } from './PaymentLead.tsx';

interface CryptoPaymentProps {
  deposit: Deposit;
  crypto: CryptoInstructions;
  onTimeUp: () => void;
  onUpdate: (deposit: Deposit) => void;
  /** The address expired meanwhile: read the deposit again to show so. */
  onStale: () => void;
}

/** Send the exact amount to a single-use address within 30 minutes, then confirm "I have paid". */
export function CryptoPayment({ deposit, crypto, onTimeUp, onUpdate, onStale }: CryptoPaymentProps) {
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState(false);
  // The failure, not its words: said in the page's language as it is drawn.
  const [error, setError] = useState<ApiErrorView | null>(null);
  const language = useLanguage();
  const network = networkName(crypto.network);
  // Shown in the page's number format; the copy button still copies the plain decimal wallets take.
  const amount = formatCryptoAmount(crypto.crypto_amount, language);
  const confirming = deposit.status === 'confirming';

  async function onPaid() {
    setBusy(true);
    setError(null);
    try {
      onUpdate(await markDepositPaid(deposit.id));
    } catch (failure) {
      const view = readApiError(failure);
      if (view.messageKey === 'payments.depositExpired' || view.messageKey === 'payments.notAwaitingPayment') onStale();
      else setError(view);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.flow}>
      <PaymentLead>{t('crypto.lead', { amount, asset: crypto.asset, network, reais: formatBRL(deposit.amount) })}</PaymentLead>
      {!confirming && deposit.expires_at ? <Countdown expiresAt={deposit.expires_at} startedAt={deposit.created_at} onExpired={onTimeUp} /> : null}
      {confirming ? null : <QrCode svg={crypto.qr_svg} alt={t('crypto.qrAlt', { asset: crypto.asset })} />}
      <CopyField long label={t('crypto.address', { asset: crypto.asset, network })} value={crypto.address} action={t('crypto.copyAddress')} />
      <CopyField label={t('crypto.exactAmount')} value={crypto.crypto_amount} display={`${amount} ${crypto.asset}`} />
      <p className={styles.meta}>{t('crypto.rateLine', { asset: crypto.asset, rate: formatBRL(crypto.rate) })}</p>
      {confirming ? (
        <WaitingStatus title={t('crypto.confirming')} text={t('crypto.confirmingText')} takeFocus />
      ) : (
        <>
          <Notice tone="info">{t('crypto.singleUse', { asset: crypto.asset, network })}</Notice>
          {error ? <Notice tone="error">{failedCallText(error, t)}</Notice> : null}
          <Button block onClick={() => void onPaid()} busy={busy} className={styles.primaryAction}>
            {busy ? <Spinner /> : null}
            {busy ? t('crypto.markingPaid') : t('crypto.paid')}
          </Button>
          <WaitingStatus title={t('crypto.waiting')} />
        </>
      )}
      <SandboxControls depositId={deposit.id} onResult={onUpdate} />
    </div>
  );
}
