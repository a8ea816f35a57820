import { LoadMore, useDateFormat } from '@palpite/shared';
import { useState } from 'react';
import {
  type ApiErrorView,
  type BadgeTone,
  Button,
  ConfirmDialog,
  eventBus,
  formatBRL,
  failedCallText,
  readApiError,
  Section,
  Skeleton,
  StatusBadge,
  useTranslation,
} from '@palpite/shared';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { MethodMark } from '../../components/MethodMark.tsx';
import { formatFee } from '../../lib/money.ts';
import { methodName } from '../../lib/payment-methods.ts';
import type { PagedList } from '@palpite/shared';
import { cancelWithdrawal } from './api/cancel-withdrawal.ts';
import { OutcomeNotice, sectionAround } from './OutcomeNotice.tsx';
import type { Withdrawal, WithdrawalStatus } from './api/withdrawal.ts';
import movement from '../../components/MovementList.module.css';
import styles from './Withdraw.module.css';

const TONE: Record<WithdrawalStatus, BadgeTone> = { pending: 'warning', processing: 'warning', paid: 'success', rejected: 'danger', cancelled: 'neutral' };

interface WithdrawalListProps {
  list: PagedList<Withdrawal>;
  /** The page's notice of the last cancel shows here (it drops it once the list no longer agrees). */
  cancelled: boolean;
  onCancelled: (withdrawal: Withdrawal) => void;
  /** The player opened another cancel: the last one's notice no longer describes the list. */
  onCancelAsked: () => void;
  /** A cancel was refused because the withdrawal moved on: the list is read again. */
  onChanged: () => void;
}

/** The player's withdrawals with their status; a pending one can be cancelled (after a confirmation). */
export function WithdrawalList({ list, cancelled, onCancelled, onCancelAsked, onChanged }: WithdrawalListProps) {
  const { t } = useTranslation('wallet');
  const { dateTime } = useDateFormat();
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  // The failure itself, not its words: said in the page's language as it is drawn, so a language
  // picked meanwhile turns it too (the success, a key too, comes from the page as `cancelled`).
  const [error, setError] = useState<ApiErrorView | null>(null);

  async function confirmCancel() {
    if (!cancelling) return;
    setBusy(true);
    setError(null);
    try {
      await cancelWithdrawal(cancelling.id);
      setCancelling(null);
      eventBus.emit('user-refresh-requested', {});
      onCancelled(cancelling);
    } catch (failure) {
      const view = readApiError(failure);
      setError(view);
      // 409: ops took it meanwhile (being paid, or decided): the list shows where it is now.
      if (view.status === 409) onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('withdrawals.title')} busy={list.status === 'loading'}>
      {cancelled ? <OutcomeNotice onRemovedWithFocus={sectionAround}>{t('withdrawals.cancelled', { ns: 'common' })}</OutcomeNotice> : null}
      {list.status === 'loading' ? <Skeleton height={72} radius="var(--radius-md)" /> : null}
      {list.status === 'error' ? <LoadFailed error={list.error} fallback={t('withdrawals.loadFailed')} onRetry={list.reload} /> : null}
      {list.status === 'ready' && list.items.length === 0 ? <p className={movement.empty}>{t('withdrawals.empty')}</p> : null}
      {list.status === 'ready' && list.items.length > 0 ? (
        <ul className={movement.list} aria-busy={list.refreshing}>
          {list.items.map((withdrawal) => (
            <li key={withdrawal.id} className={`${movement.item} ${styles.withdrawal}`}>
              <span className={`${movement.mark} ${styles.itemMark}`}>
                <MethodMark method={withdrawal.method} size={20} />
              </span>
              <span className={`${movement.main} ${styles.itemMain}`}>
                <span className={movement.method}>
                  {methodName(t, withdrawal.method)} <span className={styles.account}>{withdrawal.account}</span>
                </span>
                <time dateTime={withdrawal.created_at} className={movement.date}>
                  {dateTime(withdrawal.created_at)}
                </time>
              </span>
              <span className={styles.value}>
                <span className={styles.sum}>{formatBRL(withdrawal.amount)}</span>
                <Fee feeReais={withdrawal.fee} />
              </span>
              <span className={styles.state}>
                <StatusBadge tone={TONE[withdrawal.status]}>{t(`withdrawals.statuses.${withdrawal.status}`, { ns: 'common' })}</StatusBadge>
              </span>
              {withdrawal.status === 'pending' ? (
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.cancel}
                  onClick={() => {
                    setError(null);
                    onCancelAsked();
                    setCancelling(withdrawal);
                  }}
                  aria-label={t('withdrawals.cancelLabel', { amount: formatBRL(withdrawal.amount), method: methodName(t, withdrawal.method) })}
                >
                  {t('withdrawals.cancel')}
                </Button>
              ) : null}
              {withdrawal.status === 'rejected' && withdrawal.rejection_reason ? (
                <p className={styles.reason}>
                  <span className={styles.reasonLabel}>{t('withdrawals.reason')}</span> {withdrawal.rejection_reason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore list={list} />
      <ConfirmDialog
        cancelLabel={t('confirm.cancel')}
        open={cancelling !== null}
        title={t('withdrawals.confirmTitle')}
        confirmLabel={t('withdrawals.confirm')}
        busyLabel={t('withdrawals.cancelling')}
        busy={busy}
        error={error ? failedCallText(error, t) : null}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        <p>{cancelling ? t('withdrawals.confirmText', { amount: formatBRL(cancelling.amount), method: methodName(t, cancelling.method) }) : null}</p>
      </ConfirmDialog>
    </Section>
  );
}

/** The fee under a withdrawal's amount, when it has one (see `formatFee`). */
function Fee({ feeReais }: { feeReais: number }) {
  const { t } = useTranslation('wallet');
  const fee = formatFee(feeReais);
  return fee ? <span className={styles.small}>{t('withdrawals.fee', { fee })}</span> : null;
}
