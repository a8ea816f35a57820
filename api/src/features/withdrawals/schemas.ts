/**
 * Request schemas of the withdrawal calls. The payout forms are spec §3's: a bank withdrawal
 * (bank, account number, IBAN, first and last name, amount, city, CPF, ID expiry date, date of
 * birth) and a wallet-account withdrawal (account number, first and last name, amount). Messages
 * are keys of the `common` catalogue; the first one of a field is shown under it.
 */
import { z } from 'zod';
import { isPrintable, WITHDRAWAL_METHODS, type WithdrawalMethod } from '@palpite/shared/contract';
import { isValidCpf } from '../../domain/payments/cpf.ts';
import { parseLocalDate, type LocalDate } from '../../domain/withdrawals/calendar.ts';
import { parseReais } from '../../domain/money.ts';
import {
  checkBirthDate,
  isIdExpiryPlausible,
  isIdStillValid,
  isValidIban,
  normaliseAccountNumber,
  normaliseIban,
  sameName,
} from '../../domain/withdrawals/payout-details.ts';
import { pageSize } from '../../http/validate.ts';

/** Which form each method uses, and its fields in screen order (GET /wallet/withdrawal-methods). */
export const WITHDRAWAL_FORMS = {
  bank: ['bank', 'account_number', 'iban', 'first_name', 'last_name', 'amount', 'city', 'cpf', 'id_expiry_date', 'birth_date'],
  wallet_account: ['account_number', 'first_name', 'last_name', 'amount'],
} as const;

export type WithdrawalForm = keyof typeof WITHDRAWAL_FORMS;

export function formOf(method: WithdrawalMethod): WithdrawalForm {
  return method === 'bank_transfer' ? 'bank' : 'wallet_account';
}

/** Facts the form is checked against: today in São Paulo and the account holder's name. */
export interface FormContext {
  today: LocalDate;
  /** `cpf`: when set, a bank payout must name this CPF (the br profile: payouts only to the player's own accounts). */
  holder: { firstName: string; lastName: string; cpf?: { digits: string | null } };
}

/** The parsed request: the amount in centavos and the payout details as normalised text. */
export interface WithdrawalRequestInput {
  method: WithdrawalMethod;
  amountCentavos: bigint;
  details: PayoutDetails;
}

export interface PayoutDetails {
  account_number: string;
  first_name: string;
  last_name: string;
  bank?: string;
  iban?: string;
  city?: string;
  cpf?: string;
  id_expiry_date?: string;
  birth_date?: string;
}

export const methodBody = z.object({ method: z.enum(WITHDRAWAL_METHODS, { error: 'withdrawals.methodInvalid' }) });

/**
 * A free-text field of the payout form. Ops read these to send the money by hand: a direction
 * override or a control character ("Banco \u202Eocnab") would make them read as something else.
 */
const text = (requiredKey: string, max = 100) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max, { error: 'validation.fieldInvalid', abort: true })
    .refine(isPrintable, { error: 'validation.fieldInvalid', abort: true });

// Missing is "required"; anything else that is no amount (true, [], 1e400 read as Infinity) is "invalid".
const amountField = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'withdrawals.amountRequired' : 'withdrawals.amountInvalid'),
  })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'withdrawals.amountRequired' });
      return z.NEVER;
    }
    const centavos = parseReais(value);
    if (centavos === null) {
      ctx.addIssue({ code: 'custom', message: 'withdrawals.amountInvalid' });
      return z.NEVER;
    }
    return centavos;
  });

const accountNumberField = text('withdrawals.accountNumberRequired', 60).transform((value, ctx) => {
  const normalised = normaliseAccountNumber(value);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: 'withdrawals.accountNumberInvalid' });
    return z.NEVER;
  }
  return normalised;
});

const holderName = (requiredKey: string, holder: string) =>
  text(requiredKey, 60).refine((value) => sameName(value, holder), { message: 'withdrawals.nameMismatch', abort: true });

/** A `YYYY-MM-DD` field; `refusalOf` gives the message key of a real date the form refuses, else null. */
const dateField = (requiredKey: string, invalidKey: string, refusalOf: (date: LocalDate) => string | null) =>
  text(requiredKey, 10).transform((value, ctx) => {
    const date = parseLocalDate(value);
    const refusal = date === null ? invalidKey : refusalOf(date);
    if (refusal !== null) {
      ctx.addIssue({ code: 'custom', message: refusal });
      return z.NEVER;
    }
    return value;
  });

