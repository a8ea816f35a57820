/**
 * Brazilian individual taxpayer number (CPF): 11 digits, the last two check the first nine.
 * One copy for every side: sign-up and withdrawal forms, and the API that enforces them.
 */

function checkDigit(digits: readonly number[], weightStart: number): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weightStart - index), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 11 digits of a CPF as typed (`123.456.789-09` → `12345678909`); punctuation and spaces dropped. */
export function cpfDigits(input: string): string {
  return input.replace(/[.\-\s]/g, '');
}

export function isValidCpf(input: string): boolean {
  const digits = cpfDigits(input);
  if (!/^\d{11}$/.test(digits)) return false;
  // 000.000.000-00, 111.111.111-11 … pass the arithmetic but are not real CPFs.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  return checkDigit(numbers.slice(0, 9), 10) === numbers[9] && checkDigit(numbers.slice(0, 10), 11) === numbers[10];
}

/** A CPF from its first nine digits: the two check digits appended (`123456789` → `12345678909`). */
export function completeCpf(firstNine: string): string {
  const numbers = [...firstNine].map(Number);
  numbers.push(checkDigit(numbers, 10));
  numbers.push(checkDigit(numbers, 11));
  return numbers.join('');
}

/** `12345678909` → `123.456.789-09`; anything else unchanged. */
export function formatCpf(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : input;
}

/** The mask as the player types: `12345678909` → `123.456.789-09`, partial input partly masked. */
export function maskCpf(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
}
