import { useState } from 'react';
import { Button, DateField, FilterBar, SelectField, SkeletonTable, useTranslation } from '@palpite/shared';
import { WalletPage } from '../../components/WalletPage.tsx';
import styles from './TransactionsPage.module.css';

/** Transaction actions of spec §3. */
const ACTIONS = ['all', 'bet', 'win', 'rollback', 'refund', 'deposit', 'withdrawal', 'cashOut'] as const;

/** Columns of a transaction in the history (spec §3 Transaction). */
const COLUMNS = [
  { key: 'transactionId' },
  { key: 'date' },
  { key: 'action' },
  { key: 'gameName' },
  { key: 'amount', numeric: true },
  { key: 'postBalance', numeric: true },
] as const;

/** Every movement of the balance, filtered by action and dates, with an export. */
export function TransactionsPage() {
  const { t } = useTranslation('wallet');
  const [action, setAction] = useState<string>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <WalletPage title={t('transactions.title')} subtitle={t('transactions.subtitle')}>
      <div className={styles.toolbar}>
        <FilterBar label={t('filters.label')}>
          <SelectField
            label={t('transactions.action')}
            options={ACTIONS.map((value) => ({ value, label: t(`transactions.actions.${value}`) }))}
            value={action}
            onChange={setAction}
          />
          <DateField label={t('filters.from')} value={from} onChange={setFrom} />
          <DateField label={t('filters.to')} value={to} onChange={setTo} />
        </FilterBar>
        {/* Enabled with the export call (wallet feature). */}
        <Button variant="secondary" disabled className={styles.export}>
          {t('transactions.export')}
        </Button>
      </div>
      <SkeletonTable
        caption={t('transactions.tableCaption')}
        columns={COLUMNS.map((column) => ({ ...column, label: t(`transactions.columns.${column.key}`) }))}
        rows={10}
      />
    </WalletPage>
  );
}
