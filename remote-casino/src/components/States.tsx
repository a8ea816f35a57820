import type { ReactNode } from 'react';
import { Button, readApiError, useTranslation } from '@palpite/shared';
import styles from './States.module.css';

/** A list or panel that could not load: the server's reason (else `fallback`) and a retry. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('casino');
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

/** A friendly empty list: what is missing and, optionally, where to go instead. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className={[styles.panel, styles.empty].join(' ')}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <rect x="3" y="5" width="18" height="14" rx="3" />
        <path d="M8 12h.01M12 12h.01M16 12h.01" strokeWidth="3" />
      </svg>
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action}
    </div>
  );
}
