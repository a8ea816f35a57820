import { useTranslation } from '@palpite/shared';
import { pageItems } from './pagination.ts';
import styles from './Pagination.module.css';

/** Page links of a list: previous, numbered pages with gaps, next. Nothing for a single page. */
export function Pagination({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('casino');
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('catalogue.pagination')} className={styles.nav}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹ </span>
        {t('ui.previous')}
      </button>
      <ul className={styles.pages}>
        {pageItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('catalogue.page', { page: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={styles.step} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('ui.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
