import type { InputHTMLAttributes, ReactNode } from 'react';
import { DateTextField, TextField, useTranslation } from '@palpite/shared';
import { maskCpf } from '../../lib/cpf.ts';
import type { WithdrawalField } from './api/get-withdrawal-options.ts';
import type { WithdrawalValues } from './withdraw-form.ts';
import styles from './Withdraw.module.css';

/** How each field is typed: autofill hints, keyboards, masks. */
const INPUTS: Record<Exclude<WithdrawalField, 'amount'>, InputHTMLAttributes<HTMLInputElement> & { mask?: (value: string) => string; wide?: boolean }> = {
  bank: { autoComplete: 'off' },
  account_number: { autoComplete: 'off', spellCheck: false },
  iban: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, placeholder: 'BR00 0000 0000 0000 0000 0000 000', wide: true },
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  city: { autoComplete: 'address-level2' },
  cpf: { inputMode: 'numeric', autoComplete: 'off', placeholder: '000.000.000-00', mask: maskCpf },
  id_expiry_date: {},
  birth_date: { autoComplete: 'bday' },
};

/** Fields typed as dates in the site's language. */
const DATE_FIELDS: ReadonlySet<WithdrawalField> = new Set(['id_expiry_date', 'birth_date']);

interface WithdrawFieldsProps {
  fields: readonly WithdrawalField[];
  values: WithdrawalValues;
  errors: Record<string, string | undefined>;
  onChange: (field: WithdrawalField, value: string) => void;
  /** The amount field, drawn by the form (it carries the limits). */
  amount: ReactNode;
  /** The request is on its way: read-only, not disabled, so the field it was sent from (Enter) keeps the focus. */
  readOnly: boolean;
}

/** The payout form's fields in the API's order: the bank form, or the wallet-account form. */
export function WithdrawFields({ fields, values, errors, onChange, amount, readOnly }: WithdrawFieldsProps) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.fields}>
      {fields.map((field) => {
        if (field === 'amount') {
          return (
            <div key={field} className={styles.wide}>
              {amount}
            </div>
          );
        }
        if (DATE_FIELDS.has(field)) {
          return (
            <DateTextField
              key={field}
              label={t(`withdraw.fields.${field}`)}
              name={field}
              autoComplete={INPUTS[field].autoComplete}
              value={values[field]}
              onValueChange={(date) => onChange(field, date)}
              error={errors[field]}
              readOnly={readOnly}
            />
          );
        }
        const { mask, wide, ...input } = INPUTS[field];
        return (
          <TextField
            key={field}
            label={t(`withdraw.fields.${field}`)}
            name={field}
            value={values[field]}
            onChange={(event) => onChange(field, mask ? mask(event.target.value) : event.target.value)}
            error={errors[field]}
            readOnly={readOnly}
            className={wide ? styles.wide : undefined}
            {...input}
          />
        );
      })}
    </div>
  );
}
