import { formatBRL, useTranslation } from '@palpite/shared';
import { CopyField } from '../../components/CopyField.tsx';
import { Countdown } from '../../components/Countdown.tsx';
import { QrCode } from '../../components/QrCode.tsx';
import type { Deposit, PixInstructions } from './api/deposit.ts';
import { SandboxControls } from './SandboxControls.tsx';
import { WaitingStatus } from './WaitingStatus.tsx';
import styles from './Payment.module.css';
import { PaymentLead } from './PaymentLead.tsx';

interface PixPaymentProps {
  deposit: Deposit;
  pix: PixInstructions;
  onTimeUp: () => void;
  onUpdate: (deposit: Deposit) => void;
}

/** Pay a Pix charge: the QR code or the "copia e cola" code, before the time runs out. */
export function PixPayment({ deposit, pix, onTimeUp, onUpdate }: PixPaymentProps) {
  const { t } = useTranslation('wallet');
  const amount = formatBRL(deposit.amount);
  return (
    <div className={styles.flow}>
      <PaymentLead>{t('pix.lead', { amount })}</PaymentLead>
      {deposit.expires_at ? <Countdown expiresAt={deposit.expires_at} startedAt={deposit.created_at} onExpired={onTimeUp} /> : null}
      <QrCode svg={pix.qr_svg} alt={t('pix.qrAlt', { amount })} />
      <ol className={styles.steps}>
        <li>{t('pix.step1')}</li>
        <li>{t('pix.step2')}</li>
        <li>{t('pix.step3')}</li>
      </ol>
      <CopyField long label={t('pix.copyPaste')} value={pix.copy_paste} />
      <WaitingStatus title={t('pix.waiting')} text={t('pix.waitingText')} />
      <SandboxControls depositId={deposit.id} onResult={onUpdate} />
    </div>
  );
}
