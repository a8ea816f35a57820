/**
 * Checks on the payout forms of spec §3 (bank withdrawal; wallet-account withdrawal) that are
 * more than a pattern: IBAN check digits (from the platform contract), the account holder's name, the ID's expiry, the age.
 */
import { ageInYears, compareLocalDates, type LocalDate } from './calendar.ts';

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

/** Old enough on `today`. */
export function isAdult(birth: LocalDate, today: LocalDate): boolean {
  return compareLocalDates(birth, today) <= 0 && ageInYears(birth, today) >= ADULT_AGE_YEARS;
}

/** The last four characters, for lists: `•••• 1234`. */
export function accountHint(accountNumber: string): string {
  const compact = accountNumber.replace(/[\s.-]/g, '');
  return `•••• ${compact.slice(-4)}`;
}
