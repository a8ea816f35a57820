import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '../api/use-paged-list.ts';
import { readApiError } from '../forms/read-api-error.ts';
import { Button } from './Button.tsx';
import { Spinner } from './form/FormAlert.tsx';
import { LineIcon } from './LineIcon.tsx';
import styles from './States.module.css';

/** A list or panel that could not load: the server's reason (else `fallback`) and a retry. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const view = readApiError(error);
  const message = view.fallbackKey === 'networkError' ? t('networkError') : (view.message ?? fallback);
  return (
    <div className={styles.panel}>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

/**
 * "Load more" under a list read with `usePagedList`, while it has a next page: busy while that page
 * loads, and when it failed, says so and offers it again.
 */
export function LoadMore({ list }: { list: PagedList<unknown> }) {
  const { t } = useTranslation('common');
  if (list.status !== 'ready' || list.nextCursor === null) return null;
  const busy = list.more === 'loading';
  return (
    <div className={styles.more}>
      {list.more === 'failed' ? (
        <p role="alert" className={styles.error}>
          {t('list.moreFailed')}
        </p>
      ) : null}
      <Button variant="secondary" onClick={list.loadMore} busy={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('list.loadingMore') : t('list.loadMore')}
      </Button>
    </div>
  );
}

const EMPTY_BOX = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="M8 12h.01M12 12h.01M16 12h.01" strokeWidth="3" />
  </>
);

/** A friendly empty list: what is missing and, optionally, where to go instead. `icon`: the SVG's paths (24×24, stroked). */
export function EmptyState({ title, hint, action, icon = EMPTY_BOX }: { title: string; hint?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className={[styles.panel, styles.empty].join(' ')}>
      <LineIcon className={styles.icon} size={40} strokeWidth={1.8} roundJoins={false}>
        {icon}
      </LineIcon>
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action}
    </div>
  );
}
