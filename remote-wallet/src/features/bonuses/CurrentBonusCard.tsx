import { useDateFormat } from '@palpite/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  ConfirmDialog,
  eventBus,
  Notice,
  formatBRL,
  paths,
  failedCallText,
  readApiError,
  routePath,
  Skeleton,
  useBalances,
  useTranslation,
  type ApiErrorView,
  type ResourceState,
} from '@palpite/shared';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useNow } from '../../lib/countdown.ts';
import { cancelCurrentBonus, type ConversionWait, type OpenBonus } from './api/player-bonuses.ts';
import { expiryLeft, wageringShare } from './bonus-view.ts';
import { offerName } from './offer-name.ts';
import styles from './Bonus.module.css';

interface CurrentBonusCardProps {
  current: ResourceState<OpenBonus | null> & { reload: () => void };
  /** After a cancellation: the history and balances changed too. */
  onChanged: () => void;
}

/** The open bonus: balance and amount granted, wagering progress, expiry, free spins and a confirmed cancel; or how to get one. */
export function CurrentBonusCard({ current, onChanged }: CurrentBonusCardProps) {
  const { t } = useTranslation('wallet');
  // The open bonus's part is gone once it is cancelled: the card itself says it happened (when, to
  // announce each cancellation anew), in the page's language as it is drawn, not the answer's words.
  const [cancelledAt, setCancelledAt] = useState<number | null>(null);
  const title = t('bonus.current.title');
  if (current.status === 'loading') {
    return (
      <Card title={title} busy>
        <Skeleton width="40%" height={28} />
        <Skeleton height={12} />
        <Skeleton width="60%" height={14} />
      </Card>
    );
  }
  if (current.status === 'error') {
    return (
      <Card title={title}>
        <LoadFailed error={current.error} fallback={t('transactions.fetchFailed', { ns: 'common' })} onRetry={current.reload} />
      </Card>
    );
  }
  const bonus = current.data;
  if (!bonus) {
    return (
      <Card title={title}>
        {cancelledAt !== null ? (
          <Notice key={cancelledAt} tone="success" autoFocus>
            {t('bonus.cancelled', { ns: 'common' })}
          </Notice>
        ) : null}
        <p className={styles.muted}>{t('bonus.current.none')}</p>
        <Link to={routePath('promotion')} className={styles.link}>
          {t('bonus.current.toPromotions')}
        </Link>
      </Card>
    );
  }
  return (
    <Card title={title} busy={current.refreshing}>
      <OpenBonusDetails
        bonus={bonus}
        onCancelled={() => {
          setCancelledAt(Date.now());
          onChanged();
        }}
      />
    </Card>
  );
}

