import { useId, type ReactNode } from 'react';
import { Button, Spinner, useTranslation } from '@palpite/shared';
import styles from './SearchOverlay.module.css';

/**
 * A tab's list under its heading: a spinner while loading, `emptyText` when nothing came back, or,
 * given `failure`, its text and a retry when the read failed ("nothing found" would be untrue).
 */
export function ResultsSection({
  heading,
  loading,
  count,
  emptyText,
  failure,
  children,
}: {
  heading: string;
  loading: boolean;
  count: number;
  emptyText: string;
  failure?: { text: string; onRetry: () => void } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={loading}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {loading ? (
        <p className={styles.status} role="status">
          <Spinner /> {t('search.loading')}
        </p>
      ) : failure ? (
        <div className={styles.empty} role="alert">
          {failure.text}
          <Button variant="secondary" size="small" onClick={failure.onRetry}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </div>
      ) : count === 0 ? (
        <p className={styles.empty} role="status">
          {emptyText}
        </p>
      ) : (
        <ul className={styles.list}>{children}</ul>
      )}
    </section>
  );
}
