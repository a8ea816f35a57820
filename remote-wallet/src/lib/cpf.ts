/** Brazilian taxpayer number (CPF): `000.000.000-00`, the last two digits check the first nine. */

function checkDigit(digits: readonly number[], weightStart: number): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weightStart - index), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(input: string): boolean {
  const digits = input.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  // 000.000.000-00, 111.111.111-11 … pass the arithmetic but are not real CPFs.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  return checkDigit(numbers.slice(0, 9), 10) === numbers[9] && checkDigit(numbers.slice(0, 10), 11) === numbers[10];
}

/** The mask as the player types: `12345678909` → `123.456.789-09`, partial input partly masked. */
export function maskCpf(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
}
