import { FilterBar, SearchField, SelectField, useTranslation } from '@palpite/shared';
import { CATEGORIES } from '../../lib/categories.ts';
import type { Provider } from '../../lib/types.ts';
import { SORTS, type GameFilters as Filters } from './game-filters.ts';

interface GameFiltersProps {
  filters: Filters;
  onChange: (key: keyof Filters, value: string) => void;
  /** The provider choices (empty while they load). */
  providers: readonly Provider[];
  /** All games: also filter by category. */
  withCategory?: boolean;
}

/** Search box and filters above a game grid. */
export function GameFilters({ filters, onChange, providers, withCategory = false }: GameFiltersProps) {
  const { t } = useTranslation('casino');
  // A provider from the address that the list does not (yet) hold stays selectable.
  const providerOptions: readonly { slug: string; name: string }[] =
    providers.some((provider) => provider.slug === filters.provider) || !filters.provider
      ? providers
      : [...providers, { slug: filters.provider, name: filters.provider }];

  return (
    <FilterBar role="search" label={t('filters.label')}>
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.search}
        maxLength={100}
        onChange={(value) => onChange('search', value)}
      />
      {withCategory ? (
        <SelectField
          label={t('filters.category')}
          value={filters.category}
          onChange={(value) => onChange('category', value)}
          options={[
            { value: '', label: t('filters.allCategories') },
            ...CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
          ]}
        />
      ) : null}
      <SelectField
        label={t('filters.provider')}
        value={filters.provider}
        onChange={(value) => onChange('provider', value)}
        options={[{ value: '', label: t('filters.allProviders') }, ...providerOptions.map((provider) => ({ value: provider.slug, label: provider.name }))]}
      />
      <SelectField
        label={t('filters.sort')}
        value={filters.sort}
        onChange={(value) => onChange('sort', value)}
        options={SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
      />
    </FilterBar>
  );
}
