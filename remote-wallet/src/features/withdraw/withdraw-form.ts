import { formatBRL, parseReais } from '@palpite/shared';
import { isValidCpf } from '../../lib/cpf.ts';
import { ageOn, compareDates, parseIsoDate, type LocalDate } from '../../lib/dates.ts';
import { isValidIban } from '../../lib/iban.ts';
import type { Translate } from '../../lib/payment-methods.ts';
import type { WithdrawalField } from './api/get-withdrawal-options.ts';

export type WithdrawalValues = Record<WithdrawalField, string>;

export const EMPTY_VALUES: WithdrawalValues = {
  bank: '',
  account_number: '',
  iban: '',
  first_name: '',
  last_name: '',
  amount: '',
  city: '',
  cpf: '',
  id_expiry_date: '',
  birth_date: '',
};

/** Accents, case and extra spaces do not count: `João` is `joao`. */
export function comparableName(input: string): string {
  return input.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

interface Context {
  fields: readonly WithdrawalField[];
  minimum: number;
  holder: { firstName: string; lastName: string } | null;
  today: LocalDate;
  t: Translate;
}

/** The API's own rules for the fields of the form (spec §3, §5), one message per field. */
export function withdrawalErrors(values: WithdrawalValues, { fields, minimum, holder, today, t }: Context): Record<string, string> {
  const message = (key: string, params?: Record<string, unknown>) => t(`withdrawals.${key}`, { ns: 'common', ...params });
  const errors: Record<string, string> = {};
  const blank = (field: WithdrawalField) => values[field].trim() === '';

  for (const field of fields) {
    const value = values[field].trim();
    switch (field) {
      case 'amount': {
        const amount = parseReais(value);
        if (blank(field)) errors.amount = message('amountRequired');
        else if (amount === null || amount <= 0) errors.amount = message('amountInvalid');
        else if (amount < minimum) errors.amount = message('belowMinimum', { min: formatBRL(minimum) });
        break;
      }
      case 'account_number': {
        const compact = value.replace(/\s/g, '');
        if (blank(field)) errors[field] = message('accountNumberRequired');
        else if (!/^[A-Za-z0-9.-]{4,34}$/.test(compact) || !/\d/.test(compact)) errors[field] = message('accountNumberInvalid');
        break;
      }
      case 'first_name':
      case 'last_name': {
        const expected = field === 'first_name' ? holder?.firstName : holder?.lastName;
        if (blank(field)) errors[field] = message(field === 'first_name' ? 'firstNameRequired' : 'lastNameRequired');
        else if (expected !== undefined && comparableName(value) !== comparableName(expected)) errors[field] = message('nameMismatch');
        break;
      }
      case 'bank':
      case 'city':
        if (blank(field)) errors[field] = message(field === 'bank' ? 'bankRequired' : 'cityRequired');
        break;
      case 'iban':
        if (blank(field)) errors[field] = message('ibanRequired');
        else if (!isValidIban(value)) errors[field] = message('ibanInvalid');
        break;
      case 'cpf':
        if (blank(field)) errors[field] = message('cpfRequired');
        else if (!isValidCpf(value)) errors[field] = message('cpfInvalid');
        break;
      case 'id_expiry_date':
      case 'birth_date': {
        const date = parseIsoDate(value);
        if (blank(field)) errors[field] = message(field === 'birth_date' ? 'birthDateRequired' : 'idExpiryRequired');
        else if (!date) errors[field] = message('dateInvalid');
        else if (field === 'id_expiry_date' && compareDates(date, today) < 0) errors[field] = message('idExpired');
        else if (field === 'birth_date' && (compareDates(date, today) > 0 || ageOn(date, today) < 18)) errors[field] = message('underage');
        break;
      }
    }
  }
  return errors;
}
