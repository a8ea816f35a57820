import { useId, useState } from 'react';
import {
  DateField,
  FilterBar,
  getCurrentBonus,
  isRangeInverted,
  LoadMore,
  SkeletonTable,
  useAskedRange,
  useResource,
  useTranslation,
  useBalanceChanges,
  type DateRange,
} from '@palpite/shared';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { TransactionLinesTable } from '../../components/TransactionLinesTable.tsx';
import { WalletPage } from '../../components/WalletPage.tsx';
import { LINE_COLUMNS, NUMERIC_COLUMNS } from '../../lib/history.ts';
import { usePagedList } from '@palpite/shared';
import { getBonusTransactions } from './api/get-bonus-transactions.ts';
import { getBonusHistory } from './api/player-bonuses.ts';
import { getFreeSpinCampaigns } from './api/free-spin-campaigns.ts';
import { BonusHistory } from './BonusHistory.tsx';
import { CurrentBonusCard } from './CurrentBonusCard.tsx';
import { CampaignsTable } from './CampaignsTable.tsx';
import styles from '../../components/History.module.css';

/** The open bonus and its wagering, every bonus with its steps, the bonus balance's movements and the free-spin campaigns. */
export function BonusTransactionsPage() {
  const { t } = useTranslation('wallet');
  const bonusTitle = useId();
  const campaignsTitle = useId();
  const historyTitle = useId();
  const current = useResource(getCurrentBonus);
  const history = useResource(getBonusHistory);
  const campaigns = useResource(getFreeSpinCampaigns);
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  // From after To, or a date typed unfinished or impossible, asks nothing: the lines of the dates
  // last asked stay listed, and the alert or the field says what is wrong.
  const dates = useAskedRange(range);
  const inverted = isRangeInverted(range);
  const rangeWrong = inverted || dates.typedInvalid;
  const list = usePagedList((cursor) => getBonusTransactions(dates.asked, cursor), JSON.stringify(dates.asked));
  const caption = t('bonusTransactions.bonuses');
  const columns = LINE_COLUMNS.map((key) => ({ key, label: t(`transactions.columns.${key}`, { ns: 'common' }), numeric: NUMERIC_COLUMNS.has(key) }));
  const filtered = range.from !== '' || range.to !== '';
  const reloadAll = () => {
    current.reload();
    history.reload();
    campaigns.reload();
    list.reload();
  };
  // Wagering, the bonus balance and the spins left move with every bet and spin, here or elsewhere.
  useBalanceChanges(() => {
    current.refresh();
    history.refresh();
    campaigns.refresh();
    list.refresh();
  });

  return (
    <WalletPage title={t('bonusTransactions.title')} subtitle={t('bonusTransactions.subtitle')}>
      <CurrentBonusCard current={current} onChanged={reloadAll} />
      <section className={styles.section} aria-labelledby={historyTitle}>
        <h2 id={historyTitle} className={styles.title}>
          {t('bonus.history.title')}
        </h2>
        <BonusHistory history={history} />
      </section>
      <section className={styles.section} aria-labelledby={bonusTitle}>
        <h2 id={bonusTitle} className={styles.title}>
          {caption}
        </h2>
        <FilterBar label={t('filters.label')}>
          <DateField
            label={t('filters.from')}
            value={range.from}
            onChange={(from) => setRange((current) => ({ ...current, from }))}
            onEntryChange={dates.track('from')}
          />
          <DateField
            label={t('filters.to')}
            value={range.to}
            onChange={(to) => setRange((current) => ({ ...current, to }))}
            onEntryChange={dates.track('to')}
          />
        </FilterBar>
        {inverted ? (
          <p role="alert" className={styles.note}>
            {t('transactions.rangeInvalid', { ns: 'common' })}
          </p>
        ) : null}
        {list.status === 'loading' ? <SkeletonTable caption={caption} columns={columns} rows={4} /> : null}
        {list.status === 'error' ? <LoadFailed error={list.error} fallback={t('transactions.fetchFailed', { ns: 'common' })} onRetry={list.reload} /> : null}
        {list.status === 'ready' && list.items.length === 0 && !rangeWrong ? (
          <p className={styles.empty}>{t(filtered ? 'history.emptyFiltered' : 'bonusTransactions.empty')}</p>
        ) : null}
        {list.status === 'ready' && list.items.length > 0 ? <TransactionLinesTable caption={caption} lines={list.items} refreshing={list.refreshing} /> : null}
        <LoadMore list={list} />
      </section>
      <section className={styles.section} aria-labelledby={campaignsTitle}>
        <h2 id={campaignsTitle} className={styles.title}>
          {t('bonusTransactions.campaigns')}
        </h2>
        <CampaignsTable caption={t('bonusTransactions.campaigns')} campaigns={campaigns} />
      </section>
    </WalletPage>
  );
}
