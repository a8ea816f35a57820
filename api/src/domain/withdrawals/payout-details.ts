/**
 * Checks on the payout forms of spec §3 (bank withdrawal; wallet-account withdrawal) that are
 * more than a pattern: IBAN check digits (from the platform contract), the account holder's name, the ID's expiry, the date of birth.
 */
import { checkAge, type AgeCheck } from '../responsible-gambling/age.ts';
import { compareLocalDates, formatLocalDate, utcMs, type LocalDate } from './calendar.ts';

/** Players must be 18 or older (spec §1). */
export const ADULT_AGE_YEARS = 18;

/** IBAN rules: the platform contract's, the same the withdrawal form runs. */
export { ibanCheckDigits, isValidIban, normaliseIban } from '@palpite/shared/contract';

/** Account numbers: letters, digits, dots and hyphens, 4–34 of them once spaces are removed. */
export function normaliseAccountNumber(input: string): string | null {
  const compact = input.replace(/\s/g, '');
  return /^[A-Za-z0-9.-]{4,34}$/.test(compact) && /\d/.test(compact) ? compact : null;
}

/** `  Jo\u0303ão  da SILVA ` → `joao da silva`: accents, case and extra spaces do not count. */
export function comparableName(input: string): string {
  return input.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** True when the name typed on the form is the account holder's (case- and accent-insensitive). */
export function sameName(typed: string, holder: string): boolean {
  const a = comparableName(typed);
  return a.length > 0 && a === comparableName(holder);
}

/** The ID document is still valid on `today` (it may expire today, not before). */
export function isIdStillValid(expiry: LocalDate, today: LocalDate): boolean {
  return compareLocalDates(expiry, today) >= 0;
}

/**
 * How far ahead an ID's expiry may be. Identity documents are issued for 10 years at most (passports,
 * Brazil's CNH and CIN, Turkey's ID card); twice that leaves room for any other country's while
 * refusing a mistyped or made-up date (9999-12-31), which would be stored with the payout as given.
 */
export const ID_EXPIRY_MAX_YEARS_AHEAD = 20;

/** The expiry is no further from `today` than any ID runs (ID_EXPIRY_MAX_YEARS_AHEAD). */
export function isIdExpiryPlausible(expiry: LocalDate, today: LocalDate): boolean {
  return compareLocalDates(expiry, { ...today, year: today.year + ID_EXPIRY_MAX_YEARS_AHEAD }) <= 0;
}

/**
 * A date of birth by the profile's rule (checkAge: a real date from 1900 on, old enough on the day),
 * on `today`: `0001-01-01` is `invalid_date` here as there. `today`'s midnight UTC, read in UTC, is
 * `today` itself, whatever zone it was taken in.
 */
export function checkBirthDate(birth: LocalDate, today: LocalDate): AgeCheck {
  return checkAge(formatLocalDate(birth), utcMs(today.year, today.month, today.day), ADULT_AGE_YEARS, 'UTC');
}

/** The last four characters, for lists: `•••• 1234`. */
export function accountHint(accountNumber: string): string {
  const compact = accountNumber.replace(/[\s.-]/g, '');
  return `•••• ${compact.slice(-4)}`;
}
