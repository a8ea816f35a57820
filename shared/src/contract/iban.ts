/**
 * IBAN (ISO 13616) for bank withdrawals: the withdrawal form checks it as the player types, the API
 * again. One copy for both sides.
 */

/** `BR15 0000 0000 …` → `BR1500000000…`: no spaces or hyphens, upper case. */
export function normaliseIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** The remainder modulo 97 of `text` read as a number, letters as 10 (A) to 35 (Z). */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = character >= 'A' ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/**
 * Two letters, two check digits, 11–30 letters or digits, and the whole, rotated and read as a
 * number, leaves 1 modulo 97. A Brazilian IBAN is 29 characters.
 */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('BR') && iban.length !== 29) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The two check digits that make `country` + digits + `bban` a valid IBAN (tests and fixtures). */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`.toUpperCase())).padStart(2, '0');
}
