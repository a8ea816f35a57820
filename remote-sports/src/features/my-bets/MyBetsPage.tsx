import { useState } from 'react';
import {
  DateField,
  FilterBar,
  isRangeInverted,
  LoadMore,
  Page,
  SkeletonTable,
  ToggleChips,
  useAskedRange,
  useBalanceChanges,
  useTranslation,
} from '@palpite/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { usePagedList } from '@palpite/shared';
import { getBets, type BetFilter, type BetFilters } from './api/get-bets.ts';
import { BET_COLUMNS, BetsTable } from './BetsTable.tsx';

import styles from './MyBetsPage.module.css';

const FILTERS: readonly BetFilter[] = ['all', 'pending', 'won', 'lost', 'void'];
const NO_FILTERS: BetFilters = { status: 'all', from: '', to: '' };

/** The player's bets, filtered by status and date; settled bets appear as they settle (balance-updated). */
export function MyBetsPage() {
  const { t } = useTranslation('sports');
  const [filters, setFilters] = useState<BetFilters>(NO_FILTERS);
  // From after To, or a date typed unfinished or impossible (`01/01`, `31/02/2026`), asks nothing:
  // the bets of the dates last asked stay listed, and the alert or the field says what is wrong.
  const dates = useAskedRange(filters);
  const inverted = isRangeInverted(filters);
  const rangeWrong = inverted || dates.typedInvalid;
  const asked: BetFilters = { status: filters.status, ...dates.asked };
  const list = usePagedList((cursor) => getBets(asked, cursor), JSON.stringify(asked));
  // A settlement or a new bet moves the balance: read the pages shown again, keeping them on screen
  // (once for a burst of events, as a casino session in another tab sends).
  useBalanceChanges(list.refresh, ['balance-updated', 'bet-placed']);
  const caption = t('myBets.tableCaption');
  const filtered = filters.status !== 'all' || filters.from !== '' || filters.to !== '';
  return (
    <Page title={t('myBets.title')} subtitle={t('myBets.subtitle')} busy={list.status === 'loading'}>
      <div className={styles.filters}>
        <ToggleChips
          label={t('myBets.statusLabel')}
          options={FILTERS.map((value) => ({ value, label: t(`myBets.filters.${value}`) }))}
          value={filters.status}
          onChange={(status) => setFilters((current) => ({ ...current, status }))}
        />
        <FilterBar label={t('myBets.dateLabel')}>
          <DateField
            label={t('myBets.from')}
            value={filters.from}
            onChange={(from) => setFilters((current) => ({ ...current, from }))}
            onEntryChange={dates.track('from')}
          />
          <DateField
            label={t('myBets.to')}
            value={filters.to}
            onChange={(to) => setFilters((current) => ({ ...current, to }))}
            onEntryChange={dates.track('to')}
          />
        </FilterBar>
      </div>
      {inverted ? (
        <p role="alert" className={styles.rangeInvalid}>
          {t('transactions.rangeInvalid', { ns: 'common' })}
        </p>
      ) : null}
      {list.status === 'loading' ? (
        <SkeletonTable
          caption={caption}
          columns={BET_COLUMNS.map((key) => ({ key, label: t(`myBets.columns.${key}`), numeric: key === 'stake' || key === 'potentialWin' }))}
          rows={8}
        />
      ) : null}
      {list.status === 'error' ? <LoadFailed error={list.error} fallback={t('myBets.fetchFailed')} onRetry={list.reload} /> : null}
      {list.status === 'ready' && list.items.length === 0 && !rangeWrong ? (
        <EmptyState title={t(filtered ? 'myBets.emptyFiltered' : 'myBets.empty')} hint={t('myBets.emptyHint')} />
      ) : null}
      {list.status === 'ready' && list.items.length > 0 ? <BetsTable caption={caption} bets={list.items} refreshing={list.refreshing} /> : null}
      <LoadMore list={list} />
    </Page>
  );
}
