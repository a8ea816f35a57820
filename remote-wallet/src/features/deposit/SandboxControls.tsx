import { useEffect, useState } from 'react';
import { Button, failedCallText, readApiError, Spinner, useTranslation, type ApiErrorView } from '@palpite/shared';
import type { Deposit } from './api/deposit.ts';
import { hasSandboxControls } from './api/probe-sandbox.ts';
import { simulatePayment } from './api/simulate-payment.ts';
import styles from './Payment.module.css';

/**
 * "Sandbox: simulate payment" — only where the API has the sandbox controls (dev and test). It
 * plays the payer's side; players in production never see it because the route does not exist.
 */
export function SandboxControls({ depositId, onResult }: { depositId: string; onResult: (deposit: Deposit) => void }) {
  const { t } = useTranslation('wallet');
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState<'approve' | 'fail' | null>(null);
  // The failure, not its words: said in the page's language as it is drawn.
  const [error, setError] = useState<ApiErrorView | null>(null);

  useEffect(() => {
    let current = true;
    void hasSandboxControls().then((yes) => current && setAvailable(yes));
    return () => {
      current = false;
    };
  }, []);

  if (!available) return null;

  async function simulate(outcome: 'approve' | 'fail') {
    if (busy !== null) return;
    setBusy(outcome);
    setError(null);
    try {
      const deposit = await simulatePayment(depositId, outcome);
      if (deposit) onResult(deposit);
    } catch (failure) {
      setError(readApiError(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <aside className={styles.sandbox} aria-label={t('sandbox.title')}>
      <p className={styles.sandboxTitle}>
        <span className={styles.sandboxBadge}>{t('sandbox.badge')}</span> {t('sandbox.title')}
      </p>
      <p className={styles.sandboxText}>{t('sandbox.text')}</p>
      <div className={styles.sandboxActions}>
        {/* Busy or off, not disabled, while a simulation runs: a disabled button drops the focus to the page. */}
        <Button size="small" variant="secondary" onClick={() => void simulate('approve')} busy={busy === 'approve'} aria-disabled={busy !== null || undefined}>
          {busy === 'approve' ? <Spinner /> : null}
          {t('sandbox.approve')}
        </Button>
        <Button size="small" variant="ghost" onClick={() => void simulate('fail')} busy={busy === 'fail'} aria-disabled={busy !== null || undefined}>
          {busy === 'fail' ? <Spinner /> : null}
          {t('sandbox.fail')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={styles.sandboxError}>
          {failedCallText(error, t)}
        </p>
      ) : null}
    </aside>
  );
}
