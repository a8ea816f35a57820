import { Button, failedCallText, Notice, readApiError, Skeleton, useResource, useTranslation } from '@palpite/shared';
import { RECOVERY_CODES } from '@palpite/shared/contract';
import { getRecoveryCodesCount } from './api/recovery-codes.ts';
import styles from './Security.module.css';

/** "Recovery codes: N of 10 left", loaded when shown, with a warning when few are left. */
export function RecoveryCodesCount() {
  const { t } = useTranslation('account');
  const count = useResource(getRecoveryCodesCount);
  const remaining = count.status === 'ready' ? count.data.remaining : null;

  return (
    <div className={styles.recoveryCount} aria-busy={count.status === 'loading'}>
      <dl className={styles.status}>
        <dt>{t('security.recoveryCodes.title')}</dt>
        <dd>
          {count.status === 'ready' ? t('security.recoveryCodes.left', { count: count.data.remaining, total: count.data.total }) : null}
          {count.status === 'loading' ? <Skeleton width={96} height={18} /> : null}
          {count.status === 'error' ? '—' : null}
        </dd>
      </dl>
      {count.status === 'error' ? (
        <>
          <Notice tone="error">{failedCallText(readApiError(count.error), t, t('security.recoveryCodes.loadFailed'))}</Notice>
          <Button variant="secondary" size="small" className={styles.submit} onClick={count.reload}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </>
      ) : null}
      {remaining !== null && remaining <= RECOVERY_CODES.fewLeft ? (
        // The SDK's Notice has no warning tone: info is its amber one.
        <Notice tone="info">{remaining === 0 ? t('security.recoveryCodes.noneLeft') : t('security.recoveryCodes.fewLeft', { count: remaining })}</Notice>
      ) : null}
    </div>
  );
}
