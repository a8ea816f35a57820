import { DateTime, stackedTable, StatusBadge, useTranslation } from '@palpite/shared';
import { CopyableId } from '../../components/CopyableId.tsx';
import { SignedAmount } from '../../components/SignedAmount.tsx';
import { LINE_STATUS_TONE } from '../../components/TransactionLinesTable.tsx';
import { formatFee } from '../../lib/money.ts';
import { methodName } from '../../lib/payment-methods.ts';
import type { FinancialTransaction } from './api/get-financial-transactions.ts';
import styles from '../../components/HistoryTable.module.css';

export const FINANCIAL_COLUMNS = ['transactionId', 'paymentId', 'finalAmount', 'paymentMethod', 'status', 'date'] as const;

/** Deposits (+) and withdrawals (−) with the provider's payment id; a table, or cards on phones. */
export function FinancialTable({ caption, items, refreshing }: { caption: string; items: readonly FinancialTransaction[]; refreshing: boolean }) {
  const { t } = useTranslation('wallet');
  const label = (column: (typeof FINANCIAL_COLUMNS)[number]) => t(`financialTransactions.columns.${column}`);
  return (
    <div className={stackedTable.scroller} role="region" aria-label={caption} aria-busy={refreshing} tabIndex={0}>
      <table className={`${stackedTable.table} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {FINANCIAL_COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'finalAmount' ? styles.numeric : undefined}>
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const outgoing = item.type === 'withdrawal';
            const fee = formatFee(item.fee);
            return (
              <tr key={`${item.type}-${item.transaction_id}`}>
                <td data-label={label('transactionId')} className={styles.id}>
                  {/* One block beside the label on phones: the kind above its id. */}
                  <span>
                    <span className={styles.action}>{t(`transactions.actions.${item.type}`, { ns: 'common', defaultValue: item.type })}</span>
                    <span className={styles.sub}>
                      <CopyableId value={item.transaction_id} label={label('transactionId')} />
                    </span>
                  </span>
                </td>
                <td data-label={label('paymentId')} className={styles.id}>
                  {item.payment_id ? <CopyableId value={item.payment_id} label={label('paymentId')} /> : <span className={styles.none}>—</span>}
                </td>
                <td data-label={label('finalAmount')} className={styles.numeric}>
                  <span>
                    <SignedAmount amount={outgoing ? -item.final_amount : item.final_amount} />
                    {fee ? <span className={styles.sub}>{t('financialTransactions.fee', { fee })}</span> : null}
                  </span>
                </td>
                <td data-label={label('paymentMethod')}>{item.payment_method ? methodName(t, item.payment_method) : <span className={styles.none}>—</span>}</td>
                <td data-label={label('status')}>
                  {/* A deposit's time to pay ran out: not refused (a card whose answer was lost may still be credited). */}
                  {item.status === 'expired' ? (
                    <StatusBadge tone="neutral">{t('financialTransactions.expired')}</StatusBadge>
                  ) : (
                    <StatusBadge tone={LINE_STATUS_TONE[item.status]}>{t(`transactions.statuses.${item.status}`, { ns: 'common' })}</StatusBadge>
                  )}
                </td>
                <td data-label={label('date')}>
                  <DateTime value={item.date} stackOnWideScreens />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
