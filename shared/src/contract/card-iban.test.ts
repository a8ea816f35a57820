import { describe, expect, it } from 'vitest';
import { isCardExpiryValid, isCardHolderValid, isCvvValid, normaliseCardHolder, passesLuhn } from './card.ts';
import { ibanCheckDigits, isValidIban, normaliseIban } from './iban.ts';

/** A deterministic stream of digits (no randomness in tests): the decimals of successive squares. */
function digitStrings(count: number, length: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    String((index + 7) ** 9)
      .padEnd(length, '3')
      .slice(0, length),
  );
}

describe('card checks', () => {
  it('Luhn: a number completed with its check digit passes, and changing any one digit fails', () => {
    for (const body of digitStrings(40, 15)) {
      const check = [...'0123456789'].find((digit) => passesLuhn(body + digit));
      expect(check).toBeDefined();
      const number = body + check;
      for (let index = 0; index < number.length; index++) {
        const changed = number.slice(0, index) + String((Number(number[index]) + 1) % 10) + number.slice(index + 1);
        expect(passesLuhn(changed)).toBe(false);
      }
    }
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('41111111111')).toBe(false);
  });

  it('expiry: through the end of its month, two-digit or full years, at most 20 years ahead', () => {
    const today = { year: 2026, month: 11 };
    expect(isCardExpiryValid(11, 2026, today)).toBe(true);
    expect(isCardExpiryValid(11, 26, today)).toBe(true);
    expect(isCardExpiryValid(10, 2026, today)).toBe(false);
    expect(isCardExpiryValid(12, 2046, today)).toBe(true);
    expect(isCardExpiryValid(1, 2047, today)).toBe(false);
    expect(isCardExpiryValid(0, 2027, today)).toBe(false);
    expect(isCardExpiryValid(1.5, 2027, today)).toBe(false);
  });

  it('CVV: 3 digits, 4 for American Express; the holder as printed, spaces tidied', () => {
    expect(isCvvValid('123', '4111111111111111')).toBe(true);
    expect(isCvvValid('1234', '3782 822463 10005')).toBe(true);
    expect(isCvvValid('123', '378282246310005')).toBe(false);
    expect(normaliseCardHolder('  Ana   C  Souza ')).toBe('Ana C Souza');
    expect(isCardHolderValid("  João   D'Ávila-Neto ")).toBe(true);
    expect(isCardHolderValid('A')).toBe(false);
    expect(isCardHolderValid('4NA SOUZA')).toBe(false);
  });
});

describe('IBAN', () => {
  it('made with its check digits it is valid in any spacing or case; one changed character is not', () => {
    for (const bban of digitStrings(40, 25)) {
      const iban = `BR${ibanCheckDigits('BR', bban)}${bban}`;
      expect(isValidIban(iban)).toBe(true);
      expect(isValidIban(iban.toLowerCase().replace(/(.{4})/g, '$1 '))).toBe(true);
      const changed = iban.slice(0, 10) + String((Number(iban[10]) + 1) % 10) + iban.slice(11);
      expect(isValidIban(changed)).toBe(false);
    }
  });

  it('letters in the account part count; a Brazilian IBAN has 29 characters', () => {
    expect(isValidIban('BR97 0036 0305 0000 1000 9795 493P 1')).toBe(true);
    expect(isValidIban('BR9700360305000010009795493P2')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('BR00')).toBe(false);
    const short = '0036030500001000979549';
    expect(isValidIban(`BR${ibanCheckDigits('BR', short)}${short}`)).toBe(false);
    expect(normaliseIban(' br15-0000 ')).toBe('BR150000');
  });
});
