import { useState } from 'react';
import { Button, ConfirmDialog, failedCallText, readApiError, useTranslation, type ApiErrorView } from '@palpite/shared';
import { cancelDeposit } from './api/cancel-deposit.ts';
import type { Deposit } from './api/deposit.ts';
import styles from './Payment.module.css';

/**
 * "Cancel this deposit": the player gives up a code, address or reference not yet paid, after a
 * warning — a payment that arrives after the cancellation is not credited (the API refuses it and
 * the provider returns it), and a bank transfer or coins may already be on their way.
 */
export function CancelDeposit({ deposit, onUpdate, onStale }: { deposit: Deposit; onUpdate: (deposit: Deposit) => void; onStale: () => void }) {
  const { t } = useTranslation('wallet');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // The failure, not its words: said in the page's language as it is drawn.
  const [error, setError] = useState<ApiErrorView | null>(null);

  async function onConfirm() {
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelDeposit(deposit.id);
      setAsking(false);
      onUpdate(cancelled);
    } catch (failure) {
      // Paid or expired meanwhile: read it again rather than argue.
      const view = readApiError(failure);
      if (view.status === 409) {
        setAsking(false);
        onStale();
      } else setError(view);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.cancel}>
      <Button
        variant="ghost"
        size="small"
        onClick={() => {
          setError(null);
          setAsking(true);
        }}
      >
        {t('deposit.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('deposit.cancelConfirmTitle')}
        cancelLabel={t('confirm.cancel')}
        confirmLabel={t('deposit.cancelConfirm')}
        busyLabel={t('deposit.cancelling')}
        busy={busy}
        error={error ? failedCallText(error, t) : null}
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('deposit.cancelConfirmText')}</p>
      </ConfirmDialog>
    </div>
  );
}
