import type { ChangeEvent } from 'react';
import { TextField, useTranslation } from '@palpite/shared';
import { digitsOnly, formatCardNumber, formatExpiry, isAmex } from '../../lib/card.ts';
import type { CardValues } from './card-form.ts';
import styles from './DepositForm.module.css';

interface CardFieldsProps {
  card: CardValues;
  onChange: (card: CardValues) => void;
  errors: Record<string, string | undefined>;
  /** The payment is on its way: read-only, not disabled, so a field that sent it (Enter) keeps the focus. */
  readOnly?: boolean;
}

/** Puts the caret back after the same number of digits once the spacing changed under it. */
function keepCaret(input: HTMLInputElement, formatted: string) {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = digitsOnly(input.value.slice(0, caret)).length;
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < digitsBefore; position++) if (/\d/.test(formatted[position]!)) seen++;
  requestAnimationFrame(() => {
    if (document.activeElement === input) input.setSelectionRange(position, position);
  });
}

/** Card number (spaced as typed), expiry MM/YY, CVV and the holder's name, with their autofill hints. */
export function CardFields({ card, onChange, errors, readOnly = false }: CardFieldsProps) {
  const { t } = useTranslation('wallet');

  function onNumber(event: ChangeEvent<HTMLInputElement>) {
    const formatted = formatCardNumber(event.target.value);
    keepCaret(event.target, formatted);
    onChange({ ...card, number: formatted });
  }

  return (
    <div className={styles.card}>
      <TextField
        label={t('card.number')}
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="0000 0000 0000 0000"
        value={card.number}
        onChange={onNumber}
        error={errors.number}
        readOnly={readOnly}
        className={`${styles.wide} ${styles.cardNumber}`}
      />
      <TextField
        label={t('card.expiry')}
        name="cc-exp"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder={t('card.expiryPlaceholder')}
        value={card.expiry}
        onChange={(event) => onChange({ ...card, expiry: formatExpiry(event.target.value, card.expiry) })}
        error={errors.expiry}
        readOnly={readOnly}
      />
      <TextField
        label={t('card.cvv')}
        name="cc-csc"
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        placeholder={isAmex(card.number) ? '0000' : '000'}
        hint={t(isAmex(card.number) ? 'card.cvvHintAmex' : 'card.cvvHint')}
        value={card.cvv}
        onChange={(event) => onChange({ ...card, cvv: digitsOnly(event.target.value).slice(0, 4) })}
        error={errors.cvv}
        readOnly={readOnly}
      />
      <TextField
        label={t('card.holder')}
        name="cc-name"
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        value={card.holder}
        onChange={(event) => onChange({ ...card, holder: event.target.value.slice(0, 60) })}
        error={errors.holder}
        readOnly={readOnly}
        className={styles.wide}
      />
    </div>
  );
}
