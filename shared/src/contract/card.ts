/**
 * Card checks made before any provider sees a card: the deposit form runs them as the player types,
 * the API again on what it receives. One copy for both sides.
 */

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** American Express (34, 37): 15 digits grouped 4-6-5 and a 4-digit security code. */
export function isAmex(cardNumber: string): boolean {
  return /^3[47]/.test(digitsOnly(cardNumber));
}

/** The Luhn checksum every card number carries in its last digit; 12 to 19 digits. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
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

/**
 * Valid through the last day of its month, at most 20 years ahead. `year` as printed (`27`) or in
 * full; `today`: the local year and month (1–12).
 */
export function isCardExpiryValid(month: number, year: number, today: { year: number; month: number }): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear > today.year + 20) return false;
  return fullYear > today.year || (fullYear === today.year && month >= today.month);
}

export function isCvvValid(cvv: string, cardNumber: string): boolean {
  return isAmex(cardNumber) ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

/** The holder's name with its spaces tidied: `  ana   souza ` → `ana souza`. */
export function normaliseCardHolder(holder: string): string {
  return holder.trim().replace(/\s+/g, ' ');
}

/** The name as printed on the card: a letter, then letters, spaces, dots, apostrophes and hyphens; 2–60 characters. */
export function isCardHolderValid(holder: string): boolean {
  return /^\p{L}[\p{L} .'-]{1,59}$/u.test(normaliseCardHolder(holder));
}
