import { useState } from 'react';
import { DateField, FilterBar, Page, SkeletonTable, ToggleChips, useTranslation } from '@palpite/shared';
import styles from './MyBetsPage.module.css';

/** Bet statuses (spec §4): approved is shown as won, rejected as lost. */
const STATUSES = ['all', 'pending', 'won', 'lost'] as const;
type StatusFilter = (typeof STATUSES)[number];

/** Columns of spec §3 "My bets". */
const COLUMNS = [
  { key: 'id', label: 'betId' },
  { key: 'date', label: 'date' },
  { key: 'type', label: 'type' },
  { key: 'stake', label: 'stake', numeric: true },
  { key: 'potentialWin', label: 'potentialWin', numeric: true },
  { key: 'status', label: 'status' },
  { key: 'details', label: 'details' },
  { key: 'selections', label: 'selections', numeric: true },
] as const;

/** The player's bets, filtered by status and date. */
export function MyBetsPage() {
  const { t } = useTranslation('sports');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <Page title={t('myBets.title')} subtitle={t('myBets.subtitle')}>
      <div className={styles.filters}>
        <ToggleChips
          label={t('myBets.statusLabel')}
          options={STATUSES.map((value) => ({ value, label: t(`myBets.statuses.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
        <FilterBar label={t('myBets.dateLabel')}>
          <DateField label={t('myBets.from')} value={from} onChange={setFrom} />
          <DateField label={t('myBets.to')} value={to} onChange={setTo} />
        </FilterBar>
      </div>
      <SkeletonTable
        caption={t('myBets.tableCaption')}
        columns={COLUMNS.map((column) => ({ ...column, label: t(`myBets.columns.${column.label}`) }))}
        rows={8}
      />
    </Page>
  );
}
