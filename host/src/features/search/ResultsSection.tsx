import { useId, type ReactNode } from 'react';
import { Spinner, useTranslation } from '@palpite/shared';
import styles from './SearchOverlay.module.css';

/** A tab's list under its heading: a spinner while loading, `emptyText` when nothing came back. */
export function ResultsSection({
  heading,
  loading,
  count,
  emptyText,
  children,
}: {
  heading: string;
  loading: boolean;
  count: number;
  emptyText: string;
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
