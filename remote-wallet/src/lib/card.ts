/** Card checks the form runs before sending (the API runs them again): Luhn, expiry, CVV. */

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** American Express: 15 digits grouped 4-6-5 and a 4-digit security code. */
export function isAmex(number: string): boolean {
  return /^3[47]/.test(digitsOnly(number));
}

export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `4111111111111111` → `4111 1111 1111 1111`; Amex `3782 822463 10005`. At most 19 digits. */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input).slice(0, 19);
  if (isAmex(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return (digits.match(/.{1,4}/g) ?? []).join(' ');
}

/** `1`, `12`, `123` → `1`, `12/`, `12/3`: the slash appears once the month is typed. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = digitsOnly(input).slice(0, 4);
  // Deleting the slash deletes it, not the digit before it.
  if (digits.length === 2 && previous.length === 3 && input.length === 2) return digits;
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** `MM/YY` → month and four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Valid through the end of its month (`today`: the local year and month, 1–12), at most 20 years ahead. */
export function isExpiryValid(expiry: { month: number; year: number }, today: { year: number; month: number }): boolean {
  if (expiry.year > today.year + 20) return false;
  return expiry.year > today.year || (expiry.year === today.year && expiry.month >= today.month);
}

export function isCvvValid(cvv: string, number: string): boolean {
  return isAmex(number) ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

/** The name as printed on the card: letters, spaces, dots, apostrophes and hyphens. */
export function isHolderValid(holder: string): boolean {
  return /^\p{L}[\p{L} .'-]{1,59}$/u.test(holder.trim().replace(/\s+/g, ' '));
}
