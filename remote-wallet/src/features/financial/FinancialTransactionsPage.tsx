import { useState } from 'react';
import { DateField, FilterBar, SelectField, SkeletonTable, useTranslation } from '@palpite/shared';
import { WalletPage } from '../../components/WalletPage.tsx';

/** Transaction statuses of spec §4. */
const STATUSES = ['all', 'paid', 'rejected'] as const;

const COLUMNS = [
  { key: 'transactionId' },
  { key: 'paymentId' },
  { key: 'finalAmount', numeric: true },
  { key: 'paymentMethod' },
  { key: 'status' },
  { key: 'date' },
] as const;

/** Deposits and withdrawals with the payment provider's side of them. */
export function FinancialTransactionsPage() {
  const { t } = useTranslation('wallet');
  const [status, setStatus] = useState<string>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <WalletPage title={t('financialTransactions.title')} subtitle={t('financialTransactions.subtitle')}>
      <FilterBar label={t('filters.label')}>
        <SelectField
          label={t('financialTransactions.status')}
          options={STATUSES.map((value) => ({ value, label: t(`financialTransactions.statuses.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
        <DateField label={t('filters.from')} value={from} onChange={setFrom} />
        <DateField label={t('filters.to')} value={to} onChange={setTo} />
      </FilterBar>
      <SkeletonTable
        caption={t('financialTransactions.tableCaption')}
        columns={COLUMNS.map((column) => ({ ...column, label: t(`financialTransactions.columns.${column.key}`) }))}
        rows={8}
      />
    </WalletPage>
  );
}
