import { useTranslation } from 'react-i18next';
import { Skeleton } from './Skeleton.tsx';
import base from './TableBase.module.css';
import styles from './SkeletonTable.module.css';

export interface TableColumn {
  key: string;
  label: string;
  /** Numbers and money align to the end. */
  numeric?: boolean;
}

interface SkeletonTableProps {
  /** Names the table (caption), and its scrolling region as the loading of it. */
  caption: string;
  columns: readonly TableColumn[];
  rows?: number;
}

const WIDTHS = ['80%', '60%', '70%', '50%'];

/** A data table with its real headers and placeholder rows while its data loads. */
export function SkeletonTable({ caption, columns, rows = 6 }: SkeletonTableProps) {
  const { t } = useTranslation('common');
  return (
    // A focusable region so keyboard users can scroll a table wider than the screen. Not named by
    // the caption alone: the section around it usually is, and two landmarks of one name cannot be told apart.
    <div className={styles.scroller} role="region" aria-label={t('status.loadingTable', { caption })} aria-busy="true" tabIndex={0}>
      <table className={`${base.table} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((column, index) => (
                <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                  <Skeleton width={WIDTHS[(row + index) % WIDTHS.length]} height={14} className={styles.cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
