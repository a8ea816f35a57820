import type { Ref } from 'react';
import { formatBRL, parseReais, TextField, useTranslation } from '@palpite/shared';
import { AMOUNT_MAX_LENGTH, amountInput, formatBRLShort } from '../../lib/money.ts';
import { QUICK_AMOUNTS } from '../../lib/payment-methods.ts';
import type { Limits } from './amount.ts';
import styles from './DepositForm.module.css';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  limits: Limits;
  error?: string | null;
  /** A line under the field, e.g. the crypto equivalent. */
  note?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** The amount in reais, quick amounts as chips, and the method's minimum and maximum. */
export function AmountField({ value, onChange, limits, error, note, ref }: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  const typed = parseReais(value);
  return (
    <div className={styles.amount}>
      <TextField
        ref={ref}
        label={t('deposit.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        maxLength={AMOUNT_MAX_LENGTH}
        value={value}
        // Kept as typed, for the validation to refuse: a sign or a letter dropped here would send an amount the player never typed (-100 as 100, 1e3 as 13).
        onChange={(event) => onChange(event.target.value)}
        hint={t('deposit.limits', { min: formatBRL(limits.min), max: formatBRL(limits.max) })}
        error={error}
        className={styles.amountInput}
      />
      <div role="group" aria-label={t('deposit.quickAmounts')} className={styles.quick}>
        {QUICK_AMOUNTS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={styles.chip}
            aria-pressed={typed === quick}
            disabled={quick < limits.min || quick > limits.max}
            onClick={() => onChange(amountInput(quick))}
          >
            {formatBRLShort(quick)}
          </button>
        ))}
      </div>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
