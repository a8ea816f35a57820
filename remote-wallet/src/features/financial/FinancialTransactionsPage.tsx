import { LoadMore, SkeletonTable, useTranslation, useBalanceChanges } from '@palpite/shared';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { WalletPage } from '../../components/WalletPage.tsx';
import { usePagedList } from '@palpite/shared';
import { getFinancialTransactions } from './api/get-financial-transactions.ts';
import { FINANCIAL_COLUMNS, FinancialTable } from './FinancialTable.tsx';
import styles from '../../components/History.module.css';

/** Deposits and withdrawals with the payment provider's side of them (spec §2, §3). */
export function FinancialTransactionsPage() {
  const { t } = useTranslation('wallet');
  const list = usePagedList(getFinancialTransactions, 'all');
  // A deposit confirmed or a withdrawal decided meanwhile: an approval moves no balance (the money
  // left at the request) but comes with the player's notification.
  useBalanceChanges(list.refresh, ['balance-updated', 'new-notification']);
  const caption = t('financialTransactions.tableCaption');
  return (
    <WalletPage title={t('financialTransactions.title')} subtitle={t('financialTransactions.subtitle')}>
      {list.status === 'loading' ? (
        <SkeletonTable
          caption={caption}
          columns={FINANCIAL_COLUMNS.map((key) => ({ key, label: t(`financialTransactions.columns.${key}`), numeric: key === 'finalAmount' }))}
          rows={8}
        />
      ) : null}
      {list.status === 'error' ? <LoadFailed error={list.error} fallback={t('transactions.fetchFailed', { ns: 'common' })} onRetry={list.reload} /> : null}
      {list.status === 'ready' && list.items.length === 0 ? <p className={styles.empty}>{t('financialTransactions.empty')}</p> : null}
      {list.status === 'ready' && list.items.length > 0 ? <FinancialTable caption={caption} items={list.items} refreshing={list.refreshing} /> : null}
      <LoadMore list={list} />
    </WalletPage>
  );
}
