/** IBAN (ISO 13616) as the API checks it; a Brazilian one has 29 characters. */

export function normaliseIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

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

/** `BR9700360305000010009795493P1` → `BR97 0036 0305 …`: groups of four, easier to check by eye. */
export function groupIban(input: string): string {
  return (normaliseIban(input).match(/.{1,4}/g) ?? []).join(' ');
}
