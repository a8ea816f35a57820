/** Card checks done before any provider sees the card: number (Luhn), expiry and CVV. */

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
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

/** A card is valid through the last day of its expiry month. `today` is year and month (1–12). */
export function isExpiryValid(month: number, year: number, today: { year: number; month: number }): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear > today.year + 20) return false;
  return fullYear > today.year || (fullYear === today.year && month >= today.month);
}

export function isCvvValid(cvv: string, cardNumber: string): boolean {
  // American Express cards (34, 37) have a 4-digit code; the others 3.
  const amex = /^3[47]/.test(digitsOnly(cardNumber));
  return amex ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

/** What may be kept about a card: brand and last four digits, never the number. */
export function cardSummary(number: string): { brand: string; last4: string } {
  const digits = digitsOnly(number);
  const brand = /^4/.test(digits)
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : /^(606282|3841)/.test(digits)
          ? 'hipercard'
          : /^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)
            ? 'elo'
            : 'card';
  return { brand, last4: digits.slice(-4) };
}
