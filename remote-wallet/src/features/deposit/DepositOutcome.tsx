import { useRef } from 'react';
import { Button, formatBRL, LineIcon, Notice, Spinner, useTranslation } from '@palpite/shared';
import { methodName } from '../../lib/payment-methods.ts';
import type { Deposit } from './api/deposit.ts';
import styles from './Payment.module.css';
import { useFocusWhenReplaced } from './use-focus-when-replaced.ts';

export type Outcome = 'completed' | 'failed' | 'expired' | 'cancelled';

interface DepositOutcomeProps {
  deposit: Deposit;
  outcome: Outcome;
  /** "Generate a new code / address": a new deposit of the same method and amount. */
  onRenew: () => void;
  renewing: boolean;
  renewError: string | null;
  /** Back to the form with the same amount (a declined card). */
  onRetry: () => void;
  onNew: () => void;
}

/** How a deposit ended: credited, declined (and why), expired (start again) or cancelled. */
export function DepositOutcome({ deposit, outcome, onRenew, renewing, renewError, onRetry, onNew }: DepositOutcomeProps) {
  const { t } = useTranslation('wallet');
  const title = useRef<HTMLHeadingElement>(null);
  const amount = formatBRL(deposit.amount);
  const kind =
    deposit.method === 'pix' || deposit.method === 'crypto' || deposit.method === 'bank_transfer' || deposit.method === 'card' ? deposit.method : 'other';
  // A new card payment needs the card again: back to the form, where a code or an address is renewed.
  const renewable = outcome === 'expired' && kind !== 'card';

  // The payment view the player was using is gone: start reading from the result.
  useFocusWhenReplaced(title, outcome, { fromOwnSection: true });

  const text =
    outcome === 'completed'
      ? t('outcome.completedText', { amount })
      : outcome === 'failed'
        ? t(`payments.failureReasons.${deposit.failure_reason ?? 'declined'}`, { ns: 'common' })
        : outcome === 'expired'
          ? t(`outcome.expiredText.${kind}`)
          : t('outcome.cancelledText', { amount, method: methodName(t, deposit.method) });

  return (
    <div className={[styles.outcome, styles[outcome]].join(' ')}>
      <span className={styles.outcomeIcon} aria-hidden="true">
        <OutcomeIcon outcome={outcome} />
      </span>
      <h3 ref={title} tabIndex={-1} className={styles.outcomeTitle}>
        {t(outcome === 'expired' ? `outcome.expiredTitle.${kind}` : `outcome.${outcome}Title`)}
      </h3>
      <p className={styles.outcomeText}>{text}</p>
      {deposit.instructions?.type === 'card' ? (
        <p className={styles.meta}>{t('outcome.card', { brand: cardBrand(deposit.instructions.brand), last4: deposit.instructions.last4 })}</p>
      ) : null}
      {renewError ? <Notice tone="error">{renewError}</Notice> : null}
      <div className={styles.outcomeActions}>
        {renewable ? (
          <Button onClick={onRenew} busy={renewing}>
            {renewing ? <Spinner /> : null}
            {t(`outcome.renew.${kind}`)}
          </Button>
        ) : null}
        {outcome === 'failed' || (outcome === 'expired' && !renewable) ? <Button onClick={onRetry}>{t('outcome.retry')}</Button> : null}
        <Button variant={outcome === 'completed' ? 'primary' : 'secondary'} onClick={onNew}>
          {t('outcome.new')}
        </Button>
      </div>
    </div>
  );
}

/** `visa` → `Visa`; the API names brands in lower case. */
function cardBrand(brand: string): string {
  return brand === 'card' ? '' : brand.charAt(0).toUpperCase() + brand.slice(1);
}

function OutcomeIcon({ outcome }: { outcome: Outcome }) {
  return (
    <LineIcon size={28} strokeWidth={2.2}>
      {outcome === 'completed' ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : null}
      {outcome === 'failed' ? <path d="M7 7l10 10M17 7 7 17" /> : null}
      {outcome === 'expired' ? (
        <>
          <circle cx="12" cy="12" r="8" />
          <path d="M12 8v4.5l3 2" />
        </>
      ) : null}
      {outcome === 'cancelled' ? <path d="M6 12h12" /> : null}
    </LineIcon>
  );
}
