import { Button, Spinner, useTranslation } from '@palpite/shared';
import styles from './LoadMore.module.css';

/** "Load more" under a paged list; says so when the next page failed, and offers it again. */
export function LoadMore({ state, onLoadMore }: { state: 'idle' | 'loading' | 'failed'; onLoadMore: () => void }) {
  const { t } = useTranslation('sports');
  const busy = state === 'loading';
  return (
    <div className={styles.more}>
      {state === 'failed' ? (
        <p role="alert" className={styles.error}>
          {t('list.moreFailed')}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onLoadMore} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('list.loadingMore') : t('list.loadMore')}
      </Button>
    </div>
  );
}
