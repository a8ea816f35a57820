import { useState } from 'react';
import { Button, readApiError, Spinner, useTranslation } from '@palpite/shared';
import { cancelDeposit } from './api/cancel-deposit.ts';
import type { Deposit } from './api/deposit.ts';
import styles from './Payment.module.css';

/** "Cancel this deposit": the player gives up a code, address or reference not yet paid. */
export function CancelDeposit({ deposit, onUpdate, onStale }: { deposit: Deposit; onUpdate: (deposit: Deposit) => void; onStale: () => void }) {
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onCancel() {
    setBusy(true);
    setError(null);
    try {
      onUpdate(await cancelDeposit(deposit.id));
    } catch (failure) {
      // Paid or expired meanwhile: read it again rather than argue.
      if (readApiError(failure).status === 409) onStale();
      else setError(readApiError(failure).message ?? t('unexpectedError', { ns: 'common' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.cancel}>
      <Button variant="ghost" size="small" onClick={() => void onCancel()} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : null}
        {t('deposit.cancel')}
      </Button>
      {error ? (
        <p role="alert" className={styles.sandboxError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
