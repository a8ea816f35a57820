import { useId } from 'react';
import { useTranslation } from '@palpite/shared';
import { CATEGORIES } from '../../lib/categories.ts';
import { SORTS, useGameFilters } from './game-filters.ts';
import styles from './GameFilters.module.css';

/** Search box and filters above a game grid; `withCategory` adds the category filter (all games). */
export function GameFilters({ withCategory = false }: { withCategory?: boolean }) {
  const { t } = useTranslation('casino');
  const id = useId();
  const [filters, setFilter] = useGameFilters();

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
          onChange={(event) => setFilter('search', event.target.value)}
        />
      </div>
      {withCategory ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>{t('filters.category')}</label>
          <select id={`${id}-category`} className={styles.control} value={filters.category} onChange={(event) => setFilter('category', event.target.value)}>
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
        <select id={`${id}-provider`} className={styles.control} value={filters.provider} onChange={(event) => setFilter('provider', event.target.value)}>
          <option value="">{t('filters.allProviders')}</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select id={`${id}-sort`} className={styles.control} value={filters.sort} onChange={(event) => setFilter('sort', event.target.value)}>
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