function OpenBonusDetails({ bonus, onCancelled }: { bonus: OpenBonus; onCancelled: () => void }) {
  const { t } = useTranslation('wallet');
  const [, bonusBalance] = useBalances();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorView | null>(null);
  const share = wageringShare(bonus.wagering_percent);
  const spinsLeft = bonus.free_spins?.left ?? 0;
  const wait = bonus.conversion_waits_for ?? null;
  const waitId = useId();

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      await cancelCurrentBonus();
      setConfirming(false);
      eventBus.emit('user-refresh-requested', {});
      onCancelled();
    } catch (failure) {
      setError(readApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.open}>
      <p className={styles.name}>{offerName(t, bonus.offer)}</p>
      {bonus.status === 'claimed' ? (
        <div>
          <p className={styles.amount}>{t('bonus.current.claimed')}</p>
          {bonus.offer?.min_deposit ? <p className={styles.muted}>{t('bonus.current.claimedHint', { amount: formatBRL(bonus.offer.min_deposit) })}</p> : null}
        </div>
      ) : (
        <>
          {/* What the player holds now (R$ 0,00 once the stakes lost it), then what the bonus first gave. */}
          <div>
            <p className={styles.amount}>
              <span className={styles.label}>{t('bonus.current.balance')}</span> {formatBRL(bonusBalance)}
            </p>
            <p className={styles.muted}>{t('bonus.current.granted', { amount: formatBRL(bonus.bonus_amount) })}</p>
          </div>
          <div className={styles.progress}>
            <div
              role="progressbar"
              aria-label={t('bonus.current.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={share}
              aria-valuetext={t('bonus.current.percent', { percent: share })}
              aria-describedby={wait ? waitId : undefined}
              className={styles.track}
            >
              <div className={styles.bar} style={{ width: `${share}%` }} />
            </div>
            <p className={styles.figures}>
              <span>{t('bonus.current.wagered', { wagered: formatBRL(bonus.wagered), target: formatBRL(bonus.wagering_target) })}</span>
              <span className={styles.percent}>{t('bonus.current.percent', { percent: share })}</span>
            </p>
            {/* Met is not yet converted: free spins left (whose wins raise the target) or open bonus stakes hold it back. */}
            {wait ? (
              <WaitingForConversion id={waitId} wait={wait} />
            ) : (
              <p className={styles.muted}>{t('bonus.current.remaining', { amount: formatBRL(bonus.wagering_remaining) })}</p>
            )}
          </div>
        </>
      )}
      <Expiry expiresAt={bonus.expires_at} />
      {bonus.win_cap !== null ? <p className={styles.muted}>{t('bonus.current.winCap', { amount: formatBRL(bonus.win_cap) })}</p> : null}
      {bonus.free_spins ? (
        <div className={styles.spins}>
          <p>{t('bonus.current.freeSpins', { left: bonus.free_spins.left, total: bonus.free_spins.quantity, game: bonus.free_spins.game.name })}</p>
          <p className={styles.muted}>{t('bonus.current.freeSpinsWin', { amount: formatBRL(bonus.free_spins.total_win) })}</p>
          {bonus.free_spins.left > 0 ? (
            <Link to={paths.gameDetails(bonus.free_spins.game.uuid)} className={styles.link}>
              {t('bonus.current.playFreeSpins', { game: bonus.free_spins.game.name })}
            </Link>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('bonus.current.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('bonus.cancel.title')}
        confirmLabel={t('bonus.cancel.confirm')}
        busyLabel={t('bonus.cancel.busy')}
        cancelLabel={t('bonus.cancel.keep')}
        busy={busy}
        error={error ? failedCallText(error, t) : null}
        onConfirm={() => void cancel()}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
      >
        {/* A claimed offer has no bonus money yet; an active one's is what the player holds now (R$ 0,00 too). */}
        <p>{bonus.status === 'active' ? t('bonus.cancel.message', { amount: formatBRL(bonusBalance) }) : t('bonus.cancel.messageClaimed')}</p>
        {spinsLeft > 0 ? <p>{t('bonus.cancel.spinsLost', { count: spinsLeft })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}

/** Why a bonus whose wagering is met has not converted yet: the free spins it waits for, the open stakes. */
function WaitingForConversion({ id, wait }: { id: string; wait: ConversionWait }) {
  const { t } = useTranslation('wallet');
  return (
    <p id={id} className={styles.waiting}>
      <strong>{t('bonus.current.metWaiting')}</strong>
      {wait.free_spins_left > 0 ? <> {t('bonus.current.waitingSpins', { count: wait.free_spins_left })}</> : null}
      {wait.open_stakes ? <> {t('bonus.current.waitingStakes')}</> : null}
    </p>
  );
}

/** Days and hours left, ticking by the minute, with the exact end date. */
function Expiry({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useTranslation('wallet');
  const { dateTime } = useDateFormat();
  const now = useNow(expiresAt !== null);
  const left = expiryLeft(expiresAt, now);
  if (!left || !expiresAt) return null;
  if (left.state === 'expired') return <p className={styles.muted}>{t('bonus.current.expired')}</p>;
  const countdown = left.days > 0 ? t('bonus.current.expiresIn', left) : t('bonus.current.expiresInHours', left);
  return (
    <p className={styles.expiry}>
      <strong>{countdown}</strong>{' '}
      <time dateTime={expiresAt} className={styles.muted}>
        {t('bonus.current.expiresAt', { date: dateTime(expiresAt) })}
      </time>
    </p>
  );
}
