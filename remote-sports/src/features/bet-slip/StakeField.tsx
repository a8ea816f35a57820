import { useId, type Ref } from 'react';
import { formatBRL, useAtom, useTranslation } from '@palpite/shared';
import { stakeAtom } from '../../lib/bet-slip/slip-state.ts';
import { STAKE_PLACEHOLDER } from '../../lib/bet-slip/slip-maths.ts';
import styles from './BetSlip.module.css';

export const QUICK_STAKES = [10, 20, 50, 100] as const;

interface StakeFieldProps {
  onSubmit: () => void;
  disabled?: boolean;
  /** Shown but not to be changed (a placed bet's stake while its success shows). */
  readOnly?: boolean;
  /** The id of the message shown about the stake (unreadable, invalid, under the minimum, over the maximum), while it shows. */
  errorId?: string | undefined;
  /** Place Bet, pressed with no amount here, brings the player to the field. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The stake: an amount field (0 or more, at most 2 decimals) whose label sits inside its box, so it takes one
 * row of the slip's footer next to Place Bet; Enter places the bet. Locked while a bet is placing, read-only while its success shows.
 * It keeps whatever is typed; while a message about the stake shows (the slip says text that is not
 * such an amount at once), the field is marked invalid and described by it.
 */
export function StakeField({ onSubmit, disabled = false, readOnly = false, errorId, inputRef }: StakeFieldProps) {
  const { t } = useTranslation('sports');
  const id = useId();
  const [stake, setStake] = useAtom(stakeAtom);
  return (
    <div className={styles.stakeInput}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {t('slip.stake')}
      </label>
      <span aria-hidden="true" className={styles.currency}>
        R$
      </span>
      <input
        ref={inputRef}
        id={id}
        // Text, not number: a number field drops the decimal comma the pt-BR placeholder asks for
        // before the page sees it, so "10,5" became a stake of R$ 105. The decimal keypad stays.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={STAKE_PLACEHOLDER}
        value={stake}
        // Read-only rather than disabled while placing: Enter here places the bet, and a disabled
        // field would drop the keyboard focus to the page.
        readOnly={disabled || readOnly}
        aria-disabled={disabled || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        // Every keystroke is kept: a dropped one read `1.000` as 1.00 without a word. The slip says what it cannot read.
        onChange={(event) => setStake(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
    </div>
  );
}

/** A quick stake's chip label: `R$ 100`, the amount without its `,00`. */
export function quickStakeLabel(amount: number): string {
  return formatBRL(amount).replace(',00', '');
}

/** Quick-stake chips: one tap sets the stake. Four in a row, or two rows of two with larger text (BetSlip.module.css). */
export function QuickStakes({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('sports');
  const [stake, setStake] = useAtom(stakeAtom);
  return (
    // The box the chips' columns are chosen by: its width in rem (a container query).
    <div className={styles.quickStakes}>
      <div className={styles.quick} role="group" aria-label={t('slip.quickStakes')}>
        {QUICK_STAKES.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.chip}
            aria-pressed={stake === String(amount)}
            disabled={disabled}
            onClick={() => setStake(String(amount))}
          >
            {quickStakeLabel(amount)}
          </button>
        ))}
      </div>
    </div>
  );
}
