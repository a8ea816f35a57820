import base from './TableBase.module.css';
import styles from './StackedTable.module.css';

/**
 * Class names of the platform's data table (a table on wide screens, one card per row on phones,
 * each cell labelled by its `data-label`): `scroller` on the focusable region around it, `table`
 * on the table, next to the app's own classes for its columns.
 */
export const stackedTable: { readonly scroller: string; readonly table: string } = {
  scroller: styles.scroller ?? '',
  table: `${base.table ?? ''} ${styles.table ?? ''}`,
};
