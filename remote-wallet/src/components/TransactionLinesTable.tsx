import { type BadgeTone, DateTime, formatBRL, stackedTable, StatusBadge, useTranslation } from '@palpite/shared';
import { LINE_COLUMNS, NUMERIC_COLUMNS, type TransactionLine } from '../lib/history.ts';
import { methodName } from '../lib/payment-methods.ts';
import { CopyableId } from './CopyableId.tsx';
import { SignedAmount } from './SignedAmount.tsx';
import styles from './HistoryTable.module.css';

export const LINE_STATUS_TONE: Record<TransactionLine['status'], BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  rejected: 'danger',
  cancelled: 'neutral',
  void: 'neutral',
  waived: 'neutral',
};

interface TransactionLinesTableProps {
  caption: string;
  lines: readonly TransactionLine[];
  /** A reload runs: the rows may be a moment old. */
  refreshing?: boolean;
}

/** Lines of the history (spec §3 columns): a table on wide screens, one card per line on phones. */
export function TransactionLinesTable({ caption, lines, refreshing = false }: TransactionLinesTableProps) {
  const { t } = useTranslation('wallet');
  const label = (column: (typeof LINE_COLUMNS)[number]) => t(`transactions.columns.${column}`, { ns: 'common' });
  return (
    // A focusable region so keyboard users can scroll the table when it is wider than the screen; named
    // apart from a section around it that its heading names with the caption's words (axe landmark-unique).
    <div className={stackedTable.scroller} role="region" aria-label={t('history.tableRegion', { caption })} aria-busy={refreshing} tabIndex={0}>
      <table className={`${stackedTable.table} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {LINE_COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMERIC_COLUMNS.has(column) ? styles.numeric : undefined}>
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.transaction_id}-${line.date}-${line.amount}`}>
              <td data-label={label('transaction_id')} className={styles.id}>
                <CopyableId value={line.transaction_id} label={label('transaction_id')} />
              </td>
              <td data-label={label('date')}>
                <DateTime value={line.date} stackOnWideScreens />
              </td>
              <td data-label={label('action')} className={styles.action}>
                {t(`transactions.actions.${line.action}`, { ns: 'common', defaultValue: line.action })}
              </td>
              <td data-label={label('amount')} className={styles.numeric}>
                <SignedAmount amount={line.amount} />
              </td>
              <td data-label={label('post_balance')} className={styles.numeric}>
                {formatBRL(line.post_balance)}
              </td>
              <td data-label={label('game_name')}>{line.game_name ?? <span className={styles.none}>—</span>}</td>
              <td data-label={label('payment_method')}>{line.payment_method ? methodName(t, line.payment_method) : <span className={styles.none}>—</span>}</td>
              <td data-label={label('status')}>
                <StatusBadge tone={LINE_STATUS_TONE[line.status]}>{t(`transactions.statuses.${line.status}`, { ns: 'common' })}</StatusBadge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
