import { stackedTable, useTranslation } from '@palpite/shared';
import styles from '../../components/HistoryTable.module.css';

/** Columns of spec §3 "Free-spin campaign". */
const CAMPAIGN_COLUMNS = ['id', 'gameName', 'quantity', 'quantityLeft', 'status', 'validFrom', 'validUntil', 'totalWin'] as const;
const NUMERIC = new Set(['quantity', 'quantityLeft', 'totalWin']);

/**
 * Free-spin campaigns. The casino does not grant any yet, so the table says so plainly (no
 * skeleton that never fills); its rows arrive with the casino's campaigns.
 */
export function CampaignsTable({ caption }: { caption: string }) {
  const { t } = useTranslation('wallet');
  return (
    <div className={stackedTable.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={`${stackedTable.table} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {CAMPAIGN_COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMERIC.has(column) ? styles.numeric : undefined}>
                {t(`bonusTransactions.campaignColumns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td colSpan={CAMPAIGN_COLUMNS.length} className={styles.emptyCell}>
              {t('bonusTransactions.noCampaigns')}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
