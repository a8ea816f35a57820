import { Button, readApiError, useTranslation } from '@palpite/shared';
import styles from './States.module.css';

/** A list or panel that could not load: the reason (the server's, else `fallback`) and a retry. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('sports');
  const view = readApiError(error);
  const message = view.fallbackKey === 'networkError' ? t('networkError', { ns: 'common' }) : (view.message ?? fallback);
  return (
    <div className={styles.panel}>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
