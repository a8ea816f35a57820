import { Button, failedCallText, keepFocusPastRetry, Notice, readApiError, useTranslation } from '@palpite/shared';
import styles from './LoadFailed.module.css';

interface LoadFailedProps {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  /** What to offer instead of a retry when the thing is not there (404): loading it again cannot help. */
  whenNotFound?: { label: string; onClick: () => void };
}

/**
 * A list or panel that could not load: the reason (the server's, else `fallback`) and a retry. The
 * server's reason is translated from its key as it is drawn, so it follows the page's language.
 */
export function LoadFailed({ error, fallback, onRetry, whenNotFound }: LoadFailedProps) {
  const { t } = useTranslation('wallet');
  const view = readApiError(error);
  const message = failedCallText(view, t, fallback);
  const instead = view.status === 404 ? whenNotFound : undefined;
  return (
    <div ref={keepFocusPastRetry} className={styles.failed}>
      <Notice tone="error">{message}</Notice>
      <Button variant="secondary" onClick={instead ? instead.onClick : onRetry}>
        {instead ? instead.label : t('actions.retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
