import { Button, formatBRL, useTranslation } from '@palpite/shared';
import { methodName } from '../../lib/payment-methods.ts';
import type { Deposit, RedirectInstructions } from './api/deposit.ts';
import { goToCheckout } from './redirect.ts';
import { WaitingStatus } from './WaitingStatus.tsx';
import styles from './Payment.module.css';
import { PaymentLead } from './PaymentLead.tsx';

/** Back from the provider without a final answer yet: wait for it, or go back to pay. */
export function RedirectPayment({ deposit, redirect }: { deposit: Deposit; redirect: RedirectInstructions }) {
  const { t } = useTranslation('wallet');
  const provider = methodName(t, deposit.method);
  return (
    <div className={styles.flow}>
      <PaymentLead>{t('redirect.lead', { amount: formatBRL(deposit.amount), provider })}</PaymentLead>
      <WaitingStatus title={t('redirect.waiting', { provider })} text={t('redirect.waitingText', { provider })} />
      <Button block variant="secondary" onClick={() => goToCheckout(redirect.redirect_url)} className={styles.primaryAction}>
        {t('deposit.submit.redirect', { provider })}
      </Button>
    </div>
  );
}
