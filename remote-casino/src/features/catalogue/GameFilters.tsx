import { useId } from 'react';
import { useTranslation } from '@palpite/shared';
import { CATEGORIES } from '../../lib/categories.ts';
import type { Provider } from '../../lib/types.ts';
import { SORTS, type GameFilters as Filters } from './game-filters.ts';
import styles from './GameFilters.module.css';

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
  const id = useId();
  // A provider from the address that the list does not (yet) hold stays selectable.
  const providerOptions: readonly { slug: string; name: string }[] =
    providers.some((provider) => provider.slug === filters.provider) || !filters.provider
      ? providers
      : [...providers, { slug: filters.provider, name: filters.provider }];

  return (
    <form role="search" className={styles.filters} aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <div className={[styles.field, styles.search].join(' ')}>
        <label htmlFor={`${id}-search`}>{t('filters.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          className={styles.control}
          placeholder={t('filters.searchPlaceholder')}
          value={filters.search}
          maxLength={100}
          onChange={(event) => onChange('search', event.target.value)}
        />
      </div>
      {withCategory ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>{t('filters.category')}</label>
          <select id={`${id}-category`} className={styles.control} value={filters.category} onChange={(event) => onChange('category', event.target.value)}>
            <option value="">{t('filters.allCategories')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-provider`}>{t('filters.provider')}</label>
        <select id={`${id}-provider`} className={styles.control} value={filters.provider} onChange={(event) => onChange('provider', event.target.value)}>
          <option value="">{t('filters.allProviders')}</option>
          {providerOptions.map((provider) => (
            <option key={provider.slug} value={provider.slug}>
              {provider.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select id={`${id}-sort`} className={styles.control} value={filters.sort} onChange={(event) => onChange('sort', event.target.value)}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
