import { Link } from 'react-router-dom';
import { type BadgeTone, formatBRL, paths, type ResourceState, SkeletonTable, stackedTable, StatusBadge, useDateFormat, useTranslation } from '@palpite/shared';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { CampaignState, FreeSpinCampaign } from './api/free-spin-campaigns.ts';
import styles from '../../components/HistoryTable.module.css';
import bonusStyles from './Bonus.module.css';

/** Columns of spec §3 "Free-spin campaign". */
const CAMPAIGN_COLUMNS = ['id', 'gameName', 'quantity', 'quantityLeft', 'status', 'validFrom', 'validUntil', 'totalWin'] as const;
const NUMERIC = new Set<string>(['quantity', 'quantityLeft', 'totalWin']);
const STATE_TONES: Record<CampaignState, BadgeTone> = { active: 'success', scheduled: 'warning', used_up: 'neutral', expired: 'neutral', cancelled: 'danger' };

interface CampaignsTableProps {
  caption: string;
  campaigns: ResourceState<FreeSpinCampaign[]> & { reload: () => void };
}

/** The player's free-spin campaigns (a bonus's, or granted by ops or a game provider), newest first. */
export function CampaignsTable({ caption, campaigns }: CampaignsTableProps) {
  const { t } = useTranslation('wallet');
  const { dateTime } = useDateFormat();
  const label = (column: (typeof CAMPAIGN_COLUMNS)[number]) => t(`bonusTransactions.campaignColumns.${column}`);
  if (campaigns.status === 'loading') {
    return <SkeletonTable caption={caption} columns={CAMPAIGN_COLUMNS.map((key) => ({ key, label: label(key), numeric: NUMERIC.has(key) }))} rows={2} />;
  }
  if (campaigns.status === 'error') {
    return <LoadFailed error={campaigns.error} fallback={t('bonusTransactions.campaignsFailed')} onRetry={campaigns.reload} />;
  }
  return (
    // Named apart from the section around it, which its heading names with the caption's words (axe landmark-unique).
    <div className={stackedTable.scroller} role="region" aria-label={t('history.tableRegion', { caption })} tabIndex={0}>
      <table className={`${stackedTable.table} ${styles.table}`} aria-busy={campaigns.refreshing}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {CAMPAIGN_COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMERIC.has(column) ? styles.numeric : undefined}>
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {campaigns.data.length === 0 ? (
            <tr>
              <td colSpan={CAMPAIGN_COLUMNS.length} className={styles.emptyCell}>
                {t('bonusTransactions.noCampaigns')}
              </td>
            </tr>
          ) : (
            campaigns.data.map((campaign) => (
              <tr key={campaign.id}>
                <td data-label={label('id')}>{campaign.id}</td>
                <td data-label={label('gameName')}>
                  {campaign.state === 'active' ? (
                    <Link to={paths.gameDetails(campaign.game_uuid)} className={bonusStyles.link}>
                      {campaign.game_name}
                    </Link>
                  ) : (
                    campaign.game_name
                  )}
                </td>
                <td data-label={label('quantity')} className={styles.numeric}>
                  {campaign.quantity}
                </td>
                <td data-label={label('quantityLeft')} className={styles.numeric}>
                  {campaign.quantity_left}
                </td>
                <td data-label={label('status')}>
                  <StatusBadge tone={STATE_TONES[campaign.state] ?? 'neutral'}>
                    {t(`bonusTransactions.campaignStates.${campaign.state}`, { defaultValue: campaign.state })}
                  </StatusBadge>
                </td>
                <td data-label={label('validFrom')}>
                  <time dateTime={campaign.valid_from}>{dateTime(campaign.valid_from)}</time>
                </td>
                <td data-label={label('validUntil')}>
                  <time dateTime={campaign.valid_until}>{dateTime(campaign.valid_until)}</time>
                </td>
                <td data-label={label('totalWin')} className={styles.numeric}>
                  {formatBRL(campaign.total_win)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
