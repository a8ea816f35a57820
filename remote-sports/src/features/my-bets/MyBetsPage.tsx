import { DateField, FilterBar, isRangeInverted, LoadMore, Page, SkeletonTable, ToggleChips, useAskedRange, useTranslation } from '@palpite/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { usePagedList } from '@palpite/shared';
import { isIsoDate } from '../../lib/iso-date.ts';
import { useQueryFilter, type QueryFilter } from '../../lib/use-query-filter.ts';
import { getBets, type BetFilter, type BetFilters } from './api/get-bets.ts';
import { BET_COLUMNS, BetsTable } from './BetsTable.tsx';
import { useFollowedBets } from './use-followed-bets.ts';

import styles from './MyBetsPage.module.css';

const FILTERS: readonly BetFilter[] = ['all', 'pending', 'won', 'lost', 'void'];
const NO_DATES = { from: '', to: '' };

/** `?status=won`: whatever else is asked there (a typo, an old link) lists every bet. */
const STATUS_FILTER: QueryFilter<BetFilter> = { name: 'status', allowed: FILTERS, defaultValue: 'all' };
/** `?from=2026-02-28&to=…`, ISO as the fields give them; anything but a calendar date leaves the end open. */
const dateFilter = (name: 'from' | 'to'): QueryFilter<string> => ({ name, allowed: (asked): asked is string => isIsoDate(asked), defaultValue: '' });
const FROM_FILTER = dateFilter('from');
const TO_FILTER = dateFilter('to');

/**
 * The filters, kept in the address so a reload or a shared link keeps them; the defaults leave it.
 * A setter per filter, each for a field's own change: a setter writes onto the address as last
 * rendered, so two called in one event would keep only the second.
 */
function useBetFilters() {
  const [status, setStatus] = useQueryFilter(STATUS_FILTER);
  const [from, setFrom] = useQueryFilter(FROM_FILTER);
  const [to, setTo] = useQueryFilter(TO_FILTER);
  const filters: BetFilters = { status, from, to };
  return { filters, setStatus, setFrom, setTo };
}

/** The player's bets, filtered by status and date; open bets follow their matches' scores, and settle on screen as they settle. */
export function MyBetsPage() {
  const { t } = useTranslation('sports');
  const { filters, setStatus, setFrom, setTo } = useBetFilters();
  // From after To, or a date typed unfinished or impossible (`01/01`, `31/02/2026`), asks nothing:
  // the bets of the dates last asked stay listed, and the alert or the field says what is wrong.
  const dates = useAskedRange(filters);
  const inverted = isRangeInverted(filters);
  const rangeWrong = inverted || dates.typedInvalid;
  // The range first asked is the one given, even From after To (a hand-edited address): that one asks no dates.
  const asked: BetFilters = { status: filters.status, ...(isRangeInverted(dates.asked) ? NO_DATES : dates.asked) };
  const list = usePagedList((cursor) => getBets(asked, cursor), JSON.stringify(asked));
  const bets = useFollowedBets(list);
  const caption = t('myBets.tableCaption');
  const filtered = filters.status !== 'all' || filters.from !== '' || filters.to !== '';
  return (
    <Page title={t('myBets.title')} subtitle={t('myBets.subtitle')} busy={list.status === 'loading'}>
      <div className={styles.filters}>
        <ToggleChips
          label={t('myBets.statusLabel')}
          options={FILTERS.map((value) => ({ value, label: t(`myBets.filters.${value}`) }))}
          value={filters.status}
          onChange={setStatus}
        />
        <FilterBar label={t('myBets.dateLabel')}>
          <DateField label={t('myBets.from')} value={filters.from} onChange={setFrom} onEntryChange={dates.track('from')} />
          <DateField label={t('myBets.to')} value={filters.to} onChange={setTo} onEntryChange={dates.track('to')} />
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
      {list.status === 'ready' && bets.length > 0 ? <BetsTable caption={caption} bets={bets} refreshing={list.refreshing} /> : null}
      <LoadMore list={list} />
    </Page>
  );
}
