import { useId } from 'react';
import { type BadgeTone, formatBRL, LoadMore, type ResourceState, Skeleton, stackedTable, StatusBadge, useTranslation, useDateFormat } from '@palpite/shared';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { BonusWithSteps } from './api/player-bonuses.ts';
import { offerName } from './offer-name.ts';
import { useBonusSteps } from './use-bonus-steps.ts';
import tableStyles from '../../components/HistoryTable.module.css';
import styles from './Bonus.module.css';

const STATUS_TONES: Record<string, BadgeTone> = {
  claimed: 'warning',
  active: 'success',
  completed: 'success',
  forfeited: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
  // Its bonus money was all lost before its wagering was met: it ended, nothing was taken.
  depleted: 'neutral',
};
const STEP_COLUMNS = ['step', 'amount', 'wageredAfter', 'date'] as const;

/** Every bonus the player had, newest first, each with its steps (claimed, granted, wagered, converted…), newest first and page by page. */
export function BonusHistory({ history }: { history: ResourceState<BonusWithSteps[]> & { reload: () => void } }) {
  const { t } = useTranslation('wallet');
  if (history.status === 'loading') {
    return (
      <div className={styles.history} aria-busy="true">
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    );
  }
  if (history.status === 'error')
    return <LoadFailed error={history.error} fallback={t('transactions.fetchFailed', { ns: 'common' })} onRetry={history.reload} />;
  if (history.data.length === 0) return <p className={styles.empty}>{t('bonus.history.empty')}</p>;
  return (
    <ol className={styles.history} aria-busy={history.refreshing}>
      {history.data.map((bonus) => (
        <BonusEntry key={bonus.id} bonus={bonus} />
      ))}
    </ol>
  );
}

function BonusEntry({ bonus }: { bonus: BonusWithSteps }) {
  const { t } = useTranslation('wallet');
  const { dateTime } = useDateFormat();
  const captionId = useId();
  const name = offerName(t, bonus.offer);
  // Two bonuses of one offer share a name: the claim's date tells their tables apart (axe landmark-unique).
  const caption = bonus.claimed_at ? t('bonus.history.stepsOfClaimed', { name, date: dateTime(bonus.claimed_at) }) : t('bonus.history.stepsOf', { name });
  return (
    <li className={styles.entry}>
      <div className={styles.entryHeader}>
        <h3 className={styles.entryTitle}>{name}</h3>
        <StatusBadge tone={STATUS_TONES[bonus.status] ?? 'neutral'}>{t(`bonus.history.status.${bonus.status}`, { defaultValue: bonus.status })}</StatusBadge>
      </div>
      <p className={styles.muted}>
        {formatBRL(bonus.bonus_amount)} · {t('bonus.current.wagered', { wagered: formatBRL(bonus.wagered), target: formatBRL(bonus.wagering_target) })}
      </p>
      <StepsTable caption={caption} captionId={captionId} bonus={bonus} />
    </li>
  );
}

/** The bonus's steps, newest first: the latest the history brought, older ones page by page under a "Load more" named after the table. */
function StepsTable({ bonus, caption, captionId }: { bonus: BonusWithSteps; caption: string; captionId: string }) {
  const { t } = useTranslation('wallet');
  const { dateTime } = useDateFormat();
  const list = useBonusSteps(bonus);
  // Until the first page lands (at once: it came with the history), the history's own steps show.
  const steps = list.status === 'ready' ? list.items : bonus.transactions;
  const hasMore = list.status === 'ready' && list.nextCursor !== null;
  const label = (column: (typeof STEP_COLUMNS)[number]) => t(`bonus.history.columns.${column}`);
  return (
    <>
      <div className={stackedTable.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={[stackedTable.table, tableStyles.table, styles.steps].join(' ')} aria-busy={list.status === 'ready' && list.refreshing}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              {STEP_COLUMNS.map((column) => (
                <th key={column} scope="col" className={column === 'amount' || column === 'wageredAfter' ? tableStyles.numeric : undefined}>
                  {label(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.id}>
                <td data-label={label('step')} className={tableStyles.action}>
                  {t(`bonus.history.kinds.${step.kind}`, { defaultValue: step.kind })}
                </td>
                <td data-label={label('amount')} className={tableStyles.numeric}>
                  {formatBRL(step.amount)}
                </td>
                <td data-label={label('wageredAfter')} className={tableStyles.numeric}>
                  {formatBRL(step.wagered_after)}
                </td>
                <td data-label={label('date')}>
                  <time dateTime={step.created_at}>{dateTime(step.created_at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Every bonus has its own "Load more": the group names which table it reads more of. The box
          stays when the last page came (LoadMore itself moves the focus off its going button then). */}
      <div {...(hasMore ? { role: 'group', 'aria-labelledby': captionId } : {})}>
        <LoadMore list={list} />
      </div>
    </>
  );
}
