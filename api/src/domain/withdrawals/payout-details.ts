/**
 * Checks on the payout forms of spec §3 (bank withdrawal; wallet-account withdrawal) that are
 * more than a pattern: IBAN check digits, the account holder's name, the ID's expiry, the age.
 */
import { ageInYears, compareLocalDates, type LocalDate } from './calendar.ts';

/** Players must be 18 or older (spec §1). */
export const ADULT_AGE_YEARS = 18;

/** `BR15 0000 0000 …` → `BR1500000000…`: no spaces, upper case. */
export function normaliseIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * ISO 13616: two letters, two check digits, 11–30 letters or digits, and the whole, rotated and
 * read as a number (A = 10 … Z = 35), leaves 1 modulo 97. A Brazilian IBAN is 29 characters.
 */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('BR') && iban.length !== 29) return false;
  const rotated = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rotated) {
    const value = character >= 'A' ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The two check digits that make `country` + `??` + `bban` a valid IBAN (tests and fixtures). */
export function ibanCheckDigits(country: string, bban: string): string {
  const rotated = `${bban}${country}00`.toUpperCase();
  let remainder = 0;
  for (const character of rotated) {
    const value = character >= 'A' ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return String(98 - remainder).padStart(2, '0');
}

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
