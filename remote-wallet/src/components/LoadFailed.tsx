import { Button, Notice, readApiError, useTranslation } from '@palpite/shared';
import styles from './LoadFailed.module.css';

/** A list or panel that could not load: the reason (the server's, else `fallback`) and a retry. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  const view = readApiError(error);
  const message = view.fallbackKey === 'networkError' ? t('networkError', { ns: 'common' }) : (view.message ?? fallback);
  return (
    <div className={styles.failed}>
      <Notice tone="error">{message}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
