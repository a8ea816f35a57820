import { LayoutSkeleton, tileGridClassName, useTranslation, EmptyState, LoadFailed, type ResourceState } from '@palpite/shared';
import { GameTile } from '../../components/GameTile.tsx';
import type { CatalogueAnswer } from './use-catalogue.ts';
import { Pagination } from './Pagination.tsx';
import styles from './GameGrid.module.css';

interface GameGridProps {
  answer: ResourceState<CatalogueAnswer>;
  onRetry: () => void;
  onPage: (page: number) => void;
  onClearFilters: () => void;
  count?: number;
}

/** The grid of games matching the filters; tile placeholders while they load, then pages. */
export function GameGrid({ answer, onRetry, onPage, onClearFilters, count = 18 }: GameGridProps) {
  const { t } = useTranslation('casino');
  return (
    <section aria-label={t('filters.results')} aria-busy={answer.status === 'loading'} className={styles.results}>
      {answer.status === 'loading' ? <LayoutSkeleton layout="tiles" count={count} /> : null}
      {answer.status === 'error' ? <LoadFailed error={answer.error} fallback={t('catalogue.loadFailed')} onRetry={onRetry} /> : null}
      {answer.status === 'ready' && answer.data.games.length === 0 ? (
        <EmptyState
          title={t('catalogue.empty')}
          hint={t('catalogue.emptyHint')}
          action={
            <button type="button" className={styles.clear} onClick={onClearFilters}>
              {t('catalogue.clearFilters')}
            </button>
          }
        />
      ) : null}
      {answer.status === 'ready' && answer.data.games.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            {t('catalogue.count', { count: answer.data.total })}
          </p>
          <ul className={`${tileGridClassName} ${styles.games}`} aria-busy={answer.refreshing}>
            {answer.data.games.map((game, index) => (
              <li key={game.uuid}>
                <GameTile game={game} eager={index < 12} />
              </li>
            ))}
          </ul>
          <Pagination page={answer.data.page} lastPage={answer.data.lastPage} onPage={onPage} />
        </>
      ) : null}
    </section>
  );
}
