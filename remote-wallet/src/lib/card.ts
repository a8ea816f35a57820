/** Card number and expiry as the deposit form shows them; the checks are the platform contract's, the same the API runs. */
import { digitsOnly, isAmex } from '@palpite/shared/contract';

export { digitsOnly, isAmex, isCardExpiryValid, isCardHolderValid, isCvvValid, passesLuhn } from '@palpite/shared/contract';

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
