/** Card checks (the platform contract's, the same the deposit form runs) and what may be kept of a card. */
import { digitsOnly } from '@palpite/shared/contract';

export { digitsOnly, isCardExpiryValid, isCardHolderValid, isCvvValid, normaliseCardHolder, passesLuhn } from '@palpite/shared/contract';

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