function idExpiryRefusal(expiry: LocalDate, today: LocalDate): string | null {
  if (!isIdStillValid(expiry, today)) return 'withdrawals.idExpired';
  return isIdExpiryPlausible(expiry, today) ? null : 'withdrawals.idExpiryTooFar';
}

function birthDateRefusal(birth: LocalDate, today: LocalDate): string | null {
  const check = checkBirthDate(birth, today);
  if (check.ok) return null;
  // Born in the future reads as too young, as it always has on this form.
  return check.reason === 'invalid_date' ? 'withdrawals.birthDateInvalid' : 'withdrawals.underage';
}

function walletAccountForm(context: FormContext) {
  return z.object({
    account_number: accountNumberField,
    first_name: holderName('withdrawals.firstNameRequired', context.holder.firstName),
    last_name: holderName('withdrawals.lastNameRequired', context.holder.lastName),
    amount: amountField,
  });
}

function bankForm(context: FormContext) {
  return walletAccountForm(context).extend({
    bank: text('withdrawals.bankRequired'),
    iban: text('withdrawals.ibanRequired', 50).refine(isValidIban, { message: 'withdrawals.ibanInvalid', abort: true }).transform(normaliseIban),
    city: text('withdrawals.cityRequired'),
    cpf: text('withdrawals.cpfRequired', 20)
      .refine(isValidCpf, { message: 'withdrawals.cpfInvalid', abort: true })
      .transform((value) => value.replace(/\D/g, ''))
      .refine(() => !context.holder.cpf || context.holder.cpf.digits !== null, { message: 'withdrawals.cpfNotOnFile', abort: true })
      .refine((digits) => !context.holder.cpf || digits === context.holder.cpf.digits, { message: 'withdrawals.cpfNotHolder', abort: true }),
    id_expiry_date: dateField('withdrawals.idExpiryRequired', 'withdrawals.dateInvalid', (date) => idExpiryRefusal(date, context.today)),
    birth_date: dateField('withdrawals.birthDateRequired', 'withdrawals.dateInvalid', (date) => birthDateRefusal(date, context.today)),
  });
}

/** The schema of `method`'s form, checked against today's date and the holder's name. */
export function withdrawalRequest(method: WithdrawalMethod, context: FormContext) {
  const form = formOf(method) === 'bank' ? bankForm(context) : walletAccountForm(context);
  return form.transform(({ amount, ...details }): WithdrawalRequestInput => ({ method, amountCentavos: amount, details }));
}

export const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'withdrawals.notFound') });

export const listQuery = z.object({
  limit: pageSize(100, 20),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'validation.fieldInvalid')
    .optional(),
});

export const opsListQuery = listQuery.extend({
  status: z.enum(['pending', 'processing', 'paid', 'rejected', 'cancelled', 'all'], { error: 'validation.fieldInvalid' }).default('pending'),
});

/**
 * Ops' texts reach the player (the reason in the "withdrawal rejected" notification and on the
 * withdraw page, the payout reference in the wallet history): a direction override in one turns
 * "R$ 1000,00" around. A reason may run to a second line; no other control character is taken.
 */
const isPrintableParagraph = (text: string) => isPrintable(text.replace(/[\r\n]/g, ''));

export const approveBody = z
  .object({ payout_reference: z.string().trim().min(1).max(200).refine(isPrintable, 'validation.fieldInvalid').optional() })
  .nullish()
  .transform((body) => ({ payoutReference: body?.payout_reference ?? null }));

export const rejectBody = z.object({
  reason: z
    .string({ error: 'withdrawals.reasonRequired' })
    .trim()
    .min(1, 'withdrawals.reasonRequired')
    .max(500, 'validation.fieldInvalid')
    .refine(isPrintableParagraph, 'validation.fieldInvalid'),
});

/** Spec §9: a withdrawal while a bonus is active forfeits it; the player says yes with `forfeit_bonus: true`. */
export const forfeitBonusBody = z.looseObject({ forfeit_bonus: z.boolean({ error: 'validation.invalid' }).default(false) });
