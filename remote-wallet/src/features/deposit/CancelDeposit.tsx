import { useState } from 'react';
import { Button, ConfirmDialog, readApiError, useTranslation } from '@palpite/shared';
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
  const [error, setError] = useState<string | null>(null);

  async function onConfirm() {
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelDeposit(deposit.id);
      setAsking(false);
      onUpdate(cancelled);
    } catch (failure) {
      // Paid or expired meanwhile: read it again rather than argue.
      if (readApiError(failure).status === 409) {
        setAsking(false);
        onStale();
      } else setError(readApiError(failure).message ?? t('unexpectedError', { ns: 'common' }));
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
        error={error}
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('deposit.cancelConfirmText')}</p>
      </ConfirmDialog>
    </div>
  );
}
