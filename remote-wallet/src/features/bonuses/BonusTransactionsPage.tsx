import type { ReactNode } from 'react';
import { SkeletonTable, useTranslation } from '@palpite/shared';
import { WalletPage } from '../../components/WalletPage.tsx';
import styles from './BonusTransactionsPage.module.css';

/** Columns of spec §3 "Bonus". */
const BONUS_COLUMNS = [
  { key: 'type' },
  { key: 'percentage', numeric: true },
  { key: 'maximumBonus', numeric: true },
  { key: 'minimumDeposit', numeric: true },
  { key: 'wagering', numeric: true },
  { key: 'validity' },
  { key: 'depositCount', numeric: true },
  { key: 'redemptions', numeric: true },
] as const;

/** Columns of spec §3 "Free-spin campaign". */
const CAMPAIGN_COLUMNS = [
  { key: 'id' },
  { key: 'gameName' },
  { key: 'quantity', numeric: true },
  { key: 'quantityLeft', numeric: true },
  { key: 'status' },
  { key: 'validFrom' },
  { key: 'validUntil' },
  { key: 'totalWin', numeric: true },
] as const;

/** A titled table; the table's own region carries the name, so this block is not a landmark. */
function TableSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </div>
  );
}

/** The player's bonuses and free-spin campaigns. */
export function BonusTransactionsPage() {
  const { t } = useTranslation('wallet');
  return (
    <WalletPage title={t('bonusTransactions.title')} subtitle={t('bonusTransactions.subtitle')}>
      <TableSection title={t('bonusTransactions.bonuses')}>
        <SkeletonTable
          caption={t('bonusTransactions.bonuses')}
          columns={BONUS_COLUMNS.map((column) => ({ ...column, label: t(`bonusTransactions.bonusColumns.${column.key}`) }))}
          rows={3}
        />
      </TableSection>
      <TableSection title={t('bonusTransactions.campaigns')}>
        <SkeletonTable
          caption={t('bonusTransactions.campaigns')}
          columns={CAMPAIGN_COLUMNS.map((column) => ({ ...column, label: t(`bonusTransactions.campaignColumns.${column.key}`) }))}
          rows={4}
        />
      </TableSection>
    </WalletPage>
  );
}
