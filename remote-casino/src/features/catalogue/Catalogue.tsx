import { useSearchParams } from 'react-router-dom';
import { useTranslation, LoadFailed, useResource } from '@palpite/shared';
import { getProviders } from '../../lib/api/games.ts';
import type { Category } from '../../lib/categories.ts';
import { GameFilters } from './GameFilters.tsx';
import { GameGrid } from './GameGrid.tsx';
import { useGameFilters } from './game-filters.ts';
import { useCatalogue } from './use-catalogue.ts';

/** Filters and the grid of a list page; a category page fixes its category. */
export function Catalogue({ category }: { category?: Category }) {
  const { t } = useTranslation('casino');
  const [filters, setFilter] = useGameFilters();
  const [, setParams] = useSearchParams();
  const providers = useResource(getProviders, 'providers');
  const effective = category ? { ...filters, category } : filters;
  const answer = useCatalogue(effective);

  const goToPage = (page: number) => {
    setFilter('page', String(page));
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <GameFilters filters={filters} onChange={setFilter} providers={providers.status === 'ready' ? providers.data : []} withCategory={!category} />
      {/* Without its list the provider filter offers only "All": say so (once; a failed grid says it below). */}
      {providers.status === 'error' && answer.status !== 'error' ? (
        <LoadFailed error={providers.error} fallback={t('filters.providersFailed')} onRetry={providers.reload} />
      ) : null}
      <GameGrid answer={answer} onRetry={answer.reload} onPage={goToPage} onClearFilters={() => setParams(new URLSearchParams(), { replace: true })} />
    </>
  );
}
