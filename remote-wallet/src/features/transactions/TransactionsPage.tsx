import { useState } from 'react';
import { DateField, FilterBar, isRangeInverted, LoadMore, SelectField, SkeletonTable, useAskedRange, useTranslation, useBalanceChanges } from '@palpite/shared';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { TransactionLinesTable } from '../../components/TransactionLinesTable.tsx';
import { WalletPage } from '../../components/WalletPage.tsx';
import { LINE_COLUMNS, NUMERIC_COLUMNS, TRANSACTION_FILTERS, type TransactionFilter } from '../../lib/history.ts';
import { usePagedList } from '@palpite/shared';
import { getTransactions, type TransactionFilters } from './api/get-transactions.ts';
import { ExportButton } from './ExportButton.tsx';
import styles from './Transactions.module.css';

const NO_FILTERS: TransactionFilters = { action: 'all', from: '', to: '' };

/** Every movement of the cash balance (spec §2, §3), filtered by action and dates, with a CSV export. */
export function TransactionsPage() {
  const { t } = useTranslation('wallet');
  const [filters, setFilters] = useState<TransactionFilters>(NO_FILTERS);
  // From after To, or a date typed unfinished or impossible, asks nothing: the lines of the dates
  // last asked stay listed, and the alert or the field says what is wrong.
  const dates = useAskedRange(filters);
  const inverted = isRangeInverted(filters);
  const rangeWrong = inverted || dates.typedInvalid;
  const asked: TransactionFilters = { action: filters.action, ...dates.asked };
  const list = usePagedList((cursor) => getTransactions(asked, cursor), JSON.stringify(asked));
  // A bet, a win or a deposit made meanwhile (here or in another tab) shows without a reload.
  useBalanceChanges(list.refresh);
  const filtered = filters.action !== 'all' || filters.from !== '' || filters.to !== '';
  const caption = t('transactions.tableCaption');
  const columns = LINE_COLUMNS.map((key) => ({ key, label: t(`transactions.columns.${key}`, { ns: 'common' }), numeric: NUMERIC_COLUMNS.has(key) }));

  return (
    <WalletPage title={t('transactions.title')} subtitle={t('transactions.subtitle')}>
      <div className={styles.toolbar}>
        <FilterBar label={t('filters.label')}>
          <SelectField
            label={t('transactions.action')}
            options={TRANSACTION_FILTERS.map((value) => ({ value, label: t(`transactions.actions.${value}`, { ns: 'common' }) }))}
            value={filters.action}
            onChange={(action) => setFilters((current) => ({ ...current, action: action as TransactionFilter }))}
          />
          <DateField
            label={t('filters.from')}
            value={filters.from}
            onChange={(from) => setFilters((current) => ({ ...current, from }))}
            onEntryChange={dates.track('from')}
          />
          <DateField
            label={t('filters.to')}
            value={filters.to}
            onChange={(to) => setFilters((current) => ({ ...current, to }))}
            onEntryChange={dates.track('to')}
          />
        </FilterBar>
        <ExportButton
          filters={asked}
          disabled={rangeWrong}
          empty={list.status === 'ready' && list.items.length === 0 && !list.refreshing}
          newestLineId={list.status === 'ready' ? (list.items[0]?.transaction_id ?? null) : null}
        />
      </div>
      {inverted ? (
        <p role="alert" className={styles.rangeError}>
          {t('transactions.rangeInvalid', { ns: 'common' })}
        </p>
      ) : null}
      {list.status === 'loading' ? <SkeletonTable caption={caption} columns={columns} rows={8} /> : null}
      {list.status === 'error' ? <LoadFailed error={list.error} fallback={t('transactions.fetchFailed', { ns: 'common' })} onRetry={list.reload} /> : null}
      {list.status === 'ready' && list.items.length === 0 && !rangeWrong ? (
        <p className={styles.empty}>{t(filtered ? 'history.emptyFiltered' : 'history.empty')}</p>
      ) : null}
      {list.status === 'ready' && list.items.length > 0 ? <TransactionLinesTable caption={caption} lines={list.items} refreshing={list.refreshing} /> : null}
      <LoadMore list={list} />
    </WalletPage>
  );
}
