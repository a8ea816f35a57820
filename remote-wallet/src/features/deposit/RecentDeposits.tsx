import { type BadgeTone, Button, formatBRL, Section, Skeleton, StatusBadge, useTranslation, useDateFormat } from '@palpite/shared';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { MethodMark } from '../../components/MethodMark.tsx';
import { methodName } from '../../lib/payment-methods.ts';
import type { ResourceState } from '../../lib/use-resource.ts';
import { isOpen, type Deposit, type DepositStatus } from './api/deposit.ts';
import movement from '../../components/MovementList.module.css';
import styles from './RecentDeposits.module.css';

export const DEPOSIT_STATUS_TONE: Record<DepositStatus, BadgeTone> = {
  awaiting_payment: 'warning',
  confirming: 'warning',
  completed: 'success',
  failed: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
};

interface RecentDepositsProps {
  state: ResourceState<Deposit[]> & { reload: () => void };
  /** The deposit the panel shows, if any: it is not offered again. */
  currentId: string | null;
  onResume: (deposit: Deposit) => void;
}

/** The last five deposits with their status; an open one can be picked up again. */
export function RecentDeposits({ state, currentId, onResume }: RecentDepositsProps) {
  const { t } = useTranslation('wallet');
  const { dateTime } = useDateFormat();
  return (
    <Section title={t('recent.title')} busy={state.status === 'loading'}>
      {state.status === 'loading' ? (
        <ul className={movement.list}>
          {[0, 1, 2].map((index) => (
            <li key={index} className={`${movement.item} ${styles.item}`}>
              <Skeleton width={40} height={40} radius="var(--radius-sm)" />
              <Skeleton width="60%" height={14} />
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'error' ? <LoadFailed error={state.error} fallback={t('recent.loadFailed')} onRetry={state.reload} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className={movement.empty}>{t('recent.empty')}</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className={movement.list} aria-busy={state.refreshing}>
          {state.data.map((deposit) => (
            <li key={deposit.id} className={`${movement.item} ${styles.item}`}>
              <span className={`${movement.mark} ${styles.mark}`}>
                <MethodMark method={deposit.method} size={20} />
              </span>
              <span className={`${movement.main} ${styles.main}`}>
                <span className={movement.method}>{methodName(t, deposit.method)}</span>
                <time dateTime={deposit.created_at} className={movement.date}>
                  {dateTime(deposit.created_at)}
                </time>
              </span>
              <span className={styles.amount}>{formatBRL(deposit.amount)}</span>
              <span className={styles.status}>
                <StatusBadge tone={DEPOSIT_STATUS_TONE[deposit.status]}>{t(`payments.statuses.${deposit.status}`, { ns: 'common' })}</StatusBadge>
              </span>
              {isOpen(deposit) && deposit.id !== currentId ? (
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.resume}
                  onClick={() => onResume(deposit)}
                  aria-label={t('recent.resumeLabel', { method: methodName(t, deposit.method), amount: formatBRL(deposit.amount) })}
                >
                  {t('recent.resume')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
